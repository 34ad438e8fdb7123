import type { AnyEngine } from "../../../shared/src/core/engine";
import { roomError } from "./roomErrors";

/** The `legal` answer: which actions `seat` may send now, in the `action` format, for the position at `seq`. */
export interface LegalAnswer {
  seq: number;
  seat: number;
  actions: unknown[];
}

/**
 * A seat's legal actions, computed on that seat's own view (engine.view), so nothing it may not see can shape the
 * list; tests/shared/legal-from-view.test.ts holds it equal to the list from the whole state, which is exactly what
 * `apply` accepts. Empty when the seat is not among the active seats; refused while waiting and once the game is
 * over. Its cost: one `legalActions` call (well under a millisecond on average, tens at the largest positions).
 */
export function legalAnswer(engine: AnyEngine, status: string, state: unknown, seat: number, seq: number): LegalAnswer {
  if (status === "waiting") throw roomError("not_started");
  if (status === "finished") throw roomError("game_over");
  const actions = engine.activeSeats(state).includes(seat) ? (engine.legalActions(engine.view(state, seat), seat) as unknown[]) : [];
  return { seq, seat, actions };
}
