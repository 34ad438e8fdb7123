import type { GameEvent } from "../../../shared/src/core/engine";
import { OPENED_ELSEWHERE_CLOSE, SEAT_MOVED_CLOSE } from "../../../shared/src/protocol/closeCodes";
import { joinError } from "./roomErrors";
import { newSeatToken, type SeatBook } from "./seatBook";
import { SeatHandOver } from "./seatHandOver";
import type { Timer } from "./turnClock";

/** How long a matchmaking reservation waits for its client to connect (Colyseus' default is 15 s). */
export const SEAT_RESERVATION_SECONDS = 10;
/** Reservations and reconnecting sessions on top of seats and spectators, so they never lock a table. */
export const RESERVATION_HEADROOM = 64;

export interface SeatAuth {
  role: "seat" | "spectator";
  seat: number;
  name: string;
  /** Set when the seat was claimed with a new token (first join); sent back to the client once. */
  newToken?: string;
}

export interface Session {
  sessionId: string;
}

/** How a seat reached another device with a new token: a guest's transfer code, or its signed-in player's account. */
export type SeatMove = "transfer" | "account";

export interface SessionRules {
  reconnectSeconds: number;
  maxSpectators: number;
  /** How long a matchmaking reservation waits for its client to connect. */
  reservationSeconds: number;
  /** A co-op mode: the table may hand a dropped player's seat to a bot before the window ends (seatHandOver.ts). */
  cooperative?: boolean;
}

/** The table fields sessions read (status) and write (the spectator count). */
export interface SessionTable {
  readonly status: string;
  spectators: number;
}

/** What sessions tell the rest of the table. */
export interface SessionEvents {
  announce(events: Pick<GameEvent, "type" | "seat" | "zh" | "en">[]): void;
  /** Who sits where changed in a way the record keeps (who left, who a bot replaced). */
  seatsChanged(): void;
  listingChanged(): void;
  /** Who controls a seat changed: the next automatic move is decided again. */
  controlChanged(): void;
  /** A newer session took the seat of `sessionId`: close that connection with `closeCode` (its reason) and forget its view. */
  replaced(sessionId: string, closeCode: number): void;
  /** Colyseus' reconnection window for a dropped session; `onBack` runs when the same session comes back. */
  holdSeat(session: Session, seconds: number, onBack: () => void): Reconnection;
  /** A session came back through its reconnection token: tell it its seat again. */
  welcomeBack(sessionId: string, seat: number): void;
  /** A seat's player did not come back in time: true when the table ended the game for it (a rated game: a loss), so no bot takes the seat. */
  leftForGood?(seat: number): boolean;
}

export interface Reconnection {
  reject(reason?: unknown): void;
}

interface ReturnWindow {
  /** Ends the window: a bot takes the seat (playing) or the seat opens (waiting). */
  timer?: { clear(): void };
  /** Colyseus' pending reconnection of the dropped session: rejected when another session takes the seat. */
  reconnection?: Reconnection;
}

/**
 * Connections to the table: claims (one live session per seat; a seat token takes its seat over), unused
 * reservations, drops and reconnection windows, spectators. The seats themselves are the SeatBook's.
 */
export class SeatSessions {
  private readonly spectators = new Set<string>();
  private windows = new Map<number, ReturnWindow>();
  private readonly handOvers: SeatHandOver;

  constructor(
    private readonly book: SeatBook,
    private readonly table: SessionTable,
    private readonly rules: SessionRules,
    private readonly events: SessionEvents,
    private readonly later: Timer,
    /** Epoch ms, for the deadline every client sees. */
    private readonly now: () => number = Date.now,
  ) {
    this.handOvers = new SeatHandOver(book, this, table, !!rules.cooperative, (lines) => events.announce(lines));
  }

  /** `by` asks to hand the dropped `seat` to a bot now (refusals are thrown; see seatHandOver.ts). */
  handOver(by: number, seat: number) {
    this.handOvers.request(by, seat);
  }

  /** A join: a seat token takes its seat over, a spectator watches, anyone else gets the first free seat. */
  claim(sessionId: string, opts: { name: string; spectate?: boolean; seatToken?: string; movedBy?: SeatMove }): SeatAuth {
    if (opts.seatToken) return this.takeOver(sessionId, opts.seatToken, opts.movedBy);
    if (opts.spectate) {
      if (this.spectators.size >= this.rules.maxSpectators) throw joinError("too_many_spectators");
      return { role: "spectator", seat: -1, name: opts.name };
    }
    if (this.table.status !== "waiting") throw joinError("table_full");
    const seat = this.book.freeSeatIndex();
    if (seat < 0) throw joinError("table_full");
    const token = newSeatToken();
    this.book.reserve(seat, token, sessionId);
    this.releaseUnusedReservation(seat, sessionId);
    return { role: "seat", seat, name: opts.name, newToken: token };
  }

