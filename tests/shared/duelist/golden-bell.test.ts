import { act, at, custom, ofType, pos } from "./helpers";

/** SEED §6 金鐘罩: only R3 stabs, reduce by n and reflect n; 輕功 first (AMB-17 for simultaneous strikes). */
describe("金鐘罩", () => {
  test("a defender's 金鐘罩 reduces the first strike and reflects onto the striker; then it strikes back", () => {
    const s = pos({ players: [{ board: [custom(5, 5, 0, 6, 10)] }, { board: ["郁竹"] }] });
    const { state, events } = act(s, 0, { type: "attack", unit: at(s, 0, 0).id, target: at(s, 1, 0).id });
    // R1: 5 vs 1 → 捅人 10, first. R3: 10 − 2 = 8 to 郁竹 (10 → 2), 2 back (10 → 8), reply 5 (8 → 3).
    expect(ofType(events, "bell")[0].data).toMatchObject({ from: 10, to: 8, reflect: 2 });
    expect(at(state, 1, 0).hp).toBe(2);
    expect(at(state, 0, 0).hp).toBe(3);
    expect(at(state, 0, 0).tong).toBe(6);
  });

  test("the reflection happens even when the bell holder falls", () => {
    const s = pos({ players: [{ board: [custom(5, 3, 0, 20, 10)] }, { board: [{ card: "郁竹", hp: 3 }] }] });
    // R1 3 vs 1: first strike 22 − 2 = 20 fells 郁竹; its 2 still comes back (10 → 8), and it cannot reply.
    const { state } = act(s, 0, { type: "attack", unit: at(s, 0, 0).id, target: at(s, 1, 0).id });
    expect(state.players[1].board[0]).toBeNull();
    expect(at(state, 0, 0).hp).toBe(8);
  });

  test("輕功 blocks the stab first, so 金鐘罩 does not fire", () => {
    const s = pos({ players: [{ board: [custom(5, 1, 0, 4, 10)] }, { board: [{ card: "郁竹", kw: { agility: 1 } }] }] });
    const { state, events } = act(s, 0, { type: "attack", unit: at(s, 0, 0).id, target: at(s, 1, 0).id });
    expect(ofType(events, "bell")).toHaveLength(0);
    expect(at(state, 1, 0).hp).toBe(10);
    expect(at(state, 0, 0).hp).toBe(5);
  });

  test("simultaneous strikes: both main hits first, then reflections, each only onto a hero still standing", () => {
    const s = pos({ players: [{ board: [{ card: "孟瞋", zui: 1, tong: 5, hp: 4 }] }, { board: [{ card: "郁竹", zui: 1, tong: 5, hp: 10 }] }] });
    const { state, events } = act(s, 0, { type: "attack", unit: at(s, 0, 0).id, target: at(s, 1, 0).id });
    // 孟瞋 (bell 1) takes 5 − 1 = 4 and falls; 郁竹 (bell 2) takes 5 − 2 = 3. 郁竹's reflection has no target left;
    // 孟瞋's reflection (1) still lands on 郁竹, which stands.
    expect(state.players[0].board[0]).toBeNull();
    expect(at(state, 1, 0).hp).toBe(10 - 3 - 1);
    expect(ofType(events, "damage").map((e) => e.data!.round)).toEqual(["R3", "R3", "bell"]);
  });

  test("金鐘罩 does not reduce R2 darts", () => {
    const s = pos({ players: [{ board: [custom(5, 1, 6, 1, 10)] }, { board: ["郁竹"] }] });
    const { state } = act(s, 0, { type: "attack", unit: at(s, 0, 0).id, target: at(s, 1, 0).id });
    // R2: 6 damage, no bell; R3 simultaneous: 1 − 2 → 0 to 郁竹 (no damage, reflect 2), 5 to the attacker.
    expect(at(state, 1, 0).hp).toBe(4);
    expect(at(state, 0, 0).hp).toBe(10 - 5 - 2);
  });
});
