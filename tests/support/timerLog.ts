import { createHook } from "node:async_hooks";

type TimerInternals = { _destroyed: boolean; _idleTimeout: number; _repeat: unknown; hasRef(): boolean };

/**
 * Records every timer started from now until `stop()` (only those whose creation stack matches `createdIn`, when
 * given); `pending()` lists those still set and holding the process. Node marks a timer `_destroyed` once it has been
 * cleared or has run: nothing to wait for, nothing to flake.
 */
export function timerLog(createdIn?: RegExp) {
  const started: TimerInternals[] = [];
  const hook = createHook({
    init: (_id, type, _trigger, resource) => {
      if (type !== "Timeout") return;
      if (createdIn) {
        const limit = Error.stackTraceLimit;
        Error.stackTraceLimit = 30;
        const stack = new Error().stack ?? "";
        Error.stackTraceLimit = limit;
        if (!createdIn.test(stack)) return;
      }
      started.push(resource as TimerInternals);
    },
  }).enable();
  return {
    stop: () => void hook.disable(),
    pending: () => started.filter((timer) => !timer._destroyed && timer.hasRef()).map((timer) => ({ ms: timer._idleTimeout, repeats: !!timer._repeat })),
  };
}