  /**
   * A seat token claims its seat from any connection. A seat has exactly one live session: the one holding it is
   * closed (4001, "opened elsewhere"; 4003 when a transfer code moved it) and a dropped one can no longer come back with its reconnection token.
   */
  private takeOver(sessionId: string, token: string, movedBy?: SeatMove): SeatAuth {
    const seat = this.book.seatOfToken(token);
    if (seat < 0) throw joinError("bad_seat_token");
    const previous = this.book.sessionOf(seat);
    const window = this.windows.get(seat);
    if (previous && previous !== sessionId) {
      window?.reconnection?.reject(new Error("the seat was taken over by a newer session"));
      this.events.replaced(previous, movedBy === "transfer" ? SEAT_MOVED_CLOSE : OPENED_ELSEWHERE_CLOSE);
    }
    if (window) window.reconnection = undefined;
    this.book.hand(seat, sessionId);
    return { role: "seat", seat, name: this.book.seats[seat].name };
  }

  /** A reservation that is never consumed must not hold the seat forever. */
  private releaseUnusedReservation(seat: number, sessionId: string) {
    this.later(() => {
      if (this.book.sessionOf(seat) === sessionId && !this.book.seats[seat].occupied) this.book.release(seat);
    }, (this.rules.reservationSeconds + 5) * 1000);
  }

  watch(sessionId: string) {
    this.spectators.add(sessionId);
    this.spectatorsChanged();
  }

  private spectatorsChanged() {
    this.table.spectators = this.spectators.size;
    this.events.listingChanged();
  }

  /** A claimed seat is sat in; returns whether its player was already there (a takeover or a return). */
  sit(seatIndex: number, name: string): boolean {
    const seat = this.book.seats[seatIndex];
    const returning = seat.occupied;
    seat.name = name;
    seat.occupied = true;
    if (!this.book.seats.some((s) => s.host)) seat.host = true;
    return returning;
  }

  /** A connection closed: a spectator leaves; a seat waits for its player or opens again. */
  leave(session: Session, consented: boolean) {
    if (this.spectators.delete(session.sessionId)) return this.spectatorsChanged();
    const seatIndex = this.book.seatOfSession(session.sessionId);
    // A session whose seat was taken over by a newer one leaves quietly: the seat is not its any more.
    if (seatIndex < 0) return;
    const seat = this.book.seats[seatIndex];
    seat.connected = false;
    const status = this.table.status;
    if (status === "waiting" && consented) return this.free(seatIndex);
    if (status !== "playing") {
      if (status === "waiting") this.awaitReturn(seatIndex);
      return;
    }
    const seconds = this.rules.reconnectSeconds;
    this.events.announce([{ type: "dropped", seat: seatIndex, zh: `${seat.name} 斷線了，保留座位 ${seconds} 秒。`, en: `${seat.name} dropped; the seat is kept for ${seconds} s.` }]);
    this.awaitReturn(seatIndex, consented ? undefined : session);
  }

  /**
   * Keep a seat for its player for the reconnection window: through Colyseus' reconnection token (when `session`
   * dropped without saying goodbye), or through the seat token.
   */
  awaitReturn(seatIndex: number, session?: Session) {
    const seconds = this.rules.reconnectSeconds;
    const sessionId = this.book.sessionOf(seatIndex);
    const window = this.windows.get(seatIndex) ?? {};
    window.timer?.clear();
    window.timer = this.later(() => this.abandon(seatIndex, sessionId), seconds * 1000);
    // Everyone sees the countdown (issue 24: a silent two-minute wait looked like a frozen table).
    this.book.seats[seatIndex].returnDeadline = this.now() + seconds * 1000;
    if (session) window.reconnection = this.events.holdSeat(session, seconds, () => this.reconnected(seatIndex, sessionId));
    this.windows.set(seatIndex, window);
  }

  /** Humans get the usual window to come back after a restore; bots carry on. */
  awaitAllHumans() {
    this.book.seats.forEach((seat, i) => {
      if (!seat.bot) this.awaitReturn(i);
    });
  }

