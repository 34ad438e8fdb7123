import { ClientState, type Client, type Room } from "@colyseus/core";
import type { GameEvent } from "../../../shared/src/core/engine";
import { patchSoon, stateChanged } from "./patchTicker";
import { TableLog, canSee, wireLine, type LogLine } from "./tableLog";

/** A connected client as far as the log goes. */
export interface LogReader {
  sessionId: string;
}

/** What the outbox needs of the room: who is connected, where they sit, and its patches. */
export interface LogRoom<C extends LogReader> {
  clients(): C[];
  seatOf(sessionId: string): number;
  /** Seat names, for engine lines that write seats as {p0}…. */
  names(): string[];
  seq(): number;
  /** Encodes and sends the patch, then the messages queued to follow it (Colyseus' broadcastPatch). */
  sendPatch(): void;
  /** Whether the state changed since the last patch (a client's view alone changing does not count). */
  stateChanged(): boolean;
  /** A change to views alone: its patch goes out with the next tick (patchTicker.ts). */
  patchSoon(): void;
  /** `afterPatch`: queued behind the patch being built (Colyseus' `afterNextPatch`); otherwise sent now. */
  send(client: C, type: string, message: unknown, afterPatch: boolean): void;
  broadcast(type: string, message: unknown, except: C[], afterPatch: boolean): void;
}

/** A Colyseus room as the outbox sees it. */
export function logRoom(room: Room, seatOf: (sessionId: string) => number, names: () => string[]): LogRoom<Client> {
  return {
    clients: () => [...room.clients],
    seatOf,
    names,
    seq: () => (room.state as { seq: number }).seq,
    sendPatch: () => room.broadcastPatch(),
    stateChanged: () => stateChanged(room),
    patchSoon: () => patchSoon(room),
    // Colyseus sends a client's own after-patch messages raw: a client still joining gets them once it has joined.
    send: (client, type, message, afterPatch) => client.send(type, message, { afterNextPatch: afterPatch && client.state !== ClientState.JOINING }),
    broadcast: (type, message, except, afterPatch) => room.broadcast(type, message, { except, afterNextPatch: afterPatch }),
  };
}

interface Corkable {
  cork(): void;
  uncork(): void;
}

/**
 * The table's log on its way to clients: lines are kept (the backlog a joining client gets) and sent. The lines of
 * a change follow the patch that shows it, in the same tick, before anything sent later (docs/protocol.md): they
 * are queued behind the next patch, and that patch goes out at once unless one is being built right now.
 */
export class LogOutbox<C extends LogReader> {
  private readonly log: TableLog;
  private pending: LogLine[] = [];
  private closed = false;

  constructor(
    private readonly room: LogRoom<C>,
    /** Whether sent lines carry their `data` (tables whose views animate from it). */
    withData: boolean,
  ) {
    this.log = new TableLog(withData);
  }

  /** A line from the room itself (joins, drops, the start and the end), at the current seq. */
  announce(events: Pick<GameEvent, "type" | "seat" | "zh" | "en">[]) {
    this.pending.push(...this.log.add(this.room.seq(), events));
  }

  /** The engine's lines for the move just made, with seat names. */
  lines(events: GameEvent[]) {
    this.pending.push(...this.log.add(this.room.seq(), events, this.room.names()));
  }

  /** A restored game's lines, as they were (nothing is sent: nobody is connected yet). */
  keep(seq: number, events: GameEvent[]) {
    this.log.add(seq, events, this.room.names());
  }

  /** The lines `seat` may see (-1: a spectator) for a joining client. */
  backlogFor(seat: number) {
    return this.log.backlogFor(seat);
  }

  /** A new game: the last one's lines go. */
  clear() {
    this.log.clear();
  }

  /**
   * New lines go out behind the patch that shows their change. `patchNow`: send that patch at once (after a message,
   * a join or a leave); otherwise a patch is being built (room timers run inside one) and they follow it.
   */
  flush(patchNow: boolean) {
    if (this.closed) return;
    if (this.pending.length === 0) {
      if (!patchNow) return;
      // A move without lines of its own (時序之戰 ends its discard step silently) is shown at once too: left to the
      // next tick it waited up to 50 ms more. A change to views alone can wait for the tick.
      if (this.room.stateChanged()) this.room.sendPatch();
      else this.room.patchSoon();
      return;
    }
    // Queued before the patch is built: lines of room timers that run while it is built come after these.
    this.queueBehindPatch(this.pending.splice(0));
    if (!patchNow) return;
    // Each client's patch and its lines leave in one socket write instead of two (the writes dominate a move's cost).
    const sockets = this.room.clients().map(socketOf).filter((s): s is Corkable => s !== undefined);
    for (const s of sockets) s.cork();
    try {
      this.room.sendPatch();
    } finally {
      for (const s of sockets) s.uncork();
    }
  }

  /** The room is gone: nothing more is sent. */
  close() {
    this.closed = true;
  }

  /**
   * Everyone gets the public lines; a seat with private lines of its own gets its own message instead. Each message
   * is encoded once for all who get the same lines: the public one (the usual case: a move without a private line),
   * and a private one seen by several seats (a co-op draw is seen by the whole team).
   */
  private queueBehindPatch(lines: LogLine[]) {
    const { room } = this;
    const seq = room.seq();
    if (!lines.some((l) => l.visibleTo)) return room.broadcast("events", { seq, events: lines.map(wireLine) }, NOBODY, true);
    const privateSeats = new Set(lines.flatMap((l) => l.visibleTo ?? []));
    const clients = room.clients();
    const own = clients.filter((c) => privateSeats.has(room.seatOf(c.sessionId)));
    for (const readers of sameLines(own, lines, (c) => room.seatOf(c.sessionId))) {
      const seat = room.seatOf(readers[0].sessionId);
      const message = { seq, events: lines.filter((l) => canSee(l, seat)).map(wireLine) };
      if (readers.length === 1) room.send(readers[0], "events", message, true);
      else room.broadcast("events", message, clients.filter((c) => !readers.includes(c)), true);
    }
    const common = lines.filter((l) => !l.visibleTo);
    if (common.length) room.broadcast("events", { seq, events: common.map(wireLine) }, own, true);
  }
}

const NOBODY: never[] = [];

/** `clients` grouped by which of `lines` they may see. */
function sameLines<C>(clients: C[], lines: LogLine[], seatOf: (c: C) => number): C[][] {
  const groups = new Map<string, C[]>();
  for (const client of clients) {
    const seat = seatOf(client);
    const key = lines.map((l) => (canSee(l, seat) ? "1" : "0")).join("");
    const group = groups.get(key);
    if (group) group.push(client);
    else groups.set(key, [client]);
  }
  return [...groups.values()];
}

/** The TCP socket under a client's WebSocket (ws keeps it as `_socket`), when there is one. */
function socketOf(client: LogReader): Corkable | undefined {
  const socket = (client as unknown as { ref?: { _socket?: Corkable } }).ref?._socket;
  return socket && typeof socket.cork === "function" ? socket : undefined;
}
