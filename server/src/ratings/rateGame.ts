import type { GameResult } from "../../../shared/src/core/engine";
import { NEW_PLAYER, ratePeriod } from "./glicko2";
import { ratingAt } from "./period";
import type { RatedSeat, RatingChange } from "./store";

/** A seat's score for Glicko-2: 1 won, ½ draw, 0 lost (leaving, timing out and conceding end as a loss). */
export function scoreOf(result: Pick<GameResult, "winners" | "draw">, seat: number): number {
  if (result.draw) return 0.5;
  return result.winners.includes(seat) ? 1 : 0;
}

/**
 * The rating changes of one finished two-player game, the game being its own rating period (period.ts): each
 * player's deviation first grows for the time since their last game, then each is rated against the other's rating
 * as it stood before this game.
 */
export function rateTwoPlayerGame(seats: readonly RatedSeat[], result: Pick<GameResult, "winners" | "draw">, at: number): RatingChange[] {
  if (seats.length !== 2) throw new RangeError(`a rated game has two players, got ${seats.length}`);
  const before = seats.map((s) => (s.stored ? ratingAt(s.stored, at) : { ...NEW_PLAYER }));
  return seats.map((s, i) => ({
    accountId: s.accountId,
    seat: s.seat,
    before: before[i],
    after: ratePeriod(before[i], [{ opponent: before[1 - i], score: scoreOf(result, s.seat) }]),
  }));
}
