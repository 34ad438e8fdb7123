import type { AnyEngine, BotLevel } from "./engine";
import { Rng } from "./rng";

export interface SimulationSummary {
  game: string;
  games: number;
  finished: number;
  /** Games won per seat (every winner counts: a team win counts for each of its seats). */
  wins: number[];
  /** Share of games each seat won, in percent (1 decimal); a fair N-seat game is near 100/N for each. */
  seat_win_rates: number[];
  /** The same with a win shared by k seats counted 1/k to each (sums to 100 less draws): the figure to hold
   * against 100/N in a game where several seats can share a win. */
  seat_win_shares: number[];
  /** Games won per bot level (a level wins a game when any seat it plays is among the winners). */
  wins_by_bot: Record<string, number>;
  /** Games with at least one winner, in percent (co-op modes: how often the team wins). */
  win_rate: number;
  draws: number;
  avg_turns: number;
  violations: number;
  games_per_s: number;
  actions: number;
}

export interface SimulationOptions {
  games: number;
  seed: string;
  seats?: number;
  /** Bot level per seat, cycled; game g shifts the assignment by g seats so no level keeps a seat's advantage. */
  bots?: BotLevel[];
  /** Game options (parsed by the engine's schema; `{}` = defaults). */
  options?: unknown;
  maxActions?: number;
  onViolation?: (msg: string) => void;
}

/** Which bot level plays `seat` in game `g`: the list is cycled and rotated one seat per game. */
export function levelFor(levels: readonly BotLevel[], seat: number, g: number): BotLevel {
  return levels[(seat + g) % levels.length];
}

/**
 * Engine-only self-play: every seat is a bot. Checks the engine's invariants after every action and counts the
 * broken ones, so `violations` > 0 is a rules bug. Deterministic for a given base seed.
 */
export function simulate(engine: AnyEngine, opts: SimulationOptions): SimulationSummary {
  const seats = opts.seats ?? engine.seatCounts[0];
  const options = engine.optionsSchema.parse(opts.options ?? {});
  const levels = opts.bots ?? ["greedy", "random"];
  const maxActions = opts.maxActions ?? 100_000;
  const wins = new Array(seats).fill(0);
  const shares = new Array(seats).fill(0);
  const winsByBot: Record<string, number> = Object.fromEntries(levels.map((l) => [l, 0]));
  let finished = 0, draws = 0, turns = 0, violations = 0, actions = 0, decided = 0;
  // Date, not performance: shared/ is built against ES2022 alone (no DOM or Node globals).
  const started = Date.now();
  for (let g = 0; g < opts.games; g++) {
    const seed = `${opts.seed}:${g}`;
    let state = engine.setup(options, seed, seats);
    const botRng = Rng.fromSeed(`${seed}:bots`);
    for (let n = 0; n < maxActions; n++) {
      const active: number[] = engine.activeSeats(state);
      if (active.length === 0) break;
      const seat = active[0];
      const action = engine.bot(state, seat, botRng, levelFor(levels, seat, g));
      if (engine.applyInPlace) engine.applyInPlace(state, seat, action);
      else state = engine.apply(state, seat, action).state;
      actions++;
      const broken: string[] = engine.invariants(state);
      if (broken.length) {
        violations += broken.length;
        broken.forEach((b) => opts.onViolation?.(`game ${g} action ${n}: ${b}`));
      }
    }
    const result = engine.result(state);
    if (result) {
      finished++;
      if (result.draw) draws++;
      if (result.winners.length) decided++;
      for (const w of result.winners) {
        wins[w]++;
        shares[w] += 1 / result.winners.length;
      }
      for (const level of new Set(result.winners.map((w) => levelFor(levels, w, g)))) winsByBot[level]++;
    }
    turns += engine.turnNumber(state);
  }
  const seconds = (Date.now() - started) / 1000;
  const pct = (n: number) => (opts.games ? Math.round((n / opts.games) * 1000) / 10 : 0);
  return {
    game: engine.id,
    games: opts.games,
    finished,
    wins,
    seat_win_rates: wins.map(pct),
    seat_win_shares: shares.map(pct),
    wins_by_bot: winsByBot,
    win_rate: pct(decided),
    draws,
    avg_turns: opts.games ? Math.round((turns / opts.games) * 100) / 100 : 0,
    violations,
    games_per_s: seconds > 0 ? Math.round(opts.games / seconds) : opts.games,
    actions,
  };
}