  /** Some seat's player may still come back. */
  anyAwaitingReturn(): boolean {
    return [...this.windows.values()].some((w) => w.timer);
  }

  private reconnected(seatIndex: number, sessionId: string | undefined) {
    if (this.book.sessionOf(seatIndex) !== sessionId) return;
    const window = this.windows.get(seatIndex);
    if (window) window.reconnection = undefined;
    this.events.welcomeBack(sessionId!, seatIndex);
    this.connected(seatIndex, true);
  }

  /**
   * A seat's player is (back) at the table: stop waiting for them, and a bot that stood in steps aside — at the next
   * turn, or at once when they act or say they are back (the bot does not leave a turn half played).
   */
  connected(seatIndex: number, returning: boolean) {
    this.endWindowTimer(seatIndex)?.clear();
    const seat = this.book.seats[seatIndex];
    seat.connected = true;
    if (seat.replacedByBot && seat.bot) {
      if (this.table.status === "playing") this.book.backFromBot(seatIndex);
      else seat.assign({ bot: false, botLevel: "" });
    }
    if (returning && this.table.status === "playing") {
      this.events.announce([{ type: "returned", seat: seatIndex, zh: `${seat.name} 回到了牌桌。`, en: `${seat.name} is back.` }]);
    }
    this.events.seatsChanged();
    this.events.listingChanged();
    this.events.controlChanged();
  }

  /** The window ended without its player: a bot takes the seat (playing) or the seat opens again (waiting). */
  private abandon(seatIndex: number, sessionId: string | undefined) {
    this.endWindowTimer(seatIndex);
    const seat = this.book.seats[seatIndex];
    if (seat.connected || this.book.sessionOf(seatIndex) !== sessionId) return;
    const status = this.table.status;
    if (status === "waiting") return this.free(seatIndex);
    if (status !== "playing" || this.events.leftForGood?.(seatIndex)) return;
    this.standIn(seatIndex, { type: "abandoned", seat: seatIndex, zh: `${seat.name} 沒有回來，由電腦接手。`, en: `${seat.name} did not come back; a bot takes the seat.` });
  }

  /** A dropped player's seat the table is still keeping for them mid-game (a bot may be handed it now). */
  isDropped(seatIndex: number): boolean {
    const seat = this.book.seats[seatIndex];
    return this.table.status === "playing" && !!seat?.occupied && !seat.connected && !seat.bot && !!this.windows.get(seatIndex)?.timer;
  }

  /**
   * The table does not wait for a dropped player any longer (seatHandOver.ts): a bot takes the seat now, as at the
   * window's end. The player can still come back and take it over from the bot.
   */
  handToBot(seatIndex: number, line: Pick<GameEvent, "type" | "seat" | "zh" | "en">) {
    this.endWindowTimer(seatIndex)?.clear();
    this.standIn(seatIndex, line);
  }

  private standIn(seatIndex: number, line: Pick<GameEvent, "type" | "seat" | "zh" | "en">) {
    this.book.seats[seatIndex].assign({ bot: true, botLevel: "greedy", replacedByBot: true });
    this.events.announce([line]);
    this.events.seatsChanged();
    this.events.controlChanged();
  }

  /** The window's timer is forgotten (it fired, or its player is back, or a bot was handed the seat); returns it. */
  private endWindowTimer(seatIndex: number) {
    const window = this.windows.get(seatIndex);
    const timer = window?.timer;
    if (window) window.timer = undefined;
    this.book.seats[seatIndex]?.assign({ returnDeadline: 0, botVotes: 0 });
    return timer;
  }

  /** The seat opens again (a player left a waiting table, a window ended, the host removed a bot). */
  free(seatIndex: number) {
    this.windows.delete(seatIndex);
    this.book.free(seatIndex);
    this.events.listingChanged();
  }

  /** "I'm back" after timeouts made a bot play the seat. */
  present(seat: number) {
    const { name } = this.book.seats[seat];
    if (this.book.isAway(seat)) this.events.announce([{ type: "present", seat, zh: `${name} 回來繼續下。`, en: `${name} is playing again.` }]);
    this.book.present(seat);
    this.events.controlChanged();
  }

  /** Seats moved one on (a rematch rotation): each window follows its seat. */
  rotate() {
    const count = this.book.seats.length;
    this.windows = new Map([...this.windows].map(([seat, w]) => [(seat - 1 + count) % count, w]));
  }
}
