/**
 * Room `slaying` with real WebSocket clients: three players (BotClients, each deciding on its own seat's view rebuilt
 * from the schema), two server bots and a spectator play a whole 5-player game; a player drops mid-game and
 * reconnects. After every WebSocket frame a client receives, its decoded state is scanned, and so is every message
 * line: no face-down army card, no deck card, nothing else the rules hide from that viewer at that position
 * (`hiddenCardIds` on the state rebuilt from the record and the revealed seed; 偵查之眼's army cards count as seen by
 * the players only). A planted card proves the scans look. The record replays and verifies against its commitment.
 * Then the generic seat handling for this mode (a seat kept for its player, a bot standing in, the player's return,
 * a game played out by bots once everyone has left), fifty spectators at one table, and the lobby's label.
 * One arena for the file: Colyseus' matchmaker is a process-wide singleton, so a second arena's stop would end it.
 */
import { Client, type Room } from "colyseus.js";
import { createHash } from "node:crypto";
import { Rng } from "../../shared/src/core/rng";
import { replayRecord } from "../../shared/src/core/replay";
import { verifyRecord } from "../../shared/src/core/verify";
import { ENGINES } from "../../shared/src/games";
import { stateHash } from "../../shared/src/core/hash";
import type { Viewer } from "../../shared/src/core/engine";
import { splitNumbers } from "../../shared/src/core/wire";
import { slayingEngine, hiddenCardIds, type SlayingState } from "../../shared/src/games/slaying";
import { BotClient } from "../../server/src/tools/botClient";
import { cardsNamed, hiddenNamed, leakedInLine } from "../support/slayingLeaks";
import { HIDDEN } from "../../shared/src/games/cfe/types";
import { holdsSecretOf, nextMessage, sleep, startArena, viewOf, waitFor, type TestArena } from "../support/arena";

jest.setTimeout(90_000);

/** Teammates see each other's hands (the default): what they see is the team's one secret, never a spectator's. */
const holdsTeamSecret = (room: Room) => (room.state as any)?.game?.teammates?.secret !== undefined;

let t: TestArena;
beforeAll(async () => {
  t = await startArena({ RECONNECT_SECONDS: "5" });
});
afterAll(async () => {
  await t.stop();
});

/** One thing a client received: a decoded state after a frame, or a message. */
interface Received {
  viewer: Viewer;
  seq: number;
  kind: "state" | "message";
  type: string;
  payload: any;
}

/** After every raw frame (the client has decoded it by then): the decoded state; and every message as it arrives. */
function watch(room: Room, viewer: Viewer, out: Received[], frames: { bytes: number }) {
  const ws = (room.connection.transport as unknown as { ws: { onmessage: (ev: { data: ArrayBuffer }) => void } }).ws;
  const original = ws.onmessage;
  ws.onmessage = (ev) => {
    original.call(ws, ev);
    frames.bytes += ev.data.byteLength;
    const state: any = room.state;
    if (!state || state.status === "waiting") return;
    out.push({ viewer, seq: Number(state.seq), kind: "state", type: "frame", payload: state.toJSON() });
  };
  room.onMessage("*", (type, message) => out.push({ viewer, seq: Number(room.state?.seq ?? 0), kind: "message", type: String(type), payload: message }));
}

