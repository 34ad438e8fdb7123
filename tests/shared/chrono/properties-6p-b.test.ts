import { runProperties } from "./properties";

/** Properties over 200 seeded 6-player games (second half) (see properties.ts); one seat in four plays greedy, the rest random. */
test("6 players, 200 games (second half)", () => {
  const r = runProperties(6, 200, (g, seat) => ((g + seat) % 4 === 0 ? "greedy" : "random"), 200);
  expect(r.finished).toBe(200);
  expect(r.viewsChecked).toBeGreaterThan(200 * 5);
  expect(r.maxRound).toBeLessThanOrEqual(24);
});
