// The server's own share of a move's latency, measured inside the bench server: from the moment a move message is
// handed to its room to the patch that shows its table's next seq. The load processes share the machine's cores
// and add their own stalls to what a bot measures; this is what is left once they are taken out.
import { Room } from "@colyseus/core";
import { WebSocketClient } from "@colyseus/ws-transport";
import { percentile } from "./common";

/** The message types that move a table: every hosted mode's `action`, the bare baseline room's `move`. */
const MOVES = new Set(["action", "move"]);

interface Waiting {
  at: number;
  /** The table's seq when the move arrived: a patch with a later one shows it. */
  seq: number;
  client: unknown;
}

export interface TurnaroundStats {
  p50Ms: number;
  p99Ms: number;
  moves: number;
}

/**
 * Installs the probe (once per process) and returns a reader of the turnarounds since its previous call. A refused
 * move (its answer is an `error`) is dropped, since no patch will show it.
 */
export function watchTurnaround(): () => TurnaroundStats {
  let done: number[] = [];
  const waiting = new WeakMap<Room, Waiting[]>();
  const roomOf = new WeakMap<object, Room>();
  const seqOf = (room: Room) => (room.state as { seq?: number } | undefined)?.seq;

  const onMessage = Room.prototype.onMessage;
  Room.prototype.onMessage = function (this: Room, type: string | number, callback: (client: never, message: unknown) => void, ...rest: unknown[]) {
    if (!MOVES.has(String(type))) return onMessage.call(this, type, callback as never, ...(rest as []));
    const timed = (client: never, message: unknown) => {
      let list = waiting.get(this);
      if (!list) waiting.set(this, (list = []));
      list.push({ at: performance.now(), seq: seqOf(this) ?? 0, client });
      roomOf.set(client, this);
      return callback(client, message);
    };
    return onMessage.call(this, type, timed as never, ...(rest as []));
  } as unknown as typeof Room.prototype.onMessage;

  const broadcastPatch = Room.prototype.broadcastPatch;
  Room.prototype.broadcastPatch = function (this: Room) {
    const sent = broadcastPatch.call(this);
    const list = waiting.get(this);
    const seq = seqOf(this);
    if (sent && list && seq !== undefined) {
      const now = performance.now();
      const shown = list.filter((w) => w.seq < seq);
      for (const w of shown) done.push(now - w.at);
      if (shown.length === list.length) waiting.delete(this);
      else if (shown.length > 0) waiting.set(this, list.filter((w) => w.seq >= seq));
    }
    return sent;
  };

  const send = WebSocketClient.prototype.send;
  WebSocketClient.prototype.send = function (this: WebSocketClient, type: unknown, ...rest: unknown[]) {
    if (type === "error") {
      const list = waiting.get(roomOf.get(this) as Room);
      const i = list ? list.map((w) => w.client).lastIndexOf(this) : -1;
      if (i >= 0) list!.splice(i, 1);
    }
    return send.call(this, type as never, ...(rest as []));
  } as unknown as typeof WebSocketClient.prototype.send;

  return () => {
    const sorted = done.sort((a, b) => a - b);
    done = [];
    return { p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), moves: sorted.length };
  };
}
