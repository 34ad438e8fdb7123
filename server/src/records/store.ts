import Database from "better-sqlite3";
import { existsSync, mkdirSync, renameSync } from "node:fs";
import { join } from "node:path";
import type { GameRecord, RecordedAction } from "../../../shared/src/core/record";
import { dataLossSuspicions, markerFileFor, quarantinedFiles, readMarker, walBytes, writeMarker } from "./dataMarker";
import { CorruptRecordError, RecordStoreError, StorageUnavailableError, describeCause, isDamagedDatabase, isStorageFailure } from "./errors";
import type { GameRecordStore, StoreHealth } from "./contract";
import { WriteHealth, type StoreLogger } from "./healthLog";
import { GroupCommit } from "./groupCommit";
import { BackgroundCheckpointer, FALLBACK_AUTOCHECKPOINT_PAGES } from "./checkpointer";
import { migrate } from "./migrations";
import { recordOf } from "./recordOf";
import { parseActionRow, parseGameRow, type ActionRow, type GameRow, type NewGame, type StoredSeat } from "./rows";

export { RecordStoreError, StorageUnavailableError, CorruptRecordError } from "./errors";
export type { GameRow, NewGame, StoredSeat } from "./rows";
export type { StoreLogger } from "./healthLog";
export type { GameRecordStore, StoreHealth } from "./contract";

/**
 * How long a statement waits for another connection's lock before it fails. Every write runs on the event loop,
 * so this bounds how long one locked database can stall every table of the process.
 */
export const BUSY_TIMEOUT_MS = 50;
/** SQLite's default automatic checkpoint (pages of WAL), for a store whose background checkpoints failed. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000;

/** An `actions` row as the insert takes it: game id, seq, seat, action JSON, by, time. */
type ActionInsert = [string, number, number, string, string, number];


