/**
 * Room `shengke` with real WebSocket clients: two bot players and a spectator play a full game. Every decoded
 * patch, every message and every raw WebSocket frame each of them receives is scanned for card ids that viewer may
 * not see at that moment (the rules' `hiddenCardIds`, on the state rebuilt from the record and the revealed seed).
 * Half-way through, the player to move drops mid-turn, reconnects and finishes the game.
 */
import { Client, type Room } from "colyseus.js";
import { replayRecord } from "../../shared/src/core/replay";
import { stateHash } from "../../shared/src/core/hash";
import { shengkeEngine } from "../../shared/src/games/shengke/engine";
import { hiddenCardIds } from "../../shared/src/games/shengke/view";
import type { ShengkeState } from "../../shared/src/games/shengke/types";
import type { Viewer } from "../../shared/src/core/engine";
import { BotClient } from "../../server/src/tools/botClient";
import { WIRES } from "../../shared/src/games/wires";
import { startArena, waitFor, type TestArena } from "../support/arena";

jest.setTimeout(180_000);

let t: TestArena;
beforeAll(async () => {
  t = await startArena({ RECONNECT_SECONDS: "30" });
});
afterAll(async () => {
  await t.stop();
});

/** Something a client received, with the position (seq) it was received at. */
interface Received {
  viewer: Viewer;
  seq: number;
  what: string;
  text: string;
}

/** Records raw frames (as text, so ids inside JSON strings show), decoded state and messages of one client. */
function watch(room: Room, viewer: Viewer, out: Received[]) {
  const ws = (room.connection.transport as unknown as { ws: { onmessage: (ev: { data: ArrayBuffer }) => void } }).ws;
  const original = ws.onmessage;
  ws.onmessage = (ev) => {
    original.call(ws, ev);
    out.push({ viewer, seq: Number(room.state?.seq ?? 0), what: "frame", text: Buffer.from(ev.data).toString("latin1") });
  };
  room.onStateChange((state: any) => {
    out.push({ viewer, seq: Number(state.seq), what: "state", text: JSON.stringify(state.toJSON()) });
    [...(state.game?.players ?? [])].forEach((p: any, i) => {
      if (p.secret !== undefined && viewer !== i) out.push({ viewer, seq: Number(state.seq), what: `the secrets of seat ${i}`, text: "LEAK" });
    });
  });
  room.onMessage("*", (type, message) => out.push({ viewer, seq: Number(room.state?.seq ?? 0), what: `message ${String(type)}`, text: JSON.stringify(message) }));
}

test("a full game leaks no hidden card to any player or spectator; a player dropping mid-turn reconnects and finishes", async () => {
  const received: Received[] = [];
  const bots = [0, 1].map((i) => new BotClient(new Client(t.url), { engine: shengkeEngine, seed: `leak-${i}`, level: i ? "random" : "greedy" }));
  await bots[0].create("shengke", "甲", { seats: 2, private: true });
  watch(bots[0].room, 0, received);
  await bots[1].join(bots[0].room.roomId, "乙");
  watch(bots[1].room, 1, received);
  const spectator = await new Client(t.url).joinById(bots[0].room.roomId, { name: "觀眾", spectate: true });
  watch(spectator, "spectator", received);
  await waitFor(() => bots.every((b) => b.seat >= 0), 10_000, "seats");
  bots[0].room.send("start", {});

  // Mid-game, mid-turn: the player to move drops and comes back.
  await waitFor(() => bots[0].room.state.seq >= 150, 60_000, "mid-game");
  const active = bots[0].room.state.activeSeats[0];
  const seqAtDrop = bots[0].room.state.seq;
  await bots[active].dropAndReconnect(300);
  watch(bots[active].room, active, received);
  await waitFor(() => bots[active].room.state?.seq !== undefined, 10_000, "state after reconnect");
  expect(bots[active].room.state.seq).toBeGreaterThanOrEqual(seqAtDrop);

  await Promise.all(bots.map((b) => b.done()));
  await waitFor(() => spectator.state.status === "finished", 10_000, "spectator sees the end");
  const gameId = bots[0].room.state.gameId;
  expect(bots.flatMap((b) => b.errors)).toEqual([]);
  // The others were told (the table log keeps the last 200 lines, so look at what they received).
  const otherSeat = 1 - active;
  expect(received.some((r) => r.viewer === otherSeat && r.what === "message events" && r.text.includes("斷線了"))).toBe(true);
  expect(received.some((r) => r.viewer === "spectator" && r.what === "message events" && r.text.includes("回到了牌桌"))).toBe(true);

  // Rebuild every position from the record: states[k] is the position after k actions.
  const record = t.store.record(gameId, false)!;
  const replay = replayRecord(shengkeEngine, { ...record, seed: record.seed! }, true);
  const states: ShengkeState[] = [replay.initial, ...replay.steps.map((s) => s.state as ShengkeState)];
  expect(stateHash(states[states.length - 1])).toBe(record.finalStateHash);
  expect(states.length - 1).toBe(record.actions.length);

  // Once a viewer saw a card it knows it; only ids never shown to that viewer up to that point count as leaks.
  const shownUpTo = new Map<Viewer, Set<string>[]>();
  for (const viewer of [0, 1, "spectator"] as Viewer[]) {
    const acc = new Set<string>();
    shownUpTo.set(viewer, states.map((s) => {
      const hidden = new Set(hiddenCardIds(s, viewer));
      for (const id of [...Object.keys(s.cards), ...Object.keys(s.curses)]) if (!hidden.has(id)) acc.add(id);
      return new Set(acc);
    }));
  }
  const leaks: string[] = [];
  let scanned = 0;
  for (const r of received) {
    if (r.text === "LEAK") {
      leaks.push(`${String(r.viewer)} received ${r.what} at seq ${r.seq}`);
      continue;
    }
    // A finished game reveals everything; frames are attributed to the position decoded from them.
    const seq = Math.min(r.seq, states.length - 1);
    if (seq === states.length - 1 && states[seq].over) continue;
    const known = shownUpTo.get(r.viewer)![seq];
    for (const id of hiddenCardIds(states[seq], r.viewer)) {
      if (!known.has(id) && r.text.includes(`"${id}"`)) leaks.push(`${String(r.viewer)} got hidden ${id} in ${r.what} at seq ${seq}`);
    }
    scanned++;
  }
  expect(scanned).toBeGreaterThan(states.length);
  expect(received.filter((r) => r.what === "frame").length).toBeGreaterThan(100);
  expect(leaks).toEqual([]);
  await spectator.leave();
});

