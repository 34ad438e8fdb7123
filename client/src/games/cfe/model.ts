import type { Element } from "../../../../shared/src/core/elements";
import { ELEMENT_EN, ELEMENT_ZH } from "../../../../shared/src/core/elements";
import type { CfeAction } from "../../../../shared/src/games/cfe/actions";
import { recycleCard, recycleCost } from "../../../../shared/src/games/cfe/apply";
import { cardElement, cardLevel, CFE_ELEMENTS } from "../../../../shared/src/games/cfe/cards";
import { BASE_REGISTRY } from "../../../../shared/src/games/cfe/formations";
import { formationTable, MODULE_IDS } from "../../../../shared/src/games/cfe/advanced";
import { ADVANCED_FORMATIONS } from "../../../../shared/src/games/cfe/content";
import { ENVIRONMENTS, environmentData } from "../../../../shared/src/games/cfe/legends";
import { abilitiesOf, abilityById, lineage, previewChange, professionById, professionOf, PROFESSIONS, type ChangePreview, type ProfessionData } from "../../../../shared/src/games/cfe/professions";
import { starOf, STARS } from "../../../../shared/src/games/cfe/stars";
import { legalActions } from "../../../../shared/src/games/cfe/legal";
import { previewCards, previewFormation, type FormationPreview } from "../../../../shared/src/games/cfe/preview";
import { lower, upper } from "../../../../shared/src/games/cfe/seats";
import { HIDDEN, type CardId, type CfeState } from "../../../../shared/src/games/cfe/types";
import type { Lang } from "../../i18n";

/**
 * The view's link to the shared engine: parse the JSON views, and ask the engine (never our own rules) what is legal
 * and what a formation would do. A redacted view has the same shape as the state, so the engine runs on it directly.
 */
export type { CardId, CfeState, CfeAction, FormationPreview, Element, ChangePreview, ProfessionData };
export { HIDDEN, cardElement, cardLevel, CFE_ELEMENTS, upper, lower, STARS, ENVIRONMENTS, starOf, environmentData, professionById, abilityById, professionOf, abilitiesOf, PROFESSIONS, MODULE_IDS };

export const registry = BASE_REGISTRY;
/** Every formation of every module, for names and categories (what is playable comes from the engine). */
export const allFormations = BASE_REGISTRY.extend(ADVANCED_FORMATIONS);
/** The formations in play at this table (the basic ones plus those of its modules). */
export const tableOf = (view: CfeState) => formationTable(BASE_REGISTRY, view);

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

/** What 棄牌回收 of `card` costs you (level × 2, halved by 尋道術). */
export const recycleCostOf = (view: CfeState, seat: number, card: CardId) => recycleCost(view, seat, card);

/** The card 棄牌回收 would bring back now (on your own view), or null. */
export function recyclable(view: CfeState, seat: number): CardId | null {
  return recycleCard(view, seat);
}

export function formationName(id: string | null | undefined, lang: Lang): string {
  if (!id) return "";
  const f = allFormations.get(id);
  return f ? (lang === "zh" ? f.zh : f.en) : id;
}

export const named = (x: { zh: string; en: string } | undefined, lang: Lang, fallback = "") => (x ? (lang === "zh" ? x.zh : x.en) : fallback);

/** A profession's school and tier for a badge: 戰士系 二階, 傳說; the unaffiliated ones have no tier. */
export function professionTier(p: ProfessionData): { tier: number; legendary: boolean; school: string } {
  return { tier: p.tier, legendary: p.legendary, school: p.school };
}

export interface ChangeChoice extends ChangePreview {
  /** A 轉職 is legal now (some cards from the hand meet it). */
  legal: boolean;
}

/**
 * The professions worth showing in the 轉職 panel: those the seat could change to by some route (first tiers, the
 * next tier of its school, 仙者 / 聖者 from a second tier, 初行客 with no profession), each with what it needs and
 * gives, the legal ones first.
 */
export function changeChoices(view: CfeState, seat: number, actions: CfeAction[]): ChangeChoice[] {
  if (!view.advanced?.heroes) return [];
  const cur = professionOf(view, seat);
  const curLine = cur ? new Set(lineage(cur).map((p) => p.id)) : new Set<string>();
  const legalIds = new Set(actions.flatMap((a) => (a.type === "change" ? [a.profession] : [])));
  const relevant = PROFESSIONS.filter((p) => {
    if (p.id === cur?.id) return false;
    if (legalIds.has(p.id)) return true;
    if (p.from.kind === "any") return !curLine.has(p.id);
    if (p.from.kind === "none_held") return cur === null;
    if (p.from.kind === "profession") return p.from.id === cur?.id;
    return !!cur && cur.school !== "unaffiliated" && cur.tier === p.from.tier;
  });
  return relevant.map((p) => ({ ...previewChange(view, seat, p.id), legal: legalIds.has(p.id) })).sort((a, b) => Number(b.legal) - Number(a.legal));
}

/** The activated abilities the seat holds, each with the activations legal now. */
export function abilityChoices(view: CfeState, seat: number, actions: CfeAction[]) {
  return abilitiesOf(view, seat)
    .filter((a) => a.kind === "activated")
    .map((a) => ({ ability: a, actions: actions.filter((x): x is Extract<CfeAction, { type: "ability" }> => x.type === "ability" && x.ability === a.id) }));
}

/** The seat's 幻術 / 幻朧 card waiting to be used this turn, or null. */
export function virtualOf(view: CfeState, seat: number) {
  const v = view.advanced?.virtual;
  return v && v.seat === seat ? v : null;
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
    const f = tableOf(view).get(a.formation);
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
  const order = allFormations.all().map((f) => f.id);
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
