import { ClientState, type Delayed, type Room } from "@colyseus/core";

/**
 * Colyseus 0.16 gives every room its own 50 ms patch interval, and a table is idle on nearly all of them: at a
 * thousand tables that is 20,000 timer callbacks a second, each building a patch of nothing and allocating the list
 * of clients whose view changed (measured: 18 % of the server's busy time at 1,000 生剋棋 tables). Game rooms tick on
 * one interval for the whole process instead.
 *
 * Even one interval visiting every table on every tick cost a tenth of a core at a thousand tables, in 5–10 ms
 * blocks (each visit reads a dozen objects scattered over the heap). So a tick visits only the tables that can need
 * it: those whose room timers are due on it (the clock advances, the timers run) and those a change without lines of
 * its own marked due (`patchSoon`); each visit sends a patch if there is anything to send. A table with a timer is
 * not visited until the timer is due: nearly every table has one (its turn clock), and ticking every timed clock on
 * every tick was still 3–4 % of the server's busy time at a thousand tables. Changes made by messages, joins and
 * leaves are sent at once by the room itself. Anything else that changes a table (a promise settling outside a
 * message) is found by a sweep that visits every table once per `SWEEP_TICKS` ticks, a slice each tick.
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
  /** The wheel's slot its soonest room timer is due in (Infinity: none is set). */
  dueSlot: number;
}

const byRoom = new Map<Room, TickedRoom>();
const rooms: TickedRoom[] = [];
/**
 * Tables by the slot their soonest timer is due in: slot n holds the `PATCH_TICK_MS` from n × PATCH_TICK_MS of
 * `Date.now()` (the room clock's time), and a tick takes every slot that has begun since the last one took. A table
 * whose timer is not due yet when its slot is taken (later in the slot) goes into the next. Slots are real time, not
 * tick counts: a tick that comes late (a busy loop) takes every slot it is late for. An entry whose `dueSlot` moved
 * since is skipped.
 */
const wheel = new Map<number, TickedRoom[]>();
/** The last slot a tick took. */
let slotsDone = 0;
/** Tables changed without a patch of their own: visited on the next tick. */
const due = new Set<TickedRoom>();
let sweepAt = 0;
let ticks = 0;
let interval: NodeJS.Timeout | undefined;

/** `room` stops using its own patch interval and ticks with every other table; it leaves the tick when disposed. */
export function tickWithEveryTable(room: Room, onError: (e: unknown) => void): void {
  room.setPatchRate(null);
  const entry: TickedRoom = { room, onError, at: rooms.length, visited: ticks, dueSlot: Infinity };
  byRoom.set(room, entry);
  rooms.push(entry);
  scheduleTimers(entry);
  internals(room)._events.once("dispose", () => leaveTick(entry));
  if (!interval) {
    slotsDone = Math.floor(Date.now() / PATCH_TICK_MS) - 1;
    interval = setInterval(tickAll, PATCH_TICK_MS);
    // Rooms keep a server alive, not this interval: a process whose server closed must be free to exit.
    interval.unref();
  }
}

/** `room` changed outside a patch of its own (a client's view alone): its patch goes out on the next tick. */
export function patchSoon(room: Room): void {
  const entry = byRoom.get(room);
  if (entry) due.add(entry);
}

/**
 * Every timer set on the room clock puts the table on the wheel at the tick it is due. The clock advances only when
 * the table is visited or patched, so a timer set on a clock that has not ticked for a while starts with that while
 * already subtracted: it counts from when it was set, not from the clock's last tick.
 */
function scheduleTimers(entry: TickedRoom): void {
  const clock = entry.room.clock;
  const counted = <D extends Delayed>(delayed: D): D => {
    // The room clock's time is Date.now() (@colyseus/clock in Node).
    delayed.elapsedTime -= Date.now() - clock.currentTime;
    dueIn(entry, delayed.time - delayed.elapsedTime);
    return delayed;
  };
  const { setTimeout: timeout, setInterval: every } = clock;
  clock.setTimeout = (...args: Parameters<typeof timeout>) => counted(timeout.apply(clock, args));
  clock.setInterval = (...args: Parameters<typeof every>) => counted(every.apply(clock, args));
  scheduleNext(entry);
}

