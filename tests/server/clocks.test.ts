/**
 * Clocks and auto-pass (issue "Playing feels right" §2 and §4): a turn clock runs for the whole turn and a bot
 * finishes a turn that runs out; after repeated timeouts a bot plays the seat until its player acts again; response
 * windows have their own short clock; a player's auto-pass preference declines windows for them, and what the
 * opponent receives for an automatic pass is the same as for a click.
 */
import type { Room } from "colyseus.js";
import { Rng } from "../../shared/src/core/rng";
import { shengkeEngine } from "../../shared/src/games/shengke/engine";
import type { ShengkeState } from "../../shared/src/games/shengke/types";
import { logOf, nextMessage, sleep, startArena, viewOf, waitFor, type TestArena } from "../support/arena";

jest.setTimeout(60_000);

let t: TestArena;
beforeAll(async () => {
  t = await startArena({ AUTO_PASS_MS: "0-50" });
});
afterAll(async () => {
  await t.stop();
});

async function shengkeTable(table: Record<string, unknown>) {
  const a = await t.client().create("shengke", { name: "甲", table });
  await nextMessage(a, "seat");
  const b = await t.client().joinById(a.roomId, { name: "乙" });
  await nextMessage(b, "seat");
  return { a, b, rooms: [a, b] };
}

const game = (room: Room) => viewOf<ShengkeState>(room, "spectator")!;
const rng = Rng.fromSeed("clock-tests");

/** One move of `seat` chosen by the engine's bot on the seat's own view, sent like a click. */
function click(room: Room, seat: number) {
  const action = shengkeEngine.bot(viewOf<ShengkeState>(room, seat)!, seat, rng, "greedy");
  room.send("action", { seq: room.state.seq, action });
}

test("the turn clock runs for the whole turn, not per action; when it runs out a bot finishes that turn", async () => {
  const { a, b, rooms } = await shengkeTable({ turnSeconds: 10, timeoutsBeforeBot: 3 });
  for (const r of rooms) r.send("prefs", { autoPass: "turn" });
  a.send("start", {});
  // Both clients: the mover reads its own seat's view, and its socket may deliver the patch after the other's.
  await waitFor(() => rooms.every((r) => r.state.status === "playing" && r.state.turnDeadline > 0), 10_000, "a running clock");
  const owner = game(a).active;
  const mover = rooms[owner];
  expect(a.state.clockSeat).toBe(owner);
  expect(a.state.clockKind).toBe("turn");
  const deadline = a.state.turnDeadline;
  click(mover, owner);
  await waitFor(() => a.state.seq === 1, 5_000, "the first move");
  await sleep(200);
  // Same turn, same clock: the move did not buy more time.
  expect(a.state.turnDeadline).toBe(deadline);
  await waitFor(() => game(a).turn === 2, 20_000, "the next turn");
  await waitFor(() => logOf(a).some((l) => l.type === "timeout" && /finishes the turn/.test(l.en)), 10_000, "the timeout line");
  const record = t.store.getActions(a.state.gameId);
  expect(record[0].by).toBe("player");
  expect(record.slice(1).some((x) => x.by === "timeout")).toBe(true);
  expect(a.state.seats[owner].away).toBe(false);
  await Promise.all(rooms.map((r) => r.leave()));
});

test("after timeoutsBeforeBot timeouts in a row a bot plays the seat until its player says they are back", async () => {
  const a = await t.client().create("drawpass", { name: "Idle", table: { seats: 2, turnSeconds: 10, timeoutsBeforeBot: 1 } });
  await nextMessage(a, "seat");
  const b = await t.client().joinById(a.roomId, { name: "Busy" });
  await nextMessage(b, "seat");
  a.send("start", {});
  await waitFor(() => a.state.status === "playing", 5_000, "start");
  // Seat 0 (Idle) lets its clock run out once: away from now on.
  await waitFor(() => a.state.seats[0].away === true, 15_000, "away after one timeout");
  await waitFor(() => logOf(a).some((l) => l.type === "timeout" && /bot plays for Idle until they act again/.test(l.en)), 5_000, "the log says so");
  // Busy moves; Idle's next turn is played by the bot at once, without a clock.
  await waitFor(() => a.state.activeSeats[0] === 1, 5_000, "Busy's turn");
  b.send("action", { seq: a.state.seq, action: { type: "draw" } });
  await waitFor(() => a.state.activeSeats[0] === 1 && a.state.seq >= 3, 5_000, "the bot played Idle's turn");
  expect(t.store.getActions(a.state.gameId).some((x) => x.by === "away")).toBe(true);
  a.send("present", {});
  await waitFor(() => a.state.seats[0].away === false, 5_000, "back");
  b.send("action", { seq: a.state.seq, action: { type: "draw" } });
  await waitFor(() => a.state.activeSeats[0] === 0 && a.state.clockKind === "turn" && a.state.turnDeadline > 0, 5_000, "Idle's own turn, with its clock");
  await Promise.all([a.leave(), b.leave()]);
});

