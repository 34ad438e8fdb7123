/**
 * Each mode's `fromWire`: the decoded schema (colyseus.js rebuilds it from the handshake) → the position as one
 * viewer sees it, the same value as the engine's own view, so views and previews run the shared engine on it.
 * Readers load with their mode (games/index.ts); only the readers, never the server's schema classes.
 */
import { loadedPart, loadPart, modeModules } from "./index";

/** The viewer's position; null when the mode has no reader, the game has not started, or the reader is loading. */
export function viewFromWire(mode: string, game: unknown, viewer: number | "spectator"): unknown {
  const read = loadedPart(mode, "fromWire");
  if (!read || !game) return null;
  try {
    return read(game, viewer);
  } catch (e) {
    console.warn("could not read the game state", e);
    return null;
  }
}

/** True when `viewFromWire` can read this mode now; otherwise starts loading it and calls `onReady` once it can. */
export function readerReady(mode: string, onReady: () => void): boolean {
  if (!modeModules(mode) || loadedPart(mode, "fromWire")) return true;
  loadPart(mode, "fromWire").then(onReady, (e: unknown) => console.warn(`could not load the reader of ${mode}`, e));
  return false;
}
