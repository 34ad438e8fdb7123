/**
 * Each mode's `fromWire`: the decoded schema (colyseus.js rebuilds it from the handshake) → the position as one
 * viewer sees it, the same value as the engine's own view, so views and previews run the shared engine on it.
 * Only the readers are imported here (type-only schema imports), never the server's schema classes.
 */
import { cfeFromWire } from "../../../shared/src/games/cfe/wire/fromWire";
import { drawPassFromWire } from "../../../shared/src/games/drawpass/wire/fromWire";
import { duelFromWire } from "../../../shared/src/games/duelist/wire/fromWire";
import { shengkeFromWire } from "../../../shared/src/games/shengke/wire/fromWire";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FromWire = (game: any, viewer: number | "spectator") => unknown;

export const FROM_WIRE: Record<string, FromWire> = {
  shengke: shengkeFromWire,
  cfe: cfeFromWire,
  drawpass: drawPassFromWire,
  duelist: duelFromWire,
};

/** The viewer's position, or null when the mode has no reader or the game has not started. */
export function viewFromWire(mode: string, game: unknown, viewer: number | "spectator"): unknown {
  const read = Object.prototype.hasOwnProperty.call(FROM_WIRE, mode) ? FROM_WIRE[mode] : null;
  if (!read || !game) return null;
  try {
    return read(game, viewer);
  } catch (e) {
    console.warn("could not read the game state", e);
    return null;
  }
}
