import Database from "better-sqlite3";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RecordStore, RecordStoreError } from "../../server/src/records/store";
import { openRecordStore } from "../../server/src/records/openStore";
import { capturingLogger } from "../support/arena";
import { sampleGame } from "../support/records";
import { bundled, bundledEnv, ROOT } from "../support/bundle";

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A data directory holding one unfinished game, as a server leaves it when it stops. */
function dataDirWithGame(): string {
  const dir = mkdtempSync(join(tmpdir(), "wuxing-startup-"));
  dirs.push(dir);
  const store = RecordStore.inDataDir(dir);
  store.createGame(sampleGame(1));
  store.close();
  return dir;
}

/** Another process's connection in exclusive locking mode, holding the lock through a write (as the issue saw it). */
function lockExclusively(dir: string): Database.Database {
  const other = new Database(join(dir, "games.sqlite"));
  other.pragma("locking_mode = EXCLUSIVE");
  other.exec("CREATE TABLE IF NOT EXISTS other_program (x); INSERT INTO other_program VALUES (1)");
  return other;
}

const movedAside = (dir: string) => readdirSync(dir).filter((f) => f.includes(".corrupt-"));
const noSleep = () => Promise.resolve();

test("a database locked by another process is retried, never moved aside, and the start fails with one line naming the lock", async () => {
  const dir = dataDirWithGame();
  const other = lockExclusively(dir);
  const { logger, lines } = capturingLogger();
  let sleeps = 0;
  try {
    const opening = openRecordStore(dir, { logger, retrySeconds: 2, sleep: async () => void sleeps++ });
    const e = await opening.then(() => null, (err: unknown) => err);
    expect(e).toBeInstanceOf(RecordStoreError);
    expect((e as RecordStoreError).sqliteCode).toBe("SQLITE_BUSY");
    expect((e as Error).message).toMatch(/another process holds a lock on the database \(SQLITE_BUSY/);
    expect((e as Error).message).toMatch(/Nothing was moved or changed/);
    expect((e as Error).message).not.toMatch(/\n/);
    expect(sleeps).toBeGreaterThan(0);
    expect(lines.filter((l) => l.msg.startsWith("cannot open the game record database yet")).length).toBe(sleeps);
  } finally {
    other.close();
  }
  expect(movedAside(dir)).toEqual([]);
  const store = RecordStore.inDataDir(dir);
  expect(store.unfinishedGames().map((g) => g.code)).toEqual(["ACDEFG"]);
  store.close();
});

test("a lock released while start-up retries: it opens the real database with its games", async () => {
  const dir = dataDirWithGame();
  const other = lockExclusively(dir);
  const { logger } = capturingLogger();
  let sleeps = 0;
  const store = await openRecordStore(dir, {
    logger,
    retrySeconds: 60,
    sleep: async () => {
      if (++sleeps === 3) other.close();
    },
  });
  expect(sleeps).toBe(3);
  expect(store.unfinishedGames().map((g) => g.code)).toEqual(["ACDEFG"]);
  store.close();
  expect(movedAside(dir)).toEqual([]);
});

// A real full disk needs a size-limited volume (root, mount); the opening is injected instead, and it throws what
// better-sqlite3 throws on a full disk.
test("a full disk at start-up is retried with backoff and then fails naming the full disk; nothing is moved aside", async () => {
  const dir = dataDirWithGame();
  const { logger } = capturingLogger();
  const delays: number[] = [];
  let opens = 0;
  const full = () => {
    opens++;
    throw new RecordStoreError(`Cannot open the game record database ${dir}/games.sqlite: SQLITE_FULL: database or disk is full`, {
      cause: new Database.SqliteError("database or disk is full", "SQLITE_FULL"),
    });
  };
  const e = await openRecordStore(dir, { logger, retrySeconds: 10, open: full, sleep: async (ms) => void delays.push(ms) }).catch((err: unknown) => err);
  expect(e).toBeInstanceOf(RecordStoreError);
  expect((e as Error).message).toMatch(/the disk \(or the database's size limit\) is full \(SQLITE_FULL/);
  expect(opens).toBe(delays.length + 1);
  // Backoff: each wait at least as long as the one before, and longer overall than the first.
  expect(delays.every((d, i) => i === 0 || d >= delays[i - 1])).toBe(true);
  expect(delays[delays.length - 1]).toBeGreaterThan(delays[0]);
  expect(movedAside(dir)).toEqual([]);
  expect(existsSync(join(dir, "games.sqlite"))).toBe(true);
});

test("only a file SQLite reports as not a database is moved aside (and the server starts fresh)", async () => {
  const dir = mkdtempSync(join(tmpdir(), "wuxing-startup-"));
  dirs.push(dir);
  writeFileSync(join(dir, "games.sqlite"), "this is not a database".repeat(100));
  const { logger, lines } = capturingLogger();
  const store = await openRecordStore(dir, { logger, retrySeconds: 10, sleep: noSleep });
  expect(store.unfinishedGames()).toEqual([]);
  store.close();
  expect(movedAside(dir)).toHaveLength(1);
  expect(lines.find((l) => l.msg.startsWith("the game record database was unreadable"))).toMatchObject({ error: expect.stringMatching(/SQLITE_NOTADB/) });
});

test("the server process exits 74 with one line naming the lock when the database stays locked", async () => {
  const dir = dataDirWithGame();
  const other = lockExclusively(dir);
  try {
    const child = spawn(process.execPath, [bundled("server/src/index.ts")], {
      cwd: ROOT,
      env: { ...bundledEnv(), PORT: "0", HOST: "127.0.0.1", DATA_DIR: dir, LOG_LEVEL: "silent", SERVE_CLIENT: "false", STORAGE_OPEN_RETRY_SECONDS: "1" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr!.on("data", (c: Buffer) => (stderr += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(74);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/Cannot open the game record database .*games\.sqlite: another process holds a lock on the database \(SQLITE_BUSY/);
  } finally {
    other.close();
  }
  expect(movedAside(dir)).toEqual([]);
}, 60_000);
