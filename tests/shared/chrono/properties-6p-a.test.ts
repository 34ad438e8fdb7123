import { runProperties } from "./properties";

/** Properties over 45 seeded 6-player games (games 1–45) (see properties.ts); one seat in 6 plays greedy, the rest random. Larger runs: npm run simulate. */
test("6 players, 45 games (games 1–45)", () => {
  const r = runProperties(6, 45, (g, seat) => ((g + seat) % 6 === 0 ? "greedy" : "random"));
  expect(r.finished).toBe(45);
  expect(r.viewsChecked).toBeGreaterThan(45 * 5);
  expect(r.maxRound).toBeLessThanOrEqual(24);
});
