// npm run bench:load -- --game shengke --tables N [--seats S] [--pace-ms 1000] [--pace-jitter-pct 50] [--window-s 20] [--warmup-s 5]
//                        [--workers 2] [--load-nice 10] [--probe-tables K] [--baseline] [--processes P] [--failover]
//                        [--server CONTROL_URL] [--pairs K] [--bots random|greedy] [--lobby-watchers N]
//
// Many tables at once at a human pace: N tables of S bot clients each (S: the mode's smallest table unless `--seats`),
// one action per table per pace (each client thinks `pace` ± `pace-jitter-pct` % before its move, uniformly: 0 is the
// lockstep every figure before 2026-12-06 was measured in), the server in its own process (the same createArena as
// `npm start`, SQLite records on), the clients in `--workers` load-generator processes; both kinds of process run
// bundled for plain `node` (bench/bundles.ts), not under ts-node. After every table is playing and
// a warm-up, a steady window of at least 20 s is measured: accepted actions per second (the table's seq, so the server's
// automatic passes count too), the time from a client sending its action to the patch that shows it (p50, p99),
// `server_p50_ms` / `server_p99_ms` (the same moves timed inside the server, from reaching their room to the patch that
// shows them: bench/turnaround.ts), the server's CPU per action, its RSS and heap per table (`server_rooms`: the rooms
// it held at that reading, which heap per table does not divide by), the bytes each client receives per action, and
// from the server process over the window `loop_delay_p99_ms` (event-loop delay beyond the 10 ms sampling: every table
// of the process waits that long at once), `gc_pause_p99_ms` (of `gc_pauses` GC pauses) and `server_heap_peak_mb` /
// `server_rss_peak_mb` (the most seen over the window, read every 250 ms without forcing a collection: what the heap
// grows to between full collections), and
// `load_loop_delay_p99_ms`, the same for the busiest load process: a client that is late reading a patch or sending its
// move adds that to the latency, so it is the load generator's share of p99, not the server's; `load_cpu_pct` is the
// load processes' CPU (% of one core, summed): what is left of the machine's cores for the server. The load processes
// run at nice `--load-nice` (10; 0 for the server's priority, as before 2026-12-05): on a machine of two cores, a load
// at equal priority kept the server from running for 150–470 ms at a time (docs/operations.md).
// `server_main_thread_ms_per_action`: the main thread's CPU per action (one process only); `server_sys_ms_per_action`
// the part of `server_cpu_ms_per_action` spent in the kernel (socket writes, mostly).
// `server_main_thread_pct` is the share of the window the server's main thread ran (its utilisation; the collector's
// helpers and the checkpoint thread are left out, `server_cpu_pct` counts them) and `server_run_queue_wait_pct` the
// share it was ready to run and waited for a core (Linux): time every table waits that a CPU profile does not show.
// `--probe-tables K` (40, or a tenth of the tables if fewer; 0: none) of the N tables are played from one more process
// of their own at the server's priority, as a player's browser holds one table: `probe_p50_ms` / `probe_p99_ms` are
// their latencies, which the load processes' own loop delay does not reach (`probe_loop_delay_p99_ms` says what the
// probe's own adds). `p50_ms` / `p99_ms` stay every client's, probe included.
// BENCH_SERVER_NODE_FLAGS="--trace-gc …" adds node flags to the server process (after the deployed ones).
// BENCH_LOAD_NODE_FLAGS does the same for the load processes.
// A finished game is followed at once by a new table, so the load stays level; a game's line gives
// `games_finished_per_s` and `actions_per_game_ended` (the window's actions over the games that ended in it), since
// each new table is work the bare room (whose tables never end) does not do. The bots move at random (`--bots greedy`:
// the greedy bot, which plays to win: a random 弒魔戰爭 team never beats the army in self-play, a greedy one wins
// 60 % of its games and they last three times as many turns). `--baseline` drives the bare baseline
// room (scripts/bench/baselineRoom.ts) the same way, at `--seats` players (2 by default; a 4-seat 時序之戰 or 5-seat
// 弒魔戰爭 table is compared with a bare room of as many connections). Prints figures, asserts nothing; the last line is JSON.
// `refusals` counts refused moves by code: `stale_action` is a paced move that raced the server's automatic pass of a
// response window (the bot moves again). BENCH_SERVER_PROFILE=dir has the server write a --cpu-prof there.
// `--processes P` (1 too) runs P server processes on one Redis and one PostgreSQL behind nginx (scripts/bench/cluster.ts),
// the clients matchmaking through the proxy; the figures are summed over the processes and the JSON adds `processes`.
// `--failover` (P ≥ 2, 2 by default) instead opens N 抽牌 tables, kills (SIGKILL) the process holding most and prints
// how the others restored them: {"killed_tables","restored_tables","restore_p50_s","restore_max_s","lost_actions"}
// (seconds from the kill until both players of a table are seated again through the proxy), and
// "survivors_host_all_s" (until the surviving processes host every killed table).
// `--pairs K` (4 when no K is given: as many pairs of each order) runs the bare room (at the same tables and seats) and the mode back to back K times,
// each on a fresh server, the order alternating; it prints every run's JSON line, then the ratios the capacity targets
// name, pair by pair and their median: {"cpu_ratio_median","cpu_ratios","main_thread_ratio_median",…,"heap_ratios"}
// (bench/pairs.ts). One pair's ratio moves by a third on a machine whose load shares the server's cores.
// `--server CONTROL_URL` drives a fresh server that `npm run bench:server` keeps on another machine (scripts/bench/
// remote.ts), so the load does not share the server's cores; every figure is read as in a local run.
// `--lobby-watchers N` (0 by default) creates the tables public and keeps N clients on the lobby page through the
// window (scripts/bench/lobbyWatchers.ts): `lobby_updates_per_s` and `lobby_kb_per_s` are what one of them receives.
import { fork } from "node:child_process";
import { setPriority } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { Client, type Room } from "colyseus.js";
import { getEngine } from "../shared/src/games";
import { hostedMode, hostedModes } from "../server/src/modes";
import { BotClient, thinkMs } from "../server/src/tools/botClient";
import { Rng } from "../shared/src/core/rng";
import { cpuMsBetween } from "./bench/childServer";
import { startServers, type ServerGroup } from "./bench/cluster";
import { remoteServers } from "./bench/remote";
import { drawOnce, rejoinSeats, startTable } from "../tests/support/drawpassTable";
import { mb, nodeFlagsFrom, percentile, r2, sleep, waitFor } from "./bench/common";
import { baselineOptions, MAX_BASELINE_SEATS } from "./bench/baselineRoom";
import { onFrames } from "./bench/frames";
import { intFlag, parseArgs } from "./args";
import { pairedRatios, type LoadSummary, type PairedRun } from "./bench/pairs";
import { LobbyWatchers } from "./bench/lobbyWatchers";
import { benchBundles } from "./bench/bundles";

