import { checkGames } from "./properties";

/** Invariants I1–I16 with the full version's modules (星辰圖記, 五方傳說; issue 24): 3 and 5 players, 簡易 and 困難. */
const GAMES = 30;
describe.each([
  [3, "簡易"],
  [5, "困難"],
] as const)("%i seats, %s, preset full", (seats, difficulty) => {
  test(`${GAMES} games: invariants hold every action, views leak nothing, replays are identical`, () => {
    const stats = checkGames(seats, difficulty, GAMES, "prop-full", { viewEvery: 17, replayEvery: 10, options: { preset: "full" } });
    expect(stats.finished).toBe(GAMES);
    expect(stats.armyTurns).toBeGreaterThan(GAMES * 20);
  });
});
