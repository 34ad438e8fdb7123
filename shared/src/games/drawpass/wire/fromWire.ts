import { listOf } from "../../../core/wire";
import type { RngState } from "../../../core/rng";
import { HIDDEN_CARD, type DrawPassState } from "../engine";
import type { DrawPassWire } from "./schema";

/** The drawpass view adds counts for the UI (see the engine's `view`). */
export type DrawPassView = DrawPassState & { deckCount: number; handCounts: number[] };

export function drawPassFromWire(w: DrawPassWire, viewer: number | "spectator"): DrawPassView {
  const players = listOf(w.players);
  const hands = players.map((p, i) => (i === viewer && p.secret ? listOf(p.secret.hand) : w.over ? listOf(p.shownHand) : Array.from({ length: p.handCount }, () => HIDDEN_CARD)));
  return {
    seats: w.seats,
    deck: Array.from({ length: w.deckCount }, () => HIDDEN_CARD),
    hands,
    turn: w.turn,
    passesInRow: w.passesInRow,
    moves: w.moves,
    over: w.over,
    rng: [0, 0, 0, 0] as RngState,
    deckCount: w.deckCount,
    handCounts: players.map((p) => p.handCount),
  };
}
