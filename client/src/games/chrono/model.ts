import type { ChronoAction } from "../../../../shared/src/games/chrono/actions";
import { defOf, kindOf } from "../../../../shared/src/games/chrono/cards";
import { ATTR_EN, ATTR_ZH, CARD_DEFS, compensationFor, GENERATES, OVERCOMES, READY_DECKS, RULES, type CardDef } from "../../../../shared/src/games/chrono/content";
import { owingSeat } from "../../../../shared/src/games/chrono/draw";
import { legalActions } from "../../../../shared/src/games/chrono/legal";
import { legalTargets, previewAttack, previewBless, type AttackPreview, type BlessPreview, type Preview, type TargetRef } from "../../../../shared/src/games/chrono/preview";
import { relation, type Relation } from "../../../../shared/src/games/chrono/relations";
import { boardHeart, handSizeOf, isSealed, stats, type CharStats } from "../../../../shared/src/games/chrono/stats";
import { ATTRS, KINDS, type Attr, type CardId, type ChronoState, type FieldChar, type Kind, type Phase } from "../../../../shared/src/games/chrono/types";
import type { Lang } from "../../i18n";

/**
 * The view's link to the shared 時序之戰 engine: parse the JSON views, and ask the engine (never rules of our own)
 * what is legal, what an attack would deal and what a 加持 would change. A redacted view has the same shape as the
 * state, so the engine's functions run on it directly.
 */
export type { ChronoAction, ChronoState, CardId, FieldChar, Attr, Kind, Phase, Relation, TargetRef, AttackPreview, BlessPreview, Preview, CharStats, CardDef };
export { ATTRS, KINDS, CARD_DEFS, compensationFor, ATTR_ZH, ATTR_EN, GENERATES, OVERCOMES, READY_DECKS, RULES, relation, defOf, kindOf, stats, boardHeart, isSealed, owingSeat };

export function asChronoView(v: unknown): ChronoState | null {
  const o = v as ChronoState | null;
  return o && typeof o === "object" && o.game === "chrono" && Array.isArray(o.players) && Array.isArray(o.cards) ? o : null;
}

/** Everything `seat` may do now, from the engine run on the seat's own view ([] when it cannot act). */
export function legal(view: ChronoState, seat: number | null): ChronoAction[] {
  if (seat === null || view.phase === "over") return [];
  try {
    return legalActions(view, seat);
  } catch {
    return [];
  }
}

/** The seat whose decision the game waits for: a seat owed draws (播種, 萬花) first, else the turn's player. */
export function actorOf(view: ChronoState): number | null {
  if (view.phase === "over") return null;
  return owingSeat(view) ?? view.current;
}

/**
 * The step the client takes for `seat` by itself (issue 25): the seat's only action when the engine, run on the
 * seat's own view, lists exactly one (the one deck left to draw from, "end discarding" with an empty hand, "end
 * attacks" when no attack is left, "skip" when nothing can be placed, blessed or set). A seat the game does not wait
 * for has none listed; any real choice, however small, waits for the player.
 */
export function autoStepOf(seat: number | null, actions: readonly ChronoAction[]): ChronoAction | null {
  return seat !== null && actions.length === 1 ? actions[0] : null;
}

/** The six phases of a turn [SEED 階段 1–6], and which engine phases belong to each. */
export const TURN_PHASES = ["start", "discard", "draw", "deploy", "prepare", "end"] as const;
export type TurnPhase = (typeof TURN_PHASES)[number];
export function turnPhaseOf(phase: Phase): TurnPhase | null {
  switch (phase) {
    case "discard":
      return "discard";
    case "draw":
      return "draw";
    case "deploy":
    case "attack":
      return "deploy";
    case "prepare":
      return "prepare";
    case "trim":
      return "end";
    default:
      return null;
  }
}

/** A target as a stable string key (for hover / selection state and test ids). */
export const targetKey = (t: TargetRef) => (t.kind === "player" ? `p${t.seat}` : `c${t.uid}`);

/** What the player has picked as the source of a move: a card in hand, or one of their characters (to attack). */
export type Source = { kind: "card"; card: CardId } | { kind: "attacker"; uid: number };

/** The action that source + target makes, if the engine lists it as legal now (else null). */
export function actionFor(actions: readonly ChronoAction[], src: Source, target: TargetRef | null): ChronoAction | null {
  for (const a of actions) {
    if (src.kind === "attacker") {
      if (!target) continue;
      if (a.type === "attack" && a.attacker === src.uid && target.kind === "character" && a.target === target.uid) return a;
      if (a.type === "attackPlayer" && a.attacker === src.uid && target.kind === "player" && a.seat === target.seat) return a;
      continue;
    }
    if (a.type === "place" && a.card === src.card && (target ? target.kind === "character" && a.target === target.uid : a.target === undefined)) return a;
    if (!target) {
      if (a.type === "setTrap" && a.card === src.card) return a;
      continue;
    }
    if (a.type === "bless" && a.card === src.card && target.kind === "character" && a.target === target.uid) return a;
    if (a.type === "blessPlayer" && a.card === src.card && target.kind === "player" && a.seat === target.seat) return a;
  }
  return null;
}

/**
 * The targets to highlight for a source, each marked legal when the engine would accept that move now. The list
 * itself comes from the engine's `legalTargets` (so a 加持 shows its targets in any phase, for planning).
 */
