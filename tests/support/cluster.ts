import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { bundled, bundledEnv, ROOT } from "./bundle";

/**
 * Several real server processes on one Redis behind Debian's nginx, on loopback, for the scale-out tests: redis-server
 * and nginx are run from the machine's packages (CI installs them, see .ci/run), the game processes from source.
 */
export function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => done(port));
    });
  });
}

const TOOLS = {
  "redis-server": ["/usr/bin/redis-server"],
  nginx: ["/usr/sbin/nginx", "/usr/bin/nginx"],
  // Debian's server binaries (initdb, pg_ctl, postgres) live under the major version; the package is "postgresql".
  postgresql: [17, 16, 15, 14, 13].map((v) => `/usr/lib/postgresql/${v}/bin/pg_ctl`),
} as const;
type Tool = keyof typeof TOOLS;
export const toolPath = (tool: Tool) => TOOLS[tool].find((p) => existsSync(p));

/**
 * The line that says what to install when a tool is missing (null when all are there). Under CI the test must
 * fail with it; elsewhere it is printed and the tests are skipped.
 */
export function missingTools(...tools: Tool[]): string | null {
  const missing = tools.filter((t) => !toolPath(t));
  return missing.length ? `scale-out tests need ${missing.join(" and ")}: apt-get install ${missing.join(" ")}` : null;
}

/** `describe` when the tools are there; otherwise a failing test under CI=true, and a printed skip elsewhere. */
export function describeWithTools(tools: Tool[], name: string, body: () => void): void {
  const missing = missingTools(...tools);
  if (!missing) return describe(name, body);
  if (process.env.CI === "true") {
    test(name, () => {
      throw new Error(missing);
    });
    return;
  }
  console.warn(`skipped: ${missing}`);
  describe.skip(name, body);
}

export const START_TIMEOUT_MS = 90_000;

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      const v = await probe();
      if (v !== undefined) return v;
    } catch {
      /* not yet */
    }
    if (Date.now() > end) throw new Error(`${what} did not come up within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once("exit", () => r()));
}

export interface GameProcess {
  name: string;
  port: number;
  child: ChildProcess;
}

export interface Cluster {
  dir: string;
  redisUrl: string;
  /** The proxy's address (host:port): matchmaking, the API and every table's WebSocket through nginx. */
  proxy: string;
  processes: GameProcess[];
  /** SIGKILL (or SIGTERM) one game process and wait until it is gone. */
  stop(index: number, signal: NodeJS.Signals): Promise<void>;
  /** Rooms each live process holds (from its /healthz), in process order; null for a stopped one. */
  roomCounts(): Promise<(number | null)[]>;
  close(): Promise<void>;
}

export interface ClusterOptions {
  processes: number;
  env?: Record<string, string>;
  /** Each process its own DATA_DIR, as on separate hosts (records then shared only through DATABASE_URL). */
  ownDataDirs?: boolean;
}

export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), "wuxing-cluster-"));
  const children: ChildProcess[] = [];
  const processes: GameProcess[] = [];
  let nginx: ChildProcess | undefined;
  const close = async () => {
    // nginx's master takes its workers down on SIGTERM (a SIGKILL would leave them running).
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill(c === nginx ? "SIGTERM" : "SIGKILL");
    await Promise.all(children.map(exited));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const redis = await startRedis(dir);
    children.push(redis.child);
    const redisUrl = redis.url;
    const { proxyPort, proxy, ports } = await clusterPorts(opts.processes);
    const server = bundled("server/src/index.ts");
    ports.forEach((port, i) => {
      const name = `g${i + 1}`;
      const dataDir = join(dir, opts.ownDataDirs ? `data-${name}` : "data");
      mkdirSync(dataDir, { recursive: true });
      const child = spawnGame(server, port, dataDir, { REDIS_URL: redisUrl, PUBLIC_ADDRESS: `${proxy}/${name}`, TRUST_PROXY: "true", ...opts.env });
      children.push(child);
      processes.push({ name, port, child });
    });
    // One after the other is not needed: start-up restores claim each table's lease.
    // Generous: a loaded 2-core machine is slow to start several processes at once.
    await Promise.all(processes.map((p) => until(`game process ${p.name}`, START_TIMEOUT_MS, () => healthy(`127.0.0.1:${p.port}`))));

    nginx = await startProxy(dir, proxyPort, ports);
    children.push(nginx);

    return {
      dir,
      redisUrl,
      proxy,
      processes,
      async stop(index, signal) {
        const child = processes[index].child;
        child.kill(signal);
        await exited(child);
      },
      roomCounts: () =>
        Promise.all(
          processes.map(async (p) => {
            if (p.child.exitCode !== null || p.child.signalCode !== null) return null;
            const body = (await (await fetch(`http://127.0.0.1:${p.port}/healthz`)).json()) as { rooms: number };
            return body.rooms;
          }),
        ),
      close,
    };
  } catch (e) {
    await close();
    throw e;
  }
}

