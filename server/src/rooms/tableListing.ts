import { updateLobby, type Room } from "@colyseus/core";
import type { AnyEngine } from "../../../shared/src/core/engine";
import type { ModeTableState } from "./schema";
import type { Settings } from "./tableOptions";

/** A table as the lobby lists it (Colyseus room metadata). */
export function tableListing(engine: AnyEngine, state: ModeTableState, settings: Settings, createdAt: number, options: unknown) {
  return {
    mode: engine.id,
    code: state.code,
    status: state.status,
    private: settings.private,
    rated: settings.rated,
    watchable: settings.watchable,
    seatCount: settings.seats,
    taken: state.seats.filter((s) => s.occupied).length,
    players: state.seats.map((s) => (s.occupied ? s.name : "")),
    /** Beside each name, as at the table: a signed-in player's rating in a rated mode ("?" while provisional). */
    ratings: state.seats.map((s) => (s.occupied && s.rating > 0 ? { rating: s.rating, provisional: s.provisional } : null)),
    spectators: state.spectators,
    turn: state.turn,
    turnSeconds: settings.turnSeconds,
    createdAt,
    ...(engine.optionsLabel ? { optionsLabel: engine.optionsLabel(options) } : {}),
  };
}

/** Metadata feeds the lobby; Colyseus 0.16 tells realtime lobbies only when asked (`updateLobby`). */
export async function publishListing(room: Room, listing: ReturnType<typeof tableListing>): Promise<void> {
  await room.setMetadata(listing);
  updateLobby(room);
}
