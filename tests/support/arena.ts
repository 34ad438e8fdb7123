import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client, type Room } from "colyseus.js";
import pino from "pino";
import { createArena, type Arena } from "../../server/src/app";
import { loadConfig } from "../../server/src/config";
import type { Logger } from "../../server/src/logger";

export interface TestArena {
  arena: Arena;
  port: number;
  url: string;
  dataDir: string;
  client(): Client;
  stop(): Promise<void>;
}

/** A real server on a free port with a fresh data directory, as tests and benchmarks need it. */
export async function startArena(env: Record<string, string> = {}, logger?: Logger): Promise<TestArena> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "wuxing-test-"));
  const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "silent", BOT_DELAY_MS: "0", SERVE_CLIENT: "false", ...env });
  const arena = await createArena(config, logger);
  const port = await arena.listen();
  const url = `ws://127.0.0.1:${port}`;
  return {
    arena,
    port,
    url,
    dataDir,
    client: () => quietClient(url),
    async stop() {
      await arena.stop();
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves with the next message of `type` (or rejects after `ms`). */
export function nextMessage<T = any>(room: Room, type: string, ms = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${type}" message within ${ms} ms`)), ms);
    const off = room.onMessage(type, (msg: T) => {
      clearTimeout(timer);
      off();
      resolve(msg);
    });
  });
}

/** Polls until `check` returns true (state sync is asynchronous). */
export async function waitFor(check: () => boolean, ms = 10_000, what = "condition"): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Records every message of every type a room receives, for leak scans and error checks. */
export function recordMessages(room: Room): { type: string; message: unknown }[] {
  const seen: { type: string; message: unknown }[] = [];
  room.onMessage("*", (type, message) => seen.push({ type: String(type), message }));
  return seen;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A pino logger that keeps every line it writes, for tests that check what the server logged. */
export function capturingLogger(): { logger: Logger; lines: { level: number; msg: string; [k: string]: unknown }[] } {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

/**
 * A colyseus.js client whose rooms accept every message type: the SDK warns about types without a handler,
 * and tests only listen to the ones they check.
 */
function quietClient(url: string): Client {
  const client = new Client(url);
  for (const method of ["create", "joinById", "joinOrCreate", "reconnect"] as const) {
    const original = (client as any)[method].bind(client);
    (client as any)[method] = async (...args: unknown[]) => {
      const room: Room = await original(...args);
      room.onMessage("*", () => undefined);
      return room;
    };
  }
  return client;
}
