/**
 * Rated tables (issue 22), with real clients: a rated game's end and both rating changes land together and match
 * Glicko-2 (rateTwoPlayerGame); casual and bot games change nothing; a guest cannot sit at a rated table; a game
 * nobody starts is aborted unrated; leaving (or conceding) loses. Short clocks keep the file fast: FIRST_MOVE_SECONDS
 * 2, RECONNECT_SECONDS 5 (its minimum).
 */
import { createHash } from "node:crypto";
import type { Client, Room } from "colyseus.js";
import { matchMaker } from "@colyseus/core";
import { context } from "../../server/src/context";
import { rateTwoPlayerGame } from "../../server/src/ratings/rateGame";
import { nextMessage, sqliteStore, startArena, waitFor, type TestArena } from "../support/arena";
import type { RatingsMessage } from "../../shared/src/protocol/messages";
import { verifyRecord } from "../../shared/src/core/verify";
import { ENGINES } from "../../shared/src/games";

let t: TestArena;
beforeAll(async () => {
  t = await startArena({ PASSWORD_HASH_COST: "10", RECONNECT_SECONDS: "5", FIRST_MOVE_SECONDS: "2" });
});
afterAll(async () => {
  await t.stop();
});

let n = 0;
/** A new account: its id, name and session token. */
async function signUp(): Promise<{ id: string; username: string; token: string }> {
  const username = `rated${n++}_${process.pid % 1000}`;
  const issued = await context().accounts!.signUp({ username, password: "correct horse" });
  const account = await context().accounts!.store.accountByUsername(username.toLowerCase());
  return { id: account!.id, username, token: issued.token };
}

function signedIn(token: string): Client {
  const c = t.client();
  c.auth.token = token;
  return c;
}

const refusal = (p: Promise<unknown>) => p.then(() => "joined", (e: Error) => /"code":"(\w+)"/.exec(String(e.message))?.[1] ?? String(e.message));

const RATED = { seats: 2, turnSeconds: 60, rated: true };

/** Two signed-in players at a new duelist table (`table` settings), seated 0 and 1, the game started. */
async function startedTable(table: Record<string, unknown> = RATED) {
  const [alice, bob] = [await signUp(), await signUp()];
  const a = await signedIn(alice.token).create("duelist", { name: alice.username, table });
  await nextMessage(a, "seat");
  const b = await signedIn(bob.token).joinById(a.roomId, { name: bob.username });
  await nextMessage(b, "seat");
  await waitFor(() => a.state.seats?.[1]?.occupied === true, 5_000, "both seated");
  a.send("start", {});
  await waitFor(() => a.state.status === "playing" && b.state.status === "playing", 5_000, "start");
  return { alice, bob, a, b, rooms: [a, b] };
}

/** Whichever seat is to act moves (its first legal action that is not a concession) until both seats have moved. */
async function firstMoves(rooms: Room[]) {
  const moved = new Set<number>();
  while (moved.size < 2) {
    const seat = rooms[0].state.activeSeats[0] as number;
    const room = rooms[seat];
    room.send("legal", {});
    const legal = await nextMessage<{ seq: number; actions: { type: string }[] }>(room, "legal");
    room.send("action", { seq: legal.seq, action: legal.actions.find((x) => x.type !== "concede") });
    await waitFor(() => rooms.every((r) => r.state.seq > legal.seq), 5_000, `seat ${seat}'s move`);
    moved.add(seat);
  }
}

const ratingsOf = (accountId: string) => context().ratings!.store.ratingsOf(accountId);

test("a rated game's end changes both ratings as Glicko-2 says, in the record, the message, the seats and the API", async () => {
  const { alice, bob, a, b, rooms } = await startedTable();
  await waitFor(() => [...a.state.seats].every((s: { rating: number; provisional: boolean }) => s.rating === 1500 && s.provisional), 5_000, "ratings beside the names");
  // The lobby lists them beside the names too.
  const newPlayer = { rating: 1500, provisional: true };
  const listed = async () => (await matchMaker.query({ roomId: a.roomId }))[0]?.metadata.ratings;
  for (let i = 0; i < 50 && JSON.stringify(await listed()) !== JSON.stringify([newPlayer, newPlayer]); i++) await new Promise((r) => setTimeout(r, 100));
  expect(await listed()).toEqual([newPlayer, newPlayer]);
  await firstMoves(rooms);
  const pushed = nextMessage<RatingsMessage>(a, "ratings");
  b.send("action", { seq: b.state.seq, action: { type: "concede" } });
  const message = await pushed;
  const gameId = a.state.gameId;
  expect(JSON.parse(a.state.result)).toMatchObject({ winners: [0], rated: true });

  const expected = rateTwoPlayerGame([{ accountId: alice.id, seat: 0 }, { accountId: bob.id, seat: 1 }], { winners: [0], draw: false }, Date.now());
  const [ra] = await ratingsOf(alice.id);
  const [rb] = await ratingsOf(bob.id);
  expect(ra.rating).toBeCloseTo(expected[0].after.rating, 6);
  expect(rb.rating).toBeCloseTo(expected[1].after.rating, 6);
  expect(ra.deviation).toBeCloseTo(expected[0].after.deviation, 6);
  expect(ra.rating).toBeGreaterThan(1500);
  expect(rb.rating).toBeLessThan(1500);
  expect(sqliteStore(context().store).getGame(gameId)?.status).toBe("finished");

  const up = Math.round(expected[0].after.rating);
  expect(message).toEqual({ gameId, changes: [{ seat: 0, before: 1500, after: up, change: up - 1500, provisional: true }, expect.objectContaining({ seat: 1, before: 1500 })] });
  const api = await (await fetch(`http://127.0.0.1:${t.port}/api/ratings/game/${gameId}`)).json();
  expect(api.changes.map((c: { change: number }) => c.change)).toEqual(message.changes.map((c) => c.change));
  // The record's page carries them beside the record (the replay, the profile's links).
  const record = await (await fetch(`http://127.0.0.1:${t.port}/api/records/${gameId}`)).json();
  expect(record.ratings).toEqual(api.changes);
  await waitFor(() => a.state.seats[0].rating === up, 5_000, "the seat shows the new rating");
  // Whoever joins after the end is told the changes too.
  const late = await t.client().joinById(a.roomId, { name: "Late", spectate: true });
  expect(await nextMessage<RatingsMessage>(late, "ratings")).toEqual(message);
  await Promise.all([a.leave(), b.leave(), late.leave()]);
});