test("the opening roll is in everyone's log, and a rematch keeps the seats and swaps who goes first", async () => {
  const bots = [0, 1].map((i) => new BotClient(new Client(t.url), { engine: shengkeEngine, seed: `rematch-${i}`, level: "random" }));
  // A 4-turn game (a table option): the rematch is what is tested; the first test plays a full 20-turn game.
  await bots[0].create("shengke", "甲", { seats: 2, options: { rules: { turns: 4 } } });
  await bots[1].join(bots[0].room.roomId, "乙");
  await waitFor(() => bots.every((b) => b.seat >= 0), 10_000, "seats");
  bots[0].room.send("start", {});
  await waitFor(() => bots[1].log.some((l) => l.type === "order"), 10_000, "order roll logged");
  const orderLine = bots[1].log.find((l) => l.type === "order")!;
  expect(orderLine.zh).toMatch(/(甲|乙) 先攻/);
  await Promise.all(bots.map((b) => b.done()));
  await waitFor(() => bots[0].finalView !== null, 5_000, "the revealed game");
  const firstGame = bots[0].finalView as ShengkeState;

  // The bots played at full speed and may be at the room's rate limit: the bot client asks again when told to wait.
  const firstGameId = bots[0].room.state.gameId;
  bots.forEach((b) => b.rematch());
  await waitFor(() => bots[0].room.state.status === "playing" && bots[0].room.state.gameId !== firstGameId, 15_000, "rematch started");
  const second = WIRES.shengke.fromWire(bots[0].room.state.game, "spectator");
  expect(second.first).toBe(1 - firstGame.first);
  expect([...bots[0].room.state.seats].map((s: { name: string }) => s.name)).toEqual(["甲", "乙"]);
  await waitFor(() => bots[0].log.some((l) => /依約定由 (甲|乙) 先攻/.test(l.zh)), 5_000, "agreed first player logged");
  await Promise.all(bots.map((b) => b.leave()));
});

test("a custom deck list stays its owner's secret: the table shows only that it is custom", async () => {
  const { DEFAULT_DECKS } = await import("../../shared/src/games/shengke/content");
  const secretDeck = DEFAULT_DECKS[0].cards.map((c, i) => ({ ...c, zh: i === 0 ? "祕密龍" : c.zh, en: i === 0 ? "Secret Dragon" : c.en }));
  const host = await new Client(t.url).create("shengke", { name: "甲", table: { options: { decks: [secretDeck, DEFAULT_DECKS[1].id] } } });
  const guest = await new Client(t.url).joinById(host.roomId, { name: "乙" });
  await waitFor(() => guest.state.options !== undefined && guest.state.options !== "", 5_000, "options synced");
  const shown = JSON.parse(guest.state.options);
  expect(shown.options.decks).toEqual(["custom", DEFAULT_DECKS[1].id]);
  expect(guest.state.options).not.toContain("祕密龍");
  await Promise.all([host.leave(), guest.leave()]);
});
