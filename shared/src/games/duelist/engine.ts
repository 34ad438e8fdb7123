import type { GameEngine, GameEvent, GameResult, Viewer } from "../../core/engine";
import { seatToken } from "../../core/text";
import { DuelActionSchema, type DuelAction } from "./actions";
import { applyMut } from "./apply";
import { mulliganSeat } from "./turn";
import { botAction } from "./bots";
import { DUELIST_ERRORS, ruleError } from "./errors";
import { duelInvariants } from "./invariants";
import { legalActions } from "./legal";
import { DuelOptionsSchema, publicOptions, type DuelOptions } from "./options";
import { setupDuel } from "./setup";
import { cloneState } from "./state";
import type { DuelState } from "./types";
import { redact } from "./view";

function requireTwoSeats(seatCount: number): void {
  if (seatCount !== 2) throw ruleError("bad_seat", { zh: "活俠決鬥者為兩人遊戲", en: "Duelist is a two-player game" });
}

/** 活俠傳：活俠決鬥者 (seed 003_017863818b7f1171). Rules decisions: docs/rules/duelist.md. */
export const duelistEngine: GameEngine<DuelState, DuelAction, DuelOptions> = {
  id: "duelist",
  version: "1",
  names: { zh: "活俠傳：活俠決鬥者", en: "Legend of Mortal: Duelist" },
  seatCounts: [2],
  optionsSchema: DuelOptionsSchema,
  actionSchema: DuelActionSchema,
  errors: DUELIST_ERRORS,
  publicOptions,
  // The table view replays each 交鋒 round by round from the events' numbers (strike, damage, base damage).
  liveEventData: true,
  rematchOptions: (finished, options) => ({ ...options, firstPlayer: finished.first === 0 ? 1 : 0 }),

  setup(options, seed, seatCount) {
    requireTwoSeats(seatCount);
    return setupDuel(options, seed);
  },
  setupWithEvents(options, seed, seatCount) {
    requireTwoSeats(seatCount);
    const events: GameEvent[] = [];
    return { state: setupDuel(options, seed, events), events };
  },

  activeSeats: (s) => (s.phase === "over" ? [] : s.phase === "mulligan" ? [mulliganSeat(s)] : [s.active]),

  apply(state, seat, action) {
    const parsed = DuelActionSchema.safeParse(action);
    if (!parsed.success) throw ruleError("bad_action", { zh: parsed.error.issues[0]?.message ?? "", en: parsed.error.issues[0]?.message ?? "" });
    const s = cloneState(state);
    const events: GameEvent[] = [];
    applyMut(s, seat, parsed.data, events);
    return { state: s, events };
  },

  applyInPlace(state, seat, action) {
    const events: GameEvent[] = [];
    applyMut(state, seat, action, events);
    return events;
  },

  legalActions,
  view: (s: DuelState, viewer: Viewer) => redact(s, viewer),

  result(s): GameResult | null {
    if (s.phase !== "over") return null;
    const bases = s.players.map((p) => p.base);
    if (s.winner === null) return { winners: [], draw: true, scores: bases, summary: { zh: `回合上限到達，雙方本陣生命同為 ${bases[0]}，平手。`, en: `Turn limit reached with both bases at ${bases[0]}: a draw.` } };
    const w = seatToken(s.winner);
    const why =
      s.endReason === "concede" ? { zh: "對手認輸", en: "the opponent conceded" }
      : s.endReason === "turnCap" ? { zh: `回合上限到達，本陣生命 ${bases[s.winner]} 對 ${bases[1 - s.winner]}`, en: `turn limit reached, base ${bases[s.winner]} to ${bases[1 - s.winner]}` }
      : { zh: `對方本陣生命歸 0，己方本陣剩 ${bases[s.winner]}`, en: `the opposing base fell, with ${bases[s.winner]} base HP left` };
    return { winners: [s.winner], draw: false, scores: bases, summary: { zh: `${w} 獲勝（${why.zh}）。`, en: `${w} wins (${why.en}).` } };
  },

  botLevels: ["random", "greedy", "search"],
  bot: (s, seat, rng, level, budget) => botAction(s, seat, rng, level, { maxWork: budget?.work }),
  invariants: duelInvariants,
  turnNumber: (s) => s.turn,
};