interface WorkerJob {
  url: string;
  game: string;
  tables: number;
  paceMs: number;
  /** Think times spread ±this fraction of the pace (BotClient's `thinkMs`). */
  paceJitter: number;
  baseline: boolean;
  worker: number;
  seats: number;
  /** The load processes' nice value (0: the server's own priority). */
  loadNice: number;
  /** How the game tables' bots choose their moves (the bare room's players just move). */
  bots: LoadBots;
  /** Tables are created public, so they are listed in the lobby (`--lobby-watchers`). */
  listed: boolean;
}

/** `--bots`: random moves (the default), or the greedy bot, which plays to win (弒魔戰爭 at five seats in self-play:
 * 60 % of games won in 86 turns on average, against none in 27 for random players). */
const LOAD_BOTS = ["random", "greedy"] as const;
type LoadBots = (typeof LOAD_BOTS)[number];

/** Few enough to keep the probe's own loop idle; 40 生剋棋 tables give ≈ 950 latencies in a 20 s window (p99: ten moves). */
const DEFAULT_PROBE_TABLES = 40;

interface WindowReport {
  actions: number;
  latencies: number[];
  bytes: number;
  clients: number;
  /** Refusals by error code (rate limits excluded: the bots retry them). */
  errors: Record<string, number>;
  /** How late this load process's own 10 ms timer fired (p99, beyond the 10 ms): its share of every latency. */
  loopDelayP99Ms: number;
  /** This load process's CPU over the window, % of one core: the two cores are shared with the server. */
  cpuPct: number;
  /** Games that ended in the window (each followed by a new table). */
  gamesFinished: number;
}

