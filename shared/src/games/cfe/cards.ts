import type { Element } from "../../core/elements";
import { ELEMENT_ZH, ELEMENT_EN } from "../../core/elements";
import type { CardId } from "./types";

/**
 * Cards (rules §1). Element order follows the rulebook, 金木水火土. A card id encodes its face, so any engine,
 * view or bot reads a card without a lookup table, and a hidden card is simply −1:
 *   id = owner × 1000 + elementIndex × 100 + level × 10 + copy   (owner 0 = shared deck, k = seat k−1's personal deck)
 */
export const CFE_ELEMENTS: readonly Element[] = ["metal", "wood", "water", "fire", "earth"];
export const LEVELS = [1, 2, 3, 4, 5] as const;

/** §1: four copies of levels 1–3, three of levels 4–5, per element. */
export const STANDARD_COPIES: Record<number, number> = { 1: 4, 2: 4, 3: 4, 4: 3, 5: 3 };

export function makeCard(owner: number, element: Element, level: number, copy: number): CardId {
  return owner * 1000 + CFE_ELEMENTS.indexOf(element) * 100 + level * 10 + copy;
}
export function cardElement(id: CardId): Element {
  return CFE_ELEMENTS[Math.floor(id / 100) % 10];
}
export function cardLevel(id: CardId): number {
  return Math.floor(id / 10) % 10;
}
/** Owner digit of a 幻術 / 幻朧 virtual card (§10.3): it belongs to no deck and is never discarded. */
export const VIRTUAL_OWNER = 9;
export function virtualCard(element: Element, level: number): CardId {
  return makeCard(VIRTUAL_OWNER, element, level, 0);
}
export function isVirtualCard(id: CardId): boolean {
  return id >= 0 && Math.floor(id / 1000) === VIRTUAL_OWNER;
}
/** 0 = shared deck; k ≥ 1 = personal deck of seat k−1. */
export function cardOwner(id: CardId): number {
  return Math.floor(id / 1000);
}
export function isCardId(id: unknown): id is CardId {
  if (typeof id !== "number" || !Number.isInteger(id) || id < 0) return false;
  const e = Math.floor(id / 100) % 10, l = Math.floor(id / 10) % 10;
  return e < 5 && l >= 1 && l <= 5;
}

export function cardZh(id: CardId): string {
  return id < 0 ? "🂠" : `${ELEMENT_ZH[cardElement(id)]}${cardLevel(id)}`;
}
export function cardEn(id: CardId): string {
  return id < 0 ? "hidden card" : `${ELEMENT_EN[cardElement(id)]} ${cardLevel(id)}`;
}
export const cardsZh = (ids: readonly CardId[]) => ids.map(cardZh).join("、");
export const cardsEn = (ids: readonly CardId[]) => ids.map(cardEn).join(", ");

/** The 90-card shared deck, unshuffled. */
export function standardDeck(owner = 0): CardId[] {
  const out: CardId[] = [];
  for (const e of CFE_ELEMENTS) for (const l of LEVELS) for (let c = 0; c < STANDARD_COPIES[l]; c++) out.push(makeCard(owner, e, l, c));
  return out;
}

/** Parse "金3", "metal3" or "metal-3" into an element and level. */
const ZH: Record<string, Element> = { 金: "metal", 木: "wood", 水: "water", 火: "fire", 土: "earth" };
export function parseFace(text: string): { element: Element; level: number } | null {
  const t = text.trim().toLowerCase();
  let m = /^([金木水火土])\s*([1-5])$/.exec(text.trim());
  if (m) return { element: ZH[m[1]], level: Number(m[2]) };
  m = /^(metal|wood|water|fire|earth)[-_ ]?([1-5])$/.exec(t);
  if (m) return { element: m[1] as Element, level: Number(m[2]) };
  return null;
}
export function sameFace(a: CardId, b: CardId): boolean {
  return Math.floor(a / 10) % 100 === Math.floor(b / 10) % 100;
}
