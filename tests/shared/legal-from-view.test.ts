import { ENGINES } from "../../shared/src/games";
import { canonicalJson } from "../../shared/src/core/hash";
import { Rng } from "../../shared/src/core/rng";

/**
 * The room answers `legal` from the asking seat's own view (engine.view), so no card it may not see can shape the
 * list. That list must be exactly the one from the whole state, which tests/shared/legal-actions.test.ts holds equal
 * to what `apply` accepts.
 */
const VARIANTS: Record<string, { seats: number; options: unknown }[]> = {
  cfe: [{ seats: 2, options: {} }, { seats: 4, options: { preset: "official" } }],
  slaying: [{ seats: 1, options: {} }, { seats: 3, options: { privateHands: true } }],
  chrono: [{ seats: 3, options: {} }],
};

describe.each(Object.values(ENGINES).map((e) => [e.id, e] as const))("%s", (id, engine) => {
  test.each((VARIANTS[id] ?? [{ seats: engine.seatCounts[0], options: {} }]).map((v) => [v.seats, v] as const))("%i seats: legalActions on the seat's view equal those on the whole state", (_seats, variant) => {
    let compared = 0;
    for (let g = 0; g < 2; g++) {
      const seed = `legal-view-${id}-${g}`;
      let state = engine.setup(engine.optionsSchema.parse(variant.options), seed, variant.seats);
      const rng = Rng.fromSeed(seed);
      for (let n = 0; n < 1500 && engine.activeSeats(state).length; n++) {
        for (const seat of engine.activeSeats(state)) {
          const fromView = (engine.legalActions(engine.view(state, seat), seat) as unknown[]).map(canonicalJson).sort();
          const fromState = (engine.legalActions(state, seat) as unknown[]).map(canonicalJson).sort();
          expect(fromView).toEqual(fromState);
          compared++;
        }
        const seat = engine.activeSeats(state)[0];
        state = engine.apply(state, seat, engine.bot(state, seat, rng, n % 2 ? "random" : "greedy")).state;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });
});
