import type { GameEventMessage, WireLogLine } from "../../tableState";
import { advance, armyTurnsIn, EMPTY_REPLAY, enqueue, isPlaying, skipAll, stepDelay, type ReplayQueue } from "./replayQueue";

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
 * The messages of `recent` (oldest first) that came after `seen`. Found by order, not by comparing seqs: a rematch
 * at the same table starts its seqs again at 0 while the last game's messages are still in the list. A view that
 * rebuilds its message object on each render (the replay viewer) is matched by seq. `seen` not there at all: all.
 */
export function unseenMessages(recent: readonly GameEventMessage[], seen: GameEventMessage | null): GameEventMessage[] {
  if (!seen) return [...recent];
  let at = recent.lastIndexOf(seen);
  if (at < 0) at = recent.map((m) => m.seq).lastIndexOf(seen.seq);
  return recent.slice(at + 1);
}

/**
 * Plays the army-turn queue (replayQueue.ts) outside any component, so only what shows a step re-renders on each
 * step: the board listens to `playing` alone, the replay panel to the whole queue (a review saw every step redraw
 * the whole board). When the game ends the queue jumps to its final state and its timer stops (the same review saw
 * a long queue keep ticking for about a minute under the end screen); `dispose` stops it when the table unmounts.
 */
export class ReplayPlayer {
  private current: ReplayQueue = EMPTY_REPLAY;
  private timer: unknown = null;
  private over = false;
  private disposed = false;
  /** The newest message read so far; undefined until the first read (what is there then is history). */
  private seen: GameEventMessage | null | undefined = undefined;
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

  /**
   * The session's recent `events` messages, on each render: every one not read yet queues its army turns, in order
   * (an action's message and the army turn it set off can arrive between two renders). What is there at the first
   * read (a reload, a late join) is history, not a replay.
   */
  receive(recent: readonly GameEventMessage[]): void {
    const newest = recent.length ? recent[recent.length - 1] : null;
    if (this.seen === undefined) {
      this.seen = newest;
      return;
    }
    if (newest === this.seen) return;
    const fresh = unseenMessages(recent, this.seen);
    this.seen = newest ?? this.seen;
    const turns = fresh.flatMap((m) => armyTurnsIn(m.events));
    this.push(turns);
  }

  /** Army turns from new messages; after the end they are history, not a replay. */
  push(turns: WireLogLine[][]): void {
    if (this.over || this.disposed || turns.length === 0) return;
    this.set(enqueue(this.current, turns));
  }

  skip(): void {
    this.set(skipAll(this.current));
  }

  /** The game is over: show the final state at once and stop ticking until a new game starts. */
  finish(): void {
    this.over = true;
    if (this.playing) this.set(skipAll(this.current));
    else this.stop();
  }

  /** A rematch at the same table (the board stays on screen): its army turns replay again. */
  reopen(): void {
    this.over = false;
  }

  /** The table left the page: no timer outlives it. */
  dispose(): void {
    this.disposed = true;
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
    if (this.over || this.disposed || !this.playing) return;
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
