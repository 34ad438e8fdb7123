/** Reading and checking a deck in the builder (no storage, no DOM): the shared deck rules, per language. */
import { isElement } from "../../../../shared/src/core/elements";
import { RULES } from "../../../../shared/src/games/shengke/content";
import { beastProblems, deckProblems } from "../../../../shared/src/games/shengke/deck";
import type { BeastDef } from "../../../../shared/src/games/shengke/types";
import type { LocalText } from "../../i18n";

/** Exactly the printed face, in the order the engine's option schema expects. */
export function cleanCard(c: BeastDef): BeastDef {
  return { zh: String(c.zh ?? ""), en: String(c.en ?? ""), element: c.element, in: Number(c.in), out: Number(c.out) };
}

/** A problem with the deck being built, in both languages; `card` is the index of the card it is about. */
export interface DeckProblem {
  card: number | null;
  text: LocalText;
}

/**
 * The shared deck rules' problems (each written "who: English / 中文") as separate languages, each naming the card
 * the way that language reads: 「第 3 張「壞卡獸」：卡名須為…」, "Card 3 “Bad Beast”: name must be …".
 */
export function deckProblemList(cards: BeastDef[]): DeckProblem[] {
  const out: DeckProblem[] = [];
  cards.forEach((c, i) => {
    const who = { zh: `第 ${i + 1} 張「${c.zh || "？"}」`, en: `Card ${i + 1} “${c.en || c.zh || "?"}”` };
    for (const m of beastProblems(c, RULES, "")) out.push({ card: i, text: bilingual(m, who) });
  });
  // With an empty label the per-card lines start " card N"; those came from beastProblems above.
  for (const m of deckProblems(cards, RULES, "")) if (!m.startsWith(" card ")) out.push({ card: null, text: bilingual(m, { zh: "牌組", en: "Deck" }) });
  return out;
}

function bilingual(message: string, who: LocalText): LocalText {
  const body = message.replace(/^[^:]*:\s*/, "");
  const cut = body.lastIndexOf(" / ");
  const en = cut >= 0 ? body.slice(0, cut) : body;
  const zh = cut >= 0 ? body.slice(cut + 3) : body;
  return { zh: `${who.zh}：${zh}`, en: `${who.en}: ${en}` };
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
