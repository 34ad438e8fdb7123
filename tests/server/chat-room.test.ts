/**
 * Table talk with real colyseus.js clients (server/src/rooms/chat.ts): the players' and spectators' channels never
 * cross; late joiners and returning players get their channel's history; mutes, the host's mute and spectator switch;
 * the chat rate limit; 弒魔戰爭 pings reach the players (a hand card only where hands are public); chat is stored
 * beside the record and served with the finished game's replay; reports reach /api/reports behind the password.
 * One arena for the file: Colyseus' matchmaker is a process-wide singleton.
 */
import type { Room } from "colyseus.js";
import type { ChatLine, PingNotice } from "../../shared/src/protocol/chat";
import { chatsBeside } from "../../server/src/records/chat";
import type { SlayingState } from "../../shared/src/games/slaying";
import { nextMessage, sleep, startArena, viewOf, waitFor, type TestArena } from "../support/arena";

jest.setTimeout(60_000);

const PASSWORD = "chat-monitor-pass";
let t: TestArena;
beforeAll(async () => {
  t = await startArena({ RECONNECT_SECONDS: "20", MONITOR_PASSWORD: PASSWORD });
});
afterAll(async () => {
  await t.stop();
});

/** What a client received, by message type, from the moment it is watched. */
function inbox(room: Room) {
  const got: Record<string, any[]> = {};
  for (const type of ["chat", "chatHistory", "chatSettings", "chatRemoved", "reported", "ping", "error"]) room.onMessage(type, (m) => (got[type] ??= []).push(m));
  return {
    got,
    lines: () => (got.chat ?? []).map((l: ChatLine) => l.text ?? l.phrase),
    errors: () => (got.error ?? []).map((e: { code: string }) => e.code),
    history: () => ((got.chatHistory ?? []).at(-1)?.lines ?? []).map((l: ChatLine) => l.text ?? l.phrase),
  };
}

type Inbox = ReturnType<typeof inbox>;
interface Seat {
  room: Room;
  box: Inbox;
  token: string;
}

async function seat(code: string | null, mode: string, name: string, table?: Record<string, unknown>): Promise<Seat> {
  const room = code ? await t.client().joinById(code, { name }) : await t.client().create(mode, { name, table });
  const box = inbox(room);
  const s = await nextMessage(room, "seat");
  await waitFor(() => !!box.got.chatHistory, 5_000, `${name}'s chat history`);
  return { room, box, token: s.seatToken };
}

async function watcher(code: string, name = "Watcher"): Promise<{ room: Room; box: Inbox }> {
  const room = await t.client().joinById(code, { name, spectate: true });
  const box = inbox(room);
  await waitFor(() => !!box.got.chatHistory, 5_000, "the spectator's chat history");
  return { room, box };
}

/** A table of `n` players (seat 0 the host) and a spectator. */
async function table(mode: string, n: number, options?: unknown) {
  const host = await seat(null, mode, "Ann", { seats: n, private: true, ...(options ? { options } : {}) });
  const players = [host];
  for (let i = 1; i < n; i++) players.push(await seat(host.room.roomId, mode, ["Bob", "Cy", "Di", "Ed"][i - 1]));
  const spectator = await watcher(host.room.roomId);
  return { players, spectator, code: host.room.roomId };
}

const say = (room: Room, text: string, channel = "players") => room.send("chat", { channel, text });

afterEach(async () => {
  await sleep(50);
});

test("a player's line reaches the other players and not the spectators; a spectator's line reaches only spectators", async () => {
  const { players, spectator } = await table("drawpass", 3);
  say(players[0].room, "我去★");
  await waitFor(() => players[1].box.lines().length === 1 && players[2].box.lines().length === 1, 5_000, "the line at both players");
  expect(players[1].box.got.chat[0]).toMatchObject({ channel: "players", seat: 0, name: "Ann", text: "我去★" });
  expect(players[1].box.got.chat[0].mine).toBeUndefined();
  await waitFor(() => players[0].box.lines().length === 1, 5_000, "the author's copy");
  expect(players[0].box.got.chat[0].mine).toBe(true);
  say(spectator.room, "nice", "spectators");
  await waitFor(() => spectator.box.lines().length === 1, 5_000, "the spectator's own line");
  // The players' line was sent to everyone who reads it before the spectator's line was even received.
  expect(spectator.box.lines()).toEqual(["nice"]);
  say(spectator.room, "psst", "players");
  await waitFor(() => spectator.box.errors().includes("chat_wrong_channel"), 5_000, "the spectator refused");
  say(players[2].room, "hi", "spectators");
  await waitFor(() => players[2].box.errors().includes("chat_wrong_channel"), 5_000, "the player refused");
  await sleep(200);
  for (const p of players) expect(p.box.lines()).toEqual(["我去★"]);
  for (const r of [...players.map((p) => p.room), spectator.room]) await r.leave();
});

