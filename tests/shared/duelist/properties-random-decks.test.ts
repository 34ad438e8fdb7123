import { POOL } from "../../../shared/src/games/duelist";
import { randomDeck } from "./helpers";
import { playPropertyGames } from "./property-games";

/** 1,000 seeded games with random legal decks over the whole pool (so every card and 秘笈 is met); see property-games.ts. */
test("1,000 random-deck games keep every invariant, end, replay identically and leak nothing; they meet the whole pool", () => {
  const { casts, failures, cards } = playPropertyGames(1000, "prop-pool", (g, rng) => [randomDeck(rng), g % 4 === 0 ? "tang" : randomDeck(rng)]);
  // Every 秘笈 was cast, every card (tokens included) entered or was cast, and most failure cases of SEED §8 were met.
  expect([...POOL.values()].filter((d) => d.kind === "secret" && !casts.has(d.id)).map((d) => d.id)).toEqual([]);
  expect([...POOL.values()].filter((d) => !cards.has(d.id)).map((d) => d.id)).toEqual([]);
  expect(failures.size).toBeGreaterThanOrEqual(12);
});
