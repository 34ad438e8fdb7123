import { runProperties } from "./properties";

/**
 * Properties over 45 seeded 6-player games (see properties.ts); one seat in 6 plays greedy, the rest random. Until now twice as
 * many in two files; every check still runs after every action of these, and larger runs are npm run simulate's.
 */
test("6 players, 45 games", () => {
  const r = runProperties(6, 45, (g, seat) => ((g + seat) % 6 === 0 ? "greedy" : "random"));
  expect(r.finished).toBe(45);
  expect(r.viewsChecked).toBeGreaterThan(45 * 5);
  expect(r.maxRound).toBeLessThanOrEqual(24);
});
