import { runProperties } from "./properties";

/** Properties over 400 seeded 2-player games (games 1–400) (see properties.ts); one seat in 2 plays greedy, the rest random. Larger runs: npm run simulate. */
test("2 players, 400 games (games 1–400)", () => {
  const r = runProperties(2, 400, (g, seat) => ((g + seat) % 2 === 0 ? "greedy" : "random"));
  expect(r.finished).toBe(400);
  expect(r.viewsChecked).toBeGreaterThan(400 * 5);
  expect(r.maxRound).toBeLessThanOrEqual(24);
});
