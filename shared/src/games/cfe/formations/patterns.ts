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
  /** Cards per element, in CFE_ELEMENTS order. */
  counts: number[];
  /** Bit l set when some card has level l. */
  levelMask: number;
  levelSum: number;
  /** The cards themselves (for the few patterns that look at which card is which). */
  cards: readonly CardId[];
}

const BIT = (e: Element) => 1 << CFE_ELEMENTS.indexOf(e);
const POW6 = [1, 6, 36, 216, 1296];
const elementIndex = (c: CardId) => Math.floor(c / 100) % 10;
const levelOf = (c: CardId) => Math.floor(c / 10) % 10;

export function signature(cards: readonly CardId[]): CardSignature {
  let key = 0, mask = 0, same = true, levelMask = 0, levelSum = 0;
  const counts = [0, 0, 0, 0, 0];
  const l0 = levelOf(cards[0]);
  for (const c of cards) {
    const e = elementIndex(c), l = levelOf(c);
    key += POW6[e];
    mask |= 1 << e;
    counts[e]++;
    levelMask |= 1 << l;
    levelSum += l;
    if (l !== l0) same = false;
  }
  return { n: cards.length, elemKey: key, elemMask: mask, sameLevel: same, counts, levelMask, levelSum, cards };
}

export type CompiledPattern = (sig: CardSignature) => boolean;

/** Element masks of the consecutive chains e, step(e), step²(e)… of `size` cards (each a different element). */
function chainMasks(cycle: "generate" | "overcome", size: number): Set<number> {
  const step = cycle === "generate" ? generated : overcome;
  const masks = new Set<number>();
  for (const start of CFE_ELEMENTS) {
    let e: Element = start, m = BIT(e);
    for (let i = 1; i < size; i++) { e = step(e); m |= BIT(e); }
    masks.add(m);
  }
  return masks;
}

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
      const masks = chainMasks(p.cycle, p.size);
      const n = p.size;
      return (s) => s.n === n && popcount(s.elemMask) === n && masks.has(s.elemMask);
    }
    case "contains": {
      const need = [0, 0, 0, 0, 0];
      for (const e of p.elements) need[CFE_ELEMENTS.indexOf(e)]++;
      const n = p.size;
      return (s) => s.n === n && need.every((k, i) => s.counts[i] >= k);
    }
    case "element_same_level": {
      const i = CFE_ELEMENTS.indexOf(p.element);
      return (s) => s.n === 2 && s.sameLevel && s.counts[i] >= 1;
    }
    case "element_sum": {
      const i = CFE_ELEMENTS.indexOf(p.element);
      return (s) => s.counts[i] === s.n && s.levelSum >= p.min;
    }
    case "standalone_chain":
      return (s) => standaloneCards(p, s.cards).length > 0;
    case "exact_count": {
      const i = CFE_ELEMENTS.indexOf(p.element);
      return (s) => s.n === p.size && s.counts[i] === p.count;
    }
    case "levels": {
      const allowed = p.levels.reduce((m, l) => m | (1 << l), 0);
      return (s) => s.n === p.size && (s.levelMask & ~allowed) === 0;
    }
  }
}

/**
 * For a standalone-plus-chain pattern (轉生術): the cards that can stand apart, the other cards then forming the
 * chain with the required level sum. Empty when the cards do not fit.
 */
export function standaloneCards(p: Extract<Pattern, { kind: "standalone_chain" }>, cards: readonly CardId[]): CardId[] {
  if (cards.length !== p.chainSize + 1) return [];
  const masks = chainMasks(p.cycle, p.chainSize);
  const want = CFE_ELEMENTS.indexOf(p.element);
  const out: CardId[] = [];
  cards.forEach((c, i) => {
    if (elementIndex(c) !== want) return;
    let mask = 0, sum = 0;
    const rest = cards.filter((_, j) => j !== i);
    for (const r of rest) { mask |= 1 << elementIndex(r); sum += levelOf(r); }
    if (popcount(mask) === p.chainSize && masks.has(mask) && sum >= p.minChainSum) out.push(c);
  });
  return out;
}

function popcount(m: number): number {
  let c = 0;
  while (m) { m &= m - 1; c++; }
  return c;
}

export function matchesPattern(p: Pattern, cards: readonly CardId[]): boolean {
  return cards.length > 0 && compilePattern(p)(signature(cards));
}

/** The card counts a pattern can have (most have one; 刃影瞬殺 takes any number of 土 cards). */
export function patternSizes(p: Pattern): number[] {
  switch (p.kind) {
    case "elements":
      return [p.elements.length];
    case "element_same_level":
      return [2];
    case "element_sum": {
      const out: number[] = [];
      for (let n = Math.max(1, Math.ceil(p.min / 5)); n <= 5; n++) out.push(n);
      return out;
    }
    case "standalone_chain":
      return [p.chainSize + 1];
    default:
      return [p.size];
  }
}

/** The (smallest) card count of a pattern. */
export function patternSize(p: Pattern): number {
  return patternSizes(p)[0];
}
