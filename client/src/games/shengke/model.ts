/**
 * View helpers for 生剋棋: reading the engine view, orientation, and previews computed by the shared engine
 * (`legalActions`, `preview`) on the viewer's own redacted state — the client never re-implements a rule.
 */
import { ELEMENTS, ELEMENT_EN, ELEMENT_ZH, type Element } from "../../../../shared/src/core/elements";
import type { ShengkeAction } from "../../../../shared/src/games/shengke/actions";
import { cellName, rangeCells } from "../../../../shared/src/games/shengke/board";
import { curseElements, CURSE_BY_ID, type CurseDef } from "../../../../shared/src/games/shengke/content";
import { canAnswer, changesSomething, legalActions } from "../../../../shared/src/games/shengke/legal";
import { previewOutcome, type Preview } from "../../../../shared/src/games/shengke/preview";
import type { Facing, ShengkeState } from "../../../../shared/src/games/shengke/types";
import { autoPasses, type AutoPass } from "../../../../shared/src/protocol/autoPass";
import type { LocalText } from "../../i18n";

export type { ShengkeAction, ShengkeState, Preview, Element, CurseDef };
export { ELEMENTS, cellName, rangeCells, legalActions, CURSE_BY_ID, curseElements };

export const EL_ZH = ELEMENT_ZH;
export const elText = (e: Element): LocalText => ({ zh: ELEMENT_ZH[e], en: ELEMENT_EN[e].toLowerCase() });
export const kindText = (k: "soul" | "spirit"): LocalText => (k === "soul" ? { zh: "魂", en: "魂 (soul)" } : { zh: "魄", en: "魄 (spirit)" });

export function asState(v: unknown): ShengkeState | null {
  const s = v as ShengkeState | null;
  return s && typeof s === "object" && s.game === "shengke" && Array.isArray(s.board) && Array.isArray(s.players) ? s : null;
}

/** The order cells are drawn in: seen from `bottomSeat`'s side (seat 0 sits south, seat 1 north). */
export function displayCells(bottomSeat: number): number[] {
  const out: number[] = [];
  for (let row = 0; row < 5; row++)
    for (let col = 0; col < 5; col++) {
      const y = bottomSeat === 0 ? 4 - row : row;
      const x = bottomSeat === 0 ? col : 4 - col;
      out.push(y * 5 + x);
    }
  return out;
}

/** CSS rotation of a card with `facing` on a board seen from `bottomSeat`'s side. */
export const cardRotation = (facing: Facing, bottomSeat: number) => (facing * 90 + (bottomSeat === 0 ? 0 : 180)) % 360;

export function sameAction(a: ShengkeAction, b: ShengkeAction): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Legal actions of `seat` on its own view (empty for spectators). */
export function legalFor(s: ShengkeState, seat: number | null): ShengkeAction[] {
  if (seat === null) return [];
  try {
    return legalActions(s, seat);
  } catch {
    return [];
  }
}

export interface RichPreview {
  kind: "summon" | "judge" | "curse" | "action";
  legal: boolean;
  error?: LocalText;
  /** The combined effect: the action, then (for a summon) the judgement, (for a curse) the opponent letting it resolve. */
  result: Preview | null;
  /** What the action itself costs (the curse cost after 減免). */
  curseCost?: Partial<Record<Element, number>>;
  title: LocalText;
}

/** Preview an action for `seat` on this seat's view, through the engine's own outcome preview. */
export function richPreview(s: ShengkeState, seat: number, action: ShengkeAction): RichPreview {
  const title: LocalText = { zh: "", en: "" };
  const kind = action.type === "summon" ? "summon" : action.type === "curse" ? "curse" : action.type === "judge" ? "judge" : "action";
  let first: Preview, outcome: Preview;
  try {
    ({ first, outcome } = previewOutcome(s, seat, action));
  } catch (e) {
    return { kind: "action", legal: false, error: { zh: String(e), en: String(e) }, result: null, title };
  }
  if (!first.legal) return { kind: kind === "judge" ? "action" : kind, legal: false, error: first.error, result: first, title };
  return { kind, legal: true, result: outcome, ...(action.type === "curse" ? { curseCost: first.curseCost } : {}), title };
}

/** The curse card's definition from a view (null for hidden ones). */
export function curseDef(s: ShengkeState, id: string): CurseDef | null {
  const c = s.curses[id];
  return c ? CURSE_BY_ID[c.def] ?? null : null;
}

export function costLabel(cost: Partial<Record<Element, number>>, kind: "魂" | "魄"): LocalText {
  const parts = ELEMENTS.filter((e) => (cost[e] ?? 0) > 0);
  if (!parts.length) return { zh: "免費", en: "free" };
  return {
    zh: parts.map((e) => `${cost[e]}${ELEMENT_ZH[e]}${kind}`).join("＋"),
    en: parts.map((e) => `${cost[e]} ${ELEMENT_EN[e].toLowerCase()} ${kind}`).join(" + "),
  };
}

export function curseCost(def: CurseDef): Partial<Record<Element, number>> {
  const out: Partial<Record<Element, number>> = {};
  for (const e of curseElements(def)) out[e] = def.cost.souls[e];
  return out;
}

/** Which must-action the turn's player faces now (for the phase bar and `data-must`). */
export type Must = "chooseDie" | "token" | "draw" | "summon" | "judge" | "endPhase" | "pass" | "autoPass" | "autoStep" | "turnPass" | "wait" | "over" | "watch";

/**
 * Actions open from the draw phase to the end of the turn (spend 魂 to draw, 魄 to return a beast or reclaim a
 * curse): passing a phase does not take them away, so they do not hold a phase open.
 */
