// A move built in the position before last (copied into it, then applied in place: rooms/sparePositions.ts) equals
// engine.apply's move.
import { STARTER_DECKS } from "../../../shared/src/games/duelist/content";
import { cloneStateInto } from "../../../shared/src/games/duelist/state";
import { checkSpareBuilds } from "../../support/spareStates";
import { engine } from "./helpers";

const GAMES = 16;

test(`${GAMES} seeded games: every move built in the position before last equals the move built in a copy`, () => {
  const games = Array.from({ length: GAMES }, (_, g) => ({
    seed: `spare:${g}`,
    options: engine.optionsSchema.parse({ decks: [STARTER_DECKS[g % 2].id, STARTER_DECKS[(g >> 1) % 2].id], mulligan: g % 2 === 0 }),
    levels: g % 2 ? (["greedy", "random"] as const) : (["random", "random"] as const),
  }));
  const { moves, eventTypes } = checkSpareBuilds(engine, cloneStateInto, { games, sharedItemsOf: ["deck", "hand", "discard"] });
  expect(moves).toBeGreaterThan(GAMES * 20);
  // Heroes that enter, fall and leave their places are the case a positional reuse could get wrong.
  expect(eventTypes.get("enter") ?? 0).toBeGreaterThan(GAMES);
});
