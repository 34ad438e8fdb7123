import type { I18n } from "../../i18n";
import { createStore, local, useStore } from "../../store";
import { sx } from "./strings";

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

/** 「每一步都停下來」: steps with a single legal action wait for a click instead of completing themselves. */
export function EveryStopPref({ i18n }: { i18n: I18n }) {
  const on = useStore(everyStopStore);
  return (
    <label class="check sk-every-stop" title={i18n.pick(sx("everyStopHint"))}>
      <input type="checkbox" data-testid="every-stop" checked={on} onChange={(e) => setEveryStop((e.currentTarget as HTMLInputElement).checked)} />
      <span>{i18n.pick(sx("everyStop"))}</span>
    </label>
  );
}
