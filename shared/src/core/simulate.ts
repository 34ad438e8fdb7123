import type { AnyEngine, BotLevel } from "./engine";
import { Rng } from "./rng";

export interface SimulationSummary {
  game: string;
  games: number;
  finished: number;
  wins: number[];
  draws: number;
  avg_turns: number;
  violations: number;
  games_per_s: number;
  actions: number;
}

/**
 * Engine-only self-play: every seat is a bot. Checks the engine's invariants after every action and counts the
 * broken ones, so `violations` > 0 is a rules bug. Deterministic for a given base seed.
 */
export function simulate(engine: AnyEngine, opts: { games: number; seed: string; seats?: number; bots?: BotLevel[]; options?: unknown; maxActions?: number; onViolation?: (msg: string) => void }): SimulationSummary {
  const seats = opts.seats ?? engine.seatCounts[0];
  const options = engine.optionsSchema.parse(opts.options ?? {});
  const levels = opts.bots ?? ["greedy", "random"];
  const maxActions = opts.maxActions ?? 100_000;
  const wins = new Array(seats).fill(0);
  let finished = 0, draws = 0, turns = 0, violations = 0, actions = 0;
  const started = performance.now();
  for (let g = 0; g < opts.games; g++) {
    const seed = `${opts.seed}:${g}`;
    let state = engine.setup(options, seed, seats);
    const botRng = Rng.fromSeed(`${seed}:bots`);
    for (let n = 0; n < maxActions; n++) {
      const active: number[] = engine.activeSeats(state);
      if (active.length === 0) break;
      const seat = active[0];
      const action = engine.bot(state, seat, botRng, levels[seat % levels.length]);
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
      for (const w of result.winners) wins[w]++;
    }
    turns += engine.turnNumber(state);
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    game: engine.id,
    games: opts.games,
    finished,
    wins,
    draws,
    avg_turns: opts.games ? Math.round((turns / opts.games) * 100) / 100 : 0,
    violations,
    games_per_s: seconds > 0 ? Math.round(opts.games / seconds) : opts.games,
    actions,
  };
}
