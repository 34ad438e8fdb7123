import { act, at, custom, ofType, pos, stats } from "./helpers";

/** SEED §4 第2回合 暗器 and design §5 test 2. */
describe("R2 暗器", () => {
  test("§5 test 2 (the seed's example): 暗器 6 vs 2 — 4 damage, the 6 spends 4, the 2 keeps its 2", () => {
    const s = pos({ players: [{ board: [custom(5, 0, 6, 1, 10)] }, { board: [custom(5, 0, 2, 1, 10)] }] });
    const { state, events } = act(s, 0, { type: "attack", unit: at(s, 0, 0).id, target: at(s, 1, 0).id });
    expect(ofType(events, "r2")[0].data).toMatchObject({ amount: 4, anFrom: 6, anTo: 2 });
    // R3 simultaneous, 1 and 1.
    expect(ofType(events, "r3")[0].data).toMatchObject({ simultaneous: true, a: 1, d: 1 });
    expect([stats(at(state, 0, 0)), at(state, 0, 0).hp]).toEqual(["0/2/1", 9]);
    expect([stats(at(state, 1, 0)), at(state, 1, 0).hp]).toEqual(["0/2/1", 5]);
  });

  test("a hit that fells the target spends only the 暗器 needed (暗器 6 vs 2 on 3 生命: spends 3, keeps 3)", () => {
    const s = pos({ players: [{ board: [custom(5, 0, 6, 1, 10)] }, { board: [custom(5, 0, 2, 1, 3)] }] });
    const { state } = act(s, 0, { type: "attack", unit: at(s, 0, 0).id, target: at(s, 1, 0).id });
    expect(state.players[1].board[0]).toBeNull();
    expect(at(state, 0, 0).an).toBe(3);
  });

  test("the defender may be the higher side: it deals the gap and the attacker keeps its 暗器", () => {
    const s = pos({ players: [{ board: [custom(5, 0, 1, 1, 10)] }, { board: [custom(5, 0, 4, 1, 10)] }] });
    const { state } = act(s, 0, { type: "attack", unit: at(s, 0, 0).id, target: at(s, 1, 0).id });
    expect(at(state, 1, 0).an).toBe(1);
    expect(at(state, 0, 0).an).toBe(1);
    expect(at(state, 0, 0).hp).toBe(10 - 3 - 1);
  });

  test("equal positive 暗器: both take that much and both drop to 0; both 0: nothing", () => {
    const s = pos({ players: [{ board: [custom(5, 0, 3, 1, 10)] }, { board: [custom(5, 0, 3, 1, 10)] }] });
    const { state, events } = act(s, 0, { type: "attack", unit: at(s, 0, 0).id, target: at(s, 1, 0).id });
    expect(ofType(events, "r2")[0].data).toMatchObject({ mutual: 3 });
    expect([at(state, 0, 0).an, at(state, 1, 0).an]).toEqual([0, 0]);
    expect([at(state, 0, 0).hp, at(state, 1, 0).hp]).toEqual([10 - 3 - 1, 10 - 3 - 1]);
  });

  test("equal 暗器 that fells both: no R3", () => {
    const s = pos({ players: [{ board: [custom(1, 0, 2, 5, 2)] }, { board: [custom(1, 0, 2, 5, 2)] }] });
    const { state, events } = act(s, 0, { type: "attack", unit: at(s, 0, 0).id, target: at(s, 1, 0).id });
    expect(ofType(events, "r3")).toHaveLength(0);
    expect(state.players[0].board[0]).toBeNull();
    expect(state.players[1].board[0]).toBeNull();
  });

  test("a hit blocked by 輕功 still spends the 暗器 thrown (AMB-5)", () => {
    const s = pos({ players: [{ board: [custom(5, 0, 6, 1, 10)] }, { board: [{ card: "唐衫", an: 0 }] }] });
    const { state, events } = act(s, 0, { type: "attack", unit: at(s, 0, 0).id, target: at(s, 1, 0).id });
    expect(ofType(events, "blocked")).toHaveLength(1);
    // 唐衫 has 2 生命: the gap is 6, the spend min(6, 2) = 2.
    expect(at(state, 0, 0).an).toBe(4);
    expect(at(state, 1, 0).kw.agility).toBe(0);
  });
});
