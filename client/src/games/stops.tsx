import { useEffect } from "preact/hooks";
import { defineStrings, type I18n } from "../i18n";
import { createStore, local, useStore } from "../store";
import { HUMAN_PASS_MS } from "../../../shared/src/protocol/autoPass";

/**
 * Steps that complete themselves (issue 25): a step in which the player has exactly one legal action, or nothing but
 * "done"/"skip", is taken by the client after a moment, unless the player ticked 「每一步都停下來」. The choice is kept
 * in this browser and applies to every mode that offers it (生剋棋, 時序之戰). Each mode decides from the engine's
 * legal actions for the player's own view which step is the only one; completing never looks at anything else, so
 * its timing tells the opponents nothing the player's own position does not.
 */
const EVERY_STOP_KEY = "wuxing.everyStop";

const tx = defineStrings({
  everyStop: ["每一步都停下來等我按", "Stop at every step"],
  everyStopHint: ["不勾：只有一個可行動作（或只剩「完成／略過」）的步驟會自己進行。", "Unticked, a step with only one thing to do (or only Done / Skip) goes ahead by itself."],
  autoStepping: ["只有一件事可做，自動進行…", "Only one thing to do: doing it for you…"],
});

export const autoSteppingText = tx("autoStepping");

export const everyStopStore = createStore<boolean>(local.get(EVERY_STOP_KEY) === "1");

export function setEveryStop(on: boolean) {
  local.set(EVERY_STOP_KEY, on ? "1" : null);
  everyStopStore.set(on);
}

/** How long a self-completing step stays on screen first, so the player sees the game move rather than jump. */
export const AUTO_STEP_MS = 350;

/** The step to take for the player now: `step` unless they keep every stop. */
export function useAutoStep<A>(step: A | null): A | null {
  const everyStop = useStore(everyStopStore);
  return everyStop ? null : step;
}

/** A person's pause before passing, random in the server's default AUTO_PASS_MS range. */
export const humanPauseMs = (): number => HUMAN_PASS_MS[0] + Math.random() * (HUMAN_PASS_MS[1] - HUMAN_PASS_MS[0]);

/**
 * Sends `step` after `delayMs` (AUTO_STEP_MS unless given), once per position (`stamp` names it): a new position, or
 * a step that goes away, cancels the pending send; nothing is sent while the shell blocks actions (`blocked`).
 */
export function useSendAutoStep<A>(step: A | null, stamp: string | number, blocked: unknown, act: (a: A) => void, delayMs = AUTO_STEP_MS) {
  useEffect(() => {
    if (!step || blocked) return;
    const id = setTimeout(() => act(step), delayMs);
    return () => clearTimeout(id);
  }, [stamp, step === null, blocked]);
}

/** 「每一步都停下來」: steps with a single legal action wait for a click instead of completing themselves. */
export function EveryStopPref({ i18n, class: extra = "" }: { i18n: I18n; class?: string }) {
  const on = useStore(everyStopStore);
  return (
    <label class={`check every-stop ${extra}`} title={i18n.pick(tx("everyStopHint"))}>
      <input type="checkbox" data-testid="every-stop" checked={on} onChange={(e) => setEveryStop((e.currentTarget as HTMLInputElement).checked)} />
      <span>{i18n.pick(tx("everyStop"))}</span>
    </label>
  );
}
