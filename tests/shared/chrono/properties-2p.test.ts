import { runProperties } from "./properties";

/** Properties over 1000 seeded 2-player games (see properties.ts); one seat in four plays greedy, the rest random. */
test("2 players, 1000 games", () => {
  const r = runProperties(2, 1000, (g, seat) => ((g + seat) % 4 === 0 ? "greedy" : "random"));
  expect(r.finished).toBe(1000);
  expect(r.viewsChecked).toBeGreaterThan(1000 * 5);
  expect(r.maxRound).toBeLessThanOrEqual(24);
});
