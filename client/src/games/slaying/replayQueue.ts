import type { WireLogLine } from "../../tableState";

/**
 * The army turns waiting to be watched (issue 24: bots move faster than a replay plays, and each new replay used to
 * cut off the last). Replays queue and play in order, every one to its last step; the more are waiting, the shorter
 * each step; a skip shows the end of the latest. Pure, so the timing rules are tested without a browser.
 */
export interface ReplayQueue {
  /** The army turn on screen, from 魔王軍的回合 to its end. */
  steps: WireLogLine[];
  /** How many of its steps are shown. */
  shown: number;
  /** Army turns received and not started yet, oldest first. */
  queue: WireLogLine[][];
}

export const EMPTY_REPLAY: ReplayQueue = { steps: [], shown: 0, queue: [] };

/** How long each step stays on screen with nothing waiting. */
export const STEP_MS = 1100;
/** Never faster than this, however many turns wait. */
export const MIN_STEP_MS = 220;

/** The step time with `waiting` army turns queued behind the one playing. */
export function stepDelay(waiting: number): number {
  return Math.max(MIN_STEP_MS, Math.round(STEP_MS / (1 + waiting)));
}

/** The army turns in one message's lines (an extra turn puts two in one message). */
export function armyTurnsIn(lines: readonly WireLogLine[]): WireLogLine[][] {
  const out: WireLogLine[][] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].type !== "army_turn") continue;
    let end = i + 1;
    while (end < lines.length && lines[end].type !== "army_turn_end" && lines[end].type !== "army_turn") end++;
    out.push(lines.slice(i, lines[end]?.type === "army_turn_end" ? end + 1 : end));
    i = end - (lines[end]?.type === "army_turn" ? 1 : 0);
  }
  return out;
}

/** Still something to show: steps of the turn on screen, or turns waiting. */
export function isPlaying(r: ReplayQueue): boolean {
  return (r.shown > 0 && r.shown < r.steps.length) || r.queue.length > 0;
}

/** New army turns arrive: they start at once when nothing plays, else wait their turn. */
export function enqueue(r: ReplayQueue, turns: WireLogLine[][]): ReplayQueue {
  if (turns.length === 0) return r;
  if (isPlaying(r)) return { ...r, queue: [...r.queue, ...turns] };
  const [head, ...rest] = turns;
  return { steps: head, shown: 1, queue: rest };
}

/** One tick: the next step, or (the turn on screen finished) the next queued turn. */
export function advance(r: ReplayQueue): ReplayQueue {
  if (r.shown < r.steps.length) return { ...r, shown: r.shown + 1 };
  if (r.queue.length === 0) return r;
  const [head, ...rest] = r.queue;
  return { steps: head, shown: 1, queue: rest };
}

/** Skip: everything waiting is dropped and the latest army turn is shown whole. */
export function skipAll(r: ReplayQueue): ReplayQueue {
  const latest = r.queue.length ? r.queue[r.queue.length - 1] : r.steps;
  return { steps: latest, shown: latest.length, queue: [] };
}