test("3 players, 2 server bots and a spectator play a whole game; no face-down army card, deck card or other hidden card reaches anyone", async () => {
  const received: Received[] = [];
  const frames = { bytes: 0 };
  const players = [0, 1, 2].map((i) => new BotClient(new Client(t.url), { engine: slayingEngine, seed: `slaying-room-${i}`, level: i === 1 ? "random" : "greedy" }));
  await players[0].create("slaying", "甲", { seats: 5, private: true, options: { difficulty: "簡易" } });
  watch(players[0].room, 0, received, frames);
  for (const [i, name] of [[1, "乙"], [2, "丙"]] as const) {
    await players[i].join(players[0].room.roomId, name);
    watch(players[i].room, i, received, frames);
  }
  await waitFor(() => players.every((p) => p.seat >= 0), 10_000, "seats");
  expect(players.map((p) => p.seat)).toEqual([0, 1, 2]);
  const host = players[0].room;
  host.send("addBot", { level: "greedy" });
  host.send("addBot", { level: "random" });
  await waitFor(() => host.state.seats.filter((s: any) => s.occupied).length === 5, 5_000, "bots seated");
  const spectator = await new Client(t.url).joinById(host.roomId, { name: "觀眾", spectate: true });
  watch(spectator, "spectator", received, frames);
  const result = nextMessage(spectator, "result", 150_000);
  host.send("start", {});

  // Mid-game: the first BotClient whose turn it is drops and comes back with its reconnection token.
  await waitFor(() => host.state.seq >= 40 && host.state.status === "playing" && players.some((p) => host.state.activeSeats.includes(p.seat)), 60_000, "mid-game, a player to move");
  const dropper = players.find((p) => host.state.activeSeats.includes(p.seat))!;
  const seqAtDrop = host.state.seq;
  await dropper.dropAndReconnect(300); // well inside the 5 s window: the seat stays the player's
  watch(dropper.room, dropper.seat, received, frames);
  await waitFor(() => dropper.room.state?.seq !== undefined, 10_000, "state after reconnect");
  expect(dropper.room.state.seq).toBeGreaterThanOrEqual(seqAtDrop);

  const res = await result;
  await Promise.all(players.map((p) => p.done()));
  expect(players.flatMap((p) => p.errors)).toEqual([]);
  // Co-op: everyone wins or everyone loses, with one score.
  expect(res.winners.length === 0 || res.winners.length === 5).toBe(true);
  expect(new Set(res.scores).size).toBe(1);
  expect(res.summary.zh).toContain("甲、乙、丙");
  expect(res.replacedByBot).toEqual([false, false, false, false, false]);

  // ── the record replays to the end; states[k] is the position after k actions ──
  const gameId = host.state.gameId;
  const record = t.store.record(gameId, false)!;
  expect(record.mode).toBe("slaying");
  const replay = replayRecord(slayingEngine, { ...record, seed: record.seed! }, true);
  const states: SlayingState[] = [replay.initial as SlayingState, ...replay.steps.map((s) => s.state as SlayingState)];
  expect(stateHash(states[states.length - 1])).toBe(record.finalStateHash);
  const verified = await verifyRecord(record, ENGINES, async (x) => createHash("sha256").update(x).digest("hex"));
  expect(verified.checks.filter((c) => !c.ok)).toEqual([]);
  expect(verified.ok).toBe(true);
  expect(record.actions.filter((a) => a.seat >= 3).every((a) => a.by === "bot")).toBe(true);
  expect(record.actions.filter((a) => a.seat < 3).every((a) => a.by === "player")).toBe(true);
  const final = received.find((r) => r.viewer === "spectator" && r.type === "final")!.payload;
  expect(slayingEngine.view(states[states.length - 1], "all")).toEqual(final);

  // ── the scans ──
  const leaks: unknown[] = [];
  let scannedStates = 0, scannedLines = 0, cardsSeen = 0;
  // Each viewer's lines by action: a line is judged with the other lines of its action (one of them may turn a
  // card up for everyone before a later step takes it out of sight again).
  const actionLines = new Map<string, unknown[]>();
  for (const r of received) {
    const lines = r.type === "events" ? r.payload.events : r.type === "log" ? r.payload.lines : [];
    for (const line of lines) {
      const key = `${r.viewer}/${line.seq}`;
      if (!actionLines.has(key)) actionLines.set(key, []);
      if (!actionLines.get(key)!.some((l: any) => l.type === line.type && l.en === line.en)) actionLines.get(key)!.push(line);
    }
  }
  for (const r of received) {
    const state = states[Math.min(r.seq, states.length - 1)];
    if (r.kind === "state") {
      const game = r.payload.game;
      game.players.forEach((p: { secret?: unknown }, seat: number) => {
        if (p.secret !== undefined && seat !== r.viewer) leaks.push({ viewer: r.viewer, seq: r.seq, secretOf: seat });
      });
      if (r.viewer === "spectator" && game.teammates?.secret !== undefined) leaks.push({ viewer: r.viewer, seq: r.seq, secretOf: "the team" });
      const hidden = hiddenNamed(game, state, r.viewer);
      if (hidden.length) leaks.push({ viewer: r.viewer, seq: r.seq, inState: hidden });
      cardsSeen += cardsNamed(game).length;
      scannedStates++;
      continue;
    }
    const lines = r.type === "events" ? r.payload.events : r.type === "log" ? r.payload.lines : null;
    if (lines) {
      for (const line of lines) {
        if (line.seq === 0) continue; // the lines before the first action name no card
        const leaked = leakedInLine(line, states[line.seq - 1], states[line.seq], r.viewer, actionLines.get(`${r.viewer}/${line.seq}`));
        if (leaked.length) leaks.push({ viewer: r.viewer, seq: line.seq, line: line.type, leaked });
        scannedLines++;
      }
    } else if (!["final", "result"].includes(r.type) && cardsNamed(r.payload).length) leaks.push({ viewer: r.viewer, message: r.type, cards: cardsNamed(r.payload) });
  }
  expect(leaks).toEqual([]);
  expect(scannedStates).toBeGreaterThan(states.length);
  expect(scannedLines).toBeGreaterThan(states.length);
  expect(cardsSeen).toBeGreaterThan(1000);
  expect(frames.bytes).toBeGreaterThan(10_000);
  // The army's turns reached every client as structured lines, for the step-by-step view.
  for (const viewer of [0, 1, 2, "spectator"] as Viewer[]) {
    const types = new Set(received.filter((r) => r.viewer === viewer && r.type === "events").flatMap((r) => r.payload.events.map((e: { type: string; data?: unknown }) => (e.data ? e.type : ""))));
    for (const type of ["army_turn", "army_select", "army_draw", "army_turn_end"]) expect(types).toContain(type);
  }

  // ── positive controls: the same scans find a planted face-down army card and a deck card ──
  const sample = received.find((r) => r.viewer === "spectator" && r.kind === "state" && states[r.seq]?.army.hand.some((c) => !c.faceUp))!;
  const at = states[sample.seq];
  const planted = JSON.parse(JSON.stringify(sample.payload.game));
  const k = at.army.hand.findIndex((c) => !c.faceUp);
  planted.army.hand = splitNumbers(planted.army.hand).map((c, i) => (i === k ? at.army.hand[k].card : c)).join(",");
  expect(hiddenNamed(planted, at, "spectator")).toEqual([at.army.hand[k].card]);
  const line = received.find((r) => r.viewer === 0 && r.type === "events" && r.payload.events.some((e: { seq: number }) => e.seq > 0))!.payload.events.find((e: { seq: number }) => e.seq > 0);
  const deckCard = states[line.seq].pile.deck[0];
  expect(hiddenCardIds(states[line.seq - 1], 0)).toContain(deckCard);
  expect(leakedInLine({ ...line, data: { ...line.data, cards: [deckCard] } }, states[line.seq - 1], states[line.seq], 0)).toEqual([deckCard]);

  console.log(`slaying 5-seat room game: ${record.actions.length} actions, ${received.filter((r) => r.kind === "state").length} frames scanned, ${frames.bytes} bytes; ${res.summary.en}`);
  await Promise.all([spectator.leave(), ...players.map((p) => p.leave())]);
});

