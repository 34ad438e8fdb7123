import type { TurnKind } from "./turn";
import { createStore, local } from "./store";

const SOUND_KEY = "wuxing.sound";

/** Whether this browser plays the turn chime (on unless turned off; it follows a signed-in account, accountPrefs.ts). */
export const soundStore = createStore<boolean>(local.get(SOUND_KEY) !== "off");

export function saveSound(on: boolean) {
  local.set(SOUND_KEY, on ? "on" : "off");
  soundStore.set(on);
}

/**
 * The chime marks the moment a decision becomes yours: your turn starting, or a window opening for you to respond.
 * Staying in the same state (a patch within your turn) or a turn ending plays nothing, so it never repeats per move.
 */
export function chimeDue(before: TurnKind | null, now: TurnKind | null): boolean {
  const yours = (k: TurnKind | null) => k === "mine" || k === "respond";
  return yours(now) && !yours(before);
}

/** The chime itself loads on first use: most page views never need it, and every game's bundle would carry it. */
export function playChime() {
  import("./chime").then((m) => m.playChime(), () => undefined);
}
