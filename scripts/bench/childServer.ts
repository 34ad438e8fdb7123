// A game server alone in its own process, for figures that must not mix the server with its clients (memory per
// table, CPU per action): the same createArena as `npm start` (SQLite records on), plus the bare baseline room the
// benchmarks compare with. This file, bundled for plain `node` (bench/bundles.ts), is `fork`ed; the parent talks to
// it over IPC.
import { fork, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createArena } from "../../server/src/app";
import { loadConfig } from "../../server/src/config";
import { SERVER_NODE_FLAGS } from "../../server/src/nodeFlags";
import { BASELINE_FILTER, BaselineRoom } from "./baselineRoom";
import { benchBundles } from "./bundles";
import { monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";
import { memNow, nodeFlagsFrom, percentile, type Mem } from "./common";
import { watchTurnaround, type TurnaroundStats } from "./turnaround";

export const SERVER_ENV = (dataDir: string) => ({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error", BOT_DELAY_MS: "0", REPLAY_WAIT_MAX_MS: "0", SERVE_CLIENT: "false", MAX_TABLES: "100000", MAX_TABLES_PER_ADDRESS: "1000", GROUP_COMMIT: process.env.GROUP_COMMIT ?? "true" });

export interface ServerStats {
  mem: Mem;
  /** process.cpuUsage() of the server process, µs. */
  cpu: { user: number; system: number };
  rooms: number;
  ccu: number;
  /** The event loop since the previous stats call: what a stall costs every table of the process at once. */
  loop: LoopStats;
  /** Moves since the previous stats call, from reaching their room to the patch that shows them (turnaround.ts). */
  turnaround: TurnaroundStats;
}

export interface LoopStats {
  delayP99Ms: number;
  gcPauseP99Ms: number;
  gcPauses: number;
  /** % of the time the main thread ran, and was ready to run but waited for a core (Linux; absent elsewhere). */
  mainThread?: { runPct: number; waitPct: number };
  /**
   * The most heap in use and RSS seen (bytes, read every PEAK_SAMPLE_MS, no collection forced): what the heap grows
   * to between full collections, which the per-table figures (read after a collection) leave out.
   */
  peak: { heapUsed: number; rss: number };
}

const PEAK_SAMPLE_MS = 250;

/**
 * The main thread's time on a core and waiting in the kernel's run queue (`/proc/thread-self/schedstat`, ns). Every
 * table waits while the server is ready and not running, and neither the event-loop delay nor a CPU profile tells
 * that apart from work; and the share of time the thread runs is the utilisation that stretches each GC pause's
 * backlog (docs/operations.md).
 */
function mainThreadNs(): { run: number; wait: number } | undefined {
  try {
    const [run, wait] = readFileSync("/proc/thread-self/schedstat", "utf8").split(" ").map(Number);
    return { run, wait };
  } catch {
    return undefined;
  }
}

/** Event-loop delay (monitorEventLoopDelay), GC pauses (PerformanceObserver 'gc') and the main thread's time, read and restarted together. */
function watchLoop(): () => LoopStats {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let pauses: number[] = [];
  let sched = mainThreadNs();
  let since = performance.now();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) pauses.push(e.duration);
  }).observe({ entryTypes: ["gc"] });
  let peak = { heapUsed: 0, rss: 0 };
  setInterval(() => {
    const { heapUsed, rss } = process.memoryUsage();
    peak = { heapUsed: Math.max(peak.heapUsed, heapUsed), rss: Math.max(peak.rss, rss) };
  }, PEAK_SAMPLE_MS).unref();
  return () => {
    const sorted = pauses.sort((a, b) => a - b);
    // The histogram counts the monitor's own resolution into every sample; a loop that never waited reads 0.
    const stats: LoopStats = { delayP99Ms: Math.max(0, delay.percentile(99) / 1e6 - 10), gcPauseP99Ms: percentile(sorted, 99), gcPauses: sorted.length, peak };
    const schedNow = mainThreadNs();
    const now = performance.now();
    const pct = (ns: number) => (ns / 1e6 / (now - since)) * 100;
    if (schedNow && sched) stats.mainThread = { runPct: pct(schedNow.run - sched.run), waitPct: pct(schedNow.wait - sched.wait) };
    delay.reset();
    pauses = [];
    peak = { heapUsed: 0, rss: 0 };
    sched = schedNow;
    since = now;
    return stats;
  };
}

