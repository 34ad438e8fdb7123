/**
 * The room's own hardening (issue "Hardening"): storage faults never crash or lose a move, one live session per seat,
 * exact spectator counts and caps, reservations that never connect lock nobody out, every message type is
 * rate-limited, abandoned games are played out without stalling the server.
 */
import Database from "better-sqlite3";
import { join } from "node:path";
import type { Room } from "colyseus.js";
import { holdsSecretOf, logOf, nextMessage, recordMessages, sleep, startArena, viewOf, waitFor, type TestArena } from "../support/arena";

let t: TestArena;
beforeAll(async () => {
  // Bots pause before moving, so a test can lock the database between a player's move and the bot's.
  t = await startArena({ RECONNECT_SECONDS: "5", MAX_SPECTATORS: "50", BOT_DELAY_MS: "800" });
});
afterAll(async () => {
  await t.stop();
});

async function table(seats = 2) {
  const a = await t.client().create("drawpass", { name: "Alice", table: { seats } });
  const aSeat = await nextMessage(a, "seat");
  const b = await t.client().joinById(a.roomId, { name: "Bob" });
  const bSeat = await nextMessage(b, "seat");
  a.send("start", {});
  await waitFor(() => a.state.status === "playing" && b.state.status === "playing", 10_000, "start");
  return { a, b, aSeat, bSeat };
}

/** Another connection holds the database locked (a backup tool, an operator's shell): every write fails fast. */
function lockDatabase(): () => void {
  const other = new Database(join(t.dataDir, "games.sqlite"));
  other.exec("BEGIN EXCLUSIVE");
  return () => {
    other.exec("ROLLBACK");
    other.close();
  };
}

test("a player's action that cannot be stored is refused with storage_unavailable and changes nothing", async () => {
  const { a, b } = await table();
  const unlock = lockDatabase();
  try {
    const refused = nextMessage(a, "error");
    a.send("action", { seq: 0, action: { type: "draw" } });
    expect((await refused).code).toBe("storage_unavailable");
    await sleep(100);
    expect(a.state.seq).toBe(0);
    expect(viewOf(a, 0).hands[0]).toHaveLength(2);
  } finally {
    unlock();
  }
  a.send("action", { seq: 0, action: { type: "draw" } });
  await waitFor(() => a.state.seq === 1, 5_000, "the same action once storage is back");
  expect(t.store.getActions(a.state.gameId)).toHaveLength(1);
  await Promise.all([a.leave(), b.leave()]);
});

test("bot moves back off while storage fails, the server stays up, and the game goes on when it recovers", async () => {
  const a = await t.client().create("drawpass", { name: "Solo", table: { seats: 2 } });
  await nextMessage(a, "seat");
  a.send("addBot", {});
  await waitFor(() => a.state.seats[1].occupied, 5_000, "bot seated");
  a.send("start", {});
  await waitFor(() => a.state.status === "playing", 5_000, "start");
  // Seat 0 moves first; lock before passing so the bot's answer hits the locked database.
  a.send("action", { seq: 0, action: { type: "pass" } });
  await waitFor(() => a.state.seq === 1, 5_000, "first move");
  const unlock = lockDatabase();
  await sleep(2500);
  expect(a.state.seq).toBe(1); // the bot could not store its move, so it did not make it
  expect((await fetch(`http://127.0.0.1:${t.port}/healthz`)).status).toBe(503);
  unlock();
  await waitFor(() => a.state.seq >= 2, 15_000, "the bot's move after recovery");
  expect((await fetch(`http://127.0.0.1:${t.port}/healthz`)).status).toBe(200);
  expect(t.store.getActions(a.state.gameId).map((x) => x.by)).toEqual(["player", "bot"]);
  await a.leave();
}, 30_000);

