import type { AnyEngine } from "../../../shared/src/core/engine";
import { autoPasses, type AutoPass } from "../../../shared/src/protocol/autoPass";

/** What the room knows about who controls a seat right now. */
export interface SeatControl {
  /** A bot plays it (a bot seat, or one whose player never came back). */
  bot: boolean;
  /** Its player timed out too often: a bot plays it until the player acts again. */
  away: boolean;
  /** Its player ran out of time this turn: a bot finishes the turn. */
  timedOutTurn: boolean;
  autoPass: AutoPass;
}

export type NextStep =
  | { kind: "idle" }
  /** A bot moves for `seat` (its pace: BOT_DELAY_MS). */
  | { kind: "bot"; seat: number; reason: "bot" | "timeout" | "away" }
  /** The player's auto-pass preference declines this window (after a human-like pause). */
  | { kind: "autoPass"; seat: number; action: unknown }
  /** `seat` is to decide; its clock is the turn's or the window's. */
  | { kind: "wait"; seat: number; clock: "turn" | "response" };

/**
 * Who moves next and how, for the seat the engine says must act. Rules stay in the engine: it names the active seats,
 * the turn's owner and response windows (with their pass); this only applies the table's seat controls to them.
 */
export function nextStep(engine: AnyEngine, state: unknown, seats: readonly SeatControl[]): NextStep {
  const active = engine.activeSeats(state);
  if (active.length === 0) return { kind: "idle" };
  const seat = active.find((s) => seats[s]?.bot || seats[s]?.away) ?? active[0];
  const ctl = seats[seat];
  if (ctl.bot) return { kind: "bot", seat, reason: "bot" };
  if (ctl.away) return { kind: "bot", seat, reason: "away" };
  const window = engine.responseWindow?.(state, seat) ?? null;
  if (window) {
    if (ctl.timedOutTurn && window.ownTurn) return { kind: "bot", seat, reason: "timeout" };
    if (autoPasses(ctl.autoPass, window.ownTurn, window.canRespond)) return { kind: "autoPass", seat, action: window.pass };
    return { kind: "wait", seat, clock: "response" };
  }
  if (ctl.timedOutTurn) return { kind: "bot", seat, reason: "timeout" };
  return { kind: "wait", seat, clock: "turn" };
}

/** The seat whose turn it is: the engine's word, else the first active seat. */
export function turnOwnerOf(engine: AnyEngine, state: unknown): number | null {
  if (engine.turnOwner) return engine.turnOwner(state);
  return engine.activeSeats(state)[0] ?? null;
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
