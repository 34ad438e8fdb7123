import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RecordStore } from "../../server/src/records/store";
import { LATEST_VERSION, migrate } from "../../server/src/records/migrations";

// games.sqlite as every release before versioned migrations wrote it (store.ts's schema at that time, user_version 0).
const PRE_MIGRATIONS_SCHEMA = `
CREATE TABLE games (id TEXT PRIMARY KEY, code TEXT NOT NULL, mode TEXT NOT NULL, engine_version TEXT NOT NULL, options TEXT NOT NULL,
  table_json TEXT NOT NULL, seats TEXT NOT NULL, seed TEXT NOT NULL, commitment TEXT NOT NULL, status TEXT NOT NULL, result TEXT,
  created_at INTEGER NOT NULL, finished_at INTEGER, final_hash TEXT);
CREATE INDEX games_status ON games(status);
CREATE INDEX games_mode_finished ON games(mode, finished_at);
CREATE TABLE actions (game_id TEXT NOT NULL REFERENCES games(id), seq INTEGER NOT NULL, seat INTEGER NOT NULL, action TEXT NOT NULL,
  by TEXT NOT NULL, t INTEGER NOT NULL, PRIMARY KEY (game_id, seq));
CREATE TABLE health_probe (id INTEGER PRIMARY KEY, payload BLOB NOT NULL);
`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "wuxing-migrate-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function oldDatabase(file: string) {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.exec(PRE_MIGRATIONS_SCHEMA);
  const seats = JSON.stringify([{ name: "阿明", bot: false }, { name: "電腦 Bot 2", bot: true }]);
  db.prepare(`INSERT INTO games VALUES ('11111111-1111-4111-8111-111111111111', 'ACDEFG', 'drawpass', '1', '{}', '{}', ?, 'seed', 'c', 'finished', '{"winner":0}', 1, 2, 'h')`).run(seats);
  db.prepare(`INSERT INTO games VALUES ('22222222-2222-4222-8222-222222222222', 'HJKMNP', 'drawpass', '1', '{}', '{}', ?, 'seed2', 'c2', 'playing', NULL, 3, NULL, NULL)`).run(seats);
  db.prepare(`INSERT INTO actions VALUES ('22222222-2222-4222-8222-222222222222', 0, 0, '{"type":"draw"}', 'player', 4)`).run();
  db.close();
}

test("a games.sqlite from before migrations opens, is migrated in place and keeps its games and actions", () => {
  const file = join(dir, "games.sqlite");
  oldDatabase(file);
  const store = new RecordStore(file);
  expect(store.getGame("11111111-1111-4111-8111-111111111111")).toMatchObject({ status: "finished", result: { winner: 0 }, seats: [{ name: "阿明" }, { name: "電腦 Bot 2" }] });
  expect(store.unfinishedGames().map((g) => g.id)).toEqual(["22222222-2222-4222-8222-222222222222"]);
  expect(store.getActions("22222222-2222-4222-8222-222222222222")).toEqual([{ seq: 0, seat: 0, action: { type: "draw" }, by: "player", t: 4 }]);
  expect(store.recentFinished(null, 10)).toHaveLength(1);
  store.close();

  const db = new Database(file, { readonly: true });
  expect(db.pragma("user_version", { simple: true })).toBe(LATEST_VERSION);
  const tables = (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`).all() as { name: string }[]).map((t) => t.name);
  expect(tables).toEqual(expect.arrayContaining(["accounts", "sessions", "seat_identities", "guest_upgrades", "transfer_codes", "games", "actions"]));
  db.close();
});

test("opening a migrated database again changes nothing and keeps the version", () => {
  const file = join(dir, "games.sqlite");
  oldDatabase(file);
  new RecordStore(file).close();
  const store = new RecordStore(file);
  expect(store.recentFinished(null, 10)).toHaveLength(1);
  store.close();
  const db = new Database(file, { readonly: true });
  expect(db.pragma("user_version", { simple: true })).toBe(LATEST_VERSION);
  db.close();
});

test("a step that fails leaves the database at the version before it (each step is one transaction)", () => {
  const db = new Database(":memory:");
  const steps = [
    { version: 1, what: "one table", sql: "CREATE TABLE a (x INTEGER);" },
    { version: 2, what: "broken", sql: "CREATE TABLE b (y INTEGER); THIS IS NOT SQL;" },
  ];
  expect(() => migrate(db, steps)).toThrow();
  expect(db.pragma("user_version", { simple: true })).toBe(1);
  expect(db.prepare(`SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'b'`).get()).toEqual({ n: 0 });
  db.close();
});

test("a database from a newer release (a version this one does not know) is opened as it is, not refused or moved aside", () => {
  const file = join(dir, "games.sqlite");
  oldDatabase(file);
  new RecordStore(file).close();
  const db = new Database(file);
  db.pragma(`user_version = ${LATEST_VERSION + 5}`);
  db.close();
  const store = new RecordStore(file);
  expect(store.recentFinished(null, 10)).toHaveLength(1);
  store.close();
  const again = new Database(file, { readonly: true });
  expect(again.pragma("user_version", { simple: true })).toBe(LATEST_VERSION + 5);
  again.close();
});
