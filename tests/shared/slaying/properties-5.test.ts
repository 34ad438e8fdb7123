import { DIFFICULTIES } from "../../../shared/src/games/slaying";
import { checkGames } from "./properties";

/** Invariants I1–I16 (spec §15.1) over seeded games with 5 players, in every difficulty (more games: npm run simulate). */
const GAMES = 50;
describe.each(DIFFICULTIES.map((d) => [d]))("5 seats, %s", (difficulty) => {
  test(`${GAMES} games: invariants hold every action, views leak nothing, replays are identical`, () => {
    const stats = checkGames(5, difficulty, GAMES, "prop", { viewEvery: 17, replayEvery: 10 });
    expect(stats.finished).toBe(GAMES);
    expect(stats.armyTurns).toBeGreaterThan(GAMES * 20);
    expect(stats.viewsChecked).toBeGreaterThan(GAMES * (5 + 1));
    expect(stats.zonesEntered).toBeGreaterThan(GAMES / 2);
  });
});
