import type { GameRecord, RecordedAction } from "../../../../shared/src/core/record";
import type { ChatLineStore, GameRecordStore, StoreHealth } from "../contract";
import { CorruptRecordError, StorageUnavailableError, describeCause } from "../errors";
import { WriteHealth, type StoreLogger } from "../healthLog";
import { recordOf } from "../recordOf";
import { parseActionRow, parseGameRow, type ActionRow, type GameRow, type NewGame, type StoredSeat } from "../rows";
import { PgChatStore } from "./chatStore";
import { isPgStorageFailure, unavailableAs, type PgDatabase } from "./database";

/**
 * Game records in PostgreSQL (DATABASE_URL), for several processes or hosts sharing them. The same semantics as the
 * SQLite RecordStore: every accepted action is written (and committed) before the room shows it; a call the
 * database cannot serve (down, unreachable, slower than DATABASE_TIMEOUT_MS) rejects with StorageUnavailableError
 * and flips `health()` until a write works again; a row that does not parse is marked aborted and left out.
 */
export class PgRecordStore implements GameRecordStore {
  private readonly writeHealth: WriteHealth;
  private readonly chatStore: PgChatStore;
  private open = true;

  constructor(private readonly db: PgDatabase, private readonly logger: StoreLogger, recoveryQuietMs?: number) {
    this.writeHealth = new WriteHealth(logger, recoveryQuietMs);
    this.chatStore = new PgChatStore(db);
  }

  get isOpen(): boolean {
    return this.open;
  }

  health(): StoreHealth {
    return this.writeHealth.get();
  }

  chats(): ChatLineStore {
    return this.chatStore;
  }

  /** Runs a write; a storage failure becomes StorageUnavailableError and marks the store failing. */
  private async write(operation: string, sql: string, params: unknown[]): Promise<number> {
    let changed: number;
    try {
      changed = (await this.db.query(sql, params)).rowCount;
    } catch (e) {
      if (!isPgStorageFailure(e)) throw e;
      this.writeHealth.failed(operation, describeCause(e));
      throw new StorageUnavailableError(operation, e);
    }
    this.writeHealth.worked(operation);
    return changed;
  }

  private async read<R extends object>(operation: string, sql: string, params: unknown[]): Promise<R[]> {
    return unavailableAs(operation, async () => (await this.db.query<R & Record<string, unknown>>(sql, params)).rows);
  }

  async probe(): Promise<StoreHealth> {
    try {
      await this.write("probe", "INSERT INTO health_probe (id, at) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET at = EXCLUDED.at", [Date.now()]);
    } catch (e) {
      if (!(e instanceof StorageUnavailableError)) throw e;
    }
    return this.health();
  }

  async createGame(g: NewGame): Promise<void> {
    await this.write(
      "createGame",
      `INSERT INTO games (id, code, mode, engine_version, options, table_json, seats, seed, commitment, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'playing', $10)`,
      [g.id, g.code, g.mode, g.engineVersion, JSON.stringify(g.options ?? null), JSON.stringify(g.table ?? null), JSON.stringify(g.seats), g.seed, g.commitment, g.createdAt],
    );
  }

  async appendAction(gameId: string, a: RecordedAction): Promise<void> {
    await this.write("appendAction", "INSERT INTO actions (game_id, seq, seat, action, by, t) VALUES ($1, $2, $3, $4, $5, $6)", [
      gameId, a.seq, a.seat, JSON.stringify(a.action), a.by ?? "player", a.t ?? Date.now(),
    ]);
  }

  async updateSeats(gameId: string, seats: StoredSeat[]): Promise<void> {
    await this.write("updateSeats", "UPDATE games SET seats = $1 WHERE id = $2", [JSON.stringify(seats), gameId]);
  }

  async finishGame(gameId: string, result: unknown, finalStateHash: string, at = Date.now()): Promise<void> {
    await this.write("finishGame", "UPDATE games SET status = 'finished', result = $1, finished_at = $2, final_hash = $3 WHERE id = $4", [
      JSON.stringify(result ?? null), at, finalStateHash, gameId,
    ]);
  }

  async abortGame(gameId: string, at = Date.now()): Promise<void> {
    await this.write("abortGame", "UPDATE games SET status = 'aborted', finished_at = $1 WHERE id = $2", [at, gameId]);
  }

  /** Nothing to copy: PostgreSQL makes a commit durable itself. */
  checkpoint(): boolean {
    return true;
  }

  async getGame(id: string): Promise<GameRow | undefined> {
    const [raw] = await this.read("getGame", "SELECT * FROM games WHERE id = $1", [id]);
    return raw ? this.parsedOrAborted(raw) : undefined;
  }

  async getActions(id: string, fromSeq = 0): Promise<RecordedAction[]> {
    const rows = await this.read<ActionRow>("getActions", "SELECT seq, seat, action, by, t FROM actions WHERE game_id = $1 AND seq >= $2 ORDER BY seq", [id, fromSeq]);
    return rows.map((r) => {
      const parsed = parseActionRow(r);
      if (!parsed.ok) throw new CorruptRecordError(id, parsed.problem);
      return parsed.value;
    });
  }

  async actionCount(id: string): Promise<number> {
    const [row] = await this.read<{ n: number }>("actionCount", "SELECT COUNT(*) AS n FROM actions WHERE game_id = $1", [id]);
    return row.n;
  }

  async unfinishedGames(): Promise<GameRow[]> {
    const rows = await this.read("unfinishedGames", "SELECT * FROM games WHERE status = 'playing' ORDER BY created_at, row_no", []);
    return this.parsedRows(rows);
  }

  async recentFinished(mode: string | null, limit: number): Promise<GameRow[]> {
    // An unreadable row is marked aborted, which takes it out of the query; ask again to fill the page.
    for (let attempt = 0; ; attempt++) {
      const rows = await this.read("recentFinished", "SELECT * FROM games WHERE status = 'finished' AND ($1::text IS NULL OR mode = $1) ORDER BY finished_at DESC LIMIT $2", [mode, limit]);
      const good = await this.parsedRows(rows);
      if (good.length === rows.length || attempt === 2) return good;
    }
  }

  async record(id: string, revealSeed: boolean): Promise<GameRecord | undefined> {
    const g = await this.getGame(id);
    if (!g) return undefined;
    try {
      return recordOf(g, await this.getActions(id), revealSeed);
    } catch (e) {
      if (!(e instanceof CorruptRecordError)) throw e;
      await this.markUnreadable(id, e.problem);
      return undefined;
    }
  }

  async markUnreadable(gameId: string, problem: string): Promise<void> {
    this.logger.error({ gameId, problem }, "a game record is unreadable; marked aborted");
    try {
      await this.abortGame(gameId);
    } catch (e) {
      if (!(e instanceof StorageUnavailableError)) throw e;
    }
  }

  private async parsedRows(rows: object[]): Promise<GameRow[]> {
    const out: GameRow[] = [];
    for (const raw of rows) {
      const row = await this.parsedOrAborted(raw);
      if (row) out.push(row);
    }
    return out;
  }

  private async parsedOrAborted(raw: object): Promise<GameRow | undefined> {
    const parsed = parseGameRow(raw);
    if (parsed.ok) return parsed.value;
    const { id, status } = raw as { id?: unknown; status?: unknown };
    if (status !== "aborted") await this.markUnreadable(String(id), parsed.problem);
    return undefined;
  }

  async close(): Promise<void> {
    if (!this.open) return;
    this.open = false;
    this.writeHealth.log.flush();
    await this.db.close();
  }
}
