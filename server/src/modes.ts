import type { AnyEngine } from "../../shared/src/core/engine";
import { ENGINES } from "../../shared/src/games";

/** A game mode this server hosts: one room name, one engine. */
export interface GameMode {
  id: string;
  engine: AnyEngine;
}

export function hostedModes(): GameMode[] {
  return Object.values(ENGINES).map((engine) => ({ id: engine.id, engine }));
}

export function describeModes() {
  return hostedModes().map(({ id, engine }) => ({
    id,
    name: engine.names,
    seats: engine.seatCounts,
    engineVersion: engine.version,
  }));
}
