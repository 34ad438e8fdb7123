import { act, engine, pos } from "./helpers";

/**
 * §5 test 10 — the clock and the seed's tie-break: everyone ticks at once at the start of a round (AMB-1); players
 * out in the same step are the last survivors, and the most 心等 on the board wins [SEED 遊玩].
 */
test("both at 1 at the end of round 12: round 13 ticks both to 0; board 心等 5 vs 6 → P1 wins", () => {
  const s = pos({ players: [{ attr: "水", time: 1, field: ["潮汐巡者"] }, { attr: "火", time: 1, field: ["時空戰士・焰", "熔岩犬"] }], round: 12, current: 1 });
  const { state, events } = act(s, 1, { type: "skip" });
  expect(events.find((e) => e.type === "round")!.data).toEqual({ round: 13 });
  expect(state.players.map((p) => p.time)).toEqual([0, 0]);
  expect(state.players.map((p) => p.alive)).toEqual([false, false]);
  expect(events.find((e) => e.type === "tiebreak")!.data).toMatchObject({ seats: [0, 1], hearts: [5, 6] });
  expect(state.winners).toEqual([1]);
  expect(engine.result(state)).toMatchObject({ winners: [1], draw: false });
});
