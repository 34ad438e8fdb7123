import type { AnyEngine } from "../../shared/src/core/engine";
import { Rng } from "../../shared/src/core/rng";
import { slayingWire } from "../../shared/src/games/slaying/wire";
import { Planner, type TableView } from "../../server/src/tools/fuzz/plan";
import { shareOf } from "../../server/src/tools/fuzz/run";

// Issue 20 item 7: the fuzzer expected `play [321,220]` to be accepted at seq 0 of a rematch and the room refused it
// (card_not_in_hand). Its legal moves were cached by seq alone, and a rematch starts again at seq 0: a list made for
// the previous game's position could judge the new one.
const engine = { legalActions: (view: { hand: number[] }) => view.hand.map((c) => ({ type: "play", cards: [c] })) } as unknown as AnyEngine;
const table = (gameId: string, status: string, hand: number[]): TableView => ({
  gameId,
  status,
  seq: 0,
  activeSeats: [0],
  seats: [{ occupied: true, bot: false, host: true }],
  viewOf: () => ({ hand }),
});

test("the planner's legal moves belong to the game and status they were made for, not only to the seq", () => {
  const planner = new Planner(engine, slayingWire, Rng.fromSeed("planner"));
  expect(planner.legal(table("game-1", "playing", [321, 220]), 0)).toEqual([{ type: "play", cards: [321] }, { type: "play", cards: [220] }]);
  // The rematch, at seq 0 again, with other cards.
  expect(planner.legal(table("game-2", "playing", [105]), 0)).toEqual([{ type: "play", cards: [105] }]);
  // Before the start (seq 0, nothing legal yet) and once started (seq 0 still): the start's list is made anew.
  expect(planner.legal(table("game-3", "waiting", [7]), 0)).toEqual([]);
  expect(planner.legal(table("game-3", "playing", [7]), 0)).toEqual([{ type: "play", cards: [7] }]);
});

test("the fuzz run splits its messages evenly over the tables, every message given out once", () => {
  for (const [messages, tables] of [[1_500, 4], [2_000, 6], [7, 3], [2, 4]]) {
    const shares = Array.from({ length: tables }, (_, i) => shareOf(messages, tables, i));
    expect(shares.reduce((a, b) => a + b, 0)).toBe(messages);
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
  }
});
