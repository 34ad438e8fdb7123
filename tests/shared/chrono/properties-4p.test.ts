import { runProperties } from "./properties";

/**
 * Properties over 100 seeded 4-player games (see properties.ts); one seat in 4 plays greedy, the rest random. Until now twice as
 * many in two files; every check still runs after every action of these, and larger runs are npm run simulate's.
 */
test("4 players, 100 games", () => {
  const r = runProperties(4, 100, (g, seat) => ((g + seat) % 4 === 0 ? "greedy" : "random"));
  expect(r.finished).toBe(100);
  expect(r.viewsChecked).toBeGreaterThan(100 * 5);
  expect(r.maxRound).toBeLessThanOrEqual(24);
});
