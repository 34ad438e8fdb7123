import { KEYWORD_INFO, POOL, STARTER_DECKS } from "./content";

/** 活俠決鬥者's catalogue (`GET /api/games/duelist/content`): every card by id, the keywords and the starter decks. */
export function duelistContent() {
  return { cards: [...POOL.values()], keywords: KEYWORD_INFO, starterDecks: STARTER_DECKS };
}
