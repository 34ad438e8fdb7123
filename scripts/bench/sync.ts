// `npm run bench -- --only sync --game <id> [--games N] [--idle K]`: what a table costs on the wire and on the
// server, beside a bare Colyseus room. Full seeded games are played through a real server (its own process, SQLite
// records on) by bot clients over WebSockets, with a spectator watching each; a late spectator joins each game midway.
// Every WebSocket frame each client receives is counted and put against the accepted actions it showed. The server's
// CPU time per action is read from the server process itself; the same clients then drive the bare baseline room
// (scripts/bench/baselineRoom.ts) for as many moves, and its CPU per action gives the ratio. Last, K idle tables
// (2 players and 5 spectators, game started, nobody moving) give the server's memory per table.
import { Client, type Room } from "colyseus.js";
import type { AnyEngine } from "../../shared/src/core/engine";
import { getEngine } from "../../shared/src/games";
import { BotClient } from "../../server/src/tools/botClient";
import { ChildServer, cpuMsBetween } from "./childServer";
import { r2, sleep, spread, waitFor } from "./common";
import { baselineOptions } from "./baselineRoom";
import { onFrames } from "./frames";

/** Protocol codes of the frames a client receives (colyseus.js 0.16). */
const ROOM_STATE = 14;

/** Every frame one client receives, with the table's `seq` once the frame was applied. */
class WireMeter {
  frames: { bytes: number; seq: number; code: number; finished: boolean }[] = [];

  constructor(readonly room: Room) {
    onFrames(room, (bytes) => {
      const state = room.state as { seq?: number; status?: string } | undefined;
      this.frames.push({ bytes: bytes.byteLength, seq: Number(state?.seq ?? 0), code: bytes[0], finished: state?.status === "finished" });
    });
  }

  /**
   * Bytes per accepted action while the game ran: the frames that moved `seq` from a to b (and the events sent with
   * them) are shared evenly by the b − a actions they showed.
   */
  perAction(): number[] {
    const bySeq = new Map<number, number>();
    for (const f of this.frames) if (f.seq > 0 && !f.finished) bySeq.set(f.seq, (bySeq.get(f.seq) ?? 0) + f.bytes);
    const out: number[] = [];
    let prev = 0;
    for (const seq of [...bySeq.keys()].sort((a, b) => a - b)) {
      const n = seq - prev;
      for (let i = 0; i < n; i++) out.push(bySeq.get(seq)! / n);
      prev = seq;
    }
    return out;
  }

  fullStateBytes(): number {
    return this.frames.find((f) => f.code === ROOM_STATE)?.bytes ?? 0;
  }
}

interface GameRun {
  actions: number;
  seat: number[];
  spectator: number[];
  join: number;
  errors: number;
}

async function playMeasuredGame(url: string, engine: AnyEngine, seed: string): Promise<GameRun> {
  const seats = engine.seatCounts[0];
  const bots = Array.from({ length: seats }, (_, i) => new BotClient(new Client(url), { engine, seed: `${seed}:${i}`, level: i % 2 ? "random" : "greedy" }));
  await bots[0].create(engine.id, "Wire 1", { seats, private: true });
  for (let i = 1; i < seats; i++) await bots[i].join(bots[0].room.roomId, `Wire ${i + 1}`);
  const code = bots[0].room.roomId;
  const spectator = await new Client(url).joinById(code, { name: "Watcher", spectate: true });
  spectator.onMessage("*", () => undefined);
  const meters = [...bots.map((b) => new WireMeter(b.room)), new WireMeter(spectator)];
  await waitFor(() => bots.every((b) => b.seat >= 0), 10_000, "seats");
  bots[0].room.send("start", {});
  // Midway, a late spectator joins: its first full state is what joining a running game costs.
  await waitFor(() => (bots[0].room.state?.seq ?? 0) >= 40 || bots[0].room.state?.status === "finished", 120_000, "midgame");
  const late = await new Client(url).joinById(code, { name: "Late", spectate: true });
  late.onMessage("*", () => undefined);
  const lateMeter = new WireMeter(late);
  await waitFor(() => lateMeter.fullStateBytes() > 0, 10_000, "late full state");
  await Promise.race([Promise.all(bots.map((b) => b.done())), sleep(600_000)]);
  const actions = Number(bots[0].room.state.seq);
  const errors = bots.reduce((n, b) => n + b.errors.length, 0) + (bots[0].room.state.status === "finished" ? 0 : 1);
  await Promise.all([...bots.map((b) => b.leave().catch(() => undefined)), spectator.leave().catch(() => undefined), late.leave().catch(() => undefined)]);
  return { actions, seat: meters.slice(0, seats).flatMap((m) => m.perAction()), spectator: meters[seats].perAction(), join: lateMeter.fullStateBytes(), errors };
}

