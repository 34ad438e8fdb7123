import { ClientState, type Room } from "@colyseus/core";

/**
 * Colyseus 0.16 gives every room its own 50 ms patch interval, and a table is idle on nearly all of them: at a
 * thousand tables that is 20,000 timer callbacks a second, each building a patch of nothing and allocating the list
 * of clients whose view changed (measured: 18 % of the server's busy time at 1,000 生剋棋 tables). Game rooms tick on
 * one interval for the whole process instead.
 *
 * Even one interval visiting every table on every tick cost a tenth of a core at a thousand tables, in 5–10 ms
 * blocks (each visit reads a dozen objects scattered over the heap). So a tick visits only the tables that can need
 * it: those with room timers (their clock advances, the timers run) and those a change without lines of its own
 * marked due (`patchSoon`); each visit sends a patch if there is anything to send. Changes made by messages, joins
 * and leaves that write lines are sent at once by the room itself, as before. Anything else that changes a table
 * (a promise settling outside a message) is found by a sweep that visits every table once per `SWEEP_TICKS` ticks,
 * a slice each tick.
 */
export const PATCH_TICK_MS = 50;
export const SWEEP_TICKS = 10;

interface TickedRoom {
  room: Room;
  onError: (e: unknown) => void;
  /** Its place in `rooms`, for the sweep (removal swaps the last one in). */
  at: number;
  /** The last tick that visited it: one visit per tick, whatever listed it. */
  visited: number;
}

const byRoom = new Map<Room, TickedRoom>();
const rooms: TickedRoom[] = [];
/** Tables with room timers: their clock ticks on every tick. */
const timed = new Set<TickedRoom>();
/** Tables changed without a patch of their own: visited on the next tick. */
const due = new Set<TickedRoom>();
let sweepAt = 0;
let ticks = 0;
let interval: NodeJS.Timeout | undefined;

/** `room` stops using its own patch interval and ticks with every other table; it leaves the tick when disposed. */
export function tickWithEveryTable(room: Room, onError: (e: unknown) => void): void {
  room.setPatchRate(null);
  const entry: TickedRoom = { room, onError, at: rooms.length, visited: ticks };
  byRoom.set(room, entry);
  rooms.push(entry);
  joinTimedOnSchedule(entry);
  internals(room)._events.once("dispose", () => leaveTick(entry));
  if (!interval) {
    interval = setInterval(tickAll, PATCH_TICK_MS);
    // Rooms keep a server alive, not this interval: a process whose server closed must be free to exit.
    interval.unref();
  }
}

/** `room` changed outside a patch of its own (a change with no lines): its patch goes out on the next tick. */
export function patchSoon(room: Room): void {
  const entry = byRoom.get(room);
  if (entry) due.add(entry);
}

/**
 * The clock joins the timed tables when it schedules something. A clock left untimed has not ticked for a while:
 * it ticks first (nothing is scheduled, so nothing runs), so the new timer counts from now, not from its last tick.
 */
function joinTimedOnSchedule(entry: TickedRoom): void {
  const clock = entry.room.clock;
  const join = () => {
    if (timed.has(entry)) return;
    clock.tick();
    timed.add(entry);
  };
  const { setTimeout: timeout, setInterval: every } = clock;
  clock.setTimeout = (...args: Parameters<typeof timeout>) => (join(), timeout.apply(clock, args));
  clock.setInterval = (...args: Parameters<typeof every>) => (join(), every.apply(clock, args));
  if (clock.delayed.length > 0) timed.add(entry);
}

function leaveTick(entry: TickedRoom): void {
  byRoom.delete(entry.room);
  timed.delete(entry);
  due.delete(entry);
  const last = rooms.pop()!;
  if (last !== entry) {
    rooms[entry.at] = last;
    last.at = entry.at;
  }
  if (rooms.length === 0 && interval) {
    clearInterval(interval);
    interval = undefined;
  }
}

function tickAll(): void {
  ticks++;
  // The visits that look at views come first (a table is visited once a tick): a timed table due or in the sweep's
  // slice is visited with its clock and its views.
  for (const entry of due) visit(entry, timed.has(entry));
  due.clear();
  for (let n = Math.ceil(rooms.length / SWEEP_TICKS); n > 0 && rooms.length > 0; n--) {
    if (sweepAt >= rooms.length) sweepAt = 0;
    const entry = rooms[sweepAt++];
    visit(entry, timed.has(entry));
  }
  for (const entry of timed) {
    visit(entry, true, false);
    // Timers that ran are dropped from the clock on its next tick: an empty clock has nothing left to run.
    if (entry.room.clock.delayed.length === 0) timed.delete(entry);
  }
}

/**
 * `views`: whether a change to a client's view alone (a seat's secrets shown) is looked for. Timed visits skip it:
 * they are most of the visits, and reading every client of the table was most of their cost (a cold object each).
 * Views change only where the room shows a seat its secrets (`Projection`), which marks the table due; the sweep
 * still looks, so nothing waits longer than it.
 */
function visit(entry: TickedRoom, tickClock = false, views = true): void {
  if (entry.visited === ticks) return;
  entry.visited = ticks;
  const { room, onError } = entry;
  try {
    if (tickClock) room.clock.tick();
    if (hasPatchToSend(room, views)) room.broadcastPatch();
  } catch (e) {
    // One table's failure is that table's: the others still tick (Colyseus' own interval would have thrown).
    onError(e);
  }
}

/** What Colyseus' broadcastPatch would act on: state changes, a joined client's view changes, queued messages. */
function hasPatchToSend(room: Room, views: boolean): boolean {
  const r = internals(room);
  if (r._afterNextPatchQueue.length > 0 || r._serializer.encoder?.hasChanges) return true;
  if (!views) return false;
  for (const client of room.clients) if (client.state === ClientState.JOINED && (client.view?.changes.size ?? 0) > 0) return true;
  return false;
}

/** The parts of a Colyseus 0.16 room the tick reads. */
function internals(room: Room) {
  return room as unknown as {
    _events: { once(event: "dispose", listener: () => void): void };
    _afterNextPatchQueue: unknown[];
    _serializer: { encoder?: { hasChanges: boolean } };
  };
}