test("one live session per seat: a seat-token rejoin supersedes a dropped session, whose reconnection token stops working", async () => {
  const { a, b, bSeat } = await table();
  const token = b.reconnectionToken;
  b.connection.transport.close();
  await waitFor(() => a.state.seats[1].connected === false, 10_000, "drop noticed");
  // Tab B: the same player opens the table again and reclaims the seat with the seat token.
  const tabB = await t.client().joinById(a.roomId, { name: "Bob", seatToken: bSeat.seatToken });
  await waitFor(() => holdsSecretOf(tabB, 1), 5_000, "tab B holds the seat");
  // Tab A comes back with its old reconnection token: refused.
  const stale = await t.client().reconnect(token).then(
    (r) => r,
    (e) => e,
  );
  expect(stale).toBeInstanceOf(Error);
  expect(a.state.spectators).toBe(0);
  // A live session is closed with 4001 when another takes its seat.
  const closed = new Promise<number>((resolve) => tabB.onLeave((code) => resolve(code)));
  const tabC = await t.client().joinById(a.roomId, { name: "Bob", seatToken: bSeat.seatToken });
  expect(await closed).toBe(4001);
  await waitFor(() => holdsSecretOf(tabC, 1), 5_000, "tab C holds the seat");
  await sleep(100);
  expect(a.state.spectators).toBe(0);
  expect(a.state.seats[1].connected).toBe(true);
  await Promise.all([a.leave(), tabC.leave()]);
});

test("after a rematch that rotates seats, a superseded session sees no one else's hand", async () => {
  const { a, b, bSeat } = await table();
  const token = b.reconnectionToken;
  b.connection.transport.close();
  await waitFor(() => a.state.seats[1].connected === false, 10_000, "drop noticed");
  const tabB = await t.client().joinById(a.roomId, { name: "Bob", seatToken: bSeat.seatToken });
  await waitFor(() => holdsSecretOf(tabB, 1), 5_000, "tab B seated");
  const players: Room[] = [a, tabB];
  while (a.state.status === "playing") {
    const seat = a.state.activeSeats[0];
    const seq = a.state.seq;
    players[seat].send("action", { seq, action: { type: "pass" } });
    await waitFor(() => a.state.seq !== seq || a.state.status !== "playing", 5_000, "progress");
  }
  a.send("rematch", {});
  tabB.send("rematch", {});
  await waitFor(() => a.state.status === "playing" && a.state.seats[0].name === "Bob", 10_000, "rotated rematch");
  const stale = await t.client().reconnect(token).then(
    (r) => r,
    (e) => e,
  );
  expect(stale).toBeInstanceOf(Error);
  // Each client holds exactly its new seat's secrets.
  await waitFor(() => holdsSecretOf(a, 1) && holdsSecretOf(tabB, 0), 5_000, "views follow the seats");
  expect(holdsSecretOf(a, 0)).toBe(false);
  expect(holdsSecretOf(tabB, 1)).toBe(false);
  await Promise.all([a.leave(), tabB.leave()]);
});

test("spectators are capped at MAX_SPECTATORS exactly, with a typed refusal; the count never drifts", async () => {
  const { a, b } = await table();
  const watchers: Room[] = [];
  for (let i = 0; i < 50; i++) watchers.push(await t.client().joinById(a.roomId, { name: `W${i}`, spectate: true }));
  const refused = await t.client().joinById(a.roomId, { name: "W51", spectate: true }).catch((e) => e);
  expect(String(refused.message)).toMatch(/too_many_spectators/);
  await waitFor(() => a.state.spectators === 50, 5_000, "50 spectators");
  await Promise.all(watchers.slice(0, 10).map((w) => w.leave()));
  await waitFor(() => a.state.spectators === 40, 5_000, "40 spectators");
  await Promise.all([a, b, ...watchers.slice(10)].map((r) => r.leave()));
}, 60_000);

