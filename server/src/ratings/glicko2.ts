/**
 * Glicko-2 (issue 22), written from Mark Glickman's "Example of the Glicko-2 system" (glicko.net, 2013); the step
 * numbers below are the paper's. Pure: no clock, no storage. A caller decides what a rating period is (lichess rates
 * every game as its own period) and calls `ratePeriod` once per player per period, with every opponent's rating as it
 * was at the start of that period.
 */

export interface Glicko2Rating {
  /** On the Glicko scale (1500 = a new player). */
  rating: number;
  /** RD: how uncertain the rating is (one standard deviation, Glicko scale). */
  deviation: number;
  /** σ: how erratic the player's results are. */
  volatility: number;
}

/** One game of the period, from the rated player's side: 1 win, 0.5 draw, 0 loss. */
export interface Glicko2Result {
  opponent: Glicko2Rating;
  score: number;
}

/** A new player (the paper's step 1). */
export const NEW_PLAYER: Readonly<Glicko2Rating> = Object.freeze({ rating: 1500, deviation: 350, volatility: 0.06 });

/** τ: how much the volatility may change in one period; the paper suggests 0.3–1.2 and works its example with 0.5. */
export const DEFAULT_TAU = 0.5;

/**
 * No rating is less certain than a new player's: inactivity grows the deviation up to here and no further (Glicko-1
 * caps it the same way; the Glicko-2 paper leaves the cap to the implementer).
 */
export const MAX_DEVIATION = NEW_PLAYER.deviation;

/**
 * From this deviation up a rating is shown with "?" and kept off leaderboards. 110 is lichess's value
 * (`provisionalDeviation`): two deviations either side (the 95% interval) is then ±220, the width of about one
 * class of player; a new player gets below it after roughly a dozen games against established opponents
 * (tests/server/ratings/glicko2.test.ts), so "?" means "too few games to tell yet", not "weak".
 */
export const PROVISIONAL_DEVIATION = 110;

/** Glicko scale ↔ Glicko-2 scale (step 2): 173.7178 = 400 / ln 10, as the paper writes it. */
const SCALE = 173.7178;
/** The paper's convergence tolerance for the volatility (step 5). */
const EPSILON = 0.000001;
const PHI_MAX = MAX_DEVIATION / SCALE;

export function isProvisional(r: Glicko2Rating): boolean {
  return r.deviation >= PROVISIONAL_DEVIATION;
}

/**
 * The player's rating after one period. No games: only the deviation grows (step 6 with σ unchanged); with games,
 * steps 3–8. Throws a RangeError naming the value on a rating, score or τ that is not a number in range.
 */
export function ratePeriod(player: Glicko2Rating, results: readonly Glicko2Result[], tau = DEFAULT_TAU): Glicko2Rating {
  checkRating(player, "player");
  results.forEach((r, i) => {
    checkRating(r.opponent, `results[${i}].opponent`);
    if (!(r.score >= 0 && r.score <= 1)) throw new RangeError(`results[${i}].score must be between 0 and 1, got ${r.score}`);
  });
  if (!(tau > 0 && Number.isFinite(tau))) throw new RangeError(`tau must be a positive number, got ${tau}`);

  const mu = (player.rating - 1500) / SCALE;
  const phi = player.deviation / SCALE;
  const sigma = player.volatility;
  if (results.length === 0) return afterIdlePeriods(player, 1);

  const games = results.map((r) => {
    const g = gOf(r.opponent.deviation / SCALE);
    return { g, e: expected(mu, (r.opponent.rating - 1500) / SCALE, g), score: r.score };
  });
  const v = 1 / games.reduce((sum, { g, e }) => sum + g * g * e * (1 - e), 0); // step 3
  const improvement = games.reduce((sum, { g, e, score }) => sum + g * (score - e), 0);
  const delta = v * improvement; // step 4
  const newSigma = newVolatility(phi, sigma, v, delta, tau); // step 5
  const phiStar = preRatingPhi(phi, newSigma); // step 6
  const newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v); // step 7
  const newMu = mu + newPhi * newPhi * improvement;
  return { rating: SCALE * newMu + 1500, deviation: SCALE * newPhi, volatility: newSigma }; // step 8
}

/** `periods` rating periods without a game, at once (the same as that many `ratePeriod(player, [])`). */
export function afterIdlePeriods(player: Glicko2Rating, periods: number): Glicko2Rating {
  checkRating(player, "player");
  if (!(Number.isInteger(periods) && periods >= 0)) throw new RangeError(`periods must be a whole number ≥ 0, got ${periods}`);
  return grown(player, periods);
}

/**
 * Like afterIdlePeriods for a span that need not be whole periods (lichess counts idle time in days and turns it
 * into fractional periods): step 6's φ² + n·σ² reads the same for any n ≥ 0.
 */
export function afterIdleSpan(player: Glicko2Rating, periods: number): Glicko2Rating {
  checkRating(player, "player");
  if (!(periods >= 0 && Number.isFinite(periods))) throw new RangeError(`periods must be a finite number ≥ 0, got ${periods}`);
  return grown(player, periods);
}

/** n periods of step 6: φ² grows by σ² each time, so by n·σ² in all. */
function grown(player: Glicko2Rating, periods: number): Glicko2Rating {
  if (periods === 0) return { ...player }; // exactly as it was, not a rounding away
  return { ...player, deviation: SCALE * preRatingPhi(player.deviation / SCALE, player.volatility * Math.sqrt(periods)) };
}

/** Step 6, capped at MAX_DEVIATION. */
function preRatingPhi(phi: number, sigma: number): number {
  return Math.min(Math.sqrt(phi * phi + sigma * sigma), PHI_MAX);
}

/** g(φ): how much a game against an opponent of deviation φ counts. */
function gOf(phi: number): number {
  return 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
}

/** E(μ, μj, φj): the expected score against that opponent. */
function expected(mu: number, muJ: number, gJ: number): number {
  return 1 / (1 + Math.exp(-gJ * (mu - muJ)));
}

/** Step 5: σ' by the Illinois algorithm on f(x), exactly as the paper's steps 5.1–5.5. */
function newVolatility(phi: number, sigma: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

function checkRating(r: Glicko2Rating, name: string): void {
  if (!Number.isFinite(r.rating)) throw new RangeError(`${name}.rating must be a finite number, got ${r.rating}`);
  if (!(r.deviation > 0 && Number.isFinite(r.deviation))) throw new RangeError(`${name}.deviation must be a positive number, got ${r.deviation}`);
  if (!(r.volatility > 0 && Number.isFinite(r.volatility))) throw new RangeError(`${name}.volatility must be a positive number, got ${r.volatility}`);
}
