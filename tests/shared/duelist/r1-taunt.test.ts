import { act, alive, at, custom, ofType, pos, stats } from "./helpers";

/** SEED §4 第1回合 嘴攻, design §5 tests 1, 4 and 6: spend the gap, gain it as 捅人, strike first; undo; the bonus ends. */
describe("R1 嘴攻", () => {
  test("§5 test 1 (the seed's example): 嘴攻 7 vs 3 — the 7 spends 4, gains 4 捅人 and strikes first", () => {
    const s = pos({ players: [{ board: [custom(4, 7, 0, 2, 8)] }, { board: [custom(4, 3, 0, 2, 8)] }] });
    const A = at(s, 0, 0), D = at(s, 1, 0);
    const { state, events } = act(s, 0, { type: "attack", unit: A.id, target: D.id });
    const r1 = ofType(events, "r1")[0];
    expect(r1.data).toMatchObject({ unit: A.id, zuiFrom: 7, zuiTo: 3, tongFrom: 2, tongTo: 6 });
    expect(ofType(events, "r2")[0].data).toMatchObject({ none: true });
    // R3: 6 to the defender (8 → 2), which strikes back 2 (8 → 6).
    const hits = ofType(events, "damage").map((e) => e.data);
    expect(hits).toEqual([expect.objectContaining({ unit: D.id, amount: 6, from: 8, to: 2 }), expect.objectContaining({ unit: A.id, amount: 2, from: 8, to: 6 })]);
    expect(stats(at(state, 0, 0))).toBe("3/0/2");
    expect(at(state, 0, 0).hp).toBe(6);
    expect(stats(at(state, 1, 0))).toBe("3/0/2");
    expect(at(state, 1, 0).hp).toBe(2);
    expect(at(state, 0, 0).attacksLeft).toBe(0);
  });

  test("a tie changes nothing and gives no first strike: R3 is simultaneous", () => {
    const s = pos({ players: [{ board: [custom(2, 3, 0, 3, 4)] }, { board: [custom(2, 3, 0, 5, 3)] }] });
    const { state, events } = act(s, 0, { type: "attack", unit: at(s, 0, 0).id, target: at(s, 1, 0).id });
    expect(ofType(events, "r1")[0].data).toMatchObject({ tie: true });
    expect(ofType(events, "r3")[0].data).toMatchObject({ simultaneous: true, a: 3, d: 5 });
    // Both hits land even though each is lethal.
    expect(state.players[0].board[0]).toBeNull();
    expect(state.players[1].board[0]).toBeNull();
  });

  test("§5 test 4: a combat that ends in R2 gives back the R1 spend and gain", () => {
    const s = pos({ players: [{ board: [custom(4, 7, 5, 2, 8)] }, { board: [custom(1, 3, 0, 2, 2)] }] });
    const A = at(s, 0, 0), D = at(s, 1, 0);
    const { state, events } = act(s, 0, { type: "attack", unit: A.id, target: D.id });
    expect(ofType(events, "r1")[0].data).toMatchObject({ zuiTo: 3, tongTo: 6 });
    // R2: 5 damage kills the 2-生命 defender; only 2 暗器 are spent (5 → 3).
    expect(ofType(events, "r2")[0].data).toMatchObject({ amount: 5, anFrom: 5, anTo: 3 });
    expect(ofType(events, "r3")).toHaveLength(0);
    expect(ofType(events, "r1_undo")).toHaveLength(1);
    expect(alive(state, D.id)).toBe(false);
    expect(stats(at(state, 0, 0))).toBe("7/3/2");
    expect(at(state, 0, 0).hp).toBe(8);
  });

  test("§5 test 6: the first strike fells the defender, which cannot strike back; the R1 bonus then ends", () => {
    const s = pos({ players: [{ board: [custom(3, 4, 0, 2, 6)] }, { board: [custom(2, 1, 0, 5, 4)] }] });
    const { state, events } = act(s, 0, { type: "attack", unit: at(s, 0, 0).id, target: at(s, 1, 0).id });
    expect(ofType(events, "r1")[0].data).toMatchObject({ zuiTo: 1, tongTo: 5 });
    expect(ofType(events, "r3")).toHaveLength(1);
    expect(state.players[1].board[0]).toBeNull();
    expect(stats(at(state, 0, 0))).toBe("1/0/2");
    expect(at(state, 0, 0).hp).toBe(6);
  });

  test("the defender can win R1: it strikes first, and keeps its spent 嘴攻 spent after the clash (AMB-6)", () => {
    const s = pos({ players: [{ board: [custom(3, 1, 0, 2, 6)] }, { board: [custom(3, 5, 0, 1, 6)] }] });
    const { state, events } = act(s, 0, { type: "attack", unit: at(s, 0, 0).id, target: at(s, 1, 0).id });
    const D = at(state, 1, 0);
    expect(ofType(events, "r1")[0].data).toMatchObject({ unit: D.id, zuiFrom: 5, zuiTo: 1, tongTo: 5 });
    // Defender stabs 5 first (6 → 1), attacker replies 2 (6 → 4); the defender's bonus ends: 捅人 back to 1.
    expect(at(state, 0, 0).hp).toBe(1);
    expect(D.hp).toBe(4);
    expect(stats(D)).toBe("1/0/1");
  });
});
