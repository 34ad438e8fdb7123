import { isRuleError } from "../../../../shared/src/core/errors";
import type { DuelAction } from "../../../../shared/src/games/duelist/actions";
import { duelistEngine } from "../../../../shared/src/games/duelist/engine";
import { cardDef, COLLECTIBLE_UNITS, KEYWORD_INFO, KEYWORDS, POOL, RULES, STARTER_DECKS, copyLimit, type CardDef, type DeckEntry, type UnitDef } from "../../../../shared/src/games/duelist/content";
import { legalActions } from "../../../../shared/src/games/duelist/legal";
import { previewAttack, previewCast, type AttackPreview, type CastPreview, type PreviewError } from "../../../../shared/src/games/duelist/preview";
import { mulliganSeat, attacksAllowed } from "../../../../shared/src/games/duelist/turn";
import { HIDDEN_DEF, type Card, type DuelState, type Keyword, type Unit } from "../../../../shared/src/games/duelist/types";
import type { Lang, LocalText } from "../../i18n";

/**
 * The view's link to the shared engine: parse the JSON views, and ask the engine (never our own rules) what is legal
 * and what an attack or a 秘笈 would do. A redacted view has the same shape as the state, so the engine runs on it.
 */
export type { AttackPreview, Card, CardDef, CastPreview, DeckEntry, DuelAction, DuelState, Keyword, PreviewError, Unit, UnitDef };
export { COLLECTIBLE_UNITS, HIDDEN_DEF, KEYWORDS, KEYWORD_INFO, POOL, RULES, STARTER_DECKS, attacksAllowed, cardDef, copyLimit, mulliganSeat };

export type AttackTarget = number | "base-stab" | "base-dart";

export function asDuelView(v: unknown): DuelState | null {
  const o = v as DuelState | null;
  return o && typeof o === "object" && o.game === "duelist" && Array.isArray(o.players) ? o : null;
}

export function legal(view: DuelState, seat: number | null): DuelAction[] {
  if (seat === null || view.phase === "over") return [];
  try {
    return legalActions(view, seat);
  } catch {
    return [];
  }
}

/** What the legal actions allow, indexed for the board: summons per card, casts, attacks per hero. */
export interface Moves {
  summonSlots: Map<number, number[]>;
  casts: Set<number>;
  attacks: Map<number, AttackTarget[]>;
  endTurn: boolean;
  mulligan: boolean;
  concede: boolean;
}

export function movesOf(actions: readonly DuelAction[]): Moves {
  const m: Moves = { summonSlots: new Map(), casts: new Set(), attacks: new Map(), endTurn: false, mulligan: false, concede: false };
  for (const a of actions) {
    if (a.type === "summon") m.summonSlots.set(a.card, [...(m.summonSlots.get(a.card) ?? []), a.slot]);
    else if (a.type === "cast") m.casts.add(a.card);
    else if (a.type === "attack") m.attacks.set(a.unit, [...(m.attacks.get(a.unit) ?? []), a.target]);
    else if (a.type === "endTurn") m.endTurn = true;
    else if (a.type === "mulligan") m.mulligan = true;
    else if (a.type === "concede") m.concede = true;
  }
  return m;
}

export function attackPreview(view: DuelState, seat: number, unit: number, target: AttackTarget): AttackPreview | PreviewError {
  return previewAttack(view, seat, unit, target);
}

export function castPreview(view: DuelState, seat: number, card: number): CastPreview | PreviewError {
  return previewCast(view, seat, card);
}

export const named = (x: LocalText | undefined, lang: Lang): string => (x ? (lang === "zh" ? x.zh : x.en) : "");

export function cardNameOf(def: string, lang: Lang): string {
  const d = POOL.get(def);
  return d ? named(d, lang) : "?";
}

/** A unit's abilities with their current amounts (only those it has). */
export function abilitiesOf(kw: Record<Keyword, number>): { key: Keyword; n: number }[] {
  return KEYWORDS.filter((k) => kw[k] > 0).map((k) => ({ key: k, n: kw[k] }));
}

/** "戰術 1" / "Tactics 1"; 勇氣 and 回光返照 print no 1 for a single point. */
export function abilityLabel(key: Keyword, n: number, lang: Lang): string {
  const info = KEYWORD_INFO[key];
  const name = lang === "zh" ? info.zh : info.en;
  return key === "courage" ? name : `${name}${lang === "zh" ? "" : " "}${n}`;
}

/** The printed text of a 江湖人 card: its abilities, 呼出 and 傳授. */
export function unitText(d: UnitDef, lang: Lang): string[] {
  const out = abilitiesOf(d.kw).map((a) => abilityLabel(a.key, a.n, lang));
  for (const c of d.call) out.push(lang === "zh" ? `呼出 ${cardNameOf(c.id, "zh")}${c.n > 1 ? ` ×${c.n}` : ""}` : `Calls ${cardNameOf(c.id, "en")}${c.n > 1 ? ` ×${c.n}` : ""}`);
  for (const t of d.teach) out.push(lang === "zh" ? `傳授 ${cardNameOf(t.id, "zh")}` : `Teaches ${cardNameOf(t.id, "en")}`);
  if (d.legend) out.push(lang === "zh" ? "傳說" : "Legend");
  return out;
}

export const isHidden = (c: Card) => c.def === HIDDEN_DEF;
export const isUnitCard = (def: string) => POOL.get(def)?.kind === "unit";

/** Cards grouped by name and 命運 (for the deck and discard lists): [def, cost, count], in first-seen order. */
export function groupCards(cards: readonly Card[]): { def: string; cost: number; n: number }[] {
  const out: { def: string; cost: number; n: number }[] = [];
  for (const c of cards) {
    const g = out.find((x) => x.def === c.def && x.cost === c.cost);
    if (g) g.n++;
    else out.push({ def: c.def, cost: c.cost, n: 1 });
  }
  return out;
}

/** Slots of `seat` as an array of RULES.slots entries (null = empty). */
export const slotsOf = (view: DuelState, seat: number): (Unit | null)[] => view.players[seat].board;

/** Is the 本陣 of `seat` open to a stab (its field is empty)? */
export const fieldEmpty = (view: DuelState, seat: number) => view.players[seat].board.every((u) => u === null);

export { cardDef as defOf };
export const SLOT_COUNT = RULES.slots.value;
export const BASE_HP = RULES.baseHp.value;

/** Why `action` would be refused on this view (the engine's own RuleError text), or null when it is accepted. */
export function refusal(view: DuelState, seat: number, action: DuelAction): LocalText | null {
  try {
    duelistEngine.apply(view, seat, action);
    return null;
  } catch (e) {
    if (isRuleError(e)) return { zh: e.zh, en: e.en };
    throw e;
  }
}

/** The 醫術 holders of `seat`, left to right, each with the friendly hero it heals by default (most 生命 missing, leftmost on a tie). */
export function healDefaults(view: DuelState, seat: number): { holder: Unit; target: number }[] {
  const mine = view.players[seat].board.filter((u): u is Unit => u !== null);
  const hurt = mine.filter((u) => u.hp < u.maxHp).sort((a, b) => b.maxHp - b.hp - (a.maxHp - a.hp));
  return mine.filter((u) => u.kw.heal > 0).map((holder) => ({ holder, target: (hurt[0] ?? holder).id }));
}
