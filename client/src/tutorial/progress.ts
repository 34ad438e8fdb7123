/**
 * How far a browser got through a mode's tutorial, kept in localStorage. Small and engine-free on purpose: the
 * lobby's game cards read it to say 「繼續教學」 or 「已完成」 without loading the tutorial's bundle.
 */
import { local } from "../store";

export interface Progress {
  /** The step to open next (the first not yet finished). */
  step: number;
  /** Every step finished at least once. */
  done: boolean;
}

const key = (mode: string) => `wuxing.tutorial.${mode}`;

const FRESH: Progress = { step: 0, done: false };

/** Stored text → progress; anything unreadable (an older format, a hand edit) starts over rather than failing. */
export function parseProgress(raw: string | null, stepCount?: number): Progress {
  if (!raw) return { ...FRESH };
  try {
    const v = JSON.parse(raw) as Partial<Progress>;
    const step = typeof v.step === "number" && Number.isInteger(v.step) && v.step >= 0 ? v.step : 0;
    return { step: stepCount ? Math.min(step, stepCount - 1) : step, done: v.done === true };
  } catch {
    return { ...FRESH };
  }
}

export const serializeProgress = (p: Progress) => JSON.stringify({ step: p.step, done: p.done });

/**
 * Progress once step `reached` is open (`reached === stepCount`: the last one is finished). Going back to look at
 * an earlier step never loses the furthest one reached.
 */
export function progressAfter(p: Progress, reached: number, stepCount: number): Progress {
  const done = p.done || reached >= stepCount;
  return { step: Math.max(p.step, Math.min(reached, stepCount - 1)), done };
}

/** What the lobby card offers: start the tutorial, continue it, or show it as completed. */
export function lobbyLabel(p: Progress | null): "start" | "continue" | "done" {
  if (!p) return "start";
  if (p.done) return "done";
  return p.step > 0 ? "continue" : "start";
}

export function loadProgress(mode: string, stepCount?: number): Progress | null {
  const raw = local.get(key(mode));
  return raw ? parseProgress(raw, stepCount) : null;
}

export function saveProgress(mode: string, p: Progress) {
  local.set(key(mode), serializeProgress(p));
}

export function clearProgress(mode: string) {
  local.set(key(mode), null);
}
