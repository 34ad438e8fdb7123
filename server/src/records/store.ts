import Database from "better-sqlite3";
import { existsSync, mkdirSync, renameSync } from "node:fs";
import { join } from "node:path";
import type { GameRecord, RecordedAction } from "../../../shared/src/core/record";

/**
 * Game records in SQLite (WAL). Every accepted action is written synchronously before the room broadcasts it,
 * so whatever a player saw confirmed survives a crash. The seed stays in the database and only leaves it in
 * finished games' records.
 */
export interface StoredSeat {
  name: string;
  bot: boolean;
  replacedByBot?: boolean;
  /** SHA-256 of the seat token the player's client keeps, so a seat can be reclaimed after a restart. */
  tokenHash?: string;
}

export interface NewGame {
  id: string;
  code: string;
  mode: string;
  engineVersion: string;
  options: unknown;
  table: unknown;
  seats: StoredSeat[];
  seed: string;
  commitment: string;
  createdAt: number;
}

export interface GameRow extends NewGame {
  status: "playing" | "finished" | "aborted";
  result: unknown;
  finishedAt: number | null;
  finalStateHash: string | null;
}

export class RecordStoreError extends Error {}

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
`;

export class RecordStore {
  private db: Database.Database;
  private stmts: ReturnType<RecordStore["prepare"]>;

  constructor(readonly file: string) {
    try {
      if (file !== ":memory:") mkdirSync(join(file, ".."), { recursive: true });
      this.db = new Database(file);
      this.db.pragma("journal_mode = WAL");
      this.db.pragma("synchronous = NORMAL");
      this.db.exec(SCHEMA);
      const check = this.db.pragma("quick_check", { simple: true });
      if (check !== "ok") throw new Error(`integrity check: ${String(check)}`);
    } catch (e) {
      throw new RecordStoreError(`Cannot open the game record database ${file}: ${(e as Error).message}`);
    }
    this.stmts = this.prepare();
  }

  /**
   * Opens DATA_DIR/games.sqlite. A file that is not a readable database is moved aside (kept for inspection, with
   * its WAL) and a fresh one is started, so a damaged disk never turns into a crash loop. `onQuarantine` says where.
   */
  static inDataDir(dataDir: string, onQuarantine: (error: string, movedTo: string) => void = () => undefined): RecordStore {
    const file = join(dataDir, "games.sqlite");
    try {
      return new RecordStore(file);
    } catch (e) {
      if (!existsSync(file)) throw e;
      const movedTo = `${file}.corrupt-${Date.now()}`;
      for (const suffix of ["", "-wal", "-shm"]) if (existsSync(file + suffix)) renameSync(file + suffix, movedTo + suffix);
      onQuarantine((e as Error).message, movedTo);
      return new RecordStore(file);
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
      actions: db.prepare(`SELECT seq, seat, action, by, t FROM actions WHERE game_id = ? ORDER BY seq`),
      unfinished: db.prepare(`SELECT * FROM games WHERE status = 'playing' ORDER BY created_at`),
      recent: db.prepare(`SELECT * FROM games WHERE status = 'finished' AND (@mode IS NULL OR mode = @mode) ORDER BY finished_at DESC LIMIT @limit`),
    };
  }

  createGame(g: NewGame): void {
    this.stmts.insertGame.run({ ...g, options: JSON.stringify(g.options ?? null), table: JSON.stringify(g.table ?? null), seats: JSON.stringify(g.seats) });
  }

  appendAction(gameId: string, a: RecordedAction): void {
    this.stmts.insertAction.run(gameId, a.seq, a.seat, JSON.stringify(a.action), a.by ?? "player", a.t ?? Date.now());
  }

  updateSeats(gameId: string, seats: StoredSeat[]): void {
    this.stmts.updateSeats.run(JSON.stringify(seats), gameId);
  }

  finishGame(gameId: string, result: unknown, finalStateHash: string, at = Date.now()): void {
    this.stmts.finish.run(JSON.stringify(result ?? null), at, finalStateHash, gameId);
  }

  abortGame(gameId: string, at = Date.now()): void {
    this.stmts.abort.run(at, gameId);
  }

  getGame(id: string): GameRow | undefined {
    const row = this.stmts.game.get(id) as Record<string, unknown> | undefined;
    return row ? toGameRow(row) : undefined;
  }

  getActions(id: string): RecordedAction[] {
    return (this.stmts.actions.all(id) as { seq: number; seat: number; action: string; by: string; t: number }[]).map((r) => ({
      seq: r.seq,
      seat: r.seat,
      action: JSON.parse(r.action),
      by: r.by as RecordedAction["by"],
      t: r.t,
    }));
  }

  unfinishedGames(): GameRow[] {
    return (this.stmts.unfinished.all() as Record<string, unknown>[]).map(toGameRow);
  }

  recentFinished(mode: string | null, limit: number): GameRow[] {
    return (this.stmts.recent.all({ mode, limit }) as Record<string, unknown>[]).map(toGameRow);
  }

  /** The whole record; the seed only when the game is over (or `revealSeed` for the server's own replays). */
  record(id: string, revealSeed: boolean): GameRecord | undefined {
    const g = this.getGame(id);
    if (!g) return undefined;
    const showSeed = revealSeed || g.status === "finished";
    return {
      id: g.id,
      mode: g.mode,
      engineVersion: g.engineVersion,
      options: g.options,
      seats: g.seats.map((s) => ({ name: s.name, bot: s.bot, ...(s.replacedByBot ? { replacedByBot: true } : {}) })),
      commitment: g.commitment,
      ...(showSeed ? { seed: g.seed } : {}),
      actions: this.getActions(id),
      ...(g.result != null ? { result: g.result } : {}),
      createdAt: g.createdAt,
      ...(g.finishedAt != null ? { finishedAt: g.finishedAt } : {}),
      ...(g.finalStateHash ? { finalStateHash: g.finalStateHash } : {}),
    };
  }

  close(): void {
    this.db.close();
  }
}

function toGameRow(r: Record<string, unknown>): GameRow {
  return {
    id: r.id as string,
    code: r.code as string,
    mode: r.mode as string,
    engineVersion: r.engine_version as string,
    options: JSON.parse(r.options as string),
    table: JSON.parse(r.table_json as string),
    seats: JSON.parse(r.seats as string),
    seed: r.seed as string,
    commitment: r.commitment as string,
    status: r.status as GameRow["status"],
    result: r.result == null ? null : JSON.parse(r.result as string),
    createdAt: r.created_at as number,
    finishedAt: (r.finished_at as number | null) ?? null,
    finalStateHash: (r.final_hash as string | null) ?? null,
  };
}