test("a dropped player's seat is kept, a bot stands in after the window, the player comes back; an abandoned game is played out by bots", async () => {
  const a = await t.client().create("slaying", { name: "甲", table: { seats: 2, private: true } });
  const { seatToken } = await nextMessage(a, "seat");
  const b = await t.client().joinById(a.roomId, { name: "乙" });
  await nextMessage(b, "seat");
  a.send("start", {});
  await waitFor(() => b.state.status === "playing", 5_000, "start");
  expect(Array.from(b.state.activeSeats)).toEqual([0]);
  // Seat 0 is to move; its player drops. The seat stays theirs for the window (5 s): no bot takes it at once.
  a.connection.transport.close();
  await sleep(1_000);
  expect({ seq: b.state.seq, bot: b.state.seats[0].bot }).toEqual({ seq: 0, bot: false });
  // After the window a bot plays the seat.
  await waitFor(() => b.state.seats[0].bot === true && b.state.seq > 0, 20_000, "a bot takes the seat");
  expect(b.state.seats[0].replacedByBot).toBe(true);
  // The player returns with the seat token and gets the seat back, with its own secrets.
  const again = await t.client().joinById(a.roomId, { seatToken, name: "甲" });
  expect((await nextMessage(again, "seat")).seat).toBe(0);
  await waitFor(() => again.state.seats[0].bot === false, 5_000, "the bot steps aside");
  await waitFor(() => holdsTeamSecret(again), 5_000, "the team's secret");
  expect([0, 1, 2].some((seat) => holdsSecretOf(again, seat))).toBe(false);
  // Everyone leaves: the bots play the game out and it gets a result.
  const gameId = again.state.gameId;
  again.connection.transport.close();
  b.connection.transport.close();
  await waitFor(() => t.store.getGame(gameId)?.status === "finished", 60_000, "played out");
  const record = t.store.record(gameId, false)!;
  expect(record.actions.some((x) => x.by === "abandoned")).toBe(true);
  expect((await verifyRecord(record, ENGINES, async (x) => createHash("sha256").update(x).digest("hex"))).ok).toBe(true);
});