const TURN_LONG: readonly ShengkeAction["type"][] = ["soulDraw", "returnBeast", "reclaim"];

/**
 * The step the client takes for the player: on their own main priority, when the phase offers exactly one action (a
 * draw, the judgement, "done") besides the turn-long ones above. Never a decision: with two phase actions, a curse
 * that changes something or an avatar there is no step, and the end phase's "done" (the last moment this turn for
 * the turn-long actions) waits for a click while any of them is open.
 */
export function autoStepOf(s: ShengkeState, seat: number | null, legal: ShengkeAction[]): ShengkeAction | null {
  if (s.over || seat === null || s.priority.seat !== seat || s.priority.mode !== "main") return null;
  // A curse that would add nothing (legal.ts `changesSomething`) does not hold a step open either.
  const steps = legal.filter((a) => !TURN_LONG.includes(a.type) && changesSomething(s, seat, a));
  if (steps.length !== 1) return null;
  if (s.phase === "end" && legal.some((a) => TURN_LONG.includes(a.type))) return null;
  return steps[0];
}

/** The hand card every legal summon uses, when there is exactly one such card. */
export function soleSummonCard(legal: ShengkeAction[]): string | null {
  let card: string | null = null;
  for (const a of legal) {
    if (a.type !== "summon") continue;
    if (card !== null && a.card !== card) return null;
    card = a.card;
  }
  return card;
}

/**
 * 「結束回合」 and 「本回合不再回應」 (issue 25, item 3): one click that declines what is left of a turn. `own`: the
 * player's own turn goes on through its single phase steps (draw, the judgement, each "done") although a curse,
 * 魂 draw or 魄 return is still open; `windows`: the opponent's phase windows of this turn are passed. Either ends at
 * the turn's end, at any click of the player's own, and when a curse is cast (a chain asks again: something new
 * happened). A summon, token or die still waits for the player: the request declines options, it never decides.
 */
export interface TurnPass {
  turn: number;
  kind: "own" | "windows";
  /** `cursesPlayed` when it was asked: a curse cast since (even one resolved between two renders) ends it. */
  curses: number;
}

/** Curse cards on both sides' zones and discards: grows by one with every curse cast. */
export const cursesPlayed = (s: ShengkeState): number =>
  s.players.reduce((n, p) => n + p.curseDiscard.length + Object.values(p.curseZones).filter((z) => z !== null).length, 0);

/** The phase steps 「結束回合」 takes for the player; anything else (a summon, a token, a die) stops it. */
const TURN_PASS_STEPS: readonly ShengkeAction["type"][] = ["draw", "judge", "endPhase"];

/** The step a turn-pass request takes now, if it still holds here (see TurnPass). */
export function turnPassStep(s: ShengkeState, seat: number | null, legal: ShengkeAction[], req: TurnPass | null): ShengkeAction | null {
  if (!req || !turnPassHolds(s, seat, req) || s.priority.seat !== seat) return null;
  if (req.kind === "windows") return s.priority.mode === "phase" && s.active !== seat ? { type: "pass" } : null;
  if (s.priority.mode !== "main" || s.active !== seat) return null;
  const musts = legal.filter((a) => !TURN_LONG.includes(a.type) && a.type !== "curse" && a.type !== "avatar");
  return musts.length === 1 && TURN_PASS_STEPS.includes(musts[0].type) ? musts[0] : null;
}

/**
 * Whether a request made earlier still stands in this position: the same turn, no curse cast since. A curse reclaimed
 * from a discard (fewer curses played) is not one cast: it leaves the request standing.
 */
export function turnPassHolds(s: ShengkeState, seat: number | null, req: TurnPass): boolean {
  return !s.over && seat !== null && s.turn === req.turn && s.priority.mode !== "chain" && cursesPlayed(s) <= req.curses;
}

/**
 * Which one-click turn pass to offer the player here, if any: 「結束回合」 on their own turn when only optional
 * actions (a curse, a draw with 魂…) hold a single phase step open; 「本回合不再回應」 in the opponent's phase window;
 * neither in the end phase.
 */
export function turnPassOffer(s: ShengkeState, seat: number | null, legal: ShengkeAction[]): TurnPass | null {
  // In <5> the turn's last step is already the one Done / Pass button: a second button would do the same.
  if (s.over || seat === null || s.priority.seat !== seat || s.phase === "end") return null;
  const req: TurnPass = { turn: s.turn, kind: s.active === seat ? "own" : "windows", curses: cursesPlayed(s) };
  return turnPassStep(s, seat, legal, req) ? req : null;
}

/**
 * `autoPass`: your response-window preference as the server confirmed it. A window it declines is "autoPass": the
 * room passes it for you after a human-like pause, so the bar says so instead of asking (the same rule as the room's,
 * on your own view: your hand is yours to see).
 */
export function mustOf(s: ShengkeState, seat: number | null, legal: ShengkeAction[], autoPass: AutoPass | null = null): Must {
  if (s.over) return "over";
  if (seat === null) return "watch";
  if (s.priority.seat !== seat) return "wait";
  if (s.priority.mode !== "main") return autoPass && autoPasses(autoPass, s.active === seat, () => canAnswer(s, seat, legal)) ? "autoPass" : "pass";
  const has = (t: ShengkeAction["type"]) => legal.some((a) => a.type === t);
  if (has("chooseDie")) return "chooseDie";
  if (has("token")) return "token";
  if (has("draw")) return "draw";
  if (has("summon")) return "summon";
  if (has("judge")) return "judge";
  return "endPhase";
}

export function cellLabel(c: number): string {
  return cellName(c);
}