/** One table kept busy: its clients, their bytes, and the seq the window started from. */
interface Table {
  rooms: () => Room[];
  seq: () => number;
  latencies: () => number[];
  errors: () => { code: string }[];
  /** Resolves when the table's game is over (or its connection closed). */
  done: Promise<void>;
  leave: () => Promise<unknown>;
}

let bytesReceived = 0;
const countBytes = (room: Room) => onFrames(room, (b) => (bytesReceived += b.byteLength));

async function gameTable(job: WorkerJob, n: number): Promise<Table> {
  const engine = getEngine(job.game)!;
  const seed = `load:${job.worker}:${n}:${Date.now()}`;
  const bots = Array.from({ length: job.seats }, (_, i) => new BotClient(new Client(job.url), { engine, seed: `${seed}:${i}`, level: job.bots, paceMs: job.paceMs, paceJitter: job.paceJitter }));
  try {
    await bots[0].create(job.game, `Load ${job.worker}-${n}`, { seats: job.seats, private: !job.listed });
    for (let i = 1; i < job.seats; i++) await bots[i].join(bots[0].room.roomId, `Load ${job.worker}-${n}-${i}`);
    await waitFor(() => bots.every((b) => b.seat >= 0), 30_000, "seats");
  } catch (e) {
    // A table that could not be filled (a join refused on a busy machine) must not stay open on the server with the
    // players who did get in, as rooms the run would count.
    await Promise.all(bots.map((b) => b.room?.leave(true).catch(() => undefined)));
    throw e;
  }
  for (const b of bots) countBytes(b.room);
  bots[0].room.send("start", {});
  return {
    rooms: () => bots.map((b) => b.room),
    seq: () => Number(bots[0].room.state?.seq ?? 0),
    latencies: () => bots.flatMap((b) => b.latenciesMs.splice(0)),
    errors: () => bots.flatMap((b) => b.errors.splice(0)),
    done: Promise.race(bots.map((b) => b.done())),
    leave: () => Promise.all(bots.map((b) => b.leave().catch(() => undefined))),
  };
}

/** The bare room: two players alternating moves, each after thinking `pace`. */
async function baselineTable(job: WorkerJob): Promise<Table> {
  const a = await new Client(job.url).create("baseline", baselineOptions(job.seats));
  const players = [a];
  for (let s = 1; s < job.seats; s++) players.push(await new Client(job.url).joinById(a.roomId, {}));
  const latencies: number[] = [];
  const thinkRng = Rng.fromSeed(`load:${job.worker}:${a.roomId}:think`);
  let pending: { seq: number; at: number } | undefined;
  for (const r of players) {
    r.onMessage("*", () => undefined);
    countBytes(r);
  }
  const think = (seat: number) =>
    setTimeout(() => {
      const seq = a.state.seq;
      pending = { seq, at: performance.now() };
      players[seat].send("move", { seq, cell: (seq * 7) % 25 });
    }, thinkMs(job.paceMs, job.paceJitter, thinkRng));
  let lastSeen = -1;
  a.onStateChange((s) => {
    if (pending && s.seq > pending.seq) {
      latencies.push(performance.now() - pending.at);
      pending = undefined;
    }
    if (s.status === "playing" && s.seq !== lastSeen) {
      lastSeen = s.seq;
      think(s.active);
    }
  });
  return {
    rooms: () => players,
    seq: () => a.state?.seq ?? 0,
    latencies: () => latencies.splice(0),
    errors: () => [],
    done: new Promise(() => undefined),
    leave: () => Promise.all(players.map((r) => r.leave(true).catch(() => undefined))),
  };
}

