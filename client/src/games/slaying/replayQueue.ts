import type { WireLogLine } from "../../tableState";

/**
 * The army turns waiting to be watched (issue 24: bots move faster than a replay plays, and each new replay used to
 * cut off the last). Replays queue and play in order, every one to its last step, which stays its time on screen like
 * every other (a turn arriving just as it showed used to replace it at once); the more are waiting, the shorter each
 * step; a skip shows the end of the latest. Pure, so the timing rules are tested without a browser.
 */
export interface ReplayQueue {
  /** The army turn on screen, from 魔王軍的回合 to its end. */
  steps: WireLogLine[];
  /** How many of its steps are shown. */
  shown: number;
  /** Army turns received and not started yet, oldest first. */
  queue: WireLogLine[][];
  /** The last step has had its time on screen. */
  ended: boolean;
}

export const EMPTY_REPLAY: ReplayQueue = { steps: [], shown: 0, queue: [], ended: false };

// The pace is shared with the server, whose bots wait for a replay to end before they move (replayTiming.ts).
export { armyTurnsIn, MIN_STEP_MS, STEP_MS, stepDelay } from "../../../../shared/src/games/slaying/replayTiming";

/** Still something to show: steps of the turn on screen (its last one included), or turns waiting. */
export function isPlaying(r: ReplayQueue): boolean {
  return (r.shown > 0 && !r.ended) || r.queue.length > 0;
}

/** New army turns arrive: they start at once when nothing plays, else wait their turn. */
export function enqueue(r: ReplayQueue, turns: WireLogLine[][]): ReplayQueue {
  if (turns.length === 0) return r;
  if (isPlaying(r)) return { ...r, queue: [...r.queue, ...turns] };
  const [head, ...rest] = turns;
  return { steps: head, shown: 1, queue: rest, ended: false };
}

/** One tick: the next step, or (the turn on screen had its last step's time) the next queued turn, or the end. */
export function advance(r: ReplayQueue): ReplayQueue {
  if (r.shown < r.steps.length) return { ...r, shown: r.shown + 1 };
  if (r.queue.length === 0) return { ...r, ended: true };
  const [head, ...rest] = r.queue;
  return { steps: head, shown: 1, queue: rest, ended: false };
}

/** Skip: everything waiting is dropped and the latest army turn is shown whole. */
export function skipAll(r: ReplayQueue): ReplayQueue {
  const latest = r.queue.length ? r.queue[r.queue.length - 1] : r.steps;
  return { steps: latest, shown: latest.length, queue: [], ended: true };
}
