import { playOfficialGames } from "./official-games";

/**
 * Official play (all three modules), 1v1: properties over seeded games (see official-games.ts for what is checked).
 * Until now 150: measured with jest --coverage, the shared/ statements, branches and functions these games reach stop
 * growing after the first 131 games (3,482 items, the same set as after 150).
 */
const GAMES = 140;
test(`official play 1v1: ${GAMES} seeded games keep every invariant`, () => {
  const r = playOfficialGames({ games: GAMES, seats: 2, seed: "official-1v1", extra: (g) => (g % 5 === 1 ? { recycle: true } : {}) });
  expect(r.finished).toBe(GAMES);
  expect(r.viewsChecked).toBeGreaterThan(GAMES);
  expect(r.replayed).toBeGreaterThan(GAMES / 4);
  // The games did go through the modules.
  expect(Math.min(r.activations, r.changes)).toBeGreaterThan(GAMES / 2);
  expect(Math.min(r.stars, r.environments)).toBeGreaterThan(GAMES / 100);
});
