import { playPropertyGames } from "./property-games";

/** 1,000 seeded games with the two starter decks (mirrors and the A–B match-up); see property-games.ts. */
test("1,000 starter-deck games keep every invariant, end, replay identically and leak nothing", () => {
  const starters = ["tang", "kongtong"];
  const { casts } = playPropertyGames(1000, "prop-starter", (g) => [starters[g % 2], starters[(g >> 1) % 2]]);
  expect(casts.size).toBeGreaterThanOrEqual(13);
});
