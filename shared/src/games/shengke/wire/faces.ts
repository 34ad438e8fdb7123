/**
 * A card's printed face on the wire: one short JSON text per card id. A face never changes once a card exists, so it
 * is written once (when the card becomes visible to someone) and costs nothing afterwards, and one text per card
 * keeps the table's schema objects (each about 1 KB of server memory) few.
 */
import type { Element } from "../../../core/elements";
import type { BeastCard, CurseCard } from "../types";

type BeastTuple = [Element, number, number, number, 0 | 1, string, string];

export const beastText = (c: BeastCard): string => JSON.stringify([c.element, c.in, c.out, c.owner, c.special ? 1 : 0, c.zh, c.en] satisfies BeastTuple);
export const curseText = (c: CurseCard): string => JSON.stringify([c.def, c.owner]);

const beastCache = new Map<string, BeastCard>();

export function beastFromText(text: string): BeastCard {
  let card = beastCache.get(text);
  if (!card) {
    const [element, inRange, out, owner, special, zh, en] = JSON.parse(text) as BeastTuple;
    card = { zh, en, element, in: inRange, out, owner, ...(special ? { special: true } : {}) };
    if (beastCache.size > 2000) beastCache.clear();
    beastCache.set(text, card);
  }
  return { ...card };
}

export function curseFromText(text: string): CurseCard {
  const [def, owner] = JSON.parse(text) as [string, number];
  return { def, owner };
}
