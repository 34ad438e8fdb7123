import { playPropertyGames } from "./property-games";

/** 800 seeded games with the two starter decks (mirrors and the A–B match-up); see property-games.ts. */
test("800 starter-deck games keep every invariant, end, replay identically and leak nothing", () => {
  const starters = ["tang", "kongtong"];
  const { casts } = playPropertyGames(800, "prop-starter", (g) => [starters[g % 2], starters[(g >> 1) % 2]]);
  expect(casts.size).toBeGreaterThanOrEqual(13);
});
