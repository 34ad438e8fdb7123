import type { Element } from "../../../core/elements";
import { cardElement, CFE_ELEMENTS } from "../../cfe/cards";
import type { CardId } from "../../cfe/types";
import type { ArmyPattern } from "../content";

/**
 * The army's pattern language (spec §4.1): does a multiset of cards fit a move? Card order never matters here;
 * order only decides between matches (select.ts). Cards are summarised once into a signature (element counts as
 * base-6 digits, the element set, one level or not) and each pattern is compiled into a test on it, so trying
 * every subset of a hand against a table is cheap.
 */
export interface ArmySignature {
  n: number;
  /** Element counts as base-6 digits in CFE_ELEMENTS order (金木水火土). */
  key: number;
  /** Bit i set when element i is present. */
  mask: number;
  sameLevel: boolean;
}

const POW6 = [1, 6, 36, 216, 1296];
const idx = (e: Element) => CFE_ELEMENTS.indexOf(e);
const keyOf = (elements: readonly Element[]) => elements.reduce((k, e) => k + POW6[idx(e)], 0);
const maskOf = (elements: readonly Element[]) => elements.reduce((m, e) => m | (1 << idx(e)), 0);
const countIn = (key: number, i: number) => Math.floor(key / POW6[i]) % 6;

function popcount(m: number): number {
  let c = 0;
  while (m) { m &= m - 1; c++; }
  return c;
}

export function armySignature(cards: readonly CardId[]): ArmySignature {
  let key = 0, mask = 0, same = true;
  const l0 = Math.floor(cards[0] / 10) % 10;
  for (const c of cards) {
    const e = Math.floor(c / 100) % 10;
    key += POW6[e];
    mask |= 1 << e;
    if (Math.floor(c / 10) % 10 !== l0) same = false;
  }
  return { n: cards.length, key, mask, sameLevel: same };
}

/** The signature of a subset plus one more card (`other` is any card already in it, for the level check). */
export function addCard(sig: ArmySignature, card: CardId, other: CardId): ArmySignature {
  const e = Math.floor(card / 100) % 10;
  return { n: sig.n + 1, key: sig.key + POW6[e], mask: sig.mask | (1 << e), sameLevel: sig.sameLevel && Math.floor(card / 10) % 10 === Math.floor(other / 10) % 10 };
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

export type CompiledArmyPattern = (s: ArmySignature) => boolean;

function compile(p: ArmyPattern): CompiledArmyPattern {
  const n = patternSize(p);
  switch (p.kind) {
    case "elements": {
      const key = keyOf(p.elements);
      return (s) => s.n === n && s.key === key;
    }
    case "pool": {
      const allowed = maskOf(p.elements);
      const mins = Object.entries(p.min).map(([e, k]) => [idx(e as Element), k ?? 0] as const);
      return (s) => s.n === n && (s.mask & ~allowed) === 0 && mins.every(([i, k]) => countIn(s.key, i) >= k);
    }
    case "pairOf": {
      const allowed = maskOf(p.elements);
      return (s) => s.n === 2 && popcount(s.mask) === 1 && (s.mask & allowed) === s.mask;
    }
    case "twoPlusOne": {
      const keys = new Set(p.elements.map((e) => keyOf([p.a, p.b, e])));
      return (s) => s.n === 3 && keys.has(s.key);
    }
    case "sameLevel":
      return (s) => s.n === n && s.sameLevel;
    case "distinct":
      return (s) => s.n === n && popcount(s.mask) === n;
  }
}

const compiled = new WeakMap<ArmyPattern, CompiledArmyPattern>();
export function compiledPattern(p: ArmyPattern): CompiledArmyPattern {
  let f = compiled.get(p);
  if (!f) compiled.set(p, (f = compile(p)));
  return f;
}

export function matchesArmyPattern(p: ArmyPattern, cards: readonly CardId[]): boolean {
  return cards.length > 0 && compiledPattern(p)(armySignature(cards));
}

/** The element of the pair a pairOf move matched (霜爪, 幽影爪, 熔爪 take it). */
export function pairElement(cards: readonly CardId[]): Element {
  return cardElement(cards[0]);
}
