import { DEFAULT_BOT_LEVELS, type AnyEngine } from "../../shared/src/core/engine";
import type { WireBinding } from "../../shared/src/core/wire";
import { ENGINES } from "../../shared/src/games";
import { WIRES } from "../../shared/src/games/wires";
import { tableStateFor, type ModeTableState } from "./rooms/schema";

/** A game mode this server hosts: one room name, one engine, its schema and sync step. */
export interface GameMode {
  id: string;
  engine: AnyEngine;
  wire: WireBinding;
  State: new () => ModeTableState;
}

const MODES: GameMode[] = Object.values(ENGINES)
  .filter((engine) => WIRES[engine.id])
  .map((engine) => ({ id: engine.id, engine, wire: WIRES[engine.id], State: tableStateFor(WIRES[engine.id].Game) }));

/** Engines with a wire binding are hosted; an engine still without one stays engine-only (simulate, tests). */
export function hostedModes(): GameMode[] {
  return MODES;
}

export function hostedMode(id: string): GameMode | undefined {
  return MODES.find((m) => m.id === id);
}

export function describeModes() {
  return hostedModes().map(({ id, engine }) => ({
    id,
    name: engine.names,
    seats: engine.seatCounts,
    engineVersion: engine.version,
    /** The bot strengths this engine plays distinctly (the table form offers those). */
    botLevels: engine.botLevels ?? DEFAULT_BOT_LEVELS,
    /** The turn clock a new table gets when its host names none (the table form starts from it). */
    turnSeconds: engine.defaultTurnSeconds ?? 0,
  }));
}
