import { Rng } from "../../../shared/src/core/rng";
import type { ChronoState } from "../../../shared/src/games/chrono";
import { engine } from "./helpers";

/** Positions from seeded self-play (random and greedy seats), taken every `every` actions: varied, reachable states. */
export function samplePositions(seats: number, games: number, every: number, seed = "positions"): ChronoState[] {
  const out: ChronoState[] = [];
  for (let g = 0; g < games; g++) {
    let s = engine.setup(engine.optionsSchema.parse({}), `${seed}-${seats}-${g}`, seats);
    const rng = Rng.fromSeed(`${seed}-${seats}-${g}:bots`);
    for (let n = 0; s.phase !== "over" && n < 5000; n++) {
      if (n % every === g % every) out.push(s);
      const seat = engine.activeSeats(s)[0];
      s = engine.apply(s, seat, engine.bot(s, seat, rng, (seat + g) % 2 ? "greedy" : "random")).state;
    }
  }
  return out;
}