test("a casual game and a bot game change no rating", async () => {
  const casual = await startedTable({ seats: 2, turnSeconds: 60 });
  await firstMoves(casual.rooms);
  casual.b.send("action", { seq: casual.b.state.seq, action: { type: "concede" } });
  await waitFor(() => casual.a.state.status === "finished", 5_000, "casual end");
  expect(JSON.parse(casual.a.state.result).rated).toBeUndefined();

  const carol = await signUp();
  const c = await signedIn(carol.token).create("duelist", { name: carol.username, table: { seats: 2 } });
  await nextMessage(c, "seat");
  c.send("addBot", { level: "random" });
  await waitFor(() => c.state.seats[1]?.occupied === true, 5_000, "bot seated");
  c.send("start", {});
  await waitFor(() => c.state.status === "playing", 5_000, "bot game start");
  c.send("action", { seq: c.state.seq, action: { type: "concede" } });
  await waitFor(() => c.state.status === "finished", 5_000, "bot game end");

  await new Promise((r) => setTimeout(r, 200));
  for (const id of [casual.alice.id, casual.bob.id, carol.id]) expect(await ratingsOf(id)).toEqual([]);
  expect(await context().ratings!.store.changesOf(casual.a.state.gameId)).toEqual([]);
  await Promise.all([casual.a.leave(), casual.b.leave(), c.leave()]);
});

test("a rated table seats signed-in players only, takes no bot, and is only for rated modes with a clock", async () => {
  const dave = await signUp();
  // A guest can neither open a rated table nor sit at one; watching is fine.
  expect(await refusal(t.client().create("duelist", { name: "Guest", table: RATED }))).toBe("account_required");
  const d = await signedIn(dave.token).create("duelist", { name: dave.username, table: RATED });
  await nextMessage(d, "seat");
  expect(await refusal(t.client().joinById(d.roomId, { name: "Guest" }))).toBe("account_required");
  expect(await refusal(t.client().joinById(d.roomId, { name: "Guest", guestToken: "guest_token_rated_0001" }))).toBe("account_required");
  const watcher = await t.client().joinById(d.roomId, { name: "Watcher", spectate: true });
  d.send("addBot", { level: "greedy" });
  expect((await nextMessage(d, "error")).code).toBe("rated_no_bots");
  expect(d.state.seats[1].occupied).toBe(false);
  expect(JSON.parse(d.state.options).rated).toBe(true);

  expect(await refusal(signedIn(dave.token).create("drawpass", { name: "X", table: { ...RATED } }))).toBe("bad_table_options");
  expect(await refusal(signedIn(dave.token).create("shengke", { name: "X", table: { ...RATED, turnSeconds: 0 } }))).toBe("bad_table_options");
  expect(await refusal(signedIn(dave.token).create("cfe", { name: "X", table: { ...RATED, seats: 4 } }))).toBe("bad_table_options");
  await Promise.all([d.leave(), watcher.leave()]);
});

test("no first move in time: the game is aborted, unrated, and the log and the result say so", async () => {
  const { alice, bob, a, b } = await startedTable();
  const gameId = a.state.gameId;
  await waitFor(() => a.state.status === "finished", 6_000, "abort");
  const result = JSON.parse(a.state.result);
  expect(result).toMatchObject({ winners: [], draw: false, aborted: true, rated: false });
  expect(result.summary.en).toMatch(/aborted/);
  await waitFor(() => sqliteStore(context().store).getGame(gameId)?.status === "aborted", 5_000, "record aborted");
  for (const id of [alice.id, bob.id]) expect(await ratingsOf(id)).toEqual([]);
  await Promise.all([a.leave(), b.leave()]);
});

test("a player who leaves a rated game (and does not come back) loses it and rating", async () => {
  const { alice, bob, a, b, rooms } = await startedTable();
  await firstMoves(rooms);
  const gameId = a.state.gameId;
  await b.leave();
  await waitFor(() => a.state.status === "finished", 9_000, "forfeit after the reconnection window");
  expect(JSON.parse(a.state.result)).toMatchObject({ winners: [0], rated: true, forfeit: { seat: 1, reason: "left" } });
  await waitFor(() => sqliteStore(context().store).getGame(gameId)?.status === "finished", 5_000, "record finished");
  const [ra] = await ratingsOf(alice.id);
  const [rb] = await ratingsOf(bob.id);
  expect(ra.rating).toBeGreaterThan(1500);
  expect(rb.rating).toBeLessThan(1500);
  expect(a.state.seats[1].bot).toBe(false); // no bot played on for the leaver
  // The record verifies: the forfeit is the room's result, at a position the engine had not ended.
  const report = await verifyRecord(sqliteStore(context().store).record(gameId, true), ENGINES, async (x) => createHash("sha256").update(x).digest("hex"));
  expect(report.checks.find((c) => c.name === "result")).toMatchObject({ ok: true, detail: expect.stringMatching(/left the game and lost/) });
  expect(report.ok).toBe(true);
  await a.leave();
});
