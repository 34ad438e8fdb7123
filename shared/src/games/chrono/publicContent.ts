import { CHARACTERS, EFFECTS, GENERATES, OVERCOMES, READY_DECKS, ROLL_TO_ATTR, TRAPS } from "./content";

/** 時序之戰's catalogue (`GET /api/games/chrono/content`): characters, effects, traps, ready decks and the wheel. */
export function chronoContent() {
  return { characters: CHARACTERS, effects: EFFECTS, traps: TRAPS, readyDecks: READY_DECKS, wheel: { generates: GENERATES, overcomes: OVERCOMES, rollToAttr: ROLL_TO_ATTR } };
}