test("bad lines are refused with typed errors and change nothing", async () => {
  const { players, spectator } = await table("drawpass", 2);
  const [a, b] = players;
  const sends: [string, unknown, string][] = [
    ["chat", { channel: "players", text: " \u202e\u200b " }, "chat_empty"],
    ["chat", { channel: "players", text: "字".repeat(201) }, "chat_too_long"],
    ["chat", { channel: "players", text: "x".repeat(1001) }, "bad_message"],
    ["chat", { channel: "players", text: new Uint8Array([0xff, 0, 1]) }, "bad_message"],
    ["chat", { channel: "players", text: 42 }, "bad_message"],
    ["chat", { channel: "players", phrase: "go_star" }, "unknown_phrase"],
    ["unsay", { line: "nope" }, "no_such_line"],
    ["ping", { target: { kind: "enemy" } }, "pings_not_available"],
  ];
  for (const [type, payload] of sends) a.room.send(type, payload);
  await waitFor(() => a.box.errors().length === sends.length, 5_000, "every refusal");
  expect(a.box.errors()).toEqual(sends.map((s) => s[2]));
  await sleep(200);
  expect(b.box.lines()).toEqual([]);
  expect(a.room.connection.isOpen).toBe(true);
  for (const r of [a.room, b.room, spectator.room]) await r.leave();
});

test("a late joiner and a reconnecting player get the last lines of the channel they read", async () => {
  const { players, spectator, code } = await table("drawpass", 2);
  const [a, b] = players;
  for (const text of ["one", "two", "three"]) say(a.room, text);
  say(spectator.room, "from the stands", "spectators");
  await waitFor(() => b.box.lines().length === 3 && spectator.box.lines().length === 1, 5_000, "the lines");
  const late = await watcher(code, "Late");
  expect(late.box.history()).toEqual(["from the stands"]);
  // B drops mid-game and comes back through its reconnection token: its channel's history again, nothing of the other.
  a.room.send("start", {});
  await waitFor(() => b.room.state.status === "playing", 10_000, "the start");
  const token = b.room.reconnectionToken;
  b.room.connection.transport.close();
  await waitFor(() => a.room.state.seats[1].connected === false, 10_000, "the drop noticed");
  say(a.room, "while you were away");
  const back = await t.client().reconnect(token);
  const box = inbox(back);
  await waitFor(() => !!box.got.chatHistory, 5_000, "history after the reconnection");
  expect(box.history()).toEqual(["one", "two", "three", "while you were away"]);
  for (const r of [a.room, back, spectator.room, late.room]) await r.leave();
});

test("muting: a player stops reading a seat; the host silences a seat; the host turns spectator chat off", async () => {
  const { players, spectator } = await table("drawpass", 3);
  const [a, b, c] = players;
  b.room.send("mute", { seat: 2, muted: true });
  await waitFor(() => (b.box.got.chatSettings ?? []).some((s: any) => s.muted.includes(2)), 5_000, "B's mute confirmed");
  say(c.room, "spam");
  await waitFor(() => a.box.lines().includes("spam"), 5_000, "A reads C");
  await sleep(200);
  expect(b.box.lines()).toEqual([]);
  // Only the host may silence a seat or switch spectator chat.
  b.room.send("hostMute", { seat: 2, muted: true });
  b.room.send("chatSettings", { spectatorChat: false });
  await waitFor(() => b.box.errors().length === 2, 5_000, "B refused");
  expect(b.box.errors()).toEqual(["not_host", "not_host"]);
  a.room.send("hostMute", { seat: 2, muted: true });
  await waitFor(() => (c.box.got.chatSettings ?? []).some((s: any) => s.hostMuted.includes(2)), 5_000, "C told it is muted");
  say(c.room, "more spam");
  await waitFor(() => c.box.errors().includes("chat_muted"), 5_000, "C refused");
  a.room.send("chatSettings", { spectatorChat: false });
  await waitFor(() => (spectator.box.got.chatSettings ?? []).some((s: any) => s.spectatorChat === false), 5_000, "spectators told");
  say(spectator.room, "can I talk?", "spectators");
  await waitFor(() => spectator.box.errors().includes("spectator_chat_off"), 5_000, "spectator refused");
  a.room.send("chatSettings", { spectatorChat: true });
  await waitFor(() => (spectator.box.got.chatSettings ?? []).at(-1).spectatorChat === true, 5_000, "switched back on");
  say(spectator.room, "thanks", "spectators");
  await waitFor(() => spectator.box.lines().includes("thanks"), 5_000, "spectator talks again");
  await sleep(200);
  expect(a.box.lines()).toEqual(["spam"]);
  for (const r of [...players.map((p) => p.room), spectator.room]) await r.leave();
});

