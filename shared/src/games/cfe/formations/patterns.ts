import { generated, overcome, type Element } from "../../../core/elements";
import { CFE_ELEMENTS } from "../cards";
import type { Pattern } from "../content";
import type { CardId } from "../types";

/**
 * Pattern matchers: does a multiset of cards fit a formation's card pattern (rules §7: card order never matters)?
 * Cards are first summarised once into a signature (element counts, element set, levels); each pattern is compiled
 * into a test on that signature, so matching a hand against the whole registry is cheap. New pattern kinds (stars,
 * professions, demon moves) add a case here and a schema case in content.ts.
 */
export interface CardSignature {
  n: number;
  /** Element counts as base-6 digits in CFE_ELEMENTS order. */
  elemKey: number;
  /** Bit i set when element i is present. */
  elemMask: number;
  /** Every card has the same level. */
  sameLevel: boolean;
}

const BIT = (e: Element) => 1 << CFE_ELEMENTS.indexOf(e);
const POW6 = [1, 6, 36, 216, 1296];

export function signature(cards: readonly CardId[]): CardSignature {
  let key = 0, mask = 0, same = true;
  const l0 = Math.floor(cards[0] / 10) % 10;
  for (const c of cards) {
    const e = Math.floor(c / 100) % 10;
    key += POW6[e];
    mask |= 1 << e;
    if (Math.floor(c / 10) % 10 !== l0) same = false;
  }
  return { n: cards.length, elemKey: key, elemMask: mask, sameLevel: same };
}

export type CompiledPattern = (sig: CardSignature) => boolean;

export function compilePattern(p: Pattern): CompiledPattern {
  switch (p.kind) {
    case "elements": {
      const key = p.elements.reduce((k, e) => k + POW6[CFE_ELEMENTS.indexOf(e)], 0);
      const n = p.elements.length;
      return (s) => s.n === n && s.elemKey === key;
    }
    case "distinct_elements": {
      const n = p.size;
      return (s) => s.n === n && popcount(s.elemMask) === n;
    }
    case "same_level": {
      const n = p.size;
      return (s) => s.n === n && s.sameLevel;
    }
    case "chain": {
      // Consecutive chains e, step(e), step²(e)… as element sets (each card a different element).
      const step = p.cycle === "generate" ? generated : overcome;
      const masks = new Set<number>();
      for (const start of CFE_ELEMENTS) {
        let e: Element = start, m = BIT(e);
        for (let i = 1; i < p.size; i++) { e = step(e); m |= BIT(e); }
        masks.add(m);
      }
      const n = p.size;
      return (s) => s.n === n && popcount(s.elemMask) === n && masks.has(s.elemMask);
    }
  }
}

function popcount(m: number): number {
  let c = 0;
  while (m) { m &= m - 1; c++; }
  return c;
}

export function matchesPattern(p: Pattern, cards: readonly CardId[]): boolean {
  return cards.length > 0 && compilePattern(p)(signature(cards));
}

export function patternSize(p: Pattern): number {
  return p.kind === "elements" ? p.elements.length : p.size;
}