async function workerMain() {
  const job = await new Promise<WorkerJob>((resolve) => process.once("message", (m) => resolve(m as WorkerJob)));
  const tables: Table[] = [];
  const openTable = async (i: number): Promise<void> => {
    const table = job.baseline ? await baselineTable(job) : await gameTable(job, i);
    tables[i] = table;
    // A finished game makes room for a new one at once, so the load stays level.
    void table.done.then(async () => {
      retired.actions += Math.max(0, table.seq() - (windowStart.get(table) ?? table.seq()));
      retired.games++;
      retired.latencies.push(...table.latencies());
      count(retired.errors, table.errors());
      await table.leave();
      if (!stopping) await openTable(i).catch((e) => console.error("could not reopen a table:", e));
    });
  };
  const windowStart = new Map<Table, number>();
  const retired = { actions: 0, games: 0, latencies: [] as number[], errors: {} as Record<string, number> };
  const count = (into: Record<string, number>, errors: { code: string }[]) => {
    for (const e of errors) into[e.code] = (into[e.code] ?? 0) + 1;
  };
  let stopping = false;
  let cpuAtStart = process.cpuUsage();
  let windowStartedAt = performance.now();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  // On a machine this busy a matchmaking request sometimes hangs up: that table is opened again, the run goes on.
  const openRetrying = async (i: number) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await openTable(i);
      } catch (e) {
        if (attempt === 5) throw e;
        console.error(`opening table ${i} failed (${(e as Error).message}); retrying`);
        await sleep(1000 * attempt);
      }
    }
  };
  for (let i = 0; i < job.tables; i++) await openRetrying(i);
  process.send!({ ready: true });
  process.on("message", async (m: { cmd: string }) => {
    if (m.cmd === "window-start") {
      bytesReceived = 0;
      loopDelay.reset();
      loopDelay.enable();
      cpuAtStart = process.cpuUsage();
      windowStartedAt = performance.now();
      retired.actions = 0;
      retired.games = 0;
      retired.latencies = [];
      retired.errors = {};
      for (const t of tables) {
        windowStart.set(t, t.seq());
        t.latencies();
        t.errors();
      }
      process.send!({ started: true });
    } else if (m.cmd === "window-end") {
      for (const t of tables) count(retired.errors, t.errors());
      const report: WindowReport = {
        actions: retired.actions + tables.reduce((n, t) => n + Math.max(0, t.seq() - (windowStart.get(t) ?? t.seq())), 0),
        latencies: [...retired.latencies, ...tables.flatMap((t) => t.latencies())],
        bytes: bytesReceived,
        clients: tables.reduce((n, t) => n + t.rooms().length, 0),
        errors: retired.errors,
        loopDelayP99Ms: Math.max(0, loopDelay.percentile(99) / 1e6 - 10),
        cpuPct: cpuPctSince(cpuAtStart, windowStartedAt),
        gamesFinished: retired.games,
      };
      process.send!({ report });
    } else if (m.cmd === "stop") {
      stopping = true;
      await Promise.all(tables.map((t) => t.leave()));
      process.exit(0);
    }
  });
}

function cpuPctSince(start: NodeJS.CpuUsage, startedAt: number): number {
  const used = process.cpuUsage(start);
  return ((used.user + used.system) / 1000 / (performance.now() - startedAt)) * 100;
}