test("flooding the chat is rate limited; the lines that pass reach the others", async () => {
  const { players, spectator } = await table("drawpass", 2);
  const [a, b] = players;
  for (let i = 0; i < 15; i++) a.room.send("chat", { channel: "players", phrase: "ok" });
  await waitFor(() => a.box.lines().length + a.box.errors().length === 15, 10_000, "every line answered");
  expect(a.box.errors().every((c) => c === "rate_limited")).toBe(true);
  expect(a.box.errors().length).toBeGreaterThan(0);
  expect(a.box.lines().length).toBeGreaterThanOrEqual(5);
  await waitFor(() => b.box.lines().length === a.box.lines().length, 5_000, "B reads what passed");
  for (const r of [a.room, b.room, spectator.room]) await r.leave();
});

test("pings reach the players with what they point at; a hand card shows only where hands are public", async () => {
  for (const privateHands of [false, true]) {
    const { players, spectator } = await table("slaying", 3, { privateHands });
    const [a, b, c] = players;
    a.room.send("ping", { target: { kind: "cell", cell: "K3" } });
    await waitFor(() => a.box.errors().includes("not_started"), 5_000, "no pings before the start");
    a.room.send("start", {});
    await waitFor(() => a.room.state.status === "playing", 10_000, "the start");
    a.room.send("ping", { target: { kind: "cell", cell: "K3" } });
    for (const p of players) await waitFor(() => (p.box.got.ping ?? []).length === 1, 5_000, "the cell ping");
    expect(b.box.got.ping[0]).toMatchObject({ seat: 0, name: "Ann", target: { kind: "cell", cell: "K3" }, what: { zh: "K3", en: "K3" } });
    const hand: number[] = viewOf<SlayingState>(b.room, 1)!.players[1].hand;
    expect(hand.length).toBeGreaterThan(0);
    b.room.send("ping", { target: { kind: "card", card: hand[0] } });
    await waitFor(() => (c.box.got.ping ?? []).length === 2, 5_000, "the card ping");
    const shown = c.box.got.ping[1] as PingNotice;
    if (privateHands) {
      expect(shown.target).toEqual({ kind: "card" });
      expect(shown.what).toEqual({ zh: "一張手牌", en: "a hand card" });
    } else expect(shown.target).toEqual({ kind: "card", card: hand[0] });
    // A shard, named in both languages for each reader.
    c.room.send("ping", { target: { kind: "shard", element: "fire" } });
    await waitFor(() => (a.box.got.ping ?? []).length === 3, 5_000, "the shard ping");
    expect(a.box.got.ping[2]).toMatchObject({ seat: 2, target: { kind: "shard", element: "fire" }, what: { zh: expect.stringContaining("火晶石"), en: expect.stringContaining("Fire shard") } });
    // Not a card of one's own hand; not from a spectator; no such shard or card.
    c.room.send("ping", { target: { kind: "card", card: hand[0] } });
    spectator.room.send("ping", { target: { kind: "enemy" } });
    await waitFor(() => c.box.errors().includes("ping_not_yours") && spectator.box.errors().includes("spectator_cannot_ping"), 5_000, "refusals");
    for (const target of [{ kind: "shard", element: "gold" }, { kind: "shard" }, { kind: "card", card: -1 }, { kind: "card", card: "金3" }]) c.room.send("ping", { target });
    await waitFor(() => c.box.errors().filter((e) => e === "bad_message").length === 4, 5_000, "malformed pings");
    expect((b.box.got.ping ?? []).length).toBe(3);
    expect(spectator.box.got.ping).toBeUndefined();
    for (const r of [...players.map((p) => p.room), spectator.room]) await r.leave();
  }
});