/** The bare room, driven like the games: two players alternating moves as soon as they see their turn, a spectator. */
async function playBaseline(url: string, moves: number): Promise<{ seat: number[]; spectator: number[] }> {
  const a = await new Client(url).create("baseline", baselineOptions());
  const b = await new Client(url).joinById(a.roomId, {});
  const watcher = await new Client(url).joinById(a.roomId, { spectate: true });
  for (const r of [a, b, watcher]) r.onMessage("*", () => undefined);
  const meters = [a, b, watcher].map((r) => new WireMeter(r));
  await waitFor(() => a.state.status === "playing", 10_000, "baseline start");
  const players = [a, b];
  for (let i = 0; i < moves; i++) {
    const seq = a.state.seq;
    players[a.state.active].send("move", { seq, cell: (i * 7) % 25 });
    await waitFor(() => a.state.seq > seq, 10_000, "a baseline move");
  }
  await Promise.all([a, b, watcher].map((r) => r.leave().catch(() => undefined)));
  return { seat: meters.slice(0, 2).flatMap((m) => m.perAction()), spectator: meters[2].perAction() };
}

/** An idle table: players seated, the game started, 5 spectators watching, nobody moving. */
export async function idleTable(url: string, mode: string, n: number, seats = 2): Promise<Room[]> {
  const quiet = (room: Room) => {
    room.onMessage("*", () => undefined);
    return room;
  };
  const host = quiet(await new Client(url).create(mode, { name: `Host ${n}`, table: { seats, private: true } }));
  const guests: Room[] = [];
  for (let i = 1; i < seats; i++) guests.push(quiet(await new Client(url).joinById(host.roomId, { name: `Guest ${n}-${i}` })));
  await waitFor(() => host.state?.seats?.every((s: { occupied: boolean }) => s.occupied) === true, 10_000, "every seat");
  host.send("start", {});
  await waitFor(() => host.state?.status === "playing", 10_000, "the game to start");
  const watchers: Room[] = [];
  for (let i = 0; i < 5; i++) watchers.push(quiet(await new Client(url).joinById(host.roomId, { name: `Watcher ${i + 1}`, spectate: true })));
  return [host, ...guests, ...watchers];
}

/** The bare room with the same company: 2 players and 5 spectators. */
async function idleBaseline(url: string): Promise<Room[]> {
  const a = await new Client(url).create("baseline", baselineOptions());
  const rooms = [a, await new Client(url).joinById(a.roomId, {})];
  for (let i = 0; i < 5; i++) rooms.push(await new Client(url).joinById(a.roomId, { spectate: true }));
  for (const r of rooms) r.onMessage("*", () => undefined);
  return rooms;
}

export async function syncSection(opts: { game: string; games: number; idle: number; seed: string }) {
  const engine = getEngine(opts.game);
  if (!engine) throw new Error(`no game "${opts.game}"`);
  const server = ChildServer.start();
  const url = await server.url();
  try {
    // Warm-up: one short stretch of each room type, so JIT and first-use caches are not in the figures.
    await playBaseline(url, 40);
    const runs: GameRun[] = [];
    const before = await server.stats(false);
    for (let g = 0; g < opts.games; g += 2) {
      runs.push(...(await Promise.all(Array.from({ length: Math.min(2, opts.games - g) }, (_, i) => playMeasuredGame(url, engine, `${opts.seed}:${g + i}`)))));
    }
    const after = await server.stats(false);
    const actions = runs.reduce((n, r) => n + r.actions, 0);
    const cpuPerAction = cpuMsBetween(before, after) / Math.max(1, actions);

    const baseBefore = await server.stats(false);
    const base = await playBaseline(url, actions);
    const baseAfter = await server.stats(false);
    const baselineCpu = cpuMsBetween(baseBefore, baseAfter) / Math.max(1, actions);

    const perTable = (a: number, b: number) => r2((b - a) / 1024 / Math.max(1, opts.idle));
    const memBefore = await server.stats();
    const held: Room[] = [];
    for (let i = 0; i < opts.idle; i++) held.push(...(await idleTable(url, opts.game, i, engine.seatCounts[0])));
    await sleep(500);
    const memAfter = await server.stats();
    for (const r of held.splice(0)) await r.leave(true).catch(() => undefined);
    await sleep(500);
    const baseMemBefore = await server.stats();
    for (let i = 0; i < opts.idle; i++) held.push(...(await idleBaseline(url)));
    await sleep(500);
    const baseMemAfter = await server.stats();
    for (const r of held.splice(0)) await r.leave(true).catch(() => undefined);

    const seat = spread(runs.flatMap((r) => r.seat));
    const spectator = spread(runs.flatMap((r) => r.spectator));
    const baseSeat = spread(base.seat);
    return {
      game: opts.game,
      games: runs.length,
      actions,
      errors: runs.reduce((n, r) => n + r.errors, 0),
      seat_bytes_median: r2(seat.median),
      seat_bytes_p95: r2(seat.p95),
      spectator_bytes_median: r2(spectator.median),
      join_bytes: Math.max(...runs.map((r) => r.join)),
      table_kb: perTable(memBefore.mem.heapUsed + memBefore.mem.external, memAfter.mem.heapUsed + memAfter.mem.external),
      table_rss_kb: perTable(memBefore.mem.rss, memAfter.mem.rss),
      baseline_table_kb: perTable(baseMemBefore.mem.heapUsed + baseMemBefore.mem.external, baseMemAfter.mem.heapUsed + baseMemAfter.mem.external),
      cpu_ms_per_action: r2(cpuPerAction),
      baseline_cpu_ms_per_action: r2(baselineCpu),
      cpu_ratio: r2(cpuPerAction / Math.max(0.001, baselineCpu)),
      baseline_seat_bytes_median: r2(baseSeat.median),
    };
  } finally {
    await server.stop();
  }
}
