import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client, type Room } from "colyseus.js";
import pino from "pino";
import { createArena, type Arena } from "../../server/src/app";
import { loadConfig } from "../../server/src/config";
import { WIRES } from "../../shared/src/games/wires";
import { SERVER_MESSAGES } from "../../shared/src/protocol/messages";
import type { Logger } from "../../server/src/logger";
import type { GameRecordStore } from "../../server/src/records/contract";
import { RecordStore } from "../../server/src/records/store";

export interface TestArena {
  arena: Arena;
  port: number;
  url: string;
  dataDir: string;
  /** The SQLite store (tests that read it synchronously; a server on DATABASE_URL has none). */
  readonly store: RecordStore;
  client(): Client;
  stop(): Promise<void>;
}

/** A real server on a free port with a fresh data directory, as tests and benchmarks need it. */
export async function startArena(env: Record<string, string> = {}, logger?: Logger): Promise<TestArena> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "wuxing-test-"));
  const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "silent", BOT_DELAY_MS: "0", REPLAY_WAIT_MAX_MS: "0", SERVE_CLIENT: "false", ...env });
  const arena = await createArena(config, logger);
  const port = await arena.listen();
  const url = `ws://127.0.0.1:${port}`;
  return {
    arena,
    port,
    url,
    dataDir,
    get store() {
      return sqliteStore(arena.store);
    },
    client: () => quietClient(url),
    async stop() {
      await arena.stop();
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server's store as the SQLite RecordStore it is without DATABASE_URL. */
export function sqliteStore(store: GameRecordStore): RecordStore {
  if (!(store instanceof RecordStore)) throw new Error("this test reads the SQLite store synchronously; the server runs on another one");
  return store;
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
  // colyseus.js hands a message to "*" only when its type has no handler of its own, so listen to each known type.
  for (const type of SERVER_MESSAGES) room.onMessage(type, (message) => seen.push({ type, message }));
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
      trackLog(room);
      return room;
    };
  }
  return client;
}

export interface LogLine {
  seq: number;
  seat: number;
  type: string;
  zh: string;
  en: string;
  private?: boolean;
}

const logs = new WeakMap<Room, LogLine[]>();

/** Keeps the table log as a client receives it: the `log` backlog on joining, then every `events` message. */
function trackLog(room: Room) {
  logs.set(room, []);
  room.onMessage("log", (m: { lines: LogLine[] }) => logs.set(room, [...m.lines]));
  room.onMessage("events", (m: { events: LogLine[] }) => logs.get(room)!.push(...m.events));
}

/** The log lines this client has received so far (rooms from `TestArena.client()` only). */
export function logOf(room: Room): LogLine[] {
  return logs.get(room) ?? [];
}

/** The position as `viewer` sees it, rebuilt from this client's decoded state like the web client does; null before the start. */
export function viewOf<T = any>(room: Room, viewer: number | "spectator"): T | null {
  const state = room.state as any;
  if (!state || state.status === "waiting" || !state.game) return null;
  return WIRES[state.mode].fromWire(state.game, viewer) as T;
}

/** Whether this client holds the secrets of `seat` (its own seat's, never another's). */
export function holdsSecretOf(room: Room, seat: number): boolean {
  return (room.state as any)?.game?.players?.[seat]?.secret !== undefined;
}
