import { EventEmitter } from "node:events";
import { ClientState, Clock, type Room } from "@colyseus/core";
import { PATCH_TICK_MS, SWEEP_TICKS, patchSoon, stateChanged, tickWithEveryTable } from "../../../server/src/rooms/patchTicker";

/** The parts of a Colyseus 0.16 room the tick touches, with a count of the patches it was asked to send. */
function fakeRoom() {
  const room = {
    patchRate: 50 as number | null,
    patches: 0,
    changed: false,
    clients: [] as { state: ClientState; view?: { changes: Map<number, unknown> } }[],
    clock: new Clock(),
    _events: new EventEmitter(),
    _afterNextPatchQueue: [] as unknown[],
    _serializer: { encoder: { get hasChanges() { return room.changed; } } },
    setPatchRate(ms: number | null) {
      room.patchRate = ms;
    },
    broadcastPatch() {
      room.patches++;
      room.changed = false;
      room._afterNextPatchQueue = [];
      for (const c of room.clients) c.view?.changes.clear();
    },
  };
  return room;
}
const asRoom = (r: ReturnType<typeof fakeRoom>) => r as unknown as Room;

/** Tables enough for the sweep to take a slice of them each tick, ticking with the process, each clock's ticks counted. */
function countedTables() {
  const tables = Array.from({ length: SWEEP_TICKS * 5 }, fakeRoom);
  const clockTicks = tables.map(() => 0);
  tables.forEach((t, i) => {
    const tick = t.clock.tick.bind(t.clock);
    t.clock.tick = () => (clockTicks[i]++, tick());
    tickWithEveryTable(asRoom(t), () => undefined);
  });
  return { tables, clockTicks };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("game rooms tick on one interval for the process", () => {
  test("a room gives up its own patch interval; a tick sends a patch only when there is something to send", () => {
    const room = fakeRoom();
    tickWithEveryTable(asRoom(room), () => undefined);
    expect(room.patchRate).toBeNull();
    jest.advanceTimersByTime(PATCH_TICK_MS * 4);
    expect(room.patches).toBe(0);

    room.changed = true;
    jest.advanceTimersByTime(PATCH_TICK_MS);
    expect(room.patches).toBe(1);

    room._afterNextPatchQueue.push(["broadcast", []]);
    jest.advanceTimersByTime(PATCH_TICK_MS);
    expect(room.patches).toBe(2);

    // A joined client's view gained something (a seat's secret): that is a patch too; a joining client's is not yet.
    room.clients.push({ state: ClientState.JOINING, view: { changes: new Map([[1, {}]]) } });
    jest.advanceTimersByTime(PATCH_TICK_MS);
    expect(room.patches).toBe(2);
    room.clients.push({ state: ClientState.JOINED, view: { changes: new Map([[1, {}]]) } });
    jest.advanceTimersByTime(PATCH_TICK_MS);
    expect(room.patches).toBe(3);
    room._events.emit("dispose");
  });

  test("the room clock advances on the tick, and what its timers change goes out in that tick's patch", () => {
    const room = fakeRoom();
    tickWithEveryTable(asRoom(room), () => undefined);
    let fired = 0;
    room.clock.setTimeout(() => {
      fired++;
      room.changed = true;
    }, 120);
    jest.advanceTimersByTime(PATCH_TICK_MS * 2);
    expect([fired, room.patches]).toEqual([0, 0]);
    jest.advanceTimersByTime(PATCH_TICK_MS);
    expect([fired, room.patches]).toEqual([1, 1]);
    room._events.emit("dispose");
  });

  test("a clock idle for a long time counts a new timer from when it was set, not from its last tick", () => {
    const room = fakeRoom();
    tickWithEveryTable(asRoom(room), () => undefined);
    jest.advanceTimersByTime(60_000);
    let fired = 0;
    room.clock.setTimeout(() => void fired++, 1_000);
    jest.advanceTimersByTime(PATCH_TICK_MS * 19);
    expect(fired).toBe(0);
    jest.advanceTimersByTime(PATCH_TICK_MS * 2);
    expect(fired).toBe(1);
    room._events.emit("dispose");
  });

  test("among many tables, only timed and due ones are visited each tick; a sweep finds any other change within SWEEP_TICKS", () => {
    const { tables, clockTicks } = countedTables();
    const [timedTable, dueTable, quiet] = tables;
    timedTable.clock.setInterval(() => (timedTable.changed = true), PATCH_TICK_MS);
    clockTicks.fill(0);
    jest.advanceTimersByTime(PATCH_TICK_MS * 4);
    expect(clockTicks[0]).toBe(4);
    expect(clockTicks.slice(1).every((n) => n === 0)).toBe(true);
    expect(timedTable.patches).toBe(4);

    // Due: patched on the very next tick, wherever the sweep is.
    dueTable.changed = true;
    patchSoon(asRoom(dueTable));
    jest.advanceTimersByTime(PATCH_TICK_MS);
    expect(dueTable.patches).toBe(1);

    // A change nobody announced (a promise settling): found by the sweep, within SWEEP_TICKS ticks.
    quiet.changed = true;
    jest.advanceTimersByTime(PATCH_TICK_MS * SWEEP_TICKS);
    expect(quiet.patches).toBe(1);
    for (const t of tables) t._events.emit("dispose");
    expect(jest.getTimerCount()).toBe(0);
  });

  test("a table's clock is ticked when its soonest timer is due, not on every tick (a turn clock waits for its deadline)", () => {
    const { tables, clockTicks } = countedTables();
    const table = tables[0];
    let fired = 0;
    table.clock.setTimeout(() => {
      fired++;
      table.changed = true;
    }, 1_000);
    jest.advanceTimersByTime(PATCH_TICK_MS * 19);
    expect(fired).toBe(0);
    // Only the sweep's visits, one every SWEEP_TICKS ticks, looked at it meanwhile.
    expect(clockTicks[0]).toBeLessThanOrEqual(Math.ceil(19 / SWEEP_TICKS));
    jest.advanceTimersByTime(PATCH_TICK_MS * 2);
    expect([fired, table.patches]).toEqual([1, 1]);
    for (const t of tables) t._events.emit("dispose");
  });

  test("a tick that comes late (a busy event loop) runs every timer that came due meanwhile, and the later ones on time", () => {
    const room = fakeRoom();
    tickWithEveryTable(asRoom(room), () => undefined);
    const fired: string[] = [];
    room.clock.setTimeout(() => fired.push("early"), 120);
    room.clock.setTimeout(() => fired.push("late"), 1_000);
    // The loop is blocked for 400 ms: no tick runs, time passes.
    jest.setSystemTime(Date.now() + 400);
    jest.advanceTimersByTime(PATCH_TICK_MS);
    expect(fired).toEqual(["early"]);
    jest.advanceTimersByTime(1_000 - 450 - PATCH_TICK_MS);
    expect(fired).toEqual(["early"]);
    jest.advanceTimersByTime(PATCH_TICK_MS * 2);
    expect(fired).toEqual(["early", "late"]);
    room._events.emit("dispose");
  });

  test("a timed table's visits leave its clients' views alone: a view change goes out with the sweep, or at once when due", () => {
    const tables = Array.from({ length: SWEEP_TICKS * 5 }, fakeRoom);
    for (const t of tables) {
      tickWithEveryTable(asRoom(t), () => undefined);
      t.clock.setInterval(() => undefined, 10_000);
      t.clients.push({ state: ClientState.JOINED, view: { changes: new Map([[1, {}]]) } });
    }
    // Every table is timed; the sweep's slice of each tick reads the views, and no timer visit does.
    jest.advanceTimersByTime(PATCH_TICK_MS * 3);
    const patched = tables.filter((t) => t.patches > 0);
    expect(patched).toHaveLength(3 * (tables.length / SWEEP_TICKS));
    expect(patched.every((t) => t.patches === 1)).toBe(true);

    // The room marks a table due when it shows a seat its secrets (Projection's viewsChanged): the next tick sends it.
    const waiting = tables.find((t) => t.patches === 0)!;
    patchSoon(asRoom(waiting));
    jest.advanceTimersByTime(PATCH_TICK_MS);
    expect(waiting.patches).toBe(1);

    // Unannounced, the sweep finds every one within SWEEP_TICKS ticks.
    jest.advanceTimersByTime(PATCH_TICK_MS * SWEEP_TICKS);
    expect(tables.every((t) => t.patches === 1)).toBe(true);
    for (const t of tables) t._events.emit("dispose");
  });

  test("a room's state counts as changed when its encoder has changes or messages wait for its patch, not when a view alone changed", () => {
    const room = fakeRoom();
    room.clients.push({ state: ClientState.JOINED, view: { changes: new Map([[1, {}]]) } });
    expect(stateChanged(asRoom(room))).toBe(false);
    room._afterNextPatchQueue.push(["broadcast", []]);
    expect(stateChanged(asRoom(room))).toBe(true);
    room.broadcastPatch();
    room.changed = true;
    expect(stateChanged(asRoom(room))).toBe(true);
    room.broadcastPatch();
    expect(stateChanged(asRoom(room))).toBe(false);
  });

  test("a room that fails is reported and the others still tick; a disposed room leaves, and the last one stops the interval", () => {
    const failing = fakeRoom();
    const fine = fakeRoom();
    const errors: unknown[] = [];
    failing.broadcastPatch = () => {
      throw new Error("encode failed");
    };
    tickWithEveryTable(asRoom(failing), (e) => errors.push(e));
    tickWithEveryTable(asRoom(fine), (e) => errors.push(e));
    failing.changed = true;
    fine.changed = true;
    patchSoon(asRoom(failing));
    patchSoon(asRoom(fine));
    jest.advanceTimersByTime(PATCH_TICK_MS);
    expect(errors).toEqual([new Error("encode failed")]);
    expect(fine.patches).toBe(1);

    failing._events.emit("dispose");
    jest.advanceTimersByTime(PATCH_TICK_MS);
    expect(errors).toHaveLength(1);
    fine._events.emit("dispose");
    expect(jest.getTimerCount()).toBe(0);
  });
});