class Worker {
  private readonly child = fork(benchBundles.file("scripts/benchLoad.ts"), ["--load-worker"], {
    env: benchBundles.env(),
    execArgv: nodeFlagsFrom("BENCH_LOAD_NODE_FLAGS"),
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });

  constructor(job: WorkerJob) {
    // The server's clients are on other machines in production: here the load yields the shared cores to the server.
    if (job.loadNice > 0) setPriority(this.child.pid!, job.loadNice);
    this.child.send(job);
  }

  /** The next message that has `key`. */
  next<T>(key: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const onMessage = (m: Record<string, unknown>) => {
        if (!(key in m)) return;
        this.child.off("message", onMessage);
        resolve(m[key] as T);
      };
      this.child.on("message", onMessage);
      this.child.once("exit", (code) => reject(new Error(`load worker exited (code ${code})`)));
    });
  }

  ask<T>(cmd: string, key: string): Promise<T> {
    const answer = this.next<T>(key);
    this.child.send({ cmd });
    return answer;
  }

  stop() {
    this.child.send({ cmd: "stop" });
  }
}

async function main(): Promise<number> {
  const { flags } = parseArgs(process.argv.slice(2));
  const game = flags.game ?? "shengke";
  const baseline = flags.baseline !== undefined;
  const tables = Math.max(1, intFlag(flags, "tables", 100));
  const paceMs = intFlag(flags, "pace-ms", 1000);
  const paceJitterPct = Math.max(0, Math.min(100, intFlag(flags, "pace-jitter-pct", 50)));
  const windowS = Math.max(20, intFlag(flags, "window-s", 20));
  // A table's log fills its ring (200 lines) in its first 30–50 actions: for heap per table, warm up 30 s (活俠決鬥者
  // read 134 KB a table after 25 s, 152 KB after 45 s). Not by default: all tables start together, so later windows
  // catch 弒魔戰爭's tables ending and reopening at once (250 instead of 300 actions/s, CPU per action 1.8 ms).
  const warmupS = intFlag(flags, "warmup-s", 5);
  const workerCount = Math.max(1, intFlag(flags, "workers", 2));
  const probeTables = Math.max(0, Math.min(tables - workerCount, intFlag(flags, "probe-tables", Math.min(DEFAULT_PROBE_TABLES, Math.floor(tables / 10)))));
  const loadNice = Math.min(19, intFlag(flags, "load-nice", 10)); // the lowest priority there is
  const bots = (flags.bots ?? "random") as LoadBots;
  if (!LOAD_BOTS.includes(bots)) {
    console.error(`--bots ${LOAD_BOTS.join(" or ")}, not ${flags.bots}`);
    return 2;
  }
  const engine = getEngine(game);
  if (!baseline && !hostedMode(game)) {
    console.error(`no hosted game "${game}" (${hostedModes().map((m) => m.id).join(", ")})`);
    return 1;
  }
  const seats = intFlag(flags, "seats", baseline ? 2 : engine!.seatCounts[0]);
  if (baseline ? seats < 2 || seats > MAX_BASELINE_SEATS : !engine!.seatCounts.includes(seats)) {
    console.error(`${baseline ? "the baseline" : game} seats ${baseline ? `2–${MAX_BASELINE_SEATS}` : engine!.seatCounts.join(", ")}, not ${seats}`);
    return 1;
  }
  const processes = flags.processes !== undefined || flags.failover !== undefined ? Math.max(1, intFlag(flags, "processes", 2)) : undefined;
  if (flags.server !== undefined && processes !== undefined) {
    console.error("--server drives the one server bench:server starts: not with --processes or --failover");
    return 2;
  }
  const pairs = flags.pairs === undefined ? undefined : flags.pairs === "true" ? 4 : Math.max(1, intFlag(flags, "pairs", 4));
  if (pairs !== undefined && (baseline || flags.failover !== undefined)) {
    console.error("--pairs runs the bare room beside a game's tables: not with --baseline or --failover");
    return 2;
  }
  if (flags.failover !== undefined) {
    if (processes! < 2) {
      console.error("--failover needs --processes 2 or more");
      return 2;
    }
    return failover(await startServers(processes, tables * 2), tables);
  }
  const lobbyWatchers = Math.max(0, intFlag(flags, "lobby-watchers", 0));
  const run: LoadRun = { game, baseline, tables, seats, paceMs, paceJitterPct, windowS, warmupS, workerCount, probeTables, loadNice, bots, processes, server: flags.server, lobbyWatchers };
  try {
    if (pairs === undefined) {
      console.log(JSON.stringify(await loadRun(run)));
      return 0;
    }
    const runs: PairedRun[] = [];
    for (let i = 0; i < pairs; i++) {
      // Alternate which goes first, so a machine that drifts over the runs weighs on both sides alike.
      for (const bare of i % 2 === 0 ? [true, false] : [false, true]) {
        const summary = await loadRun({ ...run, baseline: bare });
        console.log(JSON.stringify(summary));
        runs.push({ bare, ...summary });
      }
    }
    console.log(JSON.stringify(pairedRatios(runs, { game, tables, seats, bots })));
    return 0;
  } catch (e) {
    // What is missing (a control URL nobody answers, a tool the cluster needs) in one line, not a stack.
    if (!(e instanceof ServerUnavailable)) throw e;
    console.error(e.message);
    return 2;
  }
}

