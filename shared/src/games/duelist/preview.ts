import type { GameEvent } from "../../core/engine";
import { isRuleError } from "../../core/errors";
import type { LocalText } from "../../core/text";
import { applyMut } from "./apply";
import { cardDef } from "./content";
import { FAILURES, type FailureCode } from "./errors";
import { cloneState, findUnit, opponent } from "./state";
import type { DuelState, Unit } from "./types";

/**
 * Previews for the web view, run on a seat's redacted view (pure: the view is copied, never changed). An attack
 * is fully determined by the public field, so its preview is exact: the 交鋒 step by step ("R1 Taunt: 7 → 3,
 * Stab 2 → 6, strikes first", …) and the outcome. A 秘笈 preview gives its text, whether it would fail and why
 * (exact: the view holds everything failure depends on), and the effects when they involve no chance and no card
 * the seat cannot see.
 */
export interface PreviewError {
  ok: false;
  code: string;
  zh: string;
  en: string;
}

export interface PreviewStep extends LocalText {
  /** "start", "ult", "R1", "lime", "R2", "R3", "bell", "end", "base", or the event type for other steps. */
  round: string;
  type: string;
}

export interface UnitOutcome {
  id: number;
  def: string;
  before: { hp: number; zui: number; an: number; tong: number };
  /** null when it left the field (fell, destroyed). */
  after: { hp: number; zui: number; an: number; tong: number } | null;
}

export interface AttackPreview {
  ok: true;
  kind: "clash" | "base";
  steps: PreviewStep[];
  attacker: UnitOutcome;
  defender: UnitOutcome | null;
  /** 本陣 damage and the 本陣 after it (base attacks). */
  baseDamage: number;
  baseAfter: number;
  /** The attack wins the game. */
  wins: boolean;
}

export interface CastPreview {
  ok: true;
  card: string;
  name: LocalText;
  cost: number;
  text: LocalText;
  /** Why it would fail (SEED §8: refund and draw 1), or null when it resolves. */
  fails: (LocalText & { code: FailureCode }) | null;
  /** The effects are certain (no random choice, no hidden card involved); otherwise `steps` is one possible outcome. */
  exact: boolean;
  steps: PreviewStep[];
}

const stats = (u: Unit) => ({ hp: u.hp, zui: u.zui, an: u.an, tong: u.tong });
const steps = (events: readonly GameEvent[]): PreviewStep[] => events.filter((e) => !e.visibleTo).map((e) => ({ round: String(e.data?.round ?? e.type), type: e.type, zh: e.zh, en: e.en }));

function trial(view: DuelState, seat: number, action: Parameters<typeof applyMut>[2]): { after: DuelState; events: GameEvent[] } | PreviewError {
  const after = cloneState(view);
  const events: GameEvent[] = [];
  try {
    applyMut(after, seat, action, events);
  } catch (e) {
    if (isRuleError(e)) return { ok: false, code: e.code, zh: e.zh, en: e.en };
    throw e;
  }
  return { after, events };
}

export function previewAttack(view: DuelState, seat: number, unit: number, target: number | "base-stab" | "base-dart"): AttackPreview | PreviewError {
  const t = trial(view, seat, { type: "attack", unit, target });
  if ("ok" in t) return t;
  const outcome = (id: number): UnitOutcome => {
    const before = findUnit(view, id)!.unit;
    const now = findUnit(t.after, id);
    return { id, def: before.def, before: stats(before), after: now ? stats(now.unit) : null };
  };
  const foe = opponent(seat);
  return {
    ok: true,
    kind: typeof target === "number" ? "clash" : "base",
    steps: steps(t.events),
    attacker: outcome(unit),
    defender: typeof target === "number" ? outcome(target) : null,
    baseDamage: view.players[foe].base - t.after.players[foe].base,
    baseAfter: t.after.players[foe].base,
    wins: t.after.phase === "over" && t.after.winner === seat,
  };
}

export function previewCast(view: DuelState, seat: number, card: number): CastPreview | PreviewError {
  const t = trial(view, seat, { type: "cast", card });
  if ("ok" in t) return t;
  const c = view.players[seat].hand.find((x) => x.id === card)!;
  const d = cardDef(c.def);
  if (d.kind !== "secret") throw new Error("unreachable: cast accepted a 江湖人");
  const failed = t.events.find((e) => e.type === "cast_failed");
  const code = failed?.data?.reason as FailureCode | undefined;
  const random = t.after.rng.some((x, i) => x !== view.rng[i]);
  const touchesHidden = t.events.some((e) => e.type === "draw" || e.type === "fatigue" || e.type === "overdraw");
  return {
    ok: true,
    card: c.def,
    name: { zh: d.zh, en: d.en },
    cost: c.cost,
    text: d.text,
    fails: code ? { code, ...FAILURES[code] } : null,
    exact: !random && !touchesHidden,
    steps: steps(t.events),
  };
}
