import { applyByMutation, type GameEngine, type GameResult, type Viewer } from "../../core/engine";
import { seatToken } from "../../core/text";
import { ChronoActionSchema, type ChronoAction } from "./actions";
import { applyMut } from "./apply";
import { chooseBotAction } from "./bots";
import { CHRONO_ERRORS } from "./errors";
import { owingSeat } from "./draw";
import { chronoInvariants } from "./invariants";
import { legalActions } from "./legal";
import { ChronoOptionsSchema, publicOptions, setupChrono, setupWithEvents, type ChronoOptions } from "./setup";
import { cloneState } from "./state";
import type { ChronoState } from "./types";
import { redact } from "./view";

/** 時序之戰 (時戰卡, Chrono War) as a GameEngine: 2–6 players, free-for-all (spec §1.11). */
export const chronoEngine: GameEngine<ChronoState, ChronoAction, ChronoOptions> = {
  id: "chrono",
  version: "1",
  names: { zh: "時序之戰", en: "Chrono War" },
  seatCounts: [2, 3, 4, 5, 6],
  optionsSchema: ChronoOptionsSchema,
  actionSchema: ChronoActionSchema,
  errors: CHRONO_ERRORS,
  publicOptions,
  // The table view animates attacks and springing traps from the events' data (who, which card, which target).
  liveEventData: true,

  setup: (options, seed, seatCount) => setupChrono(options, seed, seatCount),
  setupWithEvents,
  activeSeats(s) {
    if (s.phase === "over") return [];
    return [owingSeat(s) ?? s.current];
  },

  ...applyByMutation(cloneState, applyMut),

  legalActions: (s, seat) => legalActions(s, seat),
  view: (s, viewer: Viewer) => redact(s, viewer),

  result(s): GameResult | null {
    if (s.phase !== "over") return null;
    const zh = s.winners.map(seatToken).join("、");
    const en = s.winners.map(seatToken).join(" and ");
    const summary =
      s.endReason === "survivor"
        ? { zh: `${zh}存活到最後，獲勝。`, en: `${en} outlives everyone and wins.` }
        : s.endReason === "clock"
          ? { zh: `最後的倖存者同時出局，${zh}場上角色心等總和最高，獲勝。`, en: `The last survivors fell together; ${en} had the most Heart on the board and wins.` }
          : { zh: `${zh}平分勝利。`, en: `${en} share the win.` };
    return { winners: [...s.winners], draw: false, summary };
  },

  bot: (s, seat, rng, level) => chooseBotAction(s, seat, rng, level),
  invariants: (s) => chronoInvariants(s),
  turnNumber: (s) => s.turn,
};
