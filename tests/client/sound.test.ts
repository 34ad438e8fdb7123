import { chimeDue } from "../../client/src/sound";
import { turnState } from "../../client/src/turn";

const kindFor = (active: number[], turnSeats: number[] | null, me: number | null) =>
  turnState(active, me, turnSeats ? { turnSeats } : null).kind;

test("the chime sounds when a decision becomes mine, once", () => {
  // The opponent's turn, then mine.
  expect(chimeDue(kindFor([1], [1], 0), kindFor([0], [0], 0))).toBe(true);
  // Another patch inside my turn: no second chime.
  expect(chimeDue(kindFor([0], [0], 0), kindFor([0], [0], 0))).toBe(false);
  // A response window opens for me during the opponent's turn.
  expect(chimeDue(kindFor([1], [1], 0), kindFor([0], [1], 0))).toBe(true);
  // My turn waits for the opponent's answer, then comes back to me: it was mine all along, but the decision is new.
  expect(chimeDue(kindFor([1], [0], 0), kindFor([0], [0], 0))).toBe(true);
  // The game starts on my move (nothing before).
  expect(chimeDue(null, kindFor([0], [0], 0))).toBe(true);
});

test("no chime when the move passes to someone else, or for a spectator", () => {
  expect(chimeDue(kindFor([0], [0], 0), kindFor([1], [1], 0))).toBe(false);
  expect(chimeDue(kindFor([0], [0], null), kindFor([1], [1], null))).toBe(false);
  expect(chimeDue(null, kindFor([0], [0], null))).toBe(false);
});
