import type { WireLogLine } from "../../tableState";
import { advance, EMPTY_REPLAY, enqueue, isPlaying, skipAll, stepDelay, type ReplayQueue } from "./replayQueue";

/** The timer calls the player needs, injectable so a test drives every tick by hand (no timed assertions). */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

/**
 * Plays the army-turn queue (replayQueue.ts) outside any component, so only what shows a step re-renders on each
 * step: the board listens to `playing` alone, the replay panel to the whole queue (a review saw every step redraw
 * the whole board). When the game ends the queue jumps to its final state and its timer stops (the same review saw
 * a long queue keep ticking for about a minute under the end screen); `dispose` stops it when the table unmounts.
 */
export class ReplayPlayer {
  private current: ReplayQueue = EMPTY_REPLAY;
  private timer: unknown = null;
  private finished = false;
  private readonly listeners = new Set<(state: ReplayQueue) => void>();

  constructor(private readonly timers: Timers = realTimers) {}

  get state(): ReplayQueue {
    return this.current;
  }

  get playing(): boolean {
    return isPlaying(this.current);
  }

  /** Called on every change; returns the unsubscribe. */
  subscribe(listener: (state: ReplayQueue) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Army turns from a new message; after the end they are history, not a replay. */
  push(turns: WireLogLine[][]): void {
    if (this.finished || turns.length === 0) return;
    this.set(enqueue(this.current, turns));
  }

  skip(): void {
    this.set(skipAll(this.current));
  }

  /** The game is over: show the final state at once and stop ticking for good. */
  finish(): void {
    this.finished = true;
    if (this.playing) this.set(skipAll(this.current));
    else this.stop();
  }

  /** The table left the page: no timer outlives it. */
  dispose(): void {
    this.finished = true;
    this.stop();
    this.listeners.clear();
  }

  private set(next: ReplayQueue): void {
    this.current = next;
    this.schedule();
    for (const l of [...this.listeners]) l(next);
  }

  private schedule(): void {
    this.stop();
    if (this.finished || !this.playing) return;
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      this.set(advance(this.current));
    }, stepDelay(this.current.queue.length));
  }

  private stop(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}
