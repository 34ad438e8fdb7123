import { z } from "zod";
import type { Element } from "../../core/elements";
import { ELEMENT_ZH } from "../../core/elements";
import { CFE_RULES, PRECONSTRUCTED_PER_ELEMENT } from "./content";
import { CFE_ELEMENTS, LEVELS, makeCard } from "./cards";
import type { CardId } from "./types";

/**
 * 個人牌組 personal decks (optional rule §9.2): exactly 60 cards from one 90-card set (levels 1–3 ≤ 4 copies,
 * levels 4–5 ≤ 3 copies of each exact card), total of all levels ≤ 170. The preconstructed deck 預組牌組 has,
 * per element, level 1 ×3, 2 ×2, 3 ×3, 4 ×2, 5 ×2 (60 cards, total level 170).
 */
export const DeckEntrySchema = z
  .object({ element: z.enum(["metal", "wood", "water", "fire", "earth"]), level: z.number().int().min(1).max(5), count: z.number().int().min(0).max(90) })
  .strict();
export type DeckEntry = z.infer<typeof DeckEntrySchema>;
export const DeckListSchema = z.union([z.literal("preconstructed"), z.array(DeckEntrySchema).max(25)]);
export type DeckList = z.infer<typeof DeckListSchema>;

export interface DeckProblem {
  code: "deck_size" | "deck_total_level" | "deck_copy_limit" | "deck_duplicate_entry";
  zh: string;
  en: string;
}

export function preconstructedDeck(): DeckEntry[] {
  const out: DeckEntry[] = [];
  for (const element of CFE_ELEMENTS) for (const level of LEVELS) out.push({ element, level, count: PRECONSTRUCTED_PER_ELEMENT[level] });
  return out;
}

export function expandDeckList(list: DeckList): DeckEntry[] {
  return list === "preconstructed" ? preconstructedDeck() : list;
}

/** Every problem of a deck list, each with a stable code and a bilingual message; empty when the deck is legal. */
export function validatePersonalDeck(list: DeckList): DeckProblem[] {
  const entries = expandDeckList(list);
  const rules = CFE_RULES.personalDeck;
  const problems: DeckProblem[] = [];
  const seen = new Set<string>();
  let size = 0, total = 0;
  for (const e of entries) {
    const key = `${e.element}${e.level}`;
    const name = `${ELEMENT_ZH[e.element as Element]}${e.level}`;
    if (seen.has(key)) problems.push({ code: "deck_duplicate_entry", zh: `${name} 重複列出，請合併成一行。`, en: `${e.element} ${e.level} is listed twice; merge the lines.` });
    seen.add(key);
    const limit = rules.copyLimit[String(e.level) as "1" | "2" | "3" | "4" | "5"];
    if (e.count > limit) problems.push({ code: "deck_copy_limit", zh: `${name} 最多 ${limit} 張（目前 ${e.count} 張）。`, en: `At most ${limit} copies of ${e.element} ${e.level} (found ${e.count}).` });
    size += e.count;
    total += e.count * e.level;
  }
  if (size !== rules.size) problems.push({ code: "deck_size", zh: `個人牌組必須剛好 ${rules.size} 張（目前 ${size} 張）。`, en: `A personal deck has exactly ${rules.size} cards (found ${size}).` });
  if (total > rules.maxTotalLevel) problems.push({ code: "deck_total_level", zh: `牌組總級數不可超過 ${rules.maxTotalLevel}（目前 ${total}）。`, en: `The total of all levels may not exceed ${rules.maxTotalLevel} (found ${total}).` });
  return problems;
}

/** The physical cards of a (valid) personal deck for `seat`, unshuffled. */
export function buildPersonalDeck(list: DeckList, seat: number): CardId[] {
  const out: CardId[] = [];
  for (const e of expandDeckList(list)) for (let c = 0; c < e.count; c++) out.push(makeCard(seat + 1, e.element, e.level, c));
  return out;
}
