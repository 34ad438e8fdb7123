import Database from "better-sqlite3";
import { join } from "node:path";
import { startArena, type TestArena } from "../support/arena";
import { HEALTH_PROBE_INTERVAL_MS } from "../../server/src/http/healthz";
import { BUSY_TIMEOUT_MS, StorageUnavailableError } from "../../server/src/records/store";
import { sampleGame } from "../support/records";

let t: TestArena;
beforeAll(async () => {
  t = await startArena();
});
afterAll(async () => {
  await t.stop();
});

let n = 0;
const newGame = () => sampleGame(++n);

const healthz = async () => {
  const res = await fetch(`http://127.0.0.1:${t.port}/healthz`);
  return { status: res.status, body: await res.json() };
};

/** The store's own connection: page limits are per connection, so the "disk full" case is set up on it. */
const storeDb = () => (t.store as unknown as { db: Database.Database }).db;

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (e) {
    return e;
  }
  throw new Error("expected a throw");
}

/** What a write refused with: thrown at once (most writes) or rejected once its commit ran (a grouped append). */
async function refusal(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (e) {
    return e;
  }
  throw new Error("expected a refusal");
}

test("the busy timeout is short, so a locked database never stalls the event loop for seconds", () => {
  expect(BUSY_TIMEOUT_MS).toBeLessThanOrEqual(100);
  expect(storeDb().pragma("busy_timeout", { simple: true })).toBe(BUSY_TIMEOUT_MS);
});

test("a database held locked by another connection: writes fail typed, /healthz says why, and recovers", async () => {
  const other = new Database(join(t.dataDir, "games.sqlite"));
  other.exec("BEGIN EXCLUSIVE");
  try {
    const e = thrown(() => t.store.createGame(newGame()));
    expect(e).toBeInstanceOf(StorageUnavailableError);
    expect((e as StorageUnavailableError).code).toBe("storage_unavailable");
    expect((e as StorageUnavailableError).sqliteCode).toBe("SQLITE_BUSY");
    expect((e as Error).cause).toBeDefined();
    expect(t.store.health()).toMatchObject({ writable: false, operation: "createGame", reason: expect.stringMatching(/SQLITE_BUSY/) });

    const failing = await healthz();
    expect(failing.status).toBe(503);
    expect(failing.body).toMatchObject({ status: "storage_unavailable", reason: expect.stringMatching(/SQLITE_BUSY/) });
  } finally {
    other.exec("ROLLBACK");
    other.close();
  }
  // The health check's probe write (at most one per HEALTH_PROBE_INTERVAL_MS, issue 20) succeeds now: ok again
  // without waiting for a player's action.
  let ok = await healthz();
  for (const end = Date.now() + 5 * HEALTH_PROBE_INTERVAL_MS; ok.status !== 200 && Date.now() < end; ok = await healthz()) await new Promise((r) => setTimeout(r, 100));
  expect(ok.status).toBe(200);
  expect(ok.body.status).toBe("ok");
  expect(t.store.health().writable).toBe(true);
});

test("a full database (SQLITE_FULL): the failing write is typed, /healthz is 503 until a write succeeds again", async () => {
  const db = storeDb();
  const game = newGame();
  t.store.createGame(game);
  const pages = Number(db.pragma("page_count", { simple: true }));
  db.pragma(`max_page_count = ${pages}`);
  try {
    // An action big enough to need pages the database may not grow.
    const e = await refusal(() => t.store.appendAction(game.id, { seq: 0, seat: 0, action: { type: "draw", pad: "x".repeat(20_000) } }));
    expect(e).toBeInstanceOf(StorageUnavailableError);
    expect((e as StorageUnavailableError).sqliteCode).toBe("SQLITE_FULL");
    const failing = await healthz();
    expect(failing.status).toBe(503);
    expect(failing.body.reason).toMatch(/SQLITE_FULL/);
    // Still full: the probe fails too, the answer stays 503.
    expect((await healthz()).status).toBe(503);
  } finally {
    db.pragma("max_page_count = 1073741823");
  }
  // The next real write succeeds and clears the failure by itself.
  await t.store.appendAction(game.id, { seq: 0, seat: 0, action: { type: "draw" } });
  expect(t.store.health().writable).toBe(true);
  expect((await healthz()).status).toBe(200);
});

test("reads of a locked database still work (WAL); a read the storage cannot serve answers 503, not 500", async () => {
  const other = new Database(join(t.dataDir, "games.sqlite"));
  other.exec("BEGIN EXCLUSIVE");
  try {
    expect((await fetch(`http://127.0.0.1:${t.port}/api/records?limit=5`)).status).toBe(200);
  } finally {
    other.exec("ROLLBACK");
    other.close();
  }
  const ioError = Object.assign(new Error("disk I/O error"), { code: "SQLITE_IOERR" });
  const spy = jest.spyOn(t.store, "recentFinished").mockImplementation(() => {
    throw new StorageUnavailableError("recentFinished", ioError);
  });
  try {
    const res = await fetch(`http://127.0.0.1:${t.port}/api/records?limit=5`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: "storage_unavailable" });
  } finally {
    spy.mockRestore();
  }
});
