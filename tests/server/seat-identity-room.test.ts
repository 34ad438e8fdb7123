/**
 * A seat belongs to an identity (issue 21), with real clients: a signed-in player takes the seat back from any
 * device, a guest moves with a one-time transfer code, a token that does not verify seats nobody, and the records
 * and profiles learn who sat where (a guest who signs up keeps that history; a bot stand-in keeps its player's name).
 */
import type { Client, Room } from "colyseus.js";
import { nextMessage, waitFor, type TestArena, startArena } from "../support/arena";
import { JOIN_ERRORS } from "../../shared/src/protocol/messages";
import { OPENED_ELSEWHERE_CLOSE, SEAT_MOVED_CLOSE } from "../../shared/src/protocol/closeCodes";

let t: TestArena;
beforeAll(async () => {
  t = await startArena({ PASSWORD_HASH_COST: "10", RECONNECT_SECONDS: "5" });
});
afterAll(async () => {
  await t.stop();
});

async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`http://127.0.0.1:${t.port}${path}`, { method, headers: { "content-type": "application/json", ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: await res.json().catch(() => null) };
}

async function account(username: string): Promise<string> {
  const up = await api("POST", "/api/account/signup", { username, password: "long password", session: "token" });
  expect(up.status).toBe(201);
  return up.body.token;
}

function signedIn(token: string): Client {
  const c = t.client();
  c.auth.token = token;
  return c;
}

/** The typed body of a join refusal: `{ code, message: { zh, en } }`. */
const refusalBody = (p: Promise<unknown>) => p.then(() => "joined", (e: Error) => JSON.parse(String(e.message)) as unknown);
const joinRefusal = (p: Promise<unknown>) => p.then(() => "joined", (e: Error) => /"code":"(\w+)"/.exec(String(e.message))?.[1] ?? String(e.message));
const closedWith = (room: Room) => new Promise<number>((resolve) => room.onLeave((code) => resolve(code)));

/** A running two-seat drawpass game: the creator at seat 0, a bot at seat 1. */
async function runningTable(creator: Client, options: Record<string, unknown> = {}) {
  const a = await creator.create("drawpass", { name: "Creator", table: { seats: 2 }, ...options });
  const seat = await nextMessage(a, "seat");
  a.send("addBot", { level: "random" });
  await waitFor(() => a.state.seats[1]?.occupied, 5_000, "bot");
  a.send("start", {});
  await waitFor(() => a.state.status === "playing", 5_000, "start");
  return { a, seat };
}

test("a signed-in player opening the table on another device is seated back at once; the old session is told why", async () => {
  const token = await account("Two_Devices");
  const { a, seat: first } = await runningTable(signedIn(token));
  const oldClosed = closedWith(a);
  // A fresh device: no seat token, no reconnection token, only the account.
  const b = await signedIn(token).joinById(a.roomId, { name: "Two_Devices" });
  const seat = await nextMessage(b, "seat");
  expect(seat.seat).toBe(0);
  expect(seat.seatToken).toEqual(expect.any(String));
  expect(seat.seatToken).not.toBe(first.seatToken);
  expect(await oldClosed).toBe(OPENED_ELSEWHERE_CLOSE);
  await waitFor(() => b.state.seats[0]?.connected === true, 5_000, "connected again");
  expect(b.state.seats[0].name).toBe("Creator");
  // The first device's token alone seats nobody now; signed in, that device is seated back by the account.
  expect(await joinRefusal(t.client().joinById(a.roomId, { name: "Old tab", seatToken: first.seatToken }))).toBe("seat_moved");
  const c = await signedIn(token).joinById(a.roomId, { name: "Two_Devices", seatToken: first.seatToken });
  expect((await nextMessage(c, "seat")).seat).toBe(0);
  await c.leave();
});

test("a tampered or signed-out token seats nobody, and the seat stays its owner's", async () => {
  const token = await account("Owner_Of_Seat");
  const { a } = await runningTable(signedIn(token));
  const [sid, exp, mac] = token.split(".");
  const tampered = `${sid}.${exp}.${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`;
  expect(await joinRefusal(signedIn(tampered).joinById(a.roomId, { name: "Thief" }))).toBe("bad_token");
  const other = await account("Someone_Else");
  await api("POST", "/api/account/signout", {}, { authorization: `Bearer ${other}` });
  expect(await joinRefusal(signedIn(other).joinById(a.roomId, { name: "Signed out" }))).toBe("bad_token");
  expect(a.connection.isOpen).toBe(true);
  expect(a.state.seats[0].connected).toBe(true);
  await a.leave();
});

