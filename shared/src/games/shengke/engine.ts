import { botLevelFor, type ApplyResult, type GameEngine, type GameEvent, type GameResult, type Viewer } from "../../core/engine";
import { shengkeActionSchema, type ShengkeAction } from "./actions";
import { applyAction } from "./apply";
import { botAction } from "./bots";
import { finalScores } from "./flow";
import { invariants } from "./invariants";
import { canAnswer, legalActions } from "./legal";
import { shengkeOptionsSchema, type ShengkeOptions } from "./options";
import { setupState } from "./setup";
import { publicOptions } from "./publicOptions";
import { cloneState } from "./state";
import type { ShengkeState } from "./types";
import { viewState } from "./view";
import { SHENGKE_ERRORS, ruleError } from "./errors";

function requireTwoSeats(seatCount: number): void {
  if (seatCount !== 2) throw ruleError("bad_action", { zh: "生剋棋為兩人遊戲", en: "生剋棋 is a two-player game" });
}

/** 生剋棋──百咒合戰 (seed 000_3f29de9de4dbecbe). Rules decisions: docs/rules/shengke.md. */
export const shengkeEngine: GameEngine<ShengkeState, ShengkeAction, ShengkeOptions> = {
  id: "shengke",
  version: "1",
  names: { zh: "生剋棋──百咒合戰", en: "Sheng-Ke Chess: Hundred Curses" },
  seatCounts: [2],
  optionsSchema: shengkeOptionsSchema,
  actionSchema: shengkeActionSchema,
  errors: SHENGKE_ERRORS,

  setup(options: ShengkeOptions, seed: string, seatCount: number): ShengkeState {
    requireTwoSeats(seatCount);
    return setupState(options, seed);
  },

  setupWithEvents(options: ShengkeOptions, seed: string, seatCount: number) {
    requireTwoSeats(seatCount);
    const events: GameEvent[] = [];
    return { state: setupState(options, seed, events), events };
  },

  publicOptions,

  rematchOptions: (finished, options) => ({ ...options, firstPlayer: finished.first === 0 ? 1 : 0 }),

  activeSeats: (s) => (s.over ? [] : [s.priority.seat]),
  turnOwner: (s) => (s.over ? null : s.active),
  // Priority outside "main" is a window to activate curses (seed: 咒術卡 timing); passing declines it.
  responseWindow: (s, seat) =>
    s.over || s.priority.seat !== seat || s.priority.mode === "main" ? null : { pass: { type: "pass" }, ownTurn: s.active === seat, canRespond: () => canAnswer(s, seat) },

  apply(state: ShengkeState, seat: number, action: ShengkeAction): ApplyResult<ShengkeState> {
    const parsed = shengkeActionSchema.safeParse(action);
    if (!parsed.success) throw ruleError("bad_action", { zh: parsed.error.issues[0]?.message ?? "", en: parsed.error.issues[0]?.message ?? "" });
    const s = cloneState(state);
    const events: GameEvent[] = [];
    applyAction(s, seat, parsed.data, events);
    return { state: s, events };
  },

  applyInPlace(state: ShengkeState, seat: number, action: ShengkeAction): GameEvent[] {
    const events: GameEvent[] = [];
    applyAction(state, seat, action, events);
    return events;
  },

  legalActions,

  view: (s: ShengkeState, viewer: Viewer) => viewState(s, viewer),

  result(s: ShengkeState): GameResult | null {
    if (!s.over) return null;
    const r = finalScores(s);
    return { winners: r.winner === null ? [] : [r.winner], draw: r.winner === null, scores: r.scores, summary: { zh: r.zh, en: r.en } };
  },

  // No search bot: "search" plays greedy (botLevelFor).
  bot: (s, seat, rng, level) => botAction(s, seat, rng, botLevelFor(shengkeEngine, level)),

  invariants,

  turnNumber: (s) => s.turn,
};
