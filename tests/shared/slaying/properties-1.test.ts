import { DIFFICULTIES } from "../../../shared/src/games/slaying";
import { checkGames } from "./properties";

/** Invariants I1–I16 (spec §15.1) over seeded games with 1 player, in every difficulty (more games: npm run simulate). */
const GAMES = 40;
describe.each(DIFFICULTIES.map((d) => [d]))("1 seat, %s", (difficulty) => {
  test(`${GAMES} games: invariants hold every action, views leak nothing, replays are identical`, () => {
    const stats = checkGames(1, difficulty, GAMES, "prop", { viewEvery: 17, replayEvery: 10 });
    expect(stats.finished).toBe(GAMES);
    expect(stats.armyTurns).toBeGreaterThan(GAMES * 20);
    expect(stats.viewsChecked).toBeGreaterThan(GAMES * (1 + 1));
    expect(stats.zonesEntered).toBeGreaterThan(GAMES / 2);
  });
});
