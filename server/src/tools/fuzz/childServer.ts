import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { bundleForNode } from "../bundle";

/**
 * The server under test as a child process, so a crash (an exception that escapes to the event loop, an abort) is
 * seen as what it is: the process exits. It listens on a free port of 127.0.0.1 with a fresh data directory; its
 * pino log is read line by line (the port it listens on, error lines, the last lines before an exit).
 *
 * It runs compiled JavaScript under plain `node`, as in production, never under ts-node: ts-node's source-map
 * support hooks `process.emit("uncaughtException")`, and a server under it outlives exceptions that stop the real
 * one (measured: a throw inside a message handler kills `node dist/…` and leaves a ts-node server running).
 * esbuild bundles `server/src/index.ts` in a fraction of a second (dependencies stay in node_modules).
 */
export interface ChildServer {
  url: string;
  port: number;
  /** Set once the process has exited (code or signal), whoever stopped it. */
  exited: { code: number | null; signal: NodeJS.Signals | null } | null;
  /** Log lines at level error or above (pino level ≥ 50), as parsed JSON. */
  errorLines: Record<string, unknown>[];
  /** The last lines of output (stdout and stderr), for a crash report. */
  tail(): string[];
  /** Resolves when the process exits. */
  onExit: Promise<void>;
  /** SIGTERM (the server drains and exits 0), SIGKILL after `graceMs`; removes the data directory. */
  stop(graceMs?: number): Promise<void>;
}

const TAIL_LINES = 60;

export async function startChildServer(env: Record<string, string> = {}, startupMs = 60_000): Promise<ChildServer> {
  const root = resolve(__dirname, "../../../..");
  const dataDir = mkdtempSync(join(tmpdir(), "wuxing-fuzz-"));
  const bundle = bundleServer(root);
  const child: ChildProcess = spawn(process.execPath, ["--enable-source-maps", bundle], {
    cwd: root,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      SERVE_CLIENT: "false",
      BOT_DELAY_MS: "0",
      REPLAY_WAIT_MAX_MS: "0",
      AUTO_PASS_MS: "0-0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const server: ChildServer = {
    url: "",
    port: 0,
    exited: null,
    errorLines: [],
    tail: () => lines.slice(),
    onExit: new Promise((done) => child.once("exit", (code, signal) => {
      server.exited = { code, signal };
      done();
    })),
    async stop(graceMs = 10_000) {
      if (!server.exited) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
        await server.onExit;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(bundle, { force: true });
    },
  };
  let listening: (port: number) => void;
  const port = new Promise<number>((r) => (listening = r));
  const read = (stream: NodeJS.ReadableStream | null) => {
    let rest = "";
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      const parts = (rest + chunk).split("\n");
      rest = parts.pop() ?? "";
      for (const line of parts) {
        lines.push(line);
        if (lines.length > TAIL_LINES) lines.shift();
        const entry = parseLogLine(line);
        if (!entry) continue;
        if (entry.msg === "Wuxing Arena listening" && typeof entry.port === "number") listening(entry.port);
        if (typeof entry.level === "number" && entry.level >= 50) server.errorLines.push(entry);
      }
    });
  };
  read(child.stdout);
  read(child.stderr);
  const outcome = await Promise.race([
    port,
    server.onExit.then(() => "exited" as const),
    new Promise<"timeout">((r) => setTimeout(() => r("timeout"), startupMs).unref()),
  ]);
  if (typeof outcome !== "number") {
    await server.stop(1000);
    throw new Error(`the server did not start (${outcome}):\n${lines.join("\n")}`);
  }
  server.port = outcome;
  server.url = `ws://127.0.0.1:${outcome}`;
  return server;
}

/** `server/src/index.ts` as one CommonJS file under dist/fuzz (node_modules resolve from there), one per process. */
function bundleServer(root: string): string {
  const dir = join(root, "dist", "fuzz");
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, `server-${process.pid}-${Date.now()}.js`);
  bundleForNode(root, "server/src/index.ts", outfile, { sourcemap: "inline" });
  return outfile;
}

function parseLogLine(line: string): Record<string, unknown> | null {
  if (!line.startsWith("{")) return null;
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
}