export function targetsFor(view: ChronoState, seat: number, src: Source, actions: readonly ChronoAction[]): { target: TargetRef; legal: boolean }[] {
  let list: TargetRef[];
  try {
    list = legalTargets(view, seat, src.kind === "card" ? { card: src.card } : { attacker: src.uid });
  } catch {
    list = [];
  }
  return list.map((target) => ({ target, legal: actionFor(actions, src, target) !== null }));
}

/** The engine's preview of a source on a target (an attack's damage, or what a 加持 changes); null when none applies. */
export function previewFor(view: ChronoState, seat: number, src: Source, target: TargetRef): { attack?: Preview<AttackPreview>; bless?: Preview<BlessPreview> } | null {
  try {
    if (src.kind === "attacker") return { attack: previewAttack(view, seat, src.uid, target) };
    if (defOf(view, src.card)?.kind === "effect") return { bless: previewBless(view, seat, src.card, target) };
  } catch {
    return null;
  }
  return null;
}

/** Where each seat sits as seen from `anchor` (you): 0 = you, then the others in turn order (clockwise). */
export function seatOrder(seats: number, anchor: number): number[] {
  return Array.from({ length: seats }, (_, i) => (anchor + i) % seats);
}

export const attrName = (a: Attr | null, lang: Lang) => (a ? (lang === "zh" ? ATTR_ZH[a] : ATTR_EN[a]) : "?");
/** The attribute in a corner badge: one character in Chinese, two letters in English (Wood and Water share a W). */
export const attrMark = (a: Attr, lang: Lang) => (lang === "zh" ? ATTR_ZH[a] : ATTR_EN[a].slice(0, 2));
export const named = (x: { zh: string; en: string } | undefined, lang: Lang, fallback = "") => (x ? (lang === "zh" ? x.zh : x.en) : fallback);

export function cardName(view: ChronoState, card: CardId, lang: Lang): string {
  const d = defOf(view, card);
  return d ? (lang === "zh" ? d.name : d.en) : "?";
}

/** The rules text of a card: a character's 技能 / 特殊技能, an effect's or a trap's text. */
export function cardText(d: CardDef, lang: Lang): string[] {
  if (d.kind === "character") {
    const out: string[] = [];
    if (d.skill) out.push(`${lang === "zh" ? `【${d.skill.name}】` : `[${d.skill.en}] `}${named(d.skill.text, lang)}`);
    if (d.special) out.push(`${lang === "zh" ? `【${d.special.name}】` : `[${d.special.en}] `}${named(d.special.text, lang)}`);
    return out;
  }
  return [named(d.text, lang)];
}

/** The attribute of a player or a character as a target, for relation badges. */
export function attrOfTarget(view: ChronoState, t: TargetRef): Attr | null {
  if (t.kind === "player") return view.players[t.seat]?.attr ?? null;
  for (const p of view.players) for (const c of p.field) if (c.uid === t.uid) return (defOf(view, c.card) as { attr?: Attr } | undefined)?.attr ?? null;
  return null;
}

/** The hand size the draw phase fills to (5, or 6 with 花粉). */
export const handTarget = (view: ChronoState, seat: number) => handSizeOf(view, seat, RULES.handSize.value);

/** The hand cards sorted for display: characters, effects, traps; within a kind by attribute then name. */
export function sortHand(view: ChronoState, hand: readonly CardId[]): CardId[] {
  const key = (c: CardId) => {
    const d = defOf(view, c);
    const k = KINDS.indexOf(kindOf(view, c) ?? "character");
    const a = d && d.kind !== "trap" ? ATTRS.indexOf(d.attr) : 9;
    return k * 100 + a * 10;
  };
  return [...hand].sort((a, b) => key(a) - key(b) || a - b);
}

/** A trap that sprang in the latest batch of events (for the flip animation). */
export interface TrapReveal {
  key: string;
  seat: number;
  /** The trap's definition id (null when it cannot be told: then only "a trap" is shown). */
  trap: string | null;
}

/**
 * The traps in a batch of events (type "trap", one per sprung trap, its seat the trap's owner). The event's `data`
 * names the card when the room sends event data; otherwise the card is read from the position: a sprung trap goes
 * to its owner's 回收場, so an owner's k traps in this batch are the last k trap cards there, oldest first.
 */
export function trapReveals(events: { seq: number; events: { type: string; seat: number; data?: Record<string, unknown> }[] } | null, view: ChronoState): TrapReveal[] {
  if (!events) return [];
  const lines = events.events.filter((e) => e.type === "trap" && e.seat >= 0 && e.seat < view.seats);
  const perSeat = new Map<number, number>();
  for (const l of lines) perSeat.set(l.seat, (perSeat.get(l.seat) ?? 0) + 1);
  const used = new Map<number, number>();
  return lines.map((l, i) => {
    const key = `${events.seq}-${i}`;
    const named = typeof l.data?.trap === "string" ? l.data.trap : null;
    if (named) return { key, seat: l.seat, trap: named };
    const traps = view.players[l.seat].graveyard.filter((c) => defOf(view, c)?.kind === "trap");
    const k = perSeat.get(l.seat)!;
    const n = used.get(l.seat) ?? 0;
    used.set(l.seat, n + 1);
    const card = traps[traps.length - k + n];
    return { key, seat: l.seat, trap: card === undefined ? null : defOf(view, card)!.id };
  });
}
