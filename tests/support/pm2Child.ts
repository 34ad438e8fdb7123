/**
 * Run as a forked child (tests/server/pm2-agent.test.ts): starts and stops a server, then reports to its parent
 * whether PM2's agent was started and what still listens on the IPC channel. It never disconnects: a child that
 * nothing holds exits by itself once its report is sent.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createArena } from "../../server/src/app";
import { loadConfig } from "../../server/src/config";

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "wuxing-pm2-"));
  const arena = await createArena(loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dir, LOG_LEVEL: "silent", SERVE_CLIENT: "false" }));
  await arena.listen();
  await arena.stop();
  rmSync(dir, { recursive: true, force: true });
  // What Colyseus' stats load (Stats.reset imports it without waiting): loading it here too makes the check
  // independent of when that import settles.
  const io = require("@pm2/io") as { initialized?: boolean };
  process.send!({ agentStarted: io.initialized === true, messageListeners: process.listenerCount("message") });
}

void main();
