import { runProperties } from "./properties";

/** Properties over 100 seeded 4-player games (games 1–100) (see properties.ts); one seat in 4 plays greedy, the rest random. Larger runs: npm run simulate. */
test("4 players, 100 games (games 1–100)", () => {
  const r = runProperties(4, 100, (g, seat) => ((g + seat) % 4 === 0 ? "greedy" : "random"));
  expect(r.finished).toBe(100);
  expect(r.viewsChecked).toBeGreaterThan(100 * 5);
  expect(r.maxRound).toBeLessThanOrEqual(24);
});
