import type { BotLevel } from "../../core/engine";
import type { Rng } from "../../core/rng";
import type { DuelAction } from "./actions";
import { mulliganSeat } from "./turn";
import { BOT } from "./content";
import { determinizeOwned } from "./determinize";
import { candidateActions, END_TURN, greedyMove } from "./greedy";
import { legalActions } from "./legal";
import { searchMove } from "./search";
import type { DuelState } from "./types";
import { redact } from "./view";

/**
 * Bots. Every level decides on `view(state, seat)` only; greedy and search then sample the hidden cards from that
 * view (determinize), so the real hidden cards and deck order cannot affect the choice.
 *  - random: any legal action except conceding.
 *  - greedy: design §4.2 (greedy.ts).
 *  - search: determinized MCTS, design §4.3 (search.ts).
 */
export function botAction(state: DuelState, seat: number, rng: Rng, level: BotLevel, opts: { searchBudget?: number; maxWork?: number } = {}): DuelAction {
  const view = redact(state, seat);
  const waiting = view.phase === "mulligan" ? seat !== mulliganSeat(view) : view.phase !== "main" || view.active !== seat;
  if (waiting) throw new Error(`bot asked to act for seat ${seat}, which has no legal action`);
  if (level === "random") return rng.pick(legalActions(view, seat).filter((a) => a.type !== "concede"));
  if (view.phase === "mulligan") return mulliganChoice(view, seat);
  // With nothing to do but end the turn, there is nothing to think about.
  if (candidateActions(view, seat).length === 0) return END_TURN;
  if (level === "search") return searchMove(view, seat, rng, opts.searchBudget, opts.maxWork);
  return greedyMove(determinizeOwned(view, seat, rng), seat, rng);
}

/**
 * Design §4.2's mulligan: send back the cards of 命運 7 or more; everything cheaper is kept (its "keep cheap 江湖人
 * and cheap 秘笈" then holds by itself).
 */
export function mulliganChoice(view: DuelState, seat: number): DuelAction {
  return { type: "mulligan", cards: view.players[seat].hand.filter((c) => c.cost >= BOT.mulligan.returnMinCost).map((c) => c.id) };
}
