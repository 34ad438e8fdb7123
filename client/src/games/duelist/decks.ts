/** Custom 活俠決鬥者 decks saved in this browser (localStorage), validated with the shared deck rules. */
import { deckProblems, type DeckProblem } from "../../../../shared/src/games/duelist/deck";
import { POOL, STARTER_DECKS, copyLimit, type DeckEntry } from "../../../../shared/src/games/duelist/content";
import { createStore, local } from "../../store";

export interface SavedDuelDeck {
  id: string;
  name: string;
  /** Card ids and counts, in the order they were added (the form the table options take). */
  cards: DeckEntry[];
  savedAt: number;
}

const KEY = "wuxing.duelist.decks";

function load(): SavedDuelDeck[] {
  try {
    const raw = JSON.parse(local.get(KEY) ?? "[]") as SavedDuelDeck[];
    return Array.isArray(raw) ? raw.filter((d) => d && typeof d.id === "string" && typeof d.name === "string" && Array.isArray(d.cards)) : [];
  } catch {
    return [];
  }
}

export const savedDuelDecksStore = createStore<SavedDuelDeck[]>(load());

window.addEventListener("storage", (e) => {
  if (e.key === KEY) savedDuelDecksStore.set(load());
});

export function saveDuelDeck(deck: Omit<SavedDuelDeck, "savedAt">) {
  const list = load().filter((d) => d.id !== deck.id);
  list.push({ ...deck, cards: cleanEntries(deck.cards), savedAt: Date.now() });
  local.set(KEY, JSON.stringify(list));
  savedDuelDecksStore.set(list);
}

export function deleteDuelDeck(id: string) {
  const list = load().filter((d) => d.id !== id);
  local.set(KEY, JSON.stringify(list));
  savedDuelDecksStore.set(list);
}

/** Entries with a positive count, one line per card. */
export function cleanEntries(entries: readonly DeckEntry[]): DeckEntry[] {
  const out = new Map<string, number>();
  for (const e of entries) if (e.count > 0) out.set(e.card, (out.get(e.card) ?? 0) + e.count);
  return [...out].map(([card, count]) => ({ card, count }));
}

export const problemsOf = (entries: readonly DeckEntry[]): DeckProblem[] => deckProblems(cleanEntries(entries));

/** A starter deck's entries, by card id. */
export function starterEntries(id: string): DeckEntry[] {
  const d = STARTER_DECKS.find((x) => x.id === id);
  return d ? cleanEntries(d.cards) : [];
}

/** Cards that may be put in a deck, heroes first by 命運, then the 秘笈 by 命運. */
export const DECK_POOL = [...POOL.values()].filter((d) => copyLimit(d) > 0).sort((a, b) => (a.kind === b.kind ? a.cost - b.cost : a.kind === "unit" ? -1 : 1));

export { STARTER_DECKS, copyLimit };