test("chat is stored beside the record, served with the finished game, removable by its author; reports reach the operator", async () => {
  const { players, spectator } = await table("drawpass", 2);
  const [a, b] = players;
  say(a.room, "before the start");
  a.room.send("start", {});
  await waitFor(() => a.room.state.status === "playing", 10_000, "the start");
  const gameId: string = a.room.state.gameId;
  say(a.room, "good luck");
  say(b.room, "rude words");
  say(spectator.room, "go Bob", "spectators");
  await waitFor(() => a.box.lines().length === 3 && spectator.box.lines().length === 1, 5_000, "the lines");
  const rude = a.box.got.chat.find((l: ChatLine) => l.text === "rude words") as ChatLine;
  a.room.send("report", { line: rude.id });
  await waitFor(() => (a.box.got.reported ?? []).length === 1, 5_000, "the report acknowledged");
  // While the game runs its chat is not public.
  expect((await fetch(`http://127.0.0.1:${t.port}/api/records/${gameId}/chat`)).status).toBe(404);
  expect((await chatsBeside(t.store).lines(gameId)).map((l) => l.text)).toEqual(["good luck", "rude words", "go Bob"]);
  // B takes its line back: gone from the others' screens, the history and the store.
  b.room.send("unsay", { line: rude.id });
  await waitFor(() => (a.box.got.chatRemoved ?? []).length === 1, 5_000, "the removal");
  expect(a.box.got.chatRemoved[0]).toEqual({ line: rude.id });
  // Play it out: everyone passes.
  a.room.send("action", { seq: 0, action: { type: "pass" } });
  await waitFor(() => a.room.state.seq === 1, 5_000, "A passed");
  b.room.send("action", { seq: 1, action: { type: "pass" } });
  await waitFor(() => a.room.state.status === "finished", 10_000, "the end");
  const res = await fetch(`http://127.0.0.1:${t.port}/api/records/${gameId}/chat`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { lines: ChatLine[] };
  expect(body.lines.map((l) => [l.channel, l.name, l.text])).toEqual([
    ["players", "Ann", "good luck"],
    ["spectators", "Watcher", "go Bob"],
  ]);
  // The verified record is untouched by chat.
  const record = (await (await fetch(`http://127.0.0.1:${t.port}/api/records/${gameId}`)).json()) as { record: { actions: unknown[] } };
  expect(record.record.actions).toHaveLength(2);
  // Reports: behind the monitor password.
  expect((await fetch(`http://127.0.0.1:${t.port}/api/reports`)).status).toBe(401);
  const auth = { authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString("base64")}` };
  const reports = (await (await fetch(`http://127.0.0.1:${t.port}/api/reports`, { headers: auth })).json()) as any[];
  expect(reports[0]).toMatchObject({ gameId, table: a.room.roomId, mode: "drawpass", reporter: "Ann", line: { id: rude.id, text: "rude words", seat: 1, name: "Bob" } });
  for (const r of [a.room, b.room, spectator.room]) await r.leave();
});

test("a signed-in player's mute holds at the next table it sits at, from any device, and is lifted there", async () => {
  const signUp = async (username: string) => {
    const res = await fetch(`http://127.0.0.1:${t.port}/api/account/signup`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username, password: "long password", session: "token" }) });
    expect(res.status).toBe(201);
    return ((await res.json()) as { token: string }).token;
  };
  const as = (token: string) => {
    const c = t.client();
    c.auth.token = token;
    return c;
  };
  const sit = async (room: Room) => {
    const box = inbox(room);
    await nextMessage(room, "seat");
    await waitFor(() => !!box.got.chatHistory, 5_000, "chat history");
    return box;
  };
  const [ann, bob] = [await signUp("Muting_Ann"), await signUp("Noisy_Bob")];
  const a1 = await as(ann).create("drawpass", { name: "Ann", table: { seats: 3, private: true } });
  const annBox1 = await sit(a1);
  const b1 = await as(bob).joinById(a1.roomId, { name: "Bob" });
  await sit(b1);
  a1.send("mute", { seat: 1, muted: true });
  await waitFor(() => annBox1.got.chatSettings.at(-1).muted.includes(1), 5_000, "muted at the first table");
  await sleep(100); // the row is written after the answer
  await a1.leave();
  await b1.leave();

  // A new table, Bob its host this time; Ann comes in with no seat token (another device).
  const b2 = await as(bob).create("drawpass", { name: "Bob", table: { seats: 3, private: true } });
  const bobBox = await sit(b2);
  const guest = await t.client().joinById(b2.roomId, { name: "Guest" });
  const guestBox = await sit(guest);
  const a2 = await as(ann).joinById(b2.roomId, { name: "Ann" });
  const annBox = await sit(a2);
  expect(annBox.got.chatSettings.at(-1).muted).toEqual([0]);
  say(b2, "can you hear me");
  say(guest, "guest here");
  await waitFor(() => annBox.lines().includes("guest here") && bobBox.lines().includes("guest here"), 5_000, "the guest's line");
  expect(annBox.lines()).toEqual(["guest here"]);
  expect(guestBox.lines()).toEqual(["can you hear me", "guest here"]);
  a2.send("mute", { seat: 0, muted: false });
  await waitFor(() => annBox.got.chatSettings.at(-1).muted.length === 0, 5_000, "unmuted");
  say(b2, "now?");
  await waitFor(() => annBox.lines().includes("now?"), 5_000, "Bob heard again");
  for (const r of [a2, b2, guest]) await r.leave();
});
