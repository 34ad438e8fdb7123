import type { LocalText } from "../../core/text";
import { attackerProblem, attackNumbers, attackTargets, targetProblem, type AttackNumbers } from "./attack";
import { bless, blessProblem, blessTargets, type BlessTarget } from "./bless";
import { defOf, effectDef } from "./cards";
import { CHRONO_ERRORS, type ChronoErrorCode } from "./errors";
import { specialCandidates } from "./specials";
import { stats } from "./stats";
import { cloneState, findChar } from "./state";
import type { CardId, ChronoState } from "./types";

/**
 * Previews for the web view: pure functions on a seat's redacted view (they never change it). They read only public
 * zones and the seat's own hand, so they ignore enemies' face-down traps: the numbers are what happens if no trap
 * fires. An illegal move gives the typed error that `apply` would throw.
 */
export type Preview<T> = ({ ok: true } & T) | { ok: false; code: ChronoErrorCode; zh: string; en: string };
export type TargetRef = { kind: "character"; seat: number; uid: number } | { kind: "player"; seat: number };

const refuse = (code: ChronoErrorCode): { ok: false; code: ChronoErrorCode } & LocalText => ({ ok: false, code, ...CHRONO_ERRORS[code] });

export interface AttackPreview extends AttackNumbers {
  attacker: number;
  target: TargetRef;
  /** 心等 (a character) or 生存時間 (a player) before and after this attack. */
  before: number;
  after: number;
  defeats: boolean;
}

/** Damage of an attack with 上位 / 下位, guards and 精準 (spec §1.6). Does not require the attack phase. */
export function previewAttack(v: ChronoState, seat: number, attacker: number, target: TargetRef): Preview<AttackPreview> {
  const ap = attackerProblem(v, seat, attacker);
  if (ap) return refuse(ap);
  const t = target.kind === "player" ? { seat: target.seat, uid: -1 } : { seat: target.seat, uid: target.uid };
  const tp = targetProblem(v, seat, t);
  if (tp) return refuse(tp);
  const a = findChar(v, attacker)!;
  const n = attackNumbers(v, seat, a.c, t);
  const before = t.uid < 0 ? v.players[t.seat].time : stats(v, t.seat, findChar(v, t.uid)!.c).heart;
  const after = Math.max(0, before - n.damage);
  return { ok: true, ...n, attacker, target, before, after, defeats: after <= 0 };
}

export interface Numbers {
  atk: number;
  heart: number;
  maxHeart: number;
  guard: number;
  allowance: number;
}
export interface BlessPreview {
  card: CardId;
  target: TargetRef;
  oneShot: boolean;
  /** The target character's numbers before and after (null after: it would be defeated). */
  character?: { before: Numbers; after: Numbers | null };
  /** The target player's 生存時間 before and after, and the numbers of each of their characters that change. */
  time?: { before: number; after: number };
  characters?: { uid: number; before: Numbers; after: Numbers | null }[];
  /** Cards the owner of the target would draw (萬象更新). */
  draws: number;
}

/** What a 加持 changes (spec §1.7): run on a copy of the view; the view itself is not touched. */
export function previewBless(v: ChronoState, seat: number, card: CardId, target: TargetRef): Preview<BlessPreview> {
  if (!v.players[seat]?.hand.includes(card)) return refuse("card_not_in_hand");
  const def = effectDef(v, card);
  if (!def) return refuse("not_an_effect");
  const bt: BlessTarget = target.kind === "player" ? { seat: target.seat } : { uid: target.uid };
  const problem = blessProblem(v, def, bt);
  if (problem) return refuse(problem);
  const copy = cloneState(v);
  const watched = target.kind === "player" ? copy.players[target.seat].field.map((c) => c.uid) : [target.uid];
  const numbers = (s: ChronoState, uid: number): Numbers | null => {
    const ref = findChar(s, uid);
    if (!ref) return null;
    const st = stats(s, ref.seat, ref.c);
    return { atk: st.atk, heart: st.heart, maxHeart: st.maxHeart, guard: st.guard, allowance: st.allowance };
  };
  const before = watched.map((uid) => numbers(copy, uid)!);
  const timeBefore = target.kind === "player" ? copy.players[target.seat].time : 0;
  bless({ s: copy, events: [] }, seat, card, bt);
  const draws = copy.players.reduce((n, p, i) => n + p.owedDraws - v.players[i].owedDraws, 0);
  if (target.kind === "character") return { ok: true, card, target, oneShot: def.oneShot, character: { before: before[0], after: numbers(copy, target.uid) }, draws };
  const characters = watched.map((uid, i) => ({ uid, before: before[i], after: numbers(copy, uid) })).filter((c) => JSON.stringify(c.before) !== JSON.stringify(c.after));
  return { ok: true, card, target, oneShot: def.oneShot, time: { before: timeBefore, after: copy.players[target.seat].time }, characters, draws };
}

/**
 * Which targets a card in hand, or a character on the seat's field, may take, for highlighting: an effect's legal
 * 加持 targets; a character card's 出場時 special picks (停擺, 漲潮); an attacker's attack targets. Traps take none.
 */
export function legalTargets(v: ChronoState, seat: number, ref: { card: CardId } | { attacker: number }): TargetRef[] {
  const character = (uid: number): TargetRef => ({ kind: "character", seat: findChar(v, uid)!.seat, uid });
  if ("attacker" in ref) {
    if (attackerProblem(v, seat, ref.attacker)) return [];
    return attackTargets(v, seat).map((t) => (t.uid < 0 ? { kind: "player", seat: t.seat } : character(t.uid)));
  }
  if (!v.players[seat]?.hand.includes(ref.card)) return [];
  const d = defOf(v, ref.card);
  if (d?.kind === "effect") return blessTargets(v, d).map((t) => ("uid" in t ? character(t.uid) : { kind: "player", seat: t.seat }));
  if (d?.kind === "character") return specialCandidates(v, seat, ref.card).map(character);
  return [];
}