/** One load run's settings (main's flags). */
interface LoadRun {
  game: string;
  baseline: boolean;
  tables: number;
  seats: number;
  paceMs: number;
  paceJitterPct: number;
  windowS: number;
  warmupS: number;
  workerCount: number;
  probeTables: number;
  loadNice: number;
  bots: LoadBots;
  processes: number | undefined;
  server: string | undefined;
  /** Clients on the lobby page through the window; the tables are public when there are any. */
  lobbyWatchers: number;
}

/** The server group could not be had (startServers, remoteServers): its message is the one line to print. */
class ServerUnavailable extends Error {}

/** A fresh server, N tables played on it through a warm-up and a window: the figures the JSON line prints. */
async function loadRun(config: LoadRun): Promise<LoadSummary> {
  const { game, baseline, tables, seats, paceMs, paceJitterPct, windowS, warmupS, workerCount, probeTables, loadNice, bots, processes, lobbyWatchers } = config;
  let server: ServerGroup;
  try {
    server = config.server !== undefined ? await remoteServers(config.server) : await startServers(processes, tables * seats);
  } catch (e) {
    throw new ServerUnavailable(e instanceof Error ? e.message : String(e));
  }
  const url = server.url;
  const workers: Worker[] = [];
  let lobby: LobbyWatchers | undefined;
  try {
    // The freshly started server still holds its start-up garbage in RSS: let it settle before the empty reading.
    await server.stats();
    await sleep(3000);
    const empty = await server.stats();
    const loadTables = tables - probeTables;
    const per = (w: number) => Math.floor(loadTables / workerCount) + (w < loadTables % workerCount ? 1 : 0);
    const job = (worker: number, count: number, nice: number): WorkerJob => ({ url, game, tables: count, paceMs, paceJitter: paceJitterPct / 100, baseline, worker, seats, loadNice: nice, bots, listed: lobbyWatchers > 0 });
    for (let w = 0; w < workerCount; w++) workers.push(new Worker(job(w, per(w), loadNice)));
    const probe = probeTables > 0 ? new Worker(job(workerCount, probeTables, 0)) : undefined;
    if (probe) workers.push(probe);
    console.error(`opening ${tables} ${baseline ? "baseline" : game} tables…`);
    await Promise.all(workers.map((w) => w.next("ready")));
    console.error(`all tables playing; warming up ${warmupS} s, then a ${windowS} s window`);
    if (lobbyWatchers > 0) lobby = await LobbyWatchers.join(url, lobbyWatchers);
    await sleep(warmupS * 1000);
    await Promise.all(workers.map((w) => w.ask("window-start", "started")));
    lobby?.startWindow();
    const before = await server.stats(false);
    await sleep(windowS * 1000);
    const after = await server.stats(false);
    const lobbyFigures = lobby?.figures();
    const reports = await Promise.all(workers.map((w) => w.ask<WindowReport>("window-end", "report")));
    const loaded = await server.stats();
    const actions = reports.reduce((n, r) => n + r.actions, 0);
    const clients = reports.reduce((n, r) => n + r.clients, 0);
    const latencies = reports.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const probeReport = probe ? reports[workers.indexOf(probe)] : undefined;
    const loadReports = reports.filter((r) => r !== probeReport);
    const probeLatencies = [...(probeReport?.latencies ?? [])].sort((a, b) => a - b);
    const gamesFinished = reports.reduce((n, r) => n + r.gamesFinished, 0);
    const summary: LoadSummary = {
      game: baseline ? "baseline" : game,
      tables,
      seats,
      ...(processes !== undefined ? { processes } : {}),
      pace_ms: paceMs,
      pace_jitter_pct: paceJitterPct,
      window_s: windowS,
      actions_per_s: r2(actions / windowS),
      // Every finished game is a table closed and another opened (five joins for 弒魔戰爭): work the bare room, whose
      // tables never end, does not do. Its share of CPU per action grows as games get shorter.
      ...(baseline ? {} : { bots, games_finished_per_s: r2(gamesFinished / windowS), ...(gamesFinished > 0 ? { actions_per_game_ended: r2(actions / gamesFinished) } : {}) }),
      p50_ms: r2(percentile(latencies, 50)),
      p99_ms: r2(percentile(latencies, 99)),
      ...(probeReport ? { probe_tables: probeTables, probe_p50_ms: r2(percentile(probeLatencies, 50)), probe_p99_ms: r2(percentile(probeLatencies, 99)), probe_loop_delay_p99_ms: r2(probeReport.loopDelayP99Ms) } : {}),
      server_p50_ms: r2(after.turnaround.p50Ms),
      server_p99_ms: r2(after.turnaround.p99Ms),
      server_cpu_ms_per_action: r2(cpuMsBetween(before, after) / Math.max(1, actions)),
      server_cpu_pct: r2((cpuMsBetween(before, after) / (windowS * 1000)) * 100),
      // The kernel's share: on loopback a socket write also delivers the bytes to the reading socket, so every byte a
      // client receives is charged to the server here (a remote `--server` does not pay the receiving side).
      server_sys_ms_per_action: r2((after.cpu.system - before.cpu.system) / 1000 / Math.max(1, actions)),
      server_rss_kb_per_table: r2((loaded.mem.rss - empty.mem.rss) / 1024 / tables),
      loop_delay_p99_ms: r2(after.loop.delayP99Ms),
      gc_pause_p99_ms: r2(after.loop.gcPauseP99Ms),
      gc_pauses: after.loop.gcPauses,
      server_heap_peak_mb: mb(after.loop.peak.heapUsed),
      server_rss_peak_mb: mb(after.loop.peak.rss),
      load_loop_delay_p99_ms: r2(Math.max(...loadReports.map((r) => r.loopDelayP99Ms))),
      load_cpu_pct: r2(reports.reduce((n, r) => n + r.cpuPct, 0)),
      load_nice: loadNice,
      ...(after.loop.mainThread ? { server_main_thread_pct: r2(after.loop.mainThread.runPct), server_run_queue_wait_pct: r2(after.loop.mainThread.waitPct) } : {}),
      // With several processes the thread figures are the busiest one's: no per-action figure is taken from them.
      ...(after.loop.mainThread && processes === undefined ? { server_main_thread_ms_per_action: r2(((after.loop.mainThread.runPct / 100) * windowS * 1000) / Math.max(1, actions)) } : {}),
      server_heap_kb_per_table: r2((loaded.mem.heapUsed + loaded.mem.external - empty.mem.heapUsed - empty.mem.external) / 1024 / tables),
      server_rooms: loaded.rooms,
      bytes_per_action: r2(reports.reduce((n, r) => n + r.bytes, 0) / Math.max(1, actions) / Math.max(1, clients / tables)),
      ...lobbyFigures,
      refusals: reports.reduce((all, r) => {
        for (const [code, n] of Object.entries(r.errors)) all[code] = (all[code] ?? 0) + n;
        return all;
      }, {} as Record<string, number>),
    };
    return summary;
  } finally {
    await lobby?.leave();
    for (const w of workers) w.stop();
    await server.stop();
  }
}

