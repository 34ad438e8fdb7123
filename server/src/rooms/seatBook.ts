import { createHash } from "node:crypto";
import type { Deferred, Delayed } from "@colyseus/core";
import { DEFAULT_AUTO_PASS, type AutoPass } from "../../../shared/src/protocol/autoPass";
import type { SeatControl } from "./automation";

export const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/** What the room keeps about a seat that never goes to clients. */
export interface SeatSecret {
  tokenHash?: string;
  /** The one session holding (or reserving) the seat. */
  sessionId?: string;
  /** A dropped player's window to come back (by reconnection or seat token); a bot takes the seat when it ends. */
  awaitingReturn?: Delayed;
  /** Colyseus' pending reconnection for a dropped session: rejected when another session takes the seat. */
  reconnection?: Deferred;
  rematch?: boolean;
  autoPass: AutoPass;
  /** Turn timeouts in a row (reset when the player acts). */
  timeouts: number;
  /** The player's clock ran out this turn: a bot finishes it. */
  timedOutTurn: boolean;
  /** Timed out too often: a bot plays the seat until the player acts again. */
  away: boolean;
}

export const freshSecret = (): SeatSecret => ({ autoPass: DEFAULT_AUTO_PASS, timeouts: 0, timedOutTurn: false, away: false });

/**
 * Seats' private bookkeeping and who is watching: one live session per seat, spectators counted by session so a
 * takeover or a reconnection never miscounts them.
 */
export class SeatBook {
  seats: SeatSecret[] = [];
  readonly spectators = new Set<string>();

  reset(count: number) {
    this.seats = Array.from({ length: count }, freshSecret);
  }

  seatOfSession(sessionId: string): number {
    return this.seats.findIndex((s) => s.sessionId === sessionId);
  }

  seatOfToken(token: string): number {
    const hash = sha256(token);
    return this.seats.findIndex((s) => s.tokenHash === hash);
  }

  control(bot: (seat: number) => boolean): SeatControl[] {
    return this.seats.map((s, i) => ({ bot: bot(i), away: s.away, timedOutTurn: s.timedOutTurn, autoPass: s.autoPass }));
  }

  /** A new turn: nobody has run out of time in it yet. */
  newTurn() {
    for (const s of this.seats) s.timedOutTurn = false;
  }

  /**
   * The player acted or said they are back: their seat is theirs again. A turn whose clock already ran out stays
   * the bot's to finish (its clock has nothing left: handing it back would time out again at once).
   */
  present(seat: number) {
    const s = this.seats[seat];
    s.timeouts = 0;
    s.away = false;
  }

  /** A new game: nobody away, no timeouts. */
  clear(seat: number) {
    this.present(seat);
    this.seats[seat].timedOutTurn = false;
  }

  /** Seats move one on (a rematch of a game without its own rematch rule); the first seat goes last. */
  rotate() {
    this.seats.push(this.seats.shift()!);
  }
}