/** The table is visited once `ms` from now have passed (on the first tick after), unless it already is sooner. */
function dueIn(entry: TickedRoom, ms: number): void {
  const slot = slotAfter(ms);
  if (slot < entry.dueSlot) putOnWheel(entry, slot);
}

/** After the clock ticked: the table goes on the wheel for its soonest timer left, if any (once per slot). */
function scheduleNext(entry: TickedRoom): void {
  let soonest = Infinity;
  for (const delayed of entry.room.clock.delayed) if (delayed.active && !delayed.paused) soonest = Math.min(soonest, delayed.time - delayed.elapsedTime);
  const slot = soonest === Infinity ? Infinity : slotAfter(soonest);
  if (slot === entry.dueSlot) return;
  entry.dueSlot = Infinity;
  if (slot !== Infinity) putOnWheel(entry, slot);
}

function slotAfter(ms: number): number {
  return Math.max(slotsDone + 1, Math.floor((Date.now() + ms) / PATCH_TICK_MS));
}

function putOnWheel(entry: TickedRoom, slot: number): void {
  entry.dueSlot = slot;
  const bucket = wheel.get(slot);
  if (bucket) bucket.push(entry);
  else wheel.set(slot, [entry]);
}

function leaveTick(entry: TickedRoom): void {
  byRoom.delete(entry.room);
  entry.dueSlot = Infinity;
  due.delete(entry);
  const last = rooms.pop()!;
  if (last !== entry) {
    rooms[entry.at] = last;
    last.at = entry.at;
  }
  if (rooms.length === 0 && interval) {
    clearInterval(interval);
    interval = undefined;
    wheel.clear();
  }
}

function tickAll(): void {
  ticks++;
  // The visits that look at views come first (a table is visited once a tick): a table due or in the sweep's slice
  // is visited with its clock (if it has timers) and its views.
  for (const entry of due) visit(entry);
  due.clear();
  for (let n = Math.ceil(rooms.length / SWEEP_TICKS); n > 0 && rooms.length > 0; n--) {
    if (sweepAt >= rooms.length) sweepAt = 0;
    visit(rooms[sweepAt++]);
  }
  const begun = Math.floor(Date.now() / PATCH_TICK_MS);
  while (slotsDone < begun) {
    const slot = ++slotsDone;
    const timersDue = wheel.get(slot);
    if (!timersDue) continue;
    wheel.delete(slot);
    for (const entry of timersDue) {
      if (entry.dueSlot !== slot) continue;
      // Its clock ticked earlier in this tick, before this slot began to count: the next tick looks again.
      if (entry.visited === ticks) putOnWheel(entry, begun + 1);
      else visit(entry, false);
    }
  }
}

/**
 * `views`: whether a change to a client's view alone (a seat's secrets shown) is looked for. Timer visits skip it:
 * reading every client of the table was most of their cost (a cold object each). Views change only where the room
 * shows a seat its secrets (`Projection`), which marks the table due; the sweep still looks, so nothing waits longer
 * than it.
 */
function visit(entry: TickedRoom, views = true): void {
  if (entry.visited === ticks) return;
  entry.visited = ticks;
  const { room, onError } = entry;
  const timed = entry.dueSlot !== Infinity;
  try {
    if (timed) room.clock.tick();
    if (hasPatchToSend(room, views)) room.broadcastPatch();
  } catch (e) {
    // One table's failure is that table's: the others still tick (Colyseus' own interval would have thrown).
    onError(e);
  }
  if (timed && byRoom.get(room) === entry) scheduleNext(entry);
}

/** Whether the room's state changed (or messages wait for its patch) since its last patch. */
export function stateChanged(room: Room): boolean {
  return hasPatchToSend(room, false);
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
