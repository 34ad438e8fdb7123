import { afterIdleSpan, type Glicko2Rating } from "./glicko2";

/**
 * What a rating period is here. Each rated game is its own period (as lichess rates): both players are rated right
 * after it against each other's rating as it stood before it. Between games the deviation grows with the time spent
 * away, counted in fractional periods from days: lichess's 0.21436 periods per day (about one period every 4.7 days),
 * so with the usual volatility 0.06 an established deviation of 60 is about 67 after a month away and reaches the
 * "?" threshold (110) after about a year. The growth is applied when the next game is rated and when a rating is
 * shown, never written back on its own.
 */
export const RATING_PERIODS_PER_DAY = 0.21436;

const DAY_MS = 24 * 3600_000;

export function idlePeriods(lastRatedAt: number, now: number): number {
  return (Math.max(0, now - lastRatedAt) / DAY_MS) * RATING_PERIODS_PER_DAY;
}

/** The rating as it stands at `now`: the stored one with the deviation grown for the time since its last game. */
export function ratingAt(stored: Glicko2Rating & { ratedAt: number }, now: number): Glicko2Rating {
  const { rating, deviation, volatility } = stored;
  return afterIdleSpan({ rating, deviation, volatility }, idlePeriods(stored.ratedAt, now));
}
