import { spawnSync } from "node:child_process";
import { chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Client } from "pg";
import { freePort, toolPath } from "./cluster";

/**
 * A throwaway PostgreSQL for tests: initdb in a temporary directory, started with pg_ctl on a free loopback port (its
 * socket in the same directory), stopped and removed afterwards. PostgreSQL refuses to run as root, and CI runs as
 * root: then the directory is handed to `nobody` and the server runs as that user (runuser), which needs nothing
 * else from the machine. Use with describeWithTools(["postgresql"], …) so a machine without it says so.
 */
export interface ThrowawayPostgres {
  /** postgres://… of the server's own `postgres` database. */
  url: string;
  /** A new, empty database on the server; its URL. */
  database(name: string): Promise<string>;
  stop(): Promise<void>;
}

const NOBODY = 65534;

/** `durable`: keep fsync on, as a real deployment runs (benchmarks); tests run without it. */
export async function startPostgres({ durable = false } = {}): Promise<ThrowawayPostgres> {
  const bin = dirname(toolPath("postgresql")!);
  const dir = mkdtempSync(join(tmpdir(), "wuxing-pg-"));
  const data = join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    mkdirSync(data, { mode: 0o700 });
    chownSync(dir, NOBODY, NOBODY);
    chownSync(data, NOBODY, NOBODY);
  }
  const run = (tool: string, args: string[]) => {
    const [cmd, ...rest] = asRoot ? ["runuser", "-u", "nobody", "--", join(bin, tool), ...args] : [join(bin, tool), ...args];
    const r = spawnSync(cmd, rest, { cwd: dir, encoding: "utf8", timeout: 60_000 });
    if (r.status !== 0) throw new Error(`${tool} failed (${r.status}): ${r.stderr || r.stdout}`);
  };
  const port = await freePort();
  try {
    run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
    run("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-w", "-t", "60", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${durable ? "" : " -c fsync=off"}`, "start"]);
  } catch (e) {
    let log = "";
    try {
      log = readFileSync(join(dir, "log"), "utf8").slice(-2000);
    } catch {
      /* no log yet */
    }
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${(e as Error).message}\n${log}`);
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    async database(name: string) {
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name.replace(/"/g, "")}"`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${encodeURIComponent(name)}`;
    },
    async stop() {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
