/**
 * Deck and loadout validation (seed 二、1 and 5.靈獸卡牌面介紹). Every problem is reported, each naming the card,
 * so a player building a deck sees all of them at once.
 */
import { ELEMENTS, ELEMENT_ZH, isElement, type Element } from "../../core/elements";
import { ContentError } from "../../core/errors";
import { hasInvisibleCharacters } from "../../protocol/names";
import { CURSE_BY_ID, CUSTOM_CARDS, curseElementsOf } from "./content";
import type { BeastDef, TableRules } from "./types";

const chars = (s: string) => Array.from(s).length;

/** Problems with a 25-card 靈獸卡 deck; empty when it is legal. */
export function deckProblems(cards: readonly BeastDef[], rules: TableRules, label = "deck"): string[] {
  const p: string[] = [];
  if (cards.length !== rules.deckSize) p.push(`${label}: needs exactly ${rules.deckSize} 靈獸卡, has ${cards.length} / 需要 ${rules.deckSize} 張靈獸卡，現有 ${cards.length} 張`);
  const per: Record<string, number> = {};
  let sumIn = 0, sumOut = 0;
  cards.forEach((c, i) => {
    const who = `${label} card ${i + 1} 「${c.zh}」`;
    p.push(...beastProblems(c, rules, who));
    if (isElement(c.element)) per[c.element] = (per[c.element] ?? 0) + 1;
    sumIn += Number(c.in) || 0;
    sumOut += Number(c.out) || 0;
  });
  for (const e of ELEMENTS) {
    const n = per[e] ?? 0;
    if (n !== rules.cardsPerElement) p.push(`${label}: needs ${rules.cardsPerElement} ${e} (${ELEMENT_ZH[e]}) cards, has ${n} / ${ELEMENT_ZH[e]}屬性需要 ${rules.cardsPerElement} 張，現有 ${n} 張`);
  }
  if (sumIn !== rules.cornerSum) p.push(`${label}: bottom-left (入) numbers sum to ${sumIn}, must be ${rules.cornerSum} / 左下角數字總和為 ${sumIn}，必須為 ${rules.cornerSum}`);
  if (sumOut !== rules.cornerSum) p.push(`${label}: bottom-right (出) numbers sum to ${sumOut}, must be ${rules.cornerSum} / 右下角數字總和為 ${sumOut}，必須為 ${rules.cornerSum}`);
  return p;
}

/** Problems with one card's printed face (used for deck cards and special cards). */
export function beastProblems(c: BeastDef, rules: TableRules, who: string): string[] {
  const p: string[] = [];
  if (typeof c.zh !== "string" || chars(c.zh) < rules.nameMinChars || chars(c.zh) > rules.nameMaxChars) p.push(`${who}: name must be ${rules.nameMinChars}–${rules.nameMaxChars} characters / 卡名須為 ${rules.nameMinChars} 至 ${rules.nameMaxChars} 字`);
  if (typeof c.en !== "string" || c.en.trim().length === 0) p.push(`${who}: needs an English name / 需要英文名稱`);
  else if (chars(c.en) > CUSTOM_CARDS.enNameMaxChars) p.push(`${who}: English name must be at most ${CUSTOM_CARDS.enNameMaxChars} characters / 英文名稱最多 ${CUSTOM_CARDS.enNameMaxChars} 字`);
  for (const [lang, name] of [["name", c.zh], ["English name", c.en]] as const) {
    if (typeof name === "string" && (hasInvisibleCharacters(name) || /[<>]/.test(name))) p.push(`${who}: ${lang} has invisible, direction-changing or < > characters / 名稱含有不可見、改變文字方向或 < > 字元`);
  }
  if (!isElement(c.element)) p.push(`${who}: element must be one of ${ELEMENTS.join(", ")} / 屬性不正確`);
  for (const [corner, v] of [["in (左下)", c.in], ["out (右下)", c.out]] as const) {
    if (!Number.isInteger(v) || v < rules.cornerMin || v > rules.cornerMax) p.push(`${who}: ${corner} must be a whole number ${rules.cornerMin}–${rules.cornerMax}, is ${v} / 數字須介於 ${rules.cornerMin} 至 ${rules.cornerMax}`);
  }
  return p;
}

