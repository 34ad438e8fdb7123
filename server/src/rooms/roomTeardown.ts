import type { RegisteredHandler, Room } from "@colyseus/core";

/**
 * Where Colyseus 0.16 leaves a room's timers running after the room is gone. Each one kept the room in memory, and a
 * server stopped in-process (tests, benchmarks, an embedding app) kept its process alive, so each is stopped here.
 */

/**
 * Colyseus starts a room's patch interval, its empty-room timer and its clock before onCreate, and never disposes a
 * room whose onCreate throws: every failed create (options refused, a record that does not replay) kept them, and
 * the room under them, for good. When `open` fails they are stopped and `close` (the room's own dispose) runs.
 */
export async function closedUnlessOpened(room: Room, open: () => void | Promise<void>, close: () => void | Promise<void> = () => undefined): Promise<void> {
  try {
    await open();
  } catch (e) {
    room.setPatchRate(null);
    room.autoDispose = false; // clears the empty-room timer
    room.clock.clear();
    room.clock.stop();
    // The opening's error is the one the client or the restore reports.
    await Promise.resolve()
      .then(close)
      .catch(() => undefined);
    throw e;
  }
}

/**
 * A seat reserved through matchmaking and never claimed frees itself after the reservation time, by a timer that
 * Colyseus does not clear when the room is disposed first (a server stop, a finished table closing): it ran up to 15 s
 * after the room, and the server, were gone.
 */
export function seatReservationsEndWithRoom(handler: RegisteredHandler): RegisteredHandler {
  return handler.on("dispose", (room: Room) => {
    const timers = (room as unknown as { reservedSeatTimeouts: Record<string, NodeJS.Timeout> }).reservedSeatTimeouts;
    for (const timer of Object.values(timers)) clearTimeout(timer);
  });
}

/**
 * A disposed room rejects its pending reconnections, and Colyseus 0.16 then re-arms its one-second empty-room check
 * on the room it has just disposed: a timer that only holds the process open.
 * Until the room is disposed the check stays: a disconnecting room is disposed through it once its clients are gone.
 */
export function noEmptyRoomCheckAfterDispose(room: Room): void {
  const r = room as unknown as { _events: { once(event: "dispose", fn: () => void): void }; resetAutoDisposeTimeout(seconds?: number): void };
  const reset = r.resetAutoDisposeTimeout.bind(room);
  let disposed = false;
  r._events.once("dispose", () => (disposed = true));
  r.resetAutoDisposeTimeout = (seconds) => {
    if (!disposed) reset(seconds);
  };
}