test("a guest moves to another device with a one-time transfer code; a second use is refused; the old device's token is void", async () => {
  const { a, seat: first } = await runningTable(t.client(), { guestToken: "guest_token_mover_0001" });
  a.send("transfer", {});
  const { code, expiresAt } = await nextMessage(a, "transfer");
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  expect(expiresAt).toBeGreaterThan(Date.now());
  const oldClosed = closedWith(a);
  const b = await t.client().joinById(a.roomId, { name: "Mover", transferCode: code, guestToken: "guest_token_phone_0002" });
  const seat = await nextMessage(b, "seat");
  expect(seat.seat).toBe(0);
  expect(seat.seatToken).toEqual(expect.any(String));
  expect(seat.seatToken).not.toBe(first.seatToken);
  // The old tab is told its seat moved (the web client says so in both languages) …
  expect(await oldClosed).toBe(SEAT_MOVED_CLOSE);
  // … and its token can never take the seat back, from that device or any other.
  const [zh, en] = JOIN_ERRORS.seat_moved;
  expect(await refusalBody(t.client().joinById(a.roomId, { name: "Old tab", seatToken: first.seatToken, guestToken: "guest_token_mover_0001" }))).toEqual({ code: "seat_moved", message: { zh, en } });
  expect(b.connection.isOpen).toBe(true);
  expect(await joinRefusal(t.client().joinById(a.roomId, { name: "Again", transferCode: code }))).toBe("transfer_code_used");
  expect(await joinRefusal(t.client().joinById(a.roomId, { name: "Guess", transferCode: "ACDEFGHJ" }))).toBe("bad_transfer_code");
  // The token the new device got reclaims the seat after a reload there.
  const c = await t.client().joinById(a.roomId, { name: "Mover", seatToken: seat.seatToken });
  expect((await nextMessage(c, "seat")).seat).toBe(0);
  await c.leave();
});

async function playToEnd(room: Room) {
  while (room.state.status === "playing") {
    if (room.state.activeSeats[0] === 0) room.send("action", { seq: room.state.seq, action: { type: "draw" } });
    const seq = room.state.seq;
    await waitFor(() => room.state.seq !== seq || room.state.status !== "playing", 10_000, "progress");
  }
}

test("a guest who signs up keeps the games it played; its profile links them", async () => {
  const guestToken = "guest_token_history_01";
  const { a } = await runningTable(t.client(), { guestToken });
  const gameId = a.state.gameId;
  await playToEnd(a);
  await a.leave();
  const up = await api("POST", "/api/account/signup", { username: "Was_A_Guest", password: "long password", guestToken, session: "token" });
  expect(up.status).toBe(201);
  const profile = await api("GET", "/api/users/was_a_guest");
  expect(profile.body.games.map((g: { id: string; seat: number }) => [g.id, g.seat])).toEqual([[gameId, 0]]);
});

test("recent games show the person who sat, with the move a bot took over from", async () => {
  const token = await account("Left_Early");
  const { a } = await runningTable(signedIn(token));
  const gameId = a.state.gameId;
  // Leave for good after the first move: after RECONNECT_SECONDS a bot plays the seat to the end.
  a.send("action", { seq: a.state.seq, action: { type: "draw" } });
  await waitFor(() => a.state.seq > 0, 5_000, "a move");
  await a.leave(false);
  await waitFor(() => !!t.store.getGame(gameId) && t.store.getGame(gameId)!.status === "finished", 60_000, "the bots finish the game");
  const list = await api("GET", "/api/records?limit=100");
  const listed = list.body.find((g: { id: string }) => g.id === gameId);
  expect(listed!.players[0]).toEqual({ name: "Creator", bot: true, replacedByBot: true, botFromMove: expect.any(Number) });
  const profile = await api("GET", "/api/users/Left_Early");
  expect(profile.body.games[0]).toMatchObject({ id: gameId, seat: 0, botFromMove: expect.any(Number) });
});

test("a seat a transfer code hands to someone else is theirs in the record: the game joins their history", async () => {
  const { a } = await runningTable(t.client(), { guestToken: "guest_token_giver_0003" });
  const gameId = a.state.gameId;
  a.send("transfer", {});
  const { code } = await nextMessage(a, "transfer");
  const taker = await account("Took_The_Seat");
  const b = await signedIn(taker).joinById(a.roomId, { name: "Taker", transferCode: code });
  expect((await nextMessage(b, "seat")).seat).toBe(0);
  await playToEnd(b);
  await b.leave();
  const profile = await api("GET", "/api/users/Took_The_Seat");
  expect(profile.body.games.map((g: { id: string; seat: number }) => [g.id, g.seat])).toEqual([[gameId, 0]]);
});
