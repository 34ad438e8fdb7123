/** Custom 靈獸卡 decks saved in this browser (localStorage), validated with the shared deck rules (deckCheck.ts). */
import { DEFAULT_DECKS, RULES } from "../../../../shared/src/games/shengke/content";
import type { BeastDef } from "../../../../shared/src/games/shengke/types";
import { createStore, local } from "../../store";
import { cleanCard } from "./deckCheck";

export interface SavedDeck {
  id: string;
  name: string;
  cards: BeastDef[];
  savedAt: number;
}

const KEY = "wuxing.shengke.decks";

function load(): SavedDeck[] {
  try {
    const raw = JSON.parse(local.get(KEY) ?? "[]") as SavedDeck[];
    return Array.isArray(raw) ? raw.filter((d) => d && typeof d.id === "string" && Array.isArray(d.cards)) : [];
  } catch {
    return [];
  }
}

export const savedDecksStore = createStore<SavedDeck[]>(load());

window.addEventListener("storage", (e) => {
  if (e.key === KEY) savedDecksStore.set(load());
});

export function saveDeck(deck: Omit<SavedDeck, "savedAt">) {
  const list = load().filter((d) => d.id !== deck.id);
  list.push({ ...deck, cards: deck.cards.map(cleanCard), savedAt: Date.now() });
  local.set(KEY, JSON.stringify(list));
  savedDecksStore.set(list);
}

export function deleteDeck(id: string) {
  const list = load().filter((d) => d.id !== id);
  local.set(KEY, JSON.stringify(list));
  savedDecksStore.set(list);
}

export { cleanCard, deckProblemList, parseDeckJson, type DeckProblem } from "./deckCheck";
export { DEFAULT_DECKS, RULES };
