import { runProperties } from "./properties";

/** Properties over 600 seeded 4-player games (see properties.ts); one seat in four plays greedy, the rest random. */
test("4 players, 600 games", () => {
  const r = runProperties(4, 600, (g, seat) => ((g + seat) % 4 === 0 ? "greedy" : "random"));
  expect(r.finished).toBe(600);
  expect(r.viewsChecked).toBeGreaterThan(600 * 5);
  expect(r.maxRound).toBeLessThanOrEqual(24);
});
