/** Custom 靈獸卡 decks saved in this browser (localStorage), validated with the shared deck rules. */
import { isElement } from "../../../../shared/src/core/elements";
import { DEFAULT_DECKS, RULES } from "../../../../shared/src/games/shengke/content";
import { deckProblems } from "../../../../shared/src/games/shengke/deck";
import type { BeastDef } from "../../../../shared/src/games/shengke/types";
import { createStore, local } from "../../store";

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

/** Exactly the printed face, in the order the engine's option schema expects. */
export function cleanCard(c: BeastDef): BeastDef {
  return { zh: String(c.zh ?? ""), en: String(c.en ?? ""), element: c.element, in: Number(c.in), out: Number(c.out) };
}

export function problems(cards: BeastDef[], label: string): string[] {
  return deckProblems(cards, RULES, label);
}

/**
 * Read a pasted deck: an array of cards, or `{ name, cards }`. Unknown shapes throw with a message; card fields are
 * coerced loosely so the validator (not the parser) names what is wrong with each card.
 */
export function parseDeckJson(text: string): { name?: string; cards: BeastDef[] } {
  const data = JSON.parse(text) as unknown;
  const obj = data as { name?: unknown; cards?: unknown };
  const list = Array.isArray(data) ? data : obj && typeof obj === "object" && Array.isArray(obj.cards) ? obj.cards : null;
  if (!list) throw new Error("shape");
  const cards = list.map((raw: unknown) => {
    const c = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
    const element = isElement(c.element) ? c.element : (String(c.element ?? "") as BeastDef["element"]);
    return { zh: String(c.zh ?? c.name ?? ""), en: String(c.en ?? ""), element, in: Number(c.in), out: Number(c.out) };
  });
  return { name: typeof obj?.name === "string" ? obj.name : undefined, cards };
}

export { DEFAULT_DECKS, RULES };
