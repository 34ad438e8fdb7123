// npm run bench -- [--only engine|server] [--games N] [--tables N] [--idle K] [--quick]
// npm run bench -- --only pairing [--players N]   (quick pairing: time to pair, queue CPU per pairing; see bench/pairing.ts)
// npm run bench -- --only sync --game <id> [--games N] [--idle K]   (state sync: bytes, CPU beside a bare room; see bench/sync.ts)
// npm run bench -- --only move --game <id> [--seats S] [--games N] [--tables T]   (a move's apply, sync and encode in µs; bench/moveWork.ts)
// npm run bench -- --only table --game <id> [--seats S]   (opening a table: options check, setup, first sync; µs and KB; bench/tableWork.ts)
//
// Prints speed and memory figures; it never asserts a timing. Exit code 1 only when something errored (a rules
// invariant broke, a bot got a refusal other than rate_limited, a game did not finish, a table could not be set up).
//
//   engine  simulate() per game and seat count, random-vs-random and greedy-vs-random: games/s, actions/s, with the
//           engine's invariants checked after every action (what `npm run simulate` does) and without them.
//           Then, at a fixed seeded mid-game position: legalActions, apply, preview, greedy bot and view calls/s.
//   server  an in-process server on 127.0.0.1 (BOT_DELAY_MS=0) and N concurrent tables per mode of bot clients
//           (playOneGame): action latency p50/p95/p99 (send → the patch that shows it), games, errors, bytes per
//           frame kind, event-loop delay, CPU, RSS/heap before and after. Then K idle tables per mode (2 players +
//           5 spectators, game started, nobody moving) held against a server in a child process, so the server's
//           memory per table is not mixed with the 7 clients' memory (which is reported separately).
//
// Default run ≤ 2 minutes on 2 cores, --quick ≤ 20 s. Loopback only; every loop is bounded by a count or a deadline.
// --games N: exactly N games per engine configuration (default: as many as fit in a time slice).
// --tables N: concurrent tables per mode in the latency run (default 8, quick 2). --idle K: idle tables per mode
// in the memory run (default 20, quick 4). Last line: one JSON object with every figure.
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { dirname, join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { Client, type Room } from "colyseus.js";
import type { AnyEngine, BotLevel } from "../shared/src/core/engine";
import { Rng } from "../shared/src/core/rng";
import { simulate } from "../shared/src/core/simulate";
import { getEngine } from "../shared/src/games";
import { cfeEngine } from "../shared/src/games/cfe/engine";
import { previewFormation } from "../shared/src/games/cfe/preview";
import { preview as shengkePreview } from "../shared/src/games/shengke/preview";
import { previewAttack } from "../shared/src/games/duelist/preview";
import { createArena } from "../server/src/app";
import { loadConfig } from "../server/src/config";
import { playOneGame } from "../server/src/tools/botClient";
import { intFlag, parseArgs } from "./args";
import { ChildServer, SERVER_ENV } from "./bench/childServer";
import { idleTable, syncSection } from "./bench/sync";
import { pairingSection } from "./bench/pairing";
import { moveWorkSection } from "./bench/moveWork";
import { tableWorkSection } from "./bench/tableWork";
import { mb, memMB, memNow, now, percentile, printTable, r0, r2, sleep, waitFor, type Mem } from "./bench/common";

// ───────────────────────────── small helpers ─────────────────────────────

/** Calls `fn` in growing batches until `budgetMs` has passed (at least a few calls); returns calls per second. */
function rate(fn: (i: number) => void, budgetMs: number): { perS: number; calls: number } {
  for (let i = 0; i < 3; i++) fn(i);
  let calls = 0, batch = 1;
  const start = now();
  let elapsed = 0;
  while (elapsed < budgetMs && calls < 50_000_000) {
    const t = now();
    for (let i = 0; i < batch; i++) fn(calls + i);
    calls += batch;
    if (now() - t < 10) batch *= 2;
    elapsed = now() - start;
  }
  return { perS: calls / (elapsed / 1000), calls };
}

// ───────────────────────────── engine ─────────────────────────────

interface GameConfig {
  game: string;
  seats: number;
  label: string;
  /** Roughly the middle of a greedy-vs-random game, in actions. */
  midGame: number;
}

const CONFIGS: GameConfig[] = [
  { game: "shengke", seats: 2, label: "shengke", midGame: 160 },
  { game: "cfe", seats: 2, label: "cfe-2", midGame: 20 },
  { game: "cfe", seats: 4, label: "cfe-4", midGame: 30 },
  { game: "duelist", seats: 2, label: "duelist", midGame: 40 },
  { game: "drawpass", seats: 2, label: "drawpass", midGame: 2 },
];

const PAIRINGS: { label: string; bots: BotLevel[] }[] = [
  { label: "random-vs-random", bots: ["random", "random"] },
  { label: "greedy-vs-random", bots: ["greedy", "random"] },
];

interface ThroughputRow {
  game: string;
  seats: number;
  bots: string;
  invariants: boolean;
  games: number;
  finished: number;
  actions: number;
  seconds: number;
  games_per_s: number;
  actions_per_s: number;
  actions_per_game: number;
  violations: number;
}

function engineThroughput(cfg: GameConfig, pairing: (typeof PAIRINGS)[number], invariants: boolean, games: number | undefined, budgetMs: number): ThroughputRow {
  const real = getEngine(cfg.game)!;
  // Skipping invariants = the same engine with an empty check, so shared/ is untouched.
  const engine: AnyEngine = invariants ? real : { ...real, invariants: () => [] };
  // One untimed game first, so the first timed chunk does not pay for JIT warm-up.
  simulate(engine, { games: 1, seed: `bench-warmup:${cfg.label}`, seats: cfg.seats, bots: pairing.bots });
  let played = 0, finished = 0, actions = 0, violations = 0, chunk = 1, part = 0;
  const start = now();
  const run = (n: number) => {
    const s = simulate(engine, { games: n, seed: `bench:${cfg.label}:${pairing.label}:${part++}`, seats: cfg.seats, bots: pairing.bots });
    played += n;
    finished += s.finished;
    actions += s.actions;
    violations += s.violations;
  };
  if (games !== undefined) run(games);
  else {
    // Chunks grow until one takes ~100 ms; stop at the time slice (or 100 000 games, whichever comes first).
    while (now() - start < budgetMs && played < 100_000) {
      const t = now();
      run(chunk);
      if (now() - t < 100) chunk *= 2;
    }
  }
  const seconds = (now() - start) / 1000;
  return {
    game: cfg.game,
    seats: cfg.seats,
    bots: pairing.label,
    invariants,
    games: played,
    finished,
    actions,
    seconds: r2(seconds),
    games_per_s: r2(played / seconds),
    actions_per_s: r0(actions / seconds),
    actions_per_game: r2(actions / Math.max(1, played)),
    violations,
  };
}

interface PositionRow {
  game: string;
  seats: number;
  position_seq: number;
  seat: number;
  legal_actions: number;
  legal_per_s: number;
  apply_per_s: number;
  preview_per_s: number | null;
  preview_of: string;
  bot_greedy_per_s: number;
  view_per_s: number;
  public_view_bytes: number;
  private_view_bytes: number;
  errors: number;
}

/** A fixed, seeded mid-game position: greedy (even seats) vs random (odd seats) for `midGame` actions, then on to a
 * position where the active seat has a real choice (and, for 五行戰鬥牌, a formation to preview). */
function midGamePosition(cfg: GameConfig) {
  const engine = getEngine(cfg.game)!;
  for (let attempt = 0; attempt < 20; attempt++) {
    const seed = `bench-position:${cfg.label}:${attempt}`;
    let state = engine.setup(engine.optionsSchema.parse({}), seed, cfg.seats);
    const rng = Rng.fromSeed(`${seed}:bots`);
    let seq = 0;
    for (let n = 0; n < cfg.midGame + 300; n++) {
      const active = engine.activeSeats(state);
      if (active.length === 0) break;
      const seat = active[0];
      if (n >= cfg.midGame) {
        const legal = engine.legalActions(state, seat) as { type: string }[];
        const previewable = cfg.game === "cfe" ? legal.some((a) => a.type === "play") : cfg.game === "duelist" ? legal.some((a) => a.type === "attack") : true;
        if (legal.length >= 2 && previewable) return { engine, state, seat, legal: legal as unknown[], seq };
      }
      state = engine.apply(state, seat, engine.bot(state, seat, rng, seat % 2 ? "random" : "greedy")).state;
      seq++;
    }
  }
  throw new Error(`no mid-game position found for ${cfg.label}`);
}

function positionBench(cfg: GameConfig, budgetMs: number): PositionRow {
  const { engine, state, seat, legal, seq } = midGamePosition(cfg);
  let errors = 0;
  const legalRate = rate(() => engine.legalActions(state, seat), budgetMs);
  const applyRate = rate((i) => {
    try {
      engine.apply(state, seat, legal[i % legal.length]);
    } catch {
      errors++;
    }
  }, budgetMs);
  let previewRate: number | null = null;
  let previewOf = "n/a (no preview in this engine)";
  if (cfg.game === "shengke") {
    previewOf = "preview(state, seat, action) over the legal actions";
    previewRate = rate((i) => shengkePreview(state, seat, legal[i % legal.length] as never), budgetMs).perS;
  } else if (cfg.game === "cfe") {
    const reg = cfeEngine.registry;
    const plays = (legal as { type: string; cards?: number[]; formation?: string }[]).filter((a) => a.type === "play" && a.formation);
    previewOf = `previewFormation over the ${plays.length} legal formations`;
    previewRate = rate((i) => {
      const a = plays[i % plays.length];
      previewFormation(reg, state, seat, reg.get(a.formation!)!, a.cards!);
    }, budgetMs).perS;
  } else if (cfg.game === "duelist") {
    const attacks = (legal as { type: string; unit?: number; target?: number | "base-stab" | "base-dart" }[]).filter((a) => a.type === "attack");
    const view = engine.view(state, seat) as Parameters<typeof previewAttack>[0];
    previewOf = `previewAttack on the seat's view over the ${attacks.length} legal attacks`;
    previewRate = rate((i) => {
      const a = attacks[i % attacks.length];
      previewAttack(view, seat, a.unit!, a.target!);
    }, budgetMs).perS;
  }
  const botRng = Rng.fromSeed("bench-position:greedy");
  const botRate = rate(() => engine.bot(state, seat, botRng, "greedy"), budgetMs);
  // What the room does after every accepted action: one spectator view plus one per seat, each as JSON.
  const viewRate = rate((i) => JSON.stringify(engine.view(state, i % (cfg.seats + 1) === cfg.seats ? "spectator" : i % (cfg.seats + 1))), budgetMs);
  return {
    game: cfg.game,
    seats: cfg.seats,
    position_seq: seq,
    seat,
    legal_actions: legal.length,
    legal_per_s: r0(legalRate.perS),
    apply_per_s: r0(applyRate.perS),
    preview_per_s: previewRate === null ? null : r0(previewRate),
    preview_of: previewOf,
    bot_greedy_per_s: r0(botRate.perS),
    view_per_s: r0(viewRate.perS),
    public_view_bytes: Buffer.byteLength(JSON.stringify(engine.view(state, "spectator"))),
    private_view_bytes: Buffer.byteLength(JSON.stringify(engine.view(state, seat))),
    errors,
  };
}

function engineSection(opts: { games?: number; quick: boolean }) {
  const slice = opts.quick ? 120 : 1800;
  const opSlice = opts.quick ? 40 : 350;
  const throughput: ThroughputRow[] = [];
  for (const cfg of CONFIGS) {
    for (const pairing of PAIRINGS) {
      for (const invariants of [true, false]) throughput.push(engineThroughput(cfg, pairing, invariants, opts.games, slice));
    }
  }
  printTable(
    "ENGINE THROUGHPUT  simulate(), one thread (invariants: checked after every action, as `npm run simulate` does)",
    ["game", "seats", "bots", "invariants", "games", "games/s", "actions/s", "actions/game", "violations"],
    throughput.map((t) => [t.game, t.seats, t.bots, t.invariants ? "checked" : "skipped", t.games, t.games_per_s, t.actions_per_s, t.actions_per_game, t.violations]),
  );
  const positions = CONFIGS.map((cfg) => positionBench(cfg, opSlice));
  printTable(
    "ENGINE AT A FIXED MID-GAME POSITION  calls/s (seeded; apply = pure apply incl. clone; view = engine.view + JSON.stringify)",
    ["game", "seats", "after", "legal", "legalActions/s", "apply/s", "preview/s", "bot greedy/s", "view/s", "public view B", "private view B"],
    positions.map((p) => [p.game, p.seats, p.position_seq, p.legal_actions, p.legal_per_s, p.apply_per_s, p.preview_per_s ?? "n/a", p.bot_greedy_per_s, p.view_per_s, p.public_view_bytes, p.private_view_bytes]),
  );
  const errors = throughput.reduce((n, t) => n + t.violations, 0) + positions.reduce((n, p) => n + p.errors, 0);
  return { throughput, positions, errors };
}

// ───────────────────────────── server ─────────────────────────────

/** Counts every WebSocket frame a colyseus.js client receives, by protocol code, by wrapping the transport. */
class FrameCounter {
  patches: number[] = [];
  states: number[] = [];
  data = { frames: 0, bytes: 0 };
  other = { frames: 0, bytes: 0 };

  reset() {
    this.patches = [];
    this.states = [];
    this.data = { frames: 0, bytes: 0 };
    this.other = { frames: 0, bytes: 0 };
  }

  count(payload: unknown) {
    const bytes = payload instanceof ArrayBuffer ? new Uint8Array(payload) : Buffer.isBuffer(payload) ? payload : undefined;
    if (!bytes) return;
    const code = bytes[0];
    if (code === 15) this.patches.push(bytes.byteLength); // ROOM_STATE_PATCH
    else if (code === 14) this.states.push(bytes.byteLength); // ROOM_STATE (full state on join)
    else if (code === 13) {
      this.data.frames++; // ROOM_DATA (seat, events, error, result)
      this.data.bytes += bytes.byteLength;
    } else {
      this.other.frames++;
      this.other.bytes += bytes.byteLength;
    }
  }

  summary() {
    const p = [...this.patches].sort((a, b) => a - b);
    const total = p.reduce((a, b) => a + b, 0);
    return {
      patches: p.length,
      patch_bytes_avg: p.length ? r0(total / p.length) : 0,
      patch_bytes_p50: percentile(p, 50),
      patch_bytes_p95: percentile(p, 95),
      patch_bytes_max: p.length ? p[p.length - 1] : 0,
      full_states: this.states.length,
      full_state_bytes_avg: this.states.length ? r0(this.states.reduce((a, b) => a + b, 0) / this.states.length) : 0,
      message_frames: this.data.frames,
      message_bytes_avg: this.data.frames ? r0(this.data.bytes / this.data.frames) : 0,
    };
  }
}

function installFrameCounter(counter: FrameCounter): boolean {
  try {
    // The same module instance colyseus.js itself uses (its package exports hide the path, so go by file).
    const file = join(dirname(require.resolve("colyseus.js")), "transport", "WebSocketTransport.js");
    const { WebSocketTransport } = require(file) as { WebSocketTransport: { prototype: { connect: (...a: unknown[]) => void } } };
    const original = WebSocketTransport.prototype.connect;
    WebSocketTransport.prototype.connect = function (this: { ws: { onmessage: (ev: { data: unknown }) => unknown } }, ...args: unknown[]) {
      original.apply(this, args);
      const inner = this.ws.onmessage;
      this.ws.onmessage = (ev) => {
        counter.count(ev.data);
        return inner(ev);
      };
    };
    return true;
  } catch {
    return false;
  }
}

interface ServerMode {
  game: string;
  seats: number;
  label: string;
}

const SERVER_MODES: ServerMode[] = [
  { game: "shengke", seats: 2, label: "shengke" },
  { game: "cfe", seats: 2, label: "cfe-2" },
  { game: "cfe", seats: 4, label: "cfe-4" },
  { game: "drawpass", seats: 2, label: "drawpass" },
];

interface ModeRow {
  mode: string;
  seats: number;
  tables: number;
  seconds: number;
  games_started: number;
  games_completed: number;
  games_cut: number;
  errors: number;
  error_samples: string[];
  rate_limited: number;
  actions: number;
  actions_per_s: number;
  games_per_s: number;
  latency_ms: { p50: number; p95: number; p99: number; max: number };
  event_loop_delay_ms: { p50: number; p99: number; max: number };
  cpu_percent: number;
  frames: ReturnType<FrameCounter["summary"]>;
}

const LAG_RESOLUTION_MS = 5;
const excessMs = (ns: number) => r2(Math.max(0, ns / 1e6 - LAG_RESOLUTION_MS));

async function latencyRun(url: string, mode: ServerMode, tables: number, budgetMs: number, cutAllowed: boolean, counter: FrameCounter): Promise<ModeRow> {
  const engine = getEngine(mode.game)!;
  counter.reset();
  // The histogram records the time between ticks of a LAG_RESOLUTION_MS timer; the delay is what exceeds it.
  const lag = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
  lag.enable();
  const cpu0 = process.cpuUsage();
  const start = now();
  const newGamesUntil = start + budgetMs;
  // A game that is still running at this point is cut (quick runs) or counted as an error (default runs).
  const hardStop = cutAllowed ? start + budgetMs + 1000 : start + 60_000;
  let started = 0, completed = 0, cut = 0, errors = 0, rateLimited = 0;
  const samples: string[] = [];
  const latencies: number[] = [];
  const note = (s: string) => {
    if (samples.length < 5) samples.push(s);
  };
  const table = async (t: number) => {
    for (let g = 0; g < 10_000; g++) {
      started++;
      try {
        const run = await playOneGame(url, engine, {
          seats: mode.seats,
          seed: `bench-${mode.label}-${t}-${g}`,
          timeoutMs: Math.max(500, hardStop - now()),
          onMessage: (_seat, type, message) => {
            if (type === "error" && (message as { code?: string })?.code === "rate_limited") rateLimited++;
          },
        });
        for (const b of run.bots) {
          latencies.push(...b.latenciesMs);
          for (const e of b.errors) {
            errors++;
            note(`table ${t} game ${g}: ${JSON.stringify(e)}`);
          }
        }
        if (run.completed) completed++;
        else if (cutAllowed) cut++;
        else {
          errors++;
          note(`table ${t} game ${g}: did not finish within 60 s`);
        }
      } catch (e) {
        errors++;
        note(`table ${t} game ${g}: ${(e as Error).message}`);
      }
      if (now() >= newGamesUntil) break;
    }
  };
  await Promise.all(Array.from({ length: tables }, (_, t) => table(t)));
  const seconds = (now() - start) / 1000;
  const cpu = process.cpuUsage(cpu0);
  lag.disable();
  latencies.sort((a, b) => a - b);
  return {
    mode: mode.game,
    seats: mode.seats,
    tables,
    seconds: r2(seconds),
    games_started: started,
    games_completed: completed,
    games_cut: cut,
    errors,
    error_samples: samples,
    rate_limited: rateLimited,
    actions: latencies.length,
    actions_per_s: r0(latencies.length / seconds),
    games_per_s: r2(completed / seconds),
    latency_ms: { p50: r2(percentile(latencies, 50)), p95: r2(percentile(latencies, 95)), p99: r2(percentile(latencies, 99)), max: r2(latencies[latencies.length - 1] ?? 0) },
    event_loop_delay_ms: { p50: excessMs(lag.percentile(50)), p99: excessMs(lag.percentile(99)), max: excessMs(lag.max) },
    cpu_percent: r0(((cpu.user + cpu.system) / 1000 / (seconds * 1000)) * 100),
    frames: counter.summary(),
  };
}

const IDLE_MODES = ["shengke", "cfe", "drawpass"];

interface IdleRow {
  mode: string;
  tables: number;
  clients_per_table: number;
  server_rss_kb_per_table: number;
  server_heap_kb_per_table: number;
  server_external_kb_per_table: number;
  client_side_heap_kb_per_table: number;
  setup_ms_per_table: number;
}

async function idleRun(server: ChildServer, k: number) {
  const port = await server.port;
  const url = `ws://127.0.0.1:${port}`;
  const rooms: Room[] = [];
  let errors = 0;
  const samples: string[] = [];
  // Warm-up: one table of each mode, so lazily loaded code and first-use caches are in the baseline.
  for (const mode of IDLE_MODES) rooms.push(...(await idleTable(url, mode, 0)));
  await sleep(200);
  const base = await server.stats();
  const clientBase = await memNow();
  let prev = base, prevClient = clientBase;
  const rows: IdleRow[] = [];
  for (const mode of IDLE_MODES) {
    const t0 = now();
    let made = 0;
    // Four tables at a time: quick, without turning the measurement into a join-storm test.
    for (let i = 0; i < k; i += 4) {
      const batch = await Promise.allSettled(Array.from({ length: Math.min(4, k - i) }, (_, j) => idleTable(url, mode, i + j + 1)));
      for (const b of batch) {
        if (b.status === "fulfilled") {
          rooms.push(...b.value);
          made++;
        } else {
          errors++;
          if (samples.length < 5) samples.push(`${mode}: ${(b.reason as Error).message}`);
        }
      }
    }
    const setupMs = (now() - t0) / Math.max(1, made);
    await sleep(300);
    const m = await server.stats();
    const c = await memNow();
    const per = (a: number, b: number) => r2((a - b) / 1024 / Math.max(1, made));
    rows.push({
      mode,
      tables: made,
      clients_per_table: 7,
      server_rss_kb_per_table: per(m.mem.rss, prev.mem.rss),
      server_heap_kb_per_table: per(m.mem.heapUsed, prev.mem.heapUsed),
      server_external_kb_per_table: per(m.mem.external, prev.mem.external),
      client_side_heap_kb_per_table: per(c.heapUsed, prevClient.heapUsed),
      setup_ms_per_table: r2(setupMs),
    });
    prev = m;
    prevClient = c;
  }
  const held = await server.stats();
  for (const room of rooms) await room.leave(true).catch(() => undefined);
  await sleep(300);
  const after = await server.stats();
  return {
    rows,
    server_before: { ...memMB(base.mem), rooms: base.rooms, ccu: base.ccu },
    server_holding: { ...memMB(held.mem), rooms: held.rooms, ccu: held.ccu },
    server_after_leave: { ...memMB(after.mem), rooms: after.rooms, ccu: after.ccu },
    errors,
    error_samples: samples,
  };
}

async function serverSection(opts: { tables: number; idle: number; quick: boolean }) {
  const counter = new FrameCounter();
  const framesCounted = installFrameCounter(counter);
  // Quick runs boot the memory server now, so its ~3 s start overlaps the latency run; default runs keep it apart.
  let memServer: ChildServer | undefined = opts.quick ? ChildServer.start() : undefined;
  const before = await memNow();
  const dataDir = mkdtempSync(join(tmpdir(), "wuxing-bench-"));
  const arena = await createArena(loadConfig(SERVER_ENV(dataDir)));
  const port = await arena.listen();
  const url = `ws://127.0.0.1:${port}`;
  const afterListen = await memNow();
  const modes: ModeRow[] = [];
  let errors = 0;
  let peak: Mem, afterGames: Mem;
  try {
    for (const mode of SERVER_MODES) {
      // 生剋棋 is paced by the room's rate limit (10 messages/s per client), so it gets one game per table.
      const budget = opts.quick ? (mode.game === "shengke" ? 1500 : 700) : mode.game === "shengke" ? 1 : 8000;
      const row = await latencyRun(url, mode, opts.tables, budget, opts.quick && mode.game === "shengke", counter);
      modes.push(row);
      errors += row.errors;
    }
  } finally {
    peak = await memNow(false);
    afterGames = await memNow();
    await arena.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const afterStop = await memNow();
  printTable(
    `SERVER  in-process on 127.0.0.1, BOT_DELAY_MS=0, bot clients in the same process; latency = action sent → patch showing it`,
    ["mode", "seats", "tables", "s", "games", "cut", "errors", "rate-limited", "actions/s", "p50 ms", "p95 ms", "p99 ms", "max ms", "loop p99 ms", "CPU %"],
    modes.map((m) => [m.mode, m.seats, m.tables, m.seconds, m.games_completed, m.games_cut, m.errors, m.rate_limited, m.actions_per_s, m.latency_ms.p50, m.latency_ms.p95, m.latency_ms.p99, m.latency_ms.max, m.event_loop_delay_ms.p99, m.cpu_percent]),
  );
  if (framesCounted) {
    printTable(
      "SERVER → CLIENT FRAMES  as received by the seated bot clients (bytes on the wire, WebSocket payload)",
      ["mode", "seats", "patches", "patch avg B", "p50 B", "p95 B", "max B", "full state avg B", "messages", "message avg B"],
      modes.map((m) => [m.mode, m.seats, m.frames.patches, m.frames.patch_bytes_avg, m.frames.patch_bytes_p50, m.frames.patch_bytes_p95, m.frames.patch_bytes_max, m.frames.full_state_bytes_avg, m.frames.message_frames, m.frames.message_bytes_avg]),
    );
  }
  for (const m of modes) for (const s of m.error_samples) console.log(`  ! ${m.mode}/${m.seats}: ${s}`);
  const process_memory = {
    before_server: memMB(before),
    after_listen: memMB(afterListen),
    after_games_peak: memMB(peak),
    after_games_gc: memMB(afterGames),
    after_stop_gc: memMB(afterStop),
  };
  // What stays on the heap after the server stopped belongs to the bot clients (the idle-table run shows the server's
  // own heap returning to its baseline), so it is reported per room the clients joined.
  const joins = modes.reduce((n, m) => n + m.games_started * m.seats, 0);
  const client_heap_kept_kb_per_join = r2((afterStop.heapUsed - afterListen.heapUsed) / 1024 / Math.max(1, joins));
  printTable(
    "BENCH PROCESS MEMORY  (server + bot clients in one process; gc'd unless marked peak)",
    ["when", "RSS MB", "heap used MB", "heap total MB", "external MB"],
    Object.entries(process_memory).map(([k, m]) => [k, m.rss_mb, m.heap_used_mb, m.heap_total_mb, m.external_mb]),
  );
  console.log(`  heap still held after the server stopped: ${client_heap_kept_kb_per_join} KB per room joined by a bot client (${joins} joins)`);

  memServer ??= ChildServer.start();
  let idle: Awaited<ReturnType<typeof idleRun>> | undefined;
  try {
    idle = await idleRun(memServer, opts.idle);
    errors += idle.errors;
  } catch (e) {
    errors++;
    console.log(`  ! idle tables: ${(e as Error).message}`);
  } finally {
    await memServer.stop();
  }
  if (idle) {
    printTable(
      `IDLE TABLES  2 players + 5 spectators each, game started, nobody moving; server alone in a child process (gc'd)`,
      ["mode", "tables", "server heap KB/table", "server external KB/table", "heap+external KB/table", "client-side heap KB/table", "setup ms/table"],
      idle.rows.map((r) => [r.mode, r.tables, r.server_heap_kb_per_table, r.server_external_kb_per_table, r2(r.server_heap_kb_per_table + r.server_external_kb_per_table), r.client_side_heap_kb_per_table, r.setup_ms_per_table]),
    );
    console.log(
      `  server process: ${idle.server_before.rss_mb} MB RSS / ${idle.server_before.heap_used_mb} MB heap with ${idle.server_before.rooms} warm-up tables → ` +
        `${idle.server_holding.rss_mb} MB / ${idle.server_holding.heap_used_mb} MB holding ${idle.server_holding.rooms} tables (${idle.server_holding.ccu} clients) → ` +
        `${idle.server_after_leave.rss_mb} MB / ${idle.server_after_leave.heap_used_mb} MB after everyone left (${idle.server_after_leave.rooms} rooms)`,
    );
    console.log("  (RSS per table is in the JSON line as server_rss_kb_per_table; at this size it is swamped by GC heap resizing.)");
    for (const s of idle.error_samples) console.log(`  ! ${s}`);
  }
  return { modes, process_memory, client_heap_kept_kb_per_join, idle, frames_counted: framesCounted, errors };
}

// ───────────────────────────── main ─────────────────────────────

/** `--game` (default 生剋棋) and `--seats` for a section that replays one mode, or the one line saying what is wrong. */
function modeAndSeats(flags: Record<string, string>): { game: string; seats?: number } | string {
  const game = flags.game ?? "shengke";
  const engine = getEngine(game);
  if (!engine) return `--game must be a hosted mode (got "${game}")`;
  const seats = flags.seats === undefined ? undefined : intFlag(flags, "seats", 2);
  if (seats !== undefined && !engine.seatCounts.includes(seats)) return `--seats must be one of ${engine.seatCounts.join(", ")} for ${game} (got ${flags.seats})`;
  return { game, seats };
}

async function main(): Promise<number> {
  const { flags } = parseArgs(process.argv.slice(2));
  const only = flags.only;
  if (only !== undefined && !["engine", "server", "sync", "pairing", "move", "table"].includes(only)) {
    console.error(`--only must be engine, server, sync, pairing, move or table (got "${only}")`);
    return 2;
  }
  if (only === "move" || only === "table") {
    const mode = modeAndSeats(flags);
    if (typeof mode === "string") {
      console.error(mode);
      return 2;
    }
    const line = only === "move" ? moveWorkSection({ ...mode, games: Math.max(1, intFlag(flags, "games", 20)), tables: Math.max(1, intFlag(flags, "tables", 1000)), seed: flags.seed ?? "bench-move" }) : tableWorkSection(mode);
    console.log(JSON.stringify(line));
    return 0;
  }
  if (only === "pairing") return ((line) => (console.log(JSON.stringify(line)), line.errors === 0 ? 0 : 1))(await pairingSection(Math.max(2, intFlag(flags, "players", 200))));
  if (only === "sync") {
    if (!flags.game) {
      console.error("--only sync needs --game <id> (shengke, cfe, …)");
      return 2;
    }
    const line = await syncSection({ game: flags.game, games: Math.max(1, intFlag(flags, "games", 4)), idle: Math.max(1, intFlag(flags, "idle", 20)), seed: flags.seed ?? "bench-sync" });
    console.log(JSON.stringify(line));
    return line.errors === 0 ? 0 : 1;
  }
  const quick = flags.quick === "true";
  const games = flags.games === undefined ? undefined : Math.max(1, intFlag(flags, "games", 1));
  const tables = Math.max(1, intFlag(flags, "tables", quick ? 2 : 8));
  const idle = Math.max(1, intFlag(flags, "idle", quick ? 3 : 20));
  const started = now();
  // The load average is printed because other work on the machine skews every figure below.
  const machine = { cpus: cpus().length, cpu_model: cpus()[0]?.model ?? "?", total_mem_mb: mb(totalmem()), node: process.version, platform: `${process.platform}-${process.arch}`, load_avg_1m_start: r2(loadavg()[0]) };
  console.log(`Wuxing Arena bench${quick ? " (quick)" : ""}: ${machine.cpus} × ${machine.cpu_model}, ${machine.total_mem_mb} MB, Node ${machine.node}, load average ${machine.load_avg_1m_start}`);

  let errors = 0;
  let engine: ReturnType<typeof engineSection> | undefined;
  let server: Awaited<ReturnType<typeof serverSection>> | undefined;
  const phases: Record<string, number> = {};
  if (only !== "server") {
    const t = now();
    engine = engineSection({ games, quick });
    errors += engine.errors;
    phases.engine_s = r2((now() - t) / 1000);
  }
  if (only !== "engine") {
    const t = now();
    server = await serverSection({ tables, idle, quick });
    errors += server.errors;
    phases.server_s = r2((now() - t) / 1000);
  }
  const seconds = r2((now() - started) / 1000);
  const load_avg_1m_end = r2(loadavg()[0]);
  console.log(`\nload average at the end ${load_avg_1m_end} (on ${machine.cpus} cores)`);
  console.log(`${errors === 0 ? "no errors" : `${errors} error(s)`}; bench took ${seconds} s (${Object.entries(phases).map(([k, v]) => `${k.replace("_s", "")} ${v} s`).join(", ")})`);
  console.log(JSON.stringify({ bench: "wuxing-arena", quick, machine: { ...machine, load_avg_1m_end }, seconds, phases, errors, engine, server }));
  return errors === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
