/**
 * No room leaves a timer running once it is gone (server/src/rooms/roomTeardown.ts). Colyseus starts a room's patch
 * interval, its empty-room timer and its clock before `onCreate`, and never disposes a room whose `onCreate` throws:
 * each failed create (bad options from a client, a record that does not replay) kept a 50 ms interval, and the room
 * under it, for good. And a seat reserved but never claimed kept its timer past the room's dispose.
 */
import { startArena, type TestArena } from "../support/arena";
import { timerLog } from "../support/timerLog";

/** Timers Colyseus' rooms start (HTTP keep-alives and the like are not theirs). */
const roomTimers = () => timerLog(/@colyseus[\\/]core[\\/]build[\\/]Room\.js/);

async function roomTimersLeftBy(during: () => Promise<unknown>) {
  const timers = roomTimers();
  try {
    await during();
    return timers.pending();
  } finally {
    timers.stop();
  }
}

let t: TestArena;
let stopped = false;
beforeAll(async () => {
  t = await startArena();
});
afterAll(() => (stopped ? undefined : t.stop()));

test("a table refused for its options leaves no timer running", async () => {
  const left = await roomTimersLeftBy(() => expect(t.client().create("drawpass", { name: "Alice", table: { seats: 99 } })).rejects.toThrow(/bad_join_options/));
  expect(left).toEqual([]);
});

test("a pairing queue refused for its mode leaves no timer running", async () => {
  const left = await roomTimersLeftBy(() => expect(t.client().create("pairing", { mode: "no-such-mode" })).rejects.toThrow(/bad_pairing_options/));
  expect(left).toEqual([]);
});

// Last: it stops the server (Colyseus' match maker is one per process).
test("seats reserved and never claimed, at a table and in the lobby: their timers end with the server", async () => {
  const reserve = (path: string, body: unknown) =>
    fetch(`http://127.0.0.1:${t.port}/matchmake/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const timers = roomTimers();
  try {
    expect((await reserve("create/drawpass", { name: "Alice", table: { seats: 2 } })).status).toBe(200);
    expect((await reserve("joinOrCreate/lobby", {})).status).toBe(200);
    // The rooms opened and each holds a reservation: the checks below see real timers, not none at all.
    expect(timers.pending().filter((timer) => !timer.repeats).length).toBeGreaterThanOrEqual(2);
    stopped = true;
    await t.stop();
    expect(timers.pending()).toEqual([]);
  } finally {
    timers.stop();
  }
});
