import { act, at, custom, pos } from "./helpers";

/** SEED §4 本陣攻擊, design §1.8 and §5 test 3. */
describe("本陣 attacks", () => {
  test("§5 test 3 (the seed's example): darts 5 at the 本陣 deal ⌈5/2⌉ = 3 and empty the 暗器", () => {
    const s = pos({ players: [{ board: [custom(4, 0, 5, 2)] }, { board: ["趙活"] }] });
    const { state } = act(s, 0, { type: "attack", unit: at(s, 0, 0).id, target: "base-dart" });
    expect(state.players[1].base).toBe(27);
    expect(at(state, 0, 0).an).toBe(0);
    expect(at(state, 0, 0).attacksLeft).toBe(0);
  });

  test("a stab needs an empty enemy field; it deals the current 捅人", () => {
    const blocked = pos({ players: [{ board: [custom(4, 0, 0, 6)] }, { board: ["趙活"] }] });
    expect(() => act(blocked, 0, { type: "attack", unit: at(blocked, 0, 0).id, target: "base-stab" })).toThrow(expect.objectContaining({ code: "base_blocked" }));
    const open = pos({ players: [{ board: [custom(4, 0, 0, 6)] }, {}] });
    expect(act(open, 0, { type: "attack", unit: at(open, 0, 0).id, target: "base-stab" }).state.players[1].base).toBe(24);
  });

  test("darts need 暗器 ≥ 1; on an empty field the attacker may still choose darts (AMB-7)", () => {
    const none = pos({ players: [{ board: [custom(4, 0, 0, 6)] }, {}] });
    expect(() => act(none, 0, { type: "attack", unit: at(none, 0, 0).id, target: "base-dart" })).toThrow(expect.objectContaining({ code: "no_darts" }));
    const open = pos({ players: [{ board: [custom(4, 0, 3, 1)] }, {}] });
    expect(act(open, 0, { type: "attack", unit: at(open, 0, 0).id, target: "base-dart" }).state.players[1].base).toBe(28);
  });

  test("an attack uses one attack; with none left the hero cannot attack", () => {
    const s = pos({ players: [{ board: [custom(4, 0, 0, 3)] }, {}] });
    const once = act(s, 0, { type: "attack", unit: at(s, 0, 0).id, target: "base-stab" }).state;
    expect(() => act(once, 0, { type: "attack", unit: at(once, 0, 0).id, target: "base-stab" })).toThrow(expect.objectContaining({ code: "no_attacks_left" }));
  });

  test("bringing the 本陣 to 0 ends the game at once (SEED §1)", () => {
    const s = pos({ players: [{ board: [custom(4, 0, 0, 9), custom(4, 0, 0, 9)] }, { base: 5 }] });
    const { state } = act(s, 0, { type: "attack", unit: at(s, 0, 0).id, target: "base-stab" });
    expect(state.phase).toBe("over");
    expect(state.winner).toBe(0);
    expect(state.players[1].base).toBe(0);
    expect(() => act(state, 0, { type: "attack", unit: at(state, 0, 1).id, target: "base-stab" })).toThrow(expect.objectContaining({ code: "game_over" }));
  });
});
