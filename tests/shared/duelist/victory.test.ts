import { act, engine, pos } from "./helpers";

/** SEED §1 勝利條件 and design §1.15: 本陣 at 0 ends the game at once; concede; the 60-turn cap. */
describe("victory", () => {
  test("fatigue can end the game at a turn start, before anything else happens", () => {
    const s = pos({ active: 1, players: [{ base: 1, deck: [] }, {}] });
    const { state } = act(s, 1, { type: "endTurn" });
    expect([state.phase, state.winner, state.endReason]).toEqual(["over", 1, "base"]);
    expect(engine.result(state)!.winners).toEqual([1]);
    expect(engine.activeSeats(state)).toEqual([]);
    expect(engine.legalActions(state, 0)).toEqual([]);
  });

  test("concede: either seat, at any time", () => {
    const s = pos({});
    const { state } = act(s, 1, { type: "concede" });
    expect([state.winner, state.endReason]).toEqual([0, "concede"]);
    expect(engine.result(state)!.summary.en).toMatch(/conceded/);
  });

  test("turn cap: after turn 60 the higher 本陣 wins, equal bases draw", () => {
    const win = act(pos({ turn: 60, players: [{ base: 12 }, { base: 11 }] }), 0, { type: "endTurn" }).state;
    expect([win.phase, win.winner, win.endReason]).toEqual(["over", 0, "turnCap"]);
    const draw = act(pos({ turn: 60, players: [{ base: 12 }, { base: 12 }] }), 0, { type: "endTurn" }).state;
    expect([draw.winner, draw.draw]).toEqual([null, true]);
    expect(engine.result(draw)).toMatchObject({ winners: [], draw: true });
    const before = act(pos({ turn: 59, players: [{ deck: ["趙活"] }, { deck: ["趙活"] }] }), 0, { type: "endTurn" }).state;
    expect([before.phase, before.turn]).toEqual(["main", 60]);
  });
});
