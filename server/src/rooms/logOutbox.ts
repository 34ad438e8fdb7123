import type { GameEvent } from "../../../shared/src/core/engine";
import { withSeatNames } from "../../../shared/src/core/text";
import { TableLog, canSee, wireLine, type LogLine } from "./tableLog";

/** A connected client as far as the log goes. */
export interface LogReader {
  sessionId: string;
  send(type: string, message: unknown): void;
}

/** What the outbox needs of the room: who is connected, where they sit, and the patch to send first. */
export interface LogRoom<C extends LogReader> {
  clients(): C[];
  seatOf(sessionId: string): number;
  /** Seat names, for engine lines that write seats as {p0}…. */
  names(): string[];
  seq(): number;
  sendPatch(): void;
  broadcast(type: string, message: unknown, except: C[]): void;
}

interface Corkable {
  cork(): void;
  uncork(): void;
}

/**
 * The table's log on its way to clients: lines are kept (the backlog a joining client gets) and sent. Each client
 * gets the lines it may see right after the patch that shows the new position. The patch goes out at once instead
 * of waiting for the next patch interval (turn-based games want the answer to a click now); setImmediate keeps it
 * out of any clock callback that is running.
 */
export class LogOutbox<C extends LogReader> {
  private readonly log = new TableLog();
  private pending: LogLine[] = [];
  private flushQueued = false;
  private closed = false;

  constructor(
    private readonly room: LogRoom<C>,
    /** Whether lines carry their `data` (tables whose views animate from it). */
    private readonly withData: boolean,
  ) {}

  /** A line from the room itself (joins, drops, the start and the end), at the current seq. */
  announce(events: Pick<GameEvent, "type" | "seat" | "zh" | "en">[]) {
    this.queue(this.log.add(this.room.seq(), events));
  }

  /** The engine's lines for the move just made, with seat names. */
  lines(events: GameEvent[]) {
    this.queue(this.log.add(this.room.seq(), this.named(events)));
  }

  /** A restored game's lines, as they were (nothing is sent: nobody is connected yet). */
  keep(seq: number, events: GameEvent[]) {
    this.log.add(seq, this.named(events));
  }

  /** The lines `seat` may see (-1: a spectator) for a joining client. */
  backlogFor(seat: number) {
    return this.log.backlogFor(seat, this.withData);
  }

  /** A new game: the last one's lines go. */
  clear() {
    this.log.clear();
  }

  private named(events: GameEvent[]): GameEvent[] {
    const names = this.room.names();
    return events.map((e) => withSeatNames(e, names));
  }

  private queue(lines: LogLine[]) {
    this.pending.push(...lines);
    if (this.flushQueued) return;
    this.flushQueued = true;
    setImmediate(() => {
      this.flushQueued = false;
      if (this.closed) return;
      // Each client's patch and its lines leave in one socket write instead of two (the writes dominate a move's cost).
      const sockets = this.room.clients().map(socketOf).filter((s): s is Corkable => s !== undefined);
      for (const s of sockets) s.cork();
      try {
        this.room.sendPatch();
        this.send(this.pending.splice(0));
      } finally {
        for (const s of sockets) s.uncork();
      }
    });
  }

  /** The room is gone: nothing more is sent. */
  close() {
    this.closed = true;
  }

  /**
   * Everyone gets the public lines; a seat with private lines of its own gets its own message instead. The common
   * message is encoded once for all (the usual case: a move without a private line).
   */
  private send(lines: LogLine[]) {
    if (lines.length === 0) return;
    const { withData, room } = this;
    const seq = room.seq();
    const privateSeats = new Set(lines.flatMap((l) => l.visibleTo ?? []));
    const own = room.clients().filter((c) => privateSeats.has(room.seatOf(c.sessionId)));
    for (const client of own) {
      const seat = room.seatOf(client.sessionId);
      client.send("events", { seq, events: lines.filter((l) => canSee(l, seat)).map((l) => wireLine(l, withData)) });
    }
    const common = lines.filter((l) => !l.visibleTo);
    if (common.length) room.broadcast("events", { seq, events: common.map((l) => wireLine(l, withData)) }, own);
  }
}

/** The TCP socket under a client's WebSocket (ws keeps it as `_socket`), when there is one. */
function socketOf(client: LogReader): Corkable | undefined {
  const socket = (client as unknown as { ref?: { _socket?: Corkable } }).ref?._socket;
  return socket && typeof socket.cork === "function" ? socket : undefined;
}
