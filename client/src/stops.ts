import { createStore, local } from "./store";

/**
 * Whether a step with exactly one legal action (or nothing but "done") waits for a click. Off by default: such a
 * step completes itself; a player who wants every stop turns it on, and the choice is kept in this browser.
 */
const EVERY_STOP_KEY = "wuxing.everyStop";

export const everyStopStore = createStore<boolean>(local.get(EVERY_STOP_KEY) === "1");

export function setEveryStop(on: boolean) {
  local.set(EVERY_STOP_KEY, on ? "1" : null);
  everyStopStore.set(on);
}

/** How long a self-completing step stays on screen first, so the player sees the game move rather than jump. */
export const AUTO_STEP_MS = 350;