test("reservations that never connect lock out neither the seat's owner nor spectators", async () => {
  const { a, b, bSeat } = await table();
  // 100 matchmaking reservations whose clients never open the socket.
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`http://127.0.0.1:${t.port}/matchmake/joinById/${a.roomId}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name: `Ghost${i}`, spectate: true }) });
    expect(res.status).toBe(200);
  }
  await b.leave(false);
  const back = await t.client().joinById(a.roomId, { name: "Bob", seatToken: bSeat.seatToken });
  await waitFor(() => holdsSecretOf(back, 1), 5_000, "the owner is back");
  const watcher = await t.client().joinById(a.roomId, { name: "Late", spectate: true });
  await waitFor(() => watcher.state.status === "playing", 5_000, "a spectator got in");
  await Promise.all([a.leave(), back.leave(), watcher.leave()]);
});

test("every message a client sends is rate-limited, unknown types included, and answered without a disconnect", async () => {
  const { a, b } = await table();
  const seen = recordMessages(a);
  let left = false;
  a.onLeave(() => (left = true));
  for (let i = 0; i < 80; i++) a.send(`nonsense${i}`, { x: i });
  a.send("legal", {});
  await waitFor(() => seen.filter((m) => m.type === "error").length >= 81, 5_000, "81 answers");
  const codes = seen.filter((m) => m.type === "error").map((m) => (m.message as { code: string }).code);
  expect(codes).toContain("unknown_message");
  expect(codes).toContain("rate_limited");
  // A refusal for the allowance names the message and how long to wait, so a program can send it again.
  const limited = seen.map((m) => m.message as { code: string; data?: { type: string; retryAfterMs: number } }).filter((m) => m.code === "rate_limited");
  expect(limited[0].data!.type).toMatch(/^nonsense\d+$/);
  expect(limited.every((m) => m.data!.retryAfterMs > 0 && m.data!.retryAfterMs <= 100)).toBe(true);
  expect(limited.at(-1)!.data!.type).toBe("legal");
  expect(left).toBe(false);
  await Promise.all([a.leave(), b.leave()]);
});

test("abandoned games are played out in slices that give the event loop back between them", async () => {
  // 生剋棋 games run to a few hundred moves: many slices each.
  const rooms = await Promise.all(
    [0, 1, 2].map(async () => {
      const a = await t.client().create("shengke", { name: "甲" });
      await nextMessage(a, "seat");
      const b = await t.client().joinById(a.roomId, { name: "乙" });
      await nextMessage(b, "seat");
      a.send("start", {});
      await waitFor(() => a.state.status === "playing", 10_000, "start");
      return { a, b };
    }),
  );
  const ids = rooms.map((r) => r.a.state.gameId);
  // A probe on a short timer: it only runs when the event loop is free, so it sees the games part-way through only
  // if a playout hands the loop back before finishing.
  let turns = 0;
  let sawPartWay = false;
  const probe = setInterval(() => {
    turns++;
    const counts = ids.map((id) => ({ finished: t.store.getGame(id)?.status === "finished", actions: t.store.actionCount(id) }));
    if (counts.some((c) => !c.finished && c.actions > 0)) sawPartWay = true;
  }, 5);
  for (const r of rooms) {
    r.a.connection.transport.close();
    r.b.connection.transport.close();
  }
  try {
    await waitFor(() => ids.every((id) => t.store.getGame(id)?.status === "finished"), 60_000, "all played out");
  } finally {
    clearInterval(probe);
  }
  expect(sawPartWay).toBe(true);
  expect(turns).toBeGreaterThan(3);
  for (const id of ids) expect(t.store.record(id, false)!.actions.every((x) => x.by === "abandoned")).toBe(true);
}, 90_000);

test("the log a rejoining player gets includes its own private lines", async () => {
  const { a, b, aSeat } = await table();
  a.send("action", { seq: 0, action: { type: "draw" } });
  await waitFor(() => logOf(a).some((l) => l.private), 5_000, "a private line");
  await a.leave(false);
  const again = await t.client().joinById(b.roomId, { name: "Alice", seatToken: aSeat.seatToken });
  await waitFor(() => logOf(again).some((l) => l.private && /You drew/.test(l.en)), 5_000, "the private line after rejoining");
  expect(logOf(b).some((l) => l.private)).toBe(false);
  await Promise.all([again.leave(), b.leave()]);
});
