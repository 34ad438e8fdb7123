import Database from "better-sqlite3";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { capturingLogger, startArena, waitFor } from "../support/arena";
import { RecordStore } from "../../server/src/records/store";
import { runBundled } from "../support/bundle";
import { sampleGame } from "../support/records";

const game = sampleGame;
const id = (n: number) => sampleGame(n).id;
const fresh = (name: string) => mkdtempSync(join(tmpdir(), `wuxing-${name}-`));

/** What a file copy of the database alone holds (the wrong way to back up, but a common one). */
function gamesInMainFileAlone(dataDir: string): string[] {
  const dir = fresh("copy");
  copyFileSync(join(dataDir, "games.sqlite"), join(dir, "games.sqlite"));
  const db = new Database(join(dir, "games.sqlite"), { readonly: true });
  try {
    return (db.prepare("SELECT id FROM games ORDER BY id").all() as { id: string }[]).map((r) => r.id);
  } catch {
    return []; // not even the schema made it
  } finally {
    db.close();
  }
}

/** The files a `kill -9` leaves: copied while the writing connection is still open, WAL included. */
function crashCopy(dataDir: string): string {
  const dir = fresh("crash");
  for (const f of ["games.sqlite", "games.sqlite-wal", "games.sqlite.marker.json"]) if (existsSync(join(dataDir, f))) copyFileSync(join(dataDir, f), join(dir, f));
  return dir;
}

function storeWithGames(count: number, finish = false): { dir: string; store: RecordStore } {
  const dir = fresh("store");
  const store = RecordStore.inDataDir(dir);
  for (let n = 1; n <= count; n++) {
    store.createGame(game(n));
    store.appendAction(id(n), { seq: 0, seat: 0, action: { type: "draw" } });
    if (finish) store.finishGame(id(n), { winners: [0], draw: false, summary: { zh: "x", en: "x" } }, "h", 100 + n);
  }
  return { dir, store };
}

test("finishing a game does not checkpoint (tens of ms every table waits for); the next checkpoint copies it into games.sqlite", () => {
  const { dir, store } = storeWithGames(1);
  // Running: only in the WAL (the main file is the 4 KB header).
  expect(gamesInMainFileAlone(dir)).toEqual([]);
  store.finishGame(id(1), { winners: [0], draw: false, summary: { zh: "x", en: "x" } }, "h");
  expect(gamesInMainFileAlone(dir)).toEqual([]);
  expect(store.checkpoint()).toBe(true);
  expect(gamesInMainFileAlone(dir)).toEqual([id(1)]);
  store.close();
});

test("running games reach games.sqlite through the periodic checkpoint (CHECKPOINT_SECONDS)", async () => {
  const t = await startArena({ CHECKPOINT_SECONDS: "1" });
  try {
    t.store.createGame(game(7));
    await waitFor(() => gamesInMainFileAlone(t.dataDir).includes(id(7)), 20_000, "the periodic checkpoint");
  } finally {
    await t.stop();
  }
});

describe("a database that opens with less than it had is reported loudly", () => {
  const lost = (dir: string) => {
    const { logger, lines } = capturingLogger();
    const store = RecordStore.inDataDir(dir, undefined, { logger });
    const games = store.unfinishedGames().length;
    const suspicions = [...store.dataLossSuspicions];
    store.close();
    return { games, suspicions, logged: lines.filter((l) => l.level === 50 && /GAME RECORDS MAY HAVE BEEN LOST/.test(l.msg)) };
  };

  test("4 KB of garbage in the WAL after a kill -9", () => {
    const { dir, store } = storeWithGames(3);
    const crashed = crashCopy(dir);
    store.close();
    expect(statSync(join(crashed, "games.sqlite")).size).toBeLessThanOrEqual(4096);
    writeFileSync(join(crashed, "games.sqlite-wal"), Buffer.alloc(4096, 0x5a));
    const r = lost(crashed);
    expect(r.games).toBe(0);
    expect(r.suspicions.join("\n")).toMatch(/marker file says 3 games/);
    expect(r.logged.length).toBeGreaterThan(0);
  });

  test("the WAL damaged after its header", () => {
    const { dir, store } = storeWithGames(2);
    const crashed = crashCopy(dir);
    store.close();
    const wal = readFileSync(join(crashed, "games.sqlite-wal"));
    wal.fill(0x33, 64, 4096);
    writeFileSync(join(crashed, "games.sqlite-wal"), wal);
    const r = lost(crashed);
    expect(r.games).toBe(0);
    expect(r.suspicions.join("\n")).toMatch(/write-ahead log held \d+ bytes, but SQLite found no valid transaction/);
  });

  test("an emptied main file", () => {
    const { dir, store } = storeWithGames(2, true);
    store.close();
    truncateSync(join(dir, "games.sqlite"), 0);
    const r = lost(dir);
    expect(r.suspicions.join("\n")).toMatch(/marker file says 2 games .* holds 0/);
  });

  test("an empty database beside one that was moved aside as unreadable", () => {
    const dir = fresh("quarantine");
    writeFileSync(join(dir, "games.sqlite"), "not a database".repeat(500));
    const r = lost(dir);
    expect(r.suspicions.join("\n")).toMatch(/moved aside as unreadable \(games\.sqlite\.corrupt-\d+\)/);
  });

  test("no false alarm: a kill -9 with an intact WAL, a clean close, a new data directory", () => {
    const { dir, store } = storeWithGames(2);
    const crashed = crashCopy(dir);
    store.close();
    expect(lost(crashed)).toMatchObject({ games: 2, suspicions: [], logged: [] });
    expect(lost(dir)).toMatchObject({ games: 2, suspicions: [] });
    expect(lost(fresh("new")).suspicions).toEqual([]);
  });

  test("the warning is given once: the marker then follows the database (a restored backup is accepted)", () => {
    const { dir, store } = storeWithGames(2, true);
    store.close();
    truncateSync(join(dir, "games.sqlite"), 0);
    expect(lost(dir).suspicions).not.toEqual([]);
    expect(lost(dir).suspicions).toEqual([]);
  });
});

/** `npm run backup -- file`: the same tool, bundled for plain node (see tests/support/bundle.ts). */
const backup = (dataDir: string, file: string) => runBundled("server/src/tools/backup.ts", ["--", file], { DATA_DIR: dataDir });

test("npm run backup copies a running server's database, WAL included, and refuses to overwrite", async () => {
  const t = await startArena();
  try {
    t.store.createGame(game(1));
    t.store.finishGame(id(1), { winners: [0], draw: false, summary: { zh: "x", en: "x" } }, "h");
    t.store.checkpoint();
    // Written after the checkpoint: only in the WAL.
    t.store.createGame(game(2));
    t.store.appendAction(id(2), { seq: 0, seat: 0, action: { type: "draw" } });
    expect(gamesInMainFileAlone(t.dataDir)).toEqual([id(1)]);

    const out = fresh("backup");
    mkdirSync(out, { recursive: true });
    const file = join(out, "backup.sqlite");
    const done = await backup(t.dataDir, file);
    expect(done.out).toMatch(/backup done: .*backup\.sqlite \(2 games, 1 actions/);
    expect(done.code).toBe(0);
    const copy = new Database(file, { readonly: true });
    expect((copy.prepare("SELECT id, status FROM games ORDER BY id").all() as object[])).toEqual([
      { id: id(1), status: "finished" },
      { id: id(2), status: "playing" },
    ]);
    copy.close();

    const again = await backup(t.dataDir, file);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/already exists/);
    const usage = await backup(t.dataDir, "");
    expect(usage.code).toBe(2);
  } finally {
    await t.stop();
  }
}, 60_000);
