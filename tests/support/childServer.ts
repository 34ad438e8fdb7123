import { spawn, type ChildProcess } from "node:child_process";
import { bundled, bundledEnv, ROOT } from "./bundle";

export { freePort } from "./cluster";

/** The server as a child process, so a test can really kill it (SIGKILL mid-game) and start it again on the same data. */
export async function startServer(port: number, dataDir: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, [bundled("server/src/index.ts")], {
    cwd: ROOT,
    env: { ...bundledEnv(), PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", BOT_DELAY_MS: "0", SERVE_CLIENT: "false", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // Generous: a busy 2-core machine can be slow to start a process.
  const end = Date.now() + 90_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return child;
    } catch {
      /* not up yet */
    }
    if (Date.now() > end) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** SIGKILL: no shutdown hook runs, as in a crash. */
export async function kill(child: ChildProcess): Promise<void> {
  child.kill("SIGKILL");
  await new Promise((r) => child.once("exit", r));
}