async function childServerMain() {
  // Scale-out runs (benchLoad --processes) add REDIS_URL, PUBLIC_ADDRESS, PORT and a DATA_DIR the processes share.
  const scale = JSON.parse(process.env.BENCH_SERVER_ENV ?? "{}") as Record<string, string>;
  const dataDir = scale.DATA_DIR ?? mkdtempSync(join(tmpdir(), "wuxing-bench-server-"));
  const turnaround = watchTurnaround();
  const arena = await createArena(loadConfig({ ...SERVER_ENV(dataDir), ...scale }));
  arena.gameServer.define("baseline", BaselineRoom).filterBy([BASELINE_FILTER]);
  const port = await arena.listen();
  const { matchMaker } = await import("@colyseus/core");
  const loop = watchLoop();
  let quitting = false;
  const quit = async (code: number) => {
    if (quitting) return;
    quitting = true;
    await arena.stop().catch(() => undefined);
    if (!scale.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  };
  process.on("disconnect", () => void quit(0));
  // Ctrl-C reaches the whole process group: the server stops as asked, and its throwaway data directory goes with it.
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void quit(0));
  process.on("message", async (msg: { cmd: string; id: number; collect?: boolean }) => {
    if (msg.cmd === "stats") {
      // Read before collecting: the forced GC is the bench's, not the load's.
      const loopStats = loop();
      const moves = turnaround();
      const mem = await memNow(msg.collect !== false);
      const stats: ServerStats = { mem, cpu: process.cpuUsage(), rooms: matchMaker.stats.local.roomCount, ccu: matchMaker.stats.local.ccu, loop: loopStats, turnaround: moves };
      process.send!({ id: msg.id, stats });
    } else if (msg.cmd === "heap") {
      // Profiling aid: a heap snapshot of the server alone (bench/README: diff two with a snapshot viewer).
      await memNow(true);
      const file = join(tmpdir(), `wuxing-server-${process.pid}-${msg.id}.heapsnapshot`);
      process.send!({ id: msg.id, stats: { file: (await import("node:v8")).writeHeapSnapshot(file) } });
    } else if (msg.cmd === "stop") await quit(0);
  });
  process.send!({ ready: true, port });
}

export class ChildServer {
  private nextId = 1;
  private waiting = new Map<number, (s: ServerStats) => void>();
  readonly port: Promise<number>;

  private constructor(readonly child: ChildProcess) {
    this.port = new Promise((resolve, reject) => {
      child.on("message", (msg: { ready?: boolean; port?: number; id?: number; stats?: ServerStats }) => {
        if (msg.ready) resolve(msg.port!);
        else if (msg.id) this.waiting.get(msg.id)?.(msg.stats!);
      });
      child.once("exit", (code) => reject(new Error(`bench server exited early (code ${code})`)));
    });
  }

  static start(env: Record<string, string> = {}): ChildServer {
    const child = fork(benchBundles.file("scripts/bench/childServer.ts"), ["--bench-server"], {
      env: benchBundles.env({ ...process.env, BENCH_SERVER_ENV: JSON.stringify(env) }),
      execArgv: ["--expose-gc", ...SERVER_NODE_FLAGS, ...nodeFlagsFrom("BENCH_SERVER_NODE_FLAGS"), ...(process.env.BENCH_SERVER_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`] : [])],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    return new ChildServer(child);
  }

  async url(): Promise<string> {
    return `ws://127.0.0.1:${await this.port}`;
  }

  /** Memory (after a GC unless `collect` is false) and CPU time so far. */
  stats(collect = true): Promise<ServerStats> {
    return this.ask("stats", collect) as Promise<ServerStats>;
  }

  /** Writes a heap snapshot of the server process (after a GC); resolves to its file name. */
  async heapSnapshot(): Promise<string> {
    return ((await this.ask("heap", true)) as unknown as { file: string }).file;
  }

  private ask(cmd: string, collect: boolean): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("bench server did not answer")), cmd === "heap" ? 600_000 : 60_000);
      this.waiting.set(id, (s) => {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve(s);
      });
      this.child.send({ cmd, id, collect });
    });
  }

  async stop() {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((r) => this.child.once("exit", r));
    // A server already on its way out (Ctrl-C reaches the whole process group) has no channel to ask: it is waited for.
    this.child.send({ cmd: "stop" }, () => undefined);
    // A server writing its --cpu-prof on the way out takes longer on a busy machine: it is given the time.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, process.env.BENCH_SERVER_PROFILE ? 120_000 : 5000)))]);
    // A process that exited in time leaves no timer behind to hold its parent (a test, the control API) open.
    clearTimeout(timer);
    if (this.child.exitCode === null) this.child.kill("SIGKILL");
  }
}

/** Several servers' stats as one: memory and CPU summed, rooms and clients counted together. */
export function sumStats(all: ServerStats[]): ServerStats {
  const add = <K extends string>(pick: (s: ServerStats) => Record<K, number>) =>
    all.map(pick).reduce((a, b) => Object.fromEntries(Object.keys(a).map((k) => [k, a[k as K] + b[k as K]])) as Record<K, number>);
  // The worst process's loop: a table is as slow as the process it lives on.
  const busiest = all.map((s) => s.loop.mainThread).reduce((a, b) => (b && (!a || b.runPct > a.runPct) ? b : a), undefined);
  const loop: LoopStats = { delayP99Ms: Math.max(...all.map((s) => s.loop.delayP99Ms)), gcPauseP99Ms: Math.max(...all.map((s) => s.loop.gcPauseP99Ms)), gcPauses: all.reduce((n, s) => n + s.loop.gcPauses, 0), peak: add((s) => s.loop.peak), ...(busiest ? { mainThread: busiest } : {}) };
  const turnaround = { p50Ms: Math.max(...all.map((s) => s.turnaround.p50Ms)), p99Ms: Math.max(...all.map((s) => s.turnaround.p99Ms)), moves: all.reduce((n, s) => n + s.turnaround.moves, 0) };
  return { mem: add((s) => s.mem as unknown as Record<string, number>) as unknown as Mem, cpu: add((s) => s.cpu), rooms: all.reduce((n, s) => n + s.rooms, 0), ccu: all.reduce((n, s) => n + s.ccu, 0), loop, turnaround };
}

/** CPU milliseconds between two stats. */
export const cpuMsBetween = (a: ServerStats, b: ServerStats) => (b.cpu.user + b.cpu.system - a.cpu.user - a.cpu.system) / 1000;

if (process.argv.includes("--bench-server")) {
  childServerMain().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
