import type { Element } from "../../../../shared/src/core/elements";
import { ELEMENT_EN, ELEMENT_ZH } from "../../../../shared/src/core/elements";
import type { CfeAction } from "../../../../shared/src/games/cfe/actions";
import { recycleCard } from "../../../../shared/src/games/cfe/apply";
import { cardElement, cardLevel, CFE_ELEMENTS } from "../../../../shared/src/games/cfe/cards";
import { BASE_REGISTRY } from "../../../../shared/src/games/cfe/formations";
import { legalActions } from "../../../../shared/src/games/cfe/legal";
import { previewCards, previewFormation, type FormationPreview } from "../../../../shared/src/games/cfe/preview";
import { lower, upper } from "../../../../shared/src/games/cfe/seats";
import { HIDDEN, type CardId, type CfeState } from "../../../../shared/src/games/cfe/types";
import type { Lang } from "../../i18n";

/**
 * The view's link to the shared engine: parse the JSON views, and ask the engine (never our own rules) what is legal
 * and what a formation would do. A redacted view has the same shape as the state, so the engine runs on it directly.
 */
export type { CardId, CfeState, CfeAction, FormationPreview, Element };
export { HIDDEN, cardElement, cardLevel, CFE_ELEMENTS, upper, lower };

export const registry = BASE_REGISTRY;

export function asCfeView(v: unknown): CfeState | null {
  const o = v as CfeState | null;
  return o && typeof o === "object" && o.game === "cfe" && Array.isArray(o.players) && Array.isArray(o.hp) ? o : null;
}

export function legal(view: CfeState, seat: number | null): CfeAction[] {
  if (seat === null || view.phase === "over") return [];
  try {
    return legalActions(registry, view, seat);
  } catch {
    return [];
  }
}

export function previews(view: CfeState, seat: number, cards: readonly CardId[]): FormationPreview[] {
  if (cards.length === 0) return [];
  return previewCards(registry, view, seat, cards);
}

/** The card 棄牌回收 would bring back now (on your own view), or null. */
export function recyclable(view: CfeState, seat: number): CardId | null {
  return recycleCard(view, seat);
}

export function formationName(id: string | null | undefined, lang: Lang): string {
  if (!id) return "";
  const f = registry.get(id);
  return f ? (lang === "zh" ? f.zh : f.en) : id;
}

export function elementName(e: Element, lang: Lang): string {
  return lang === "zh" ? ELEMENT_ZH[e] : ELEMENT_EN[e];
}

export function cardName(c: CardId, lang: Lang): string {
  if (c === HIDDEN) return "?";
  const e = cardElement(c);
  return lang === "zh" ? `${ELEMENT_ZH[e]}${cardLevel(c)}` : `${ELEMENT_EN[e]} ${cardLevel(c)}`;
}

/** Hands sorted for display: by element (金木水火土), then level. */
export function sortCards(cards: readonly CardId[]): CardId[] {
  return [...cards].sort((a, b) => (a === HIDDEN ? 1 : b === HIDDEN ? -1 : Math.floor(a / 10) - Math.floor(b / 10) || a - b));
}

/** Where each seat sits around the table as seen from `anchor` (you, or seat 1 for spectators). */
export type Position = "bottom" | "top" | "left" | "right";
export function positionOf(seats: number, anchor: number, seat: number): Position {
  const rel = (seat - anchor + seats) % seats;
  if (rel === 0) return "bottom";
  if (seats === 2) return "top";
  // Play goes 1 → 2 → 3 → 4: 下家 on your right, the seat opposite at the top, 上家 on your left.
  return rel === 1 ? "right" : rel === 2 ? "top" : "left";
}

/** A simple goodness of a preview, to pick which combination of a formation to suggest. */
export function previewValue(p: FormationPreview): number {
  return -p.targetHp + p.ownHp + p.shieldLoss + (p.shield ?? 0) + p.points * 0.01;
}

export interface Suggestion {
  formation: string;
  cards: CardId[];
  preview: FormationPreview;
  ways: number;
}

/** The formations your hand can make now, each with its best combination (for the "your hand can make" chips). */
export function suggestions(view: CfeState, seat: number, actions: CfeAction[]): Suggestion[] {
  const by = new Map<string, Suggestion>();
  for (const a of actions) {
    if (a.type !== "play" || !a.formation) continue;
    const f = registry.get(a.formation);
    if (!f) continue;
    const p = previewFormation(registry, view, seat, f, a.cards);
    const cur = by.get(a.formation);
    if (!cur) by.set(a.formation, { formation: a.formation, cards: a.cards, preview: p, ways: 1 });
    else {
      cur.ways++;
      if (previewValue(p) > previewValue(cur.preview) || (previewValue(p) === previewValue(cur.preview) && a.cards.length < cur.cards.length)) {
        cur.cards = a.cards;
        cur.preview = p;
      }
    }
  }
  const order = registry.all().map((f) => f.id);
  return [...by.values()].sort((a, b) => order.indexOf(a.formation) - order.indexOf(b.formation));
}

/** Counts of each face (element × level) in a pile, for the discard tally. */
export function tally(cards: readonly CardId[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of cards) {
    if (c === HIDDEN) continue;
    const k = `${cardElement(c)}${cardLevel(c)}`;
    out[k] = (out[k] ?? 0) + 1;
  }
  return out;
}

export const sameSet = (a: readonly CardId[], b: readonly CardId[]) => a.length === b.length && a.every((c) => b.includes(c));
