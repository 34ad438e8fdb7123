import { CFE_ERRORS } from "./errors";
import { seatToken } from "../../core/text";
import { applyByMutation, botLevelFor, type GameEngine, type GameResult, type Viewer } from "../../core/engine";
import { CfeActionSchema, type CfeAction } from "./actions";
import { applyMut } from "./apply";
import { chooseBotAction } from "./bots";
import { BASE_REGISTRY, type FormationRegistry } from "./formations";
import { cfeInvariants } from "./invariants";
import { legalActions } from "./legal";
import { seatsOfTeam } from "./seats";
import { CfeOptionsSchema, setupCfe, type CfeOptions } from "./setup";
import { cloneState } from "./state";
import type { CfeState } from "./types";
import { redact } from "./view";

export type CfeEngine = GameEngine<CfeState, CfeAction, CfeOptions> & { readonly registry: FormationRegistry };

/**
 * 五行戰鬥牌 (rules v5.16) as a GameEngine. `createCfeEngine(registry)` builds it over any formation registry, so
 * advanced rules and the co-op mode can add formations without touching the core.
 */
export function createCfeEngine(registry: FormationRegistry = BASE_REGISTRY): CfeEngine {
  const engine: CfeEngine = {
    id: "cfe",
    version: "1",
    names: { zh: "五行戰鬥牌", en: "Five Elements Battle Cards" },
    seatCounts: [2, 4],
    optionsSchema: CfeOptionsSchema,
    actionSchema: CfeActionSchema,
    errors: CFE_ERRORS,
    // A personal deck list is its owner's secret; the preconstructed one is public content.
    publicOptions: (o) => ({ ...o, ...(o.decks ? { decks: o.decks.map((d) => (typeof d === "string" ? d : "custom")) } : {}) }),
    registry,

    setup: (options, seed, seatCount) => setupCfe(options, seed, seatCount),
    activeSeats: (s) => (s.phase === "over" ? [] : [s.current]),

    ...applyByMutation<CfeState, CfeAction>(cloneState, (s, seat, action, events) => applyMut(registry, s, seat, action, events)),

    legalActions: (s, seat) => legalActions(registry, s, seat),
    view: (s, viewer: Viewer) => redact(s, viewer),

    result(s): GameResult | null {
      if (s.phase !== "over") return null;
      if (s.draw) return { winners: [], draw: true, summary: { zh: "雙方同時歸零，平手。", en: "Both sides fell to 0 at once: a draw." } };
      const team = s.winnerTeams![0];
      const winners = seatsOfTeam(s, team);
      const zhNames = winners.map(seatToken).join("、");
      const enNames = winners.map(seatToken).join(" and ");
      return {
        winners,
        draw: false,
        summary: s.mode === "1v1" ? { zh: `${zhNames}獲勝（剩 ${s.hp[team]} 點生命）。`, en: `${enNames} wins with ${s.hp[team]} HP left.` } : { zh: `${zhNames}的隊伍獲勝（剩 ${s.hp[team]} 點生命）。`, en: `The team of ${enNames} wins with ${s.hp[team]} HP left.` },
      };
    },

    // No search bot: "search" plays greedy (botLevelFor).
    bot: (s, seat, rng, level) => chooseBotAction(registry, s, seat, rng, botLevelFor(engine, level)),
    invariants: (s) => cfeInvariants(s),
    turnNumber: (s) => s.turn,
  };
  return engine;
}

export const cfeEngine = createCfeEngine();