test("a response window has its own short clock: unanswered, it is passed for the player", async () => {
  const { a, b, rooms } = await shengkeTable({ responseSeconds: 5 });
  for (const r of rooms) r.send("prefs", { autoPass: "ask" });
  a.send("start", {});
  await waitFor(() => rooms.every((r) => r.state.status === "playing"), 5_000, "start");
  const owner = game(a).active;
  const other = 1 - owner;
  expect(a.state.turnDeadline).toBe(0); // no turn clock at this table
  // The turn's player plays until the other seat holds a window.
  while (!(a.state.activeSeats[0] === other && a.state.clockKind === "response")) {
    const seq = a.state.seq;
    click(rooms[owner], owner);
    // Both clients: the next click reads the mover's own state.
    await waitFor(() => rooms.every((r) => r.state.seq > seq), 5_000, "a move");
  }
  expect(a.state.turnDeadline).toBeGreaterThan(Date.now());
  const before = a.state.seq;
  await waitFor(() => a.state.seq === before + 1, 10_000, "the window passed for them");
  // The log line travels as its own message beside the patch: wait for it rather than race it.
  await waitFor(() => logOf(b).some((l) => l.type === "window_timeout"), 10_000, "the window's timeout line");
  expect(t.store.getActions(a.state.gameId)[before]).toMatchObject({ seat: other, action: { type: "pass" }, by: "timeout" });
  await Promise.all(rooms.map((r) => r.leave()));
});

test("auto-pass declines the opponent's windows, and the opponent cannot tell it from a click", async () => {
  const { a, b, rooms } = await shengkeTable({});
  a.send("start", {});
  await waitFor(() => rooms.every((r) => r.state.status === "playing"), 5_000, "start");
  const owner = game(a).active;
  const other = 1 - owner;
  rooms[other].send("prefs", { autoPass: "ask" });
  const prefs = await nextMessage(rooms[other], "prefs");
  expect(prefs).toEqual({ autoPass: "ask" });
  // What the owner received for the other seat's passes (the lines of those actions, without their numbers).
  const seen = () => logOf(rooms[owner]).filter((l) => l.seat === other && l.type === "pass").map(({ seq: _s, ...line }) => line);
  // A window answered by a click…
  while (!(a.state.activeSeats[0] === other)) {
    const seq = a.state.seq;
    click(rooms[owner], owner);
    // Both clients: the next click reads the mover's own state.
    await waitFor(() => rooms.every((r) => r.state.seq > seq), 5_000, "a move");
  }
  const clickSeq = a.state.seq;
  rooms[other].send("action", { seq: clickSeq, action: { type: "pass" } });
  await waitFor(() => a.state.seq > clickSeq, 5_000, "the clicked pass");
  await sleep(100);
  const clicked = seen();
  // …and the next one declined by the preference.
  rooms[other].send("prefs", { autoPass: "turn" });
  await nextMessage(rooms[other], "prefs");
  while (true) {
    const mine = a.state.activeSeats[0] === owner;
    if (!mine) break;
    const seq = a.state.seq;
    click(rooms[owner], owner);
    // Both clients: the next click reads the mover's own state.
    await waitFor(() => rooms.every((r) => r.state.seq > seq), 5_000, "a move");
    if (t.store.getActions(a.state.gameId).some((x) => x.by === "auto")) break;
  }
  await waitFor(() => t.store.getActions(a.state.gameId).some((x) => x.by === "auto"), 5_000, "an automatic pass");
  await sleep(100);
  const all = seen();
  const auto = all.slice(clicked.length);
  expect(clicked.length).toBeGreaterThan(0);
  expect(auto.length).toBeGreaterThan(0);
  // The same line, word for word, whoever decided.
  expect(auto[0]).toEqual(clicked[0]);
  await Promise.all(rooms.map((r) => r.leave()));
});