/** Kill -9 the process holding most tables; time until each of its tables' players are back at their seats. */
async function failover(servers: ServerGroup, tables: number): Promise<number> {
  try {
    const via = servers.url.replace(/^ws/, "http");
    console.error(`opening ${tables} tables…`);
    const all = [];
    for (let i = 0; i < tables; i++) {
      const table = await startTable(via, via);
      await drawOnce(table.players);
      all.push({ table, dropped: new Promise<void>((r) => table.players[0].onLeave(() => r())) });
    }
    // Colyseus spreads new rooms over the processes: kill the busiest; its tables are the ones whose sockets drop.
    const rooms = await Promise.all(servers.servers.map(async (s) => (await s.stats(false)).rooms));
    const victim = rooms.indexOf(Math.max(...rooms));
    const killedAt = Date.now();
    const killed = new Promise((r) => servers.servers[victim].child.once("exit", r));
    servers.servers[victim].child.kill("SIGKILL");
    // The survivors' side: when they host every killed table (the players' side adds their rejoin through the proxy).
    const survivorsHostAll = (async () => {
      const wanted = rooms.reduce((n, r) => n + r, 0);
      await killed;
      while ((await servers.stats(false)).rooms < wanted && Date.now() - killedAt < 60_000) await sleep(100);
      return (Date.now() - killedAt) / 1000;
    })();
    const dropped = await Promise.all(all.map((t) => Promise.race([t.dropped.then(() => true), sleep(5_000).then(() => false)])));
    const open = all.filter((_, i) => dropped[i]).map((t) => t.table);
    console.error(`process ${victim + 1} killed with ${open.length} tables; waiting for the others to restore them…`);
    const confirmed = open.map((t) => Number(t.players[0].state.seq));
    const outcomes = await Promise.all(
      open.map(async (t, i) => {
        try {
          const players = await rejoinSeats(via, t, 60_000);
          const seconds = (Date.now() - killedAt) / 1000;
          const lost = confirmed[i] - Number(players[0].state.seq);
          await Promise.all(players.map((p) => p.leave().catch(() => undefined)));
          return { seconds, lost };
        } catch {
          return null;
        }
      }),
    );
    const restored = outcomes.filter((o): o is { seconds: number; lost: number } => o !== null);
    const times = restored.map((o) => o.seconds).sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        killed_tables: open.length,
        restored_tables: restored.length,
        restore_p50_s: r2(percentile(times, 50)),
        restore_max_s: r2(times.at(-1) ?? NaN),
        lost_actions: restored.reduce((n, o) => n + o.lost, 0),
        survivors_host_all_s: r2(await survivorsHostAll),
      }),
    );
    return restored.length === open.length ? 0 : 1;
  } finally {
    await servers.stop();
  }
}

if (process.argv.includes("--load-worker")) {
  workerMain().catch((e) => {
    console.error(e);
    process.exit(1);
  });
} else {
  main().then(
    (code) => process.exit(code),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
