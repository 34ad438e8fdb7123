// A move built in the position before last (copied into it, then applied in place: rooms/sparePositions.ts) equals
// engine.apply's move.
import { shengkeEngine as engine } from "../../../shared/src/games/shengke/engine";
import { cloneStateInto } from "../../../shared/src/games/shengke/state";
import { checkSpareBuilds } from "../../support/spareStates";

const GAMES = 24;
const options = engine.optionsSchema.parse({});

test(`${GAMES} seeded games: every move built in the position before last equals the move built in a copy`, () => {
  const games = Array.from({ length: GAMES }, (_, g) => ({ seed: `spare:${g}`, options, levels: g % 2 ? (["greedy", "random"] as const) : (["random", "random"] as const) }));
  const { moves, eventTypes } = checkSpareBuilds(engine, cloneStateInto, { games, sharedFields: ["cards", "curses", "rules"] });
  expect(moves).toBeGreaterThan(GAMES * 40);
  // Cells that change places are the case a positional reuse could get wrong.
  expect((eventTypes.get("swapped") ?? 0) + (eventTypes.get("moved") ?? 0)).toBeGreaterThan(0);
});