export function assertDeck(cards: readonly BeastDef[], rules: TableRules, label: string): void {
  const p = deckProblems(cards, rules, label);
  if (p.length) throw new ContentError("invalid_deck", p);
}

/**
 * A choice of one card per element for the opening 咒術卡 hand (seed 三: 選發動條件含有木、火、土、金、水屬性各一張):
 * returns indexes into `ids` (one per element, in ELEMENTS order) or null when no such choice exists.
 */
export function openingHandChoice(ids: readonly string[]): number[] | null {
  const options = ELEMENTS.map((e) => {
    const cards: number[] = [];
    ids.forEach((id, i) => {
      if (CURSE_BY_ID[id] && curseElementsOf(CURSE_BY_ID[id]).includes(e)) cards.push(i);
    });
    return cards;
  });
  const used = new Set<number>();
  const pick: number[] = [];
  const go = (k: number): boolean => {
    if (k === ELEMENTS.length) return true;
    for (const i of options[k]) {
      if (used.has(i)) continue;
      used.add(i); pick.push(i);
      if (go(k + 1)) return true;
      used.delete(i); pick.pop();
    }
    return false;
  };
  return go(0) ? pick : null;
}

/** Problems with a 10-card 咒術卡 loadout (and, when given, the chosen opening hand). */
export function loadoutProblems(ids: readonly string[], rules: TableRules, label = "loadout", hand?: readonly string[]): string[] {
  const p: string[] = [];
  if (ids.length !== rules.loadoutSize) p.push(`${label}: needs exactly ${rules.loadoutSize} 咒術卡, has ${ids.length} / 需要 ${rules.loadoutSize} 張咒術卡，現有 ${ids.length} 張`);
  const copies: Record<string, number> = {};
  ids.forEach((id, i) => {
    if (!CURSE_BY_ID[id]) p.push(`${label} card ${i + 1} "${id}": no such 咒術卡 / 沒有這張咒術卡`);
    copies[id] = (copies[id] ?? 0) + 1;
  });
  for (const [id, n] of Object.entries(copies)) {
    if (n > rules.maxCopiesPerCurse && CURSE_BY_ID[id]) p.push(`${label}: 「${CURSE_BY_ID[id].zh}」 appears ${n} times, at most ${rules.maxCopiesPerCurse} / 同名卡最多 ${rules.maxCopiesPerCurse} 張`);
  }
  const known = ids.filter((id) => CURSE_BY_ID[id]);
  for (const e of ELEMENTS) {
    if (!known.some((id) => curseElementsOf(CURSE_BY_ID[id]).includes(e))) p.push(`${label}: no 咒術卡 whose 發動條件 names ${e} (${ELEMENT_ZH[e]}) / 缺少發動條件含${ELEMENT_ZH[e]}屬性的咒術卡`);
  }
  if (p.length === 0) {
    if (hand) {
      const rest = [...ids];
      for (const h of hand) {
        const i = rest.indexOf(h);
        if (i < 0) p.push(`${label}: opening hand card "${h}" is not in the loadout / 起始手牌「${CURSE_BY_ID[h]?.zh ?? h}」不在咒術卡組中`);
        else rest.splice(i, 1);
      }
      if (hand.length !== rules.curseHandSize) p.push(`${label}: opening hand needs ${rules.curseHandSize} cards / 起始手牌須為 ${rules.curseHandSize} 張`);
      else if (p.length === 0 && !openingHandChoice(hand)) p.push(`${label}: the opening hand must hold one card per element 木火土金水 / 起始手牌須木、火、土、金、水各一張`);
    } else if (!openingHandChoice(ids)) {
      p.push(`${label}: no five cards cover 木、火、土、金、水 one each for the opening hand / 無法選出木火土金水各一張的起始手牌`);
    }
  }
  return p;
}

/** Split a loadout into the opening hand and the face-up discard. */
export function splitLoadout(ids: readonly string[], hand?: readonly string[]): { hand: string[]; discard: string[] } {
  if (hand) {
    const rest = [...ids];
    for (const h of hand) rest.splice(rest.indexOf(h), 1);
    return { hand: [...hand], discard: rest };
  }
  const pick = openingHandChoice(ids)!;
  return { hand: pick.map((i) => ids[i]), discard: ids.filter((_, i) => !pick.includes(i)) };
}

export type { Element };
