import type { Element } from "../../../core/elements";
import { cardElement, cardLevel, CFE_ELEMENTS } from "../../cfe/cards";
import type { CardId } from "../../cfe/types";
import type { ArmyPattern } from "../content";

/**
 * The army's pattern language (spec §4.1): does a multiset of cards fit a move? Card order never matters here;
 * order only decides between matches (select.ts).
 */
const idx = (e: Element) => CFE_ELEMENTS.indexOf(e);

function counts(cards: readonly CardId[]): number[] {
  const c = [0, 0, 0, 0, 0];
  for (const card of cards) c[idx(cardElement(card))]++;
  return c;
}

function sameCounts(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < 5; i++) if (a[i] !== b[i]) return false;
  return true;
}

function countsOf(elements: readonly Element[]): number[] {
  const c = [0, 0, 0, 0, 0];
  for (const e of elements) c[idx(e)]++;
  return c;
}

export function patternSize(p: ArmyPattern): number {
  switch (p.kind) {
    case "elements":
      return p.elements.length;
    case "pairOf":
      return 2;
    case "twoPlusOne":
      return 3;
    default:
      return p.size;
  }
}

export function matchesArmyPattern(p: ArmyPattern, cards: readonly CardId[]): boolean {
  if (cards.length !== patternSize(p)) return false;
  const c = counts(cards);
  switch (p.kind) {
    case "elements":
      return sameCounts(c, countsOf(p.elements));
    case "pool": {
      const allowed = new Set(p.elements.map(idx));
      for (let i = 0; i < 5; i++) if (c[i] > 0 && !allowed.has(i)) return false;
      return Object.entries(p.min).every(([e, n]) => c[idx(e as Element)] >= (n ?? 0));
    }
    case "pairOf":
      return p.elements.some((e) => c[idx(e)] === 2);
    case "twoPlusOne":
      return p.elements.some((e) => sameCounts(c, countsOf([p.a, p.b, e])));
    case "sameLevel":
      return cards.every((card) => cardLevel(card) === cardLevel(cards[0]));
    case "distinct":
      return c.filter((n) => n > 0).length === cards.length;
  }
}

/** The element of the pair a pairOf move matched (霜爪, 幽影爪, 熔爪 take it). */
export function pairElement(cards: readonly CardId[]): Element {
  return cardElement(cards[0]);
}