export interface RecordStoreOptions {
  logger?: StoreLogger;
  /** How long writes must work again before "storage recovered" is logged (StorageHealthLog). */
  recoveryQuietMs?: number;
  /**
   * Actions appended during one turn of the event loop share one commit, and `appendAction` answers a promise that
   * settles once it is durable (groupCommit.ts). Off: each action is its own commit and the append answers at once.
   */
  groupCommit?: boolean;
  /** With `groupCommit`: how long the oldest append may wait while the turn goes on (GROUP_COMMIT_MAX_WAIT_MS). */
  groupCommitMaxWaitMs?: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  code TEXT NOT NULL,
  mode TEXT NOT NULL,
  engine_version TEXT NOT NULL,
  options TEXT NOT NULL,
  table_json TEXT NOT NULL,
  seats TEXT NOT NULL,
  seed TEXT NOT NULL,
  commitment TEXT NOT NULL,
  status TEXT NOT NULL,
  result TEXT,
  created_at INTEGER NOT NULL,
  finished_at INTEGER,
  final_hash TEXT
);
CREATE INDEX IF NOT EXISTS games_status ON games(status);
CREATE INDEX IF NOT EXISTS games_mode_finished ON games(mode, finished_at);
CREATE TABLE IF NOT EXISTS actions (
  game_id TEXT NOT NULL REFERENCES games(id),
  seq INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  action TEXT NOT NULL,
  by TEXT NOT NULL,
  t INTEGER NOT NULL,
  PRIMARY KEY (game_id, seq)
);
CREATE TABLE IF NOT EXISTS health_probe (id INTEGER PRIMARY KEY, payload BLOB NOT NULL);
`;

const silent: StoreLogger = { error: () => undefined, warn: () => undefined };

/**
 * Game records in SQLite (WAL). Every accepted action is committed before the room broadcasts it (at once, or with
 * `groupCommit` in its turn's shared commit), so whatever a player saw confirmed survives a crash. The seed stays in
 * the database and only leaves it in finished games' records.
 *
 * Failures are typed: a write or read the storage cannot serve throws `StorageUnavailableError` (cause attached)
 * and flips `health()` until a write succeeds again; a row that does not parse is marked aborted and skipped.
 */
export class RecordStore implements GameRecordStore {
  private db: Database.Database;
  private stmts: ReturnType<RecordStore["prepare"]>;
  private readonly logger: StoreLogger;
  private readonly writeHealth: WriteHealth;
  private readonly markerFile: string | null;
  /** The game count the marker file holds (read once, then what this process wrote). */
  private markedGames: number | undefined;
  /** Reasons found at open to believe earlier records were lost (also logged as errors). */
  readonly dataLossSuspicions: string[] = [];
  /** Copies the WAL into the database from a thread of its own (file databases). */
  private checkpointer?: BackgroundCheckpointer;
  /** The appends waiting for this turn's commit (with `groupCommit`). */
  private readonly appends?: GroupCommit<ActionInsert>;

  constructor(readonly file: string, options: RecordStoreOptions = {}) {
    this.logger = options.logger ?? silent;
    this.writeHealth = new WriteHealth(this.logger, options.recoveryQuietMs);
    this.markerFile = file === ":memory:" ? null : markerFileFor(file);
    const walBefore = file === ":memory:" ? 0 : walBytes(file);
    let walFramesRead = 0;
    let db: Database.Database | undefined;
    try {
      if (file !== ":memory:") mkdirSync(join(file, ".."), { recursive: true });
      db = new Database(file, { timeout: BUSY_TIMEOUT_MS });
      db.pragma("journal_mode = WAL");
      db.pragma("synchronous = NORMAL");
      // Before anything writes: how much of the WAL left by the last process SQLite could read.
      walFramesRead = (db.pragma("wal_checkpoint(PASSIVE)") as { log: number }[])[0]?.log ?? 0;
      db.exec(SCHEMA);
      migrate(db);
      const check = db.pragma("quick_check", { simple: true });
      if (check !== "ok") throw new Database.SqliteError(`integrity check: ${String(check)}`, "SQLITE_CORRUPT");
    } catch (e) {
      // A connection left open would keep holding the file while start-up retries or moves it aside.
      db?.close();
      throw new RecordStoreError(`Cannot open the game record database ${file}: ${describeCause(e)}`, { cause: e });
    }
    this.db = db!;
    this.stmts = this.prepare();
    if (file !== ":memory:") this.checkpointInBackground();
    if (options.groupCommit) {
      const insertAll = this.db.transaction((rows: ActionInsert[]) => rows.forEach((row) => this.stmts.insertAction.run(...row)));
      this.appends = new GroupCommit(
        (rows) => this.write("appendAction", () => insertAll(rows)),
        (row) => this.write("appendAction", () => this.stmts.insertAction.run(...row)),
        setImmediate,
        options.groupCommitMaxWaitMs,
      );
    }
    if (this.markerFile) this.checkForLostData(walBefore, walFramesRead);
  }

  /**
   * Opens DATA_DIR/games.sqlite. Only a file SQLite itself reports as damaged or not a database is moved aside (kept
   * for inspection, with its WAL) and a fresh one started, so a damaged disk never turns into a crash loop;
   * `onQuarantine` says where. Any other failure (a full disk, a lock held by another process) throws and leaves the
   * files alone: openRecordStore (openStore.ts) retries those.
   */
  static inDataDir(dataDir: string, onQuarantine: (error: string, movedTo: string) => void = () => undefined, options: RecordStoreOptions = {}): RecordStore {
    const file = join(dataDir, "games.sqlite");
    try {
      return new RecordStore(file, options);
    } catch (e) {
      if (!existsSync(file) || !isDamagedDatabase(e)) throw e;
      const movedTo = `${file}.corrupt-${Date.now()}`;
      for (const suffix of ["", "-wal", "-shm"]) if (existsSync(file + suffix)) renameSync(file + suffix, movedTo + suffix);
      onQuarantine((e as Error).message, movedTo);
      return new RecordStore(file, options);
    }
  }

  private prepare() {
    const db = this.db;
    return {
      insertGame: db.prepare(`INSERT INTO games (id, code, mode, engine_version, options, table_json, seats, seed, commitment, status, created_at)
        VALUES (@id, @code, @mode, @engineVersion, @options, @table, @seats, @seed, @commitment, 'playing', @createdAt)`),
      insertAction: db.prepare(`INSERT INTO actions (game_id, seq, seat, action, by, t) VALUES (?, ?, ?, ?, ?, ?)`),
      updateSeats: db.prepare(`UPDATE games SET seats = ? WHERE id = ?`),
      finish: db.prepare(`UPDATE games SET status = 'finished', result = ?, finished_at = ?, final_hash = ? WHERE id = ?`),
      abort: db.prepare(`UPDATE games SET status = 'aborted', finished_at = ? WHERE id = ?`),
      game: db.prepare(`SELECT * FROM games WHERE id = ?`),
      actions: db.prepare(`SELECT seq, seat, action, by, t FROM actions WHERE game_id = ? AND seq >= ? ORDER BY seq`),
      actionCount: db.prepare(`SELECT COUNT(*) AS n FROM actions WHERE game_id = ?`),
      unfinished: db.prepare(`SELECT * FROM games WHERE status = 'playing' ORDER BY created_at`),
      recent: db.prepare(`SELECT * FROM games WHERE status = 'finished' AND (@mode IS NULL OR mode = @mode) ORDER BY finished_at DESC LIMIT @limit`),
      maxGameRow: db.prepare(`SELECT COALESCE(MAX(rowid), 0) AS n FROM games`),
      probeWrite: db.prepare(`INSERT OR REPLACE INTO health_probe (id, payload) VALUES (1, zeroblob(?))`),
      probeClear: db.prepare(`DELETE FROM health_probe`),
    };
  }

  // ───────────────────────────── failures and health ─────────────────────────────

  /** Runs a write; a storage failure becomes StorageUnavailableError and marks the store failing. */
  private write<T>(operation: string, run: () => T): T {
    let out: T;
    try {
      out = run();
    } catch (e) {
      if (!isStorageFailure(e)) throw e;
      this.writeHealth.failed(operation, describeCause(e));
      throw new StorageUnavailableError(operation, e);
    }
    this.writeHealth.worked(operation);
    return out;
  }

  /** Runs a read; a storage failure becomes StorageUnavailableError (health is about writes and stays as it is). */
  private read<T>(operation: string, run: () => T): T {
    try {
      return run();
    } catch (e) {
      if (isStorageFailure(e)) throw new StorageUnavailableError(operation, e);
      throw e;
    }
  }

  health(): StoreHealth {
    return this.writeHealth.get();
  }

  /**
   * A real write that needs the database to grow by a page (then removed again), to learn whether writes work now
   * without waiting for a player's action: it fills every free page first, so free pages left by earlier writes
   * cannot make a full database look healthy. `/healthz` has it run (at most once per interval) while the store is
   * failing. Returns the health.
   */
  probe(): StoreHealth {
    try {
      this.write("probe", () => {
        const pageSize = Number(this.db.pragma("page_size", { simple: true }));
        const free = Number(this.db.pragma("freelist_count", { simple: true }));
        const bytes = Math.min((free + 1) * pageSize, 1 << 20);
        this.db.transaction(() => {
          this.stmts.probeWrite.run(bytes);
          this.stmts.probeClear.run();
        })();
      });
    } catch (e) {
      if (!(e instanceof StorageUnavailableError)) throw e;
    }
    return this.health();
  }

  // ───────────────────────────── writes ─────────────────────────────

  createGame(g: NewGame): void {
    this.write("createGame", () =>
      this.stmts.insertGame.run({ ...g, options: JSON.stringify(g.options ?? null), table: JSON.stringify(g.table ?? null), seats: JSON.stringify(g.seats) }),
    );
    this.updateMarker();
  }

  appendAction(gameId: string, a: RecordedAction): void | Promise<void> {
    const row: ActionInsert = [gameId, a.seq, a.seat, JSON.stringify(a.action), a.by ?? "player", a.t ?? Date.now()];
    if (this.appends) return this.appends.add(row);
    this.write("appendAction", () => this.stmts.insertAction.run(...row));
  }

  updateSeats(gameId: string, seats: StoredSeat[]): void {
    this.write("updateSeats", () => this.stmts.updateSeats.run(JSON.stringify(seats), gameId));
  }

  /**
   * Marks the game finished. No checkpoint here: a checkpoint syncs both files and takes tens of milliseconds, during
   * which every table of the process waits, and thousands of tables finish a game every second or so. The finished
   * game reaches `games.sqlite` itself with the background checkpoints (checkpointer.ts).
   */
  finishGame(gameId: string, result: unknown, finalStateHash: string, at = Date.now()): void {
    this.write("finishGame", () => this.stmts.finish.run(JSON.stringify(result ?? null), at, finalStateHash, gameId));
  }

  abortGame(gameId: string, at = Date.now()): void {
    this.write("abortGame", () => this.stmts.abort.run(at, gameId));
  }

  /**
   * Copies the WAL into the main file (PASSIVE: it never waits for, nor blocks, anyone; SQLite starts the WAL over at
   * the next write once everything was copied). Readers in other processes can make it stop early; whatever is left is
   * copied next time. Never throws: the records are safe in the WAL either way. Returns whether the whole WAL was copied.
   */
  checkpoint(): boolean {
    try {
      const [r] = this.db.pragma("wal_checkpoint(PASSIVE)") as { busy: number; log: number; checkpointed: number }[];
      this.updateMarker();
      return r.busy === 0 && r.checkpointed === r.log;
    } catch (e) {
      this.logger.warn({ reason: describeCause(e) }, "WAL checkpoint failed; it is retried later");
      return false;
    }
  }

  // ───────────────────────────── reads ─────────────────────────────

  /** The game, or undefined when there is none or its row is unreadable (then it is marked aborted). */
  getGame(id: string): GameRow | undefined {
    const raw = this.read("getGame", () => this.stmts.game.get(id));
    return raw ? this.parsedOrAborted(raw) : undefined;
  }

  /** The recorded actions from `fromSeq` on. Throws CorruptRecordError when one does not parse. */
  getActions(id: string, fromSeq = 0): RecordedAction[] {
    const rows = this.read("getActions", () => this.stmts.actions.all(id, fromSeq) as ActionRow[]);
    return rows.map((r) => {
      const parsed = parseActionRow(r);
      if (!parsed.ok) throw new CorruptRecordError(id, parsed.problem);
      return parsed.value;
    });
  }

  actionCount(id: string): number {
    return this.read("actionCount", () => (this.stmts.actionCount.get(id) as { n: number }).n);
  }

  /** Games to restore at start-up. Unreadable rows are marked aborted and left out, so one never stops the start. */
  unfinishedGames(): GameRow[] {
    const rows = this.read("unfinishedGames", () => this.stmts.unfinished.all());
    return rows.flatMap((raw) => this.parsedOrAborted(raw) ?? []);
  }

  recentFinished(mode: string | null, limit: number): GameRow[] {
    // An unreadable row is marked aborted, which takes it out of the query; ask again to fill the page.
    for (let attempt = 0; ; attempt++) {
      const rows = this.read("recentFinished", () => this.stmts.recent.all({ mode, limit }));
      const good = rows.flatMap((raw) => this.parsedOrAborted(raw) ?? []);
      if (good.length === rows.length || attempt === 2) return good;
    }
  }

  /**
   * The whole record; the seed only when the game is over (or `revealSeed` for the server's own replays).
   * Undefined when there is no such game or its record is unreadable (it is then marked aborted).
   */
  record(id: string, revealSeed: boolean): GameRecord | undefined {
    const g = this.getGame(id);
    if (!g) return undefined;
    let actions: RecordedAction[];
    try {
      actions = this.getActions(id);
    } catch (e) {
      if (!(e instanceof CorruptRecordError)) throw e;
      this.markUnreadable(id, e.problem);
      return undefined;
    }
    return recordOf(g, actions, revealSeed);
  }

  /** Marks a game whose record cannot be used aborted (if it is not already), with one log line. */
  markUnreadable(gameId: string, problem: string): void {
    this.logger.error({ gameId, problem }, "a game record is unreadable; marked aborted");
    try {
      this.abortGame(gameId);
    } catch (e) {
      if (!(e instanceof StorageUnavailableError)) throw e;
    }
  }

  private parsedOrAborted(raw: unknown): GameRow | undefined {
    const parsed = parseGameRow(raw);
    if (parsed.ok) return parsed.value;
    const id = String((raw as { id?: unknown }).id);
    if ((raw as { status?: unknown }).status !== "aborted") this.markUnreadable(id, parsed.problem);
    return undefined;
  }

  // ───────────────────────────── lost-data detection ─────────────────────────────

  private checkForLostData(walBytesBefore: number, walFramesRead: number): void {
    const games = (this.stmts.maxGameRow.get() as { n: number }).n;
    const pageSize = Number(this.db.pragma("page_size", { simple: true }));
    const suspicions = dataLossSuspicions({
      games,
      walBytesBefore,
      walFramesRead,
      walFrameBytes: pageSize + 24,
      marker: readMarker(this.markerFile!),
      quarantined: quarantinedFiles(this.file),
    });
    this.dataLossSuspicions.push(...suspicions);
    for (const reason of suspicions) {
      this.logger.error({ file: this.file, reason }, "GAME RECORDS MAY HAVE BEEN LOST: the database opened with less than it had; restore a backup (docs/operations.md) if this was not intended");
    }
    this.updateMarker();
  }

  /** Remembers the highest game row so far beside the database (best effort: the marker is a safety net). */
  private updateMarker(): void {
    if (!this.markerFile) return;
    try {
      const { n } = this.stmts.maxGameRow.get() as { n: number };
      // Read once: the file then holds at least what this process wrote last (other processes sharing the directory
      // only write higher counts), so an unchanged count needs no write.
      this.markedGames ??= readMarker(this.markerFile)?.games;
      if (this.markedGames === n) return;
      writeMarker(this.markerFile, Math.max(n, 0));
      this.markedGames = n;
    } catch (e) {
      this.logger.warn({ reason: describeCause(e) }, "cannot update the record marker file");
    }
  }

  get isOpen(): boolean {
    return this.db.open;
  }

  close(): void {
    // Appends still waiting for their commit are written, not dropped: their moves were accepted.
    this.appends?.flush();
    this.writeHealth.log.flush();
    this.checkpointer?.close();
    this.db.close();
  }

  /** Checkpoints leave the event loop (checkpointer.ts); if the thread fails, SQLite's own come back. */
  private checkpointInBackground(): void {
    this.db.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
    this.checkpointer = new BackgroundCheckpointer(this.file, BUSY_TIMEOUT_MS, (reason) => {
      this.logger.warn({ reason }, "background WAL checkpoints failed; the writing connection checkpoints again");
      if (this.db.open) this.db.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
    });
  }
}
