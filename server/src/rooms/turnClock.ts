import type { GameEvent } from "../../../shared/src/core/engine";

export type ClockKind = "turn" | "response";

/** A cancellable callback after `ms` (the room clock in a room, a fake clock in tests). */
export type Timer = (fn: () => void, ms: number) => { clear(): void };

/** The table fields that show the running clock: whose it is, which kind, and when it runs out. */
export interface ClockFace {
  clockSeat: number;
  clockKind: string;
  turnDeadline: number;
}

export interface ClockLimits {
  /** Seconds per turn (0: no clock). */
  turnSeconds: number;
  /** Seconds to answer a response window (0: no clock). */
  responseSeconds: number;
}

/**
 * A turn's clock counts only while its owner is to act (time spent answering in another seat's window is not
 * theirs), like a chess clock; a response window's clock starts when the window opens for that seat.
 */
export class TableClocks {
  private turn = { key: "", usedMs: 0, since: 0, stoppedAt: 0 };
  private response = { key: "", since: 0 };

  /** Returns true when `key` starts a new turn. */
  newTurn(key: string): boolean {
    if (key === this.turn.key) return false;
    this.turn = { key, usedMs: 0, since: 0, stoppedAt: 0 };
    return true;
  }

  /** Whatever clock ran stops (the position changed, or the table is re-deciding). */
  stop(now: number) {
    if (this.turn.since) {
      this.turn.usedMs += now - this.turn.since;
      this.turn.stoppedAt = now;
    }
    this.turn.since = 0;
  }

  /** Someone else decides next (a window, a bot, an automatic pass): the turn owner's clock stays stopped. */
  handOver() {
    this.turn.stoppedAt = 0;
  }

  /**
   * The turn owner's clock runs again; returns its deadline. Straight after the owner's own move the pause was only
   * the server's work: it is charged to the turn, so the deadline stays exactly where it was.
   */
  startTurn(limitMs: number, now: number): number {
    if (this.turn.stoppedAt) this.turn.usedMs += now - this.turn.stoppedAt;
    this.turn.stoppedAt = 0;
    this.turn.since = now;
    return now + Math.max(0, limitMs - this.turn.usedMs);
  }

  /** A window's clock, kept while the same window (`key`) stays open; returns its deadline. */
  startResponse(key: string, limitMs: number, now: number): number {
    this.handOver();
    if (key !== this.response.key) this.response = { key, since: now };
    return this.response.since + limitMs;
  }
}

/**
 * The table's one running clock: the time each turn and window has used, the timer that fires when it runs out,
 * and the fields that show it to the table.
 */
export class TurnClock {
  private clocks = new TableClocks();
  private timer?: { clear(): void };

  constructor(
    private readonly face: ClockFace,
    private readonly limits: ClockLimits,
    private readonly later: Timer,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new game: no turn has used any time. */
  reset() {
    this.clocks = new TableClocks();
  }

  /** Returns true when `key` (turn number and owner) starts a new turn: a fresh turn clock. */
  newTurn(key: string): boolean {
    return this.clocks.newTurn(key);
  }

  /** Someone other than the turn's owner decides next: the owner's clock stays stopped. */
  handOver() {
    this.clocks.handOver();
  }

  /** `seat` is to decide: its clock (the turn's, or the window `windowKey`'s) runs; `ranOut` fires when it ends. */
  run(seat: number, kind: ClockKind, windowKey: string, ranOut: () => void) {
    const seconds = kind === "turn" ? this.limits.turnSeconds : this.limits.responseSeconds;
    this.face.clockSeat = seat;
    this.face.clockKind = kind;
    if (seconds <= 0) return;
    const now = this.now();
    const deadline = kind === "turn" ? this.clocks.startTurn(seconds * 1000, now) : this.clocks.startResponse(windowKey, seconds * 1000, now);
    this.face.turnDeadline = deadline;
    this.timer = this.later(ranOut, Math.max(0, deadline - now));
  }

  /** The clock stops and the table shows none. */
  stop() {
    this.clocks.stop(this.now());
    this.timer?.clear();
    this.timer = undefined;
    this.face.turnDeadline = 0;
    this.face.clockSeat = -1;
    this.face.clockKind = "";
  }
}

/** The line for a turn whose clock ran out; `nowAway` when this timeout made the seat "away". */
export function turnTimeoutNote(seat: number, name: string, timeouts: number, nowAway: boolean): GameEvent {
  const note: GameEvent = { type: "timeout", seat, zh: `${name} 的回合時間用完，由電腦代為完成這一回合。`, en: `${name} ran out of time; a bot finishes the turn for them.` };
  if (nowAway) {
    note.zh += `已連續逾時 ${timeouts} 次：之後由電腦代打，直到 ${name} 回來行動。`;
    note.en += ` That is ${timeouts} in a row: a bot plays for ${name} until they act again.`;
  }
  return note;
}

/** The line for a response window whose clock ran out (the window is passed). */
export function windowTimeoutNote(seat: number, name: string): GameEvent {
  return { type: "window_timeout", seat, zh: `${name} 未在時限內回應，視為放棄。`, en: `${name} did not answer in time and passed.` };
}