/** A redis-server without persistence on a free loopback port (redis cannot pick one itself), its files in `dir`. */
export async function startRedis(dir: string): Promise<{ child: ChildProcess; url: string; port: number }> {
  const port = await freePort();
  const child = spawn(toolPath("redis-server")!, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir], { stdio: "ignore" });
  await until("redis-server", 10_000, async () => (spawnSync("redis-cli", ["-p", String(port), "ping"]).stdout?.toString().trim() === "PONG" ? true : undefined));
  return { child, url: `redis://127.0.0.1:${port}`, port };
}

/** The proxy's port and address, and a port for each game process (nginx needs them before the processes start). */
export async function clusterPorts(processes: number): Promise<{ proxyPort: number; proxy: string; ports: number[] }> {
  const proxyPort = await freePort();
  const ports = await Promise.all(Array.from({ length: processes }, () => freePort()));
  return { proxyPort, proxy: `127.0.0.1:${proxyPort}`, ports };
}

/** Debian's nginx on deploy/nginx.conf in front of the game processes on `ports`; resolves once it proxies /healthz. */
export async function startProxy(dir: string, proxyPort: number, ports: number[], load?: LoadProxy): Promise<ChildProcess> {
  const conf = join(dir, "nginx.conf");
  writeFileSync(conf, nginxConfig(dir, proxyPort, ports, load));
  const nginx = spawn(toolPath("nginx")!, ["-e", "stderr", "-p", dir, "-c", conf], { stdio: ["ignore", "ignore", "inherit"] });
  await until("nginx", 10_000, () => healthy(`127.0.0.1:${proxyPort}`));
  return nginx;
}

async function healthy(hostPort: string): Promise<true | undefined> {
  const res = await fetch(`http://${hostPort}/healthz`);
  return res.ok ? true : undefined;
}

function spawnGame(server: string, port: number, dataDir: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [server], {
    cwd: ROOT,
    env: { ...bundledEnv(), PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", BOT_DELAY_MS: "0", SERVE_CLIENT: "false", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/**
 * A load benchmark's proxy: every client comes from 127.0.0.1, so the sample's matchmaking limit per address is
 * raised to `matchmakePerSecond`, and each proxied WebSocket holds two connections (`connections` in all).
 */
export interface LoadProxy {
  matchmakePerSecond: number;
  connections: number;
}

/**
 * deploy/nginx.conf itself, with its upstreams on these loopback ports (a location /gN/ for every process, made like
 * the sample's /g2/; one process keeps only /g1/), wrapped in the main context a non-root nginx needs (pid, temp
 * paths and logs in `dir`).
 */
export function nginxConfig(dir: string, listenPort: number, ports: number[], load?: LoadProxy): string {
  if (ports.length < 1) throw new Error("deploy/nginx.conf routes one game process or more");
  let site = readFileSync(resolve(__dirname, "../../deploy/nginx.conf"), "utf8");
  const upstreamLine = /^( *)server game2:2567(.*)$/m.exec(site)!;
  const location = /^( *)location \/g2\/ \{\n[^}]*\}\n/m.exec(site)![0];
  const more = ports.slice(2).map((_, i) => i + 3);
  const upstreams = ports.length === 1 ? [] : [upstreamLine[0], ...more.map((n) => upstreamLine[0].replace("game2", `game${n}`))];
  const locations = ports.length === 1 ? [] : [location, ...more.map((n) => location.replaceAll("g2/", `g${n}/`).replace("game2", `game${n}`))];
  site = site.replace(upstreamLine[0] + (ports.length === 1 ? "\n" : ""), upstreams.join("\n"));
  site = site.replace(location, locations.join(""));
  if (load) site = site.replace(/rate=\d+r\/s/, `rate=${load.matchmakePerSecond}r/s`).replace(/burst=\d+/, `burst=${load.matchmakePerSecond}`);
  site = site.replace(/game(\d+):2567/g, (_m, n: string) => `127.0.0.1:${ports[Number(n) - 1]}`);
  site = site.replace(/listen 80;/, `listen 127.0.0.1:${listenPort};`);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `${t}_temp_path ${join(dir, `${t}_temp`)};`).join("\n  ");
  return `daemon off;
worker_processes 1;
pid ${join(dir, "nginx.pid")};
error_log stderr error;
events { worker_connections ${load?.connections ?? 512}; }
http {
  access_log off;
  ${temp}
${site}
}
`;
}
