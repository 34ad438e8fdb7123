import type { Rng } from "../../core/rng";
import type { DuelAction } from "./actions";
import { determinize } from "./determinize";
import { greedyMove } from "./greedy";
import type { DuelState } from "./types";

/** Placeholder until the search bot lands: greedy. */
export function searchMove(view: DuelState, seat: number, rng: Rng, _budget?: number): DuelAction {
  return greedyMove(determinize(view, seat, rng), seat, rng);
}
