import { applyByMutation, type GameEngine, type GameResult, type Viewer } from "../../core/engine";
import { seatToken } from "../../core/text";
import { SlayingActionSchema, type SlayingAction } from "./actions";
import { applyMut } from "./apply";
import { chooseBotAction } from "./bots";
import { MODES, RULES } from "./content";
import { armyReplayMs } from "./replayTiming";
import { SLAYING_ERRORS } from "./errors";
import { slayingInvariants } from "./invariants";
import { legalActions } from "./legal";
import { SEAT_COUNTS, SlayingOptionsSchema, optionsLabel, setupSlaying, type SlayingOptions } from "./setup";
import { cloneState } from "./state";
import type { SlayingState } from "./types";
import { redact } from "./view";

/**
 * 弒魔戰爭 as a GameEngine: 1–5 player seats against the army, which is not a seat — its turn runs inside the
 * `apply` that ends a player's turn, so `activeSeats` lists players only.
 */
export const slayingEngine: GameEngine<SlayingState, SlayingAction, SlayingOptions> = {
  id: "slaying",
  version: "1",
  names: { zh: "弒魔戰爭", en: "Demon-Slaying War" },
  seatCounts: SEAT_COUNTS,
  optionsSchema: SlayingOptionsSchema,
  actionSchema: SlayingActionSchema,
  errors: SLAYING_ERRORS,
  // The web view plays the army's turn step by step from its lines' data (army/turn.ts).
  liveEventData: true,
  // Bots at the table wait for that replay before they move (issue 24).
  replayMs: (events) => armyReplayMs(events),
  cooperative: true,
  defaultTurnSeconds: RULES.tableClock.turnSeconds,

  setup: (options, seed, seats) => setupSlaying(options, seed, seats),
  optionsLabel,
  activeSeats: (s) => (s.phase === "over" ? [] : [s.current]),

  ...applyByMutation(cloneState, applyMut),

  legalActions: (s, seat) => legalActions(s, seat),
  view: (s, viewer: Viewer) => redact(s, viewer),

  result(s): GameResult | null {
    if (!s.outcome) return null;
    const { result, score } = s.outcome;
    const all = Array.from({ length: s.seats }, (_, i) => i);
    const names = all.map(seatToken);
    const won = result === "victory";
    const how: Record<typeof result, { zh: string; en: string }> = {
      victory: { zh: "擊敗了魔王", en: "defeated the Demon King" },
      defeat_hp: { zh: "挑戰失敗：隊伍生命歸零", en: "failed: the team's HP reached 0" },
      defeat_time: { zh: "挑戰失敗：回合數耗盡", en: "failed: out of turns" },
    };
    const parts = { zh: `基礎 ${score.base}＋碎片 ${score.shards}＋點數 ${score.points}＋回合 ${score.turns}＋生命 ${score.hp}`, en: `base ${score.base} + shards ${score.shards} + points ${score.points} + turns ${score.turns} + HP ${score.hp}` };
    return {
      winners: won ? all : [],
      draw: false,
      scores: all.map(() => score.total),
      summary: {
        zh: `${names.join("、")}${how[result].zh}（${s.options.difficulty}），積分 ${score.total}（${parts.zh}）。`,
        en: `${names.join(", ")} ${how[result].en} (${MODES[s.options.difficulty].en}); score ${score.total} (${parts.en}).`,
      },
    };
  },

  // The bots read only what their seat sees (tests/shared/slaying/bots.test.ts permutes every hidden card and checks
  // that no choice changes), so they run on the state itself rather than paying for a redacted copy per move.
  bot: (s, seat, rng, level) => chooseBotAction(s, seat, rng, level),
  invariants: (s) => slayingInvariants(s),
  turnNumber: (s) => s.turn,
};