test("fifty spectators watch one table, joining mid-game; none holds a seat's secret", async () => {
  const host = await t.client().create("slaying", { name: "甲", table: { seats: 3, private: true } });
  await nextMessage(host, "seat");
  host.send("addBot", { level: "greedy" });
  host.send("addBot", { level: "greedy" });
  await waitFor(() => host.state.seats.filter((s: any) => s.occupied).length === 3, 5_000, "bots seated");
  host.send("start", {});
  await waitFor(() => host.state.status === "playing", 5_000, "start");
  // A few rounds first (the host plays its seat by the engine's bot on its own view; the server bots answer), then
  // the table waits on the host while the spectators come in, so every one of them must see the same position.
  const rng = Rng.fromSeed("slaying-spectators");
  while (host.state.seq < 12) {
    await waitFor(() => Array.from(host.state.activeSeats).includes(0), 10_000, "the host's turn");
    const seq = host.state.seq;
    host.send("action", { seq, action: slayingEngine.bot(viewOf<SlayingState>(host, 0)!, 0, rng, "greedy") });
    await waitFor(() => host.state.seq > seq, 10_000, "the host's move");
  }
  await waitFor(() => Array.from(host.state.activeSeats).includes(0), 10_000, "the host's turn again");
  const watchers: Room[] = [];
  for (let i = 0; i < 50; i++) watchers.push(await t.client().joinById(host.roomId, { name: `觀眾${i}`, spectate: true }));
  await waitFor(() => host.state.spectators === 50, 10_000, "50 spectators counted");
  await waitFor(() => watchers.every((w) => w.state.status === "playing" && w.state.game?.players?.length === 3), 10_000, "every spectator synced");
  for (const w of watchers) {
    expect([0, 1, 2].some((seat) => holdsSecretOf(w, seat)) || holdsTeamSecret(w)).toBe(false);
    expect(viewOf(w, "spectator")).toEqual(viewOf(watchers[0], "spectator"));
  }
  // A spectator's view is the engine's spectator view: every army card face down is a back.
  const view = viewOf<SlayingState>(watchers[0], "spectator")!;
  expect(view.army.hand.filter((c) => !c.faceUp).every((c) => c.card === HIDDEN)).toBe(true);
  expect(view.pile.deck.every((c) => c === HIDDEN)).toBe(true);
  await Promise.all([...watchers.map((w) => w.leave()), host.leave()]);
});

test("the lobby lists a co-op table with its difficulty and free seats", async () => {
  const lobby = await t.client().joinOrCreate("lobby");
  const tables = new Map<string, any>();
  lobby.onMessage("rooms", (list: any[]) => list.forEach((r) => tables.set(r.roomId, r)));
  lobby.onMessage("+", ([id, r]: [string, any]) => tables.set(id, r));
  const host = await t.client().create("slaying", { name: "甲", table: { seats: 4, options: { difficulty: "困難", privateHands: true } } });
  await nextMessage(host, "seat");
  await waitFor(() => tables.get(host.roomId)?.metadata.taken === 1, 5_000, "listed with the host seated");
  expect(tables.get(host.roomId).metadata).toMatchObject({ mode: "slaying", seatCount: 4, taken: 1, optionsLabel: { zh: "困難・手牌不公開", en: "Hard · private hands" } });
  await Promise.all([host.leave(), lobby.leave()]);
});
