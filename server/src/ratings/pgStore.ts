import type { PoolClient } from "pg";
import { unavailableAs, type PgDatabase } from "../records/pg/database";
import { toChange, toRating, type ChangeRow, type RatingRow } from "./sqliteStore";
import type { BoardFilter, BoardRow, GameFinish, HistoryPoint, RatedSeat, RatingChange, RatingStore } from "./store";

type Query = Pick<PoolClient, "query">;

/** The only way a leaderboard is ordered, so the list and a player's place always agree (byte order, as SQLite's). */
const BOARD_WHERE = `r.mode = $1 AND r.rated_at >= $2 AND r.deviation < $3`;

/**
 * Ratings in PostgreSQL (DATABASE_URL) with the SQLite store's semantics (sqliteStore.ts): a rated game's end and
 * every rating change land in ONE transaction or not at all. A storage failure becomes StorageUnavailableError.
 */
export class PgRatingStore implements RatingStore {
  constructor(private readonly db: PgDatabase) {}

  private rows<R extends object>(operation: string, sql: string, params: unknown[], q: Query = this.db.pool): Promise<R[]> {
    return unavailableAs(operation, async () => (await q.query<R & Record<string, unknown>>(sql, params)).rows);
  }

  async ratingsOf(accountId: string) {
    return (await this.rows<RatingRow>("ratingsOf", "SELECT * FROM ratings WHERE account_id = $1 ORDER BY mode COLLATE \"C\"", [accountId])).map(toRating);
  }

  async ratingsIn(mode: string, accountIds: readonly string[]) {
    const rows = await this.rows<RatingRow>("ratingsIn", "SELECT * FROM ratings WHERE mode = $1 AND account_id = ANY($2::text[])", [mode, [...accountIds]]);
    return accountIds.flatMap((id) => rows.filter((r) => r.account_id === id).map(toRating));
  }

  finishRated(finish: GameFinish, seats: readonly Omit<RatedSeat, "stored">[], rate: (seats: RatedSeat[]) => RatingChange[]) {
    return unavailableAs("finishRated", () =>
      this.db.transaction(async (q): Promise<RatingChange[] | null> => {
        const done = await q.query("UPDATE games SET status = 'finished', result = $1, finished_at = $2, final_hash = $3 WHERE id = $4 AND status = 'playing'", [
          JSON.stringify(finish.result ?? null), finish.at, finish.finalStateHash, finish.gameId,
        ]);
        if (done.rowCount !== 1) return null;
        const current: RatedSeat[] = [];
        for (const s of seats) {
          // FOR UPDATE: a player's rating is read and written by one finishing game at a time.
          const [row] = (await q.query<RatingRow>("SELECT * FROM ratings WHERE account_id = $1 AND mode = $2 FOR UPDATE", [s.accountId, finish.mode])).rows;
          current.push({ ...s, ...(row ? { stored: toRating(row) } : {}) });
        }
        const changes = rate(current);
        for (const c of changes) {
          await q.query(
            `INSERT INTO ratings (account_id, mode, rating, deviation, volatility, games, rated_at) VALUES ($1, $2, $3, $4, $5, 1, $6)
             ON CONFLICT (account_id, mode) DO UPDATE SET rating = EXCLUDED.rating, deviation = EXCLUDED.deviation,
               volatility = EXCLUDED.volatility, games = ratings.games + 1, rated_at = EXCLUDED.rated_at`,
            [c.accountId, finish.mode, c.after.rating, c.after.deviation, c.after.volatility, finish.at],
          );
          await q.query(
            `INSERT INTO rating_history (game_id, account_id, mode, seat, rating_before, deviation_before, volatility_before, rating, deviation, volatility, at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
            [finish.gameId, c.accountId, finish.mode, c.seat, c.before.rating, c.before.deviation, c.before.volatility, c.after.rating, c.after.deviation, c.after.volatility, finish.at],
          );
        }
        return changes;
      }),
    );
  }

  async changesOf(gameId: string) {
    return (await this.rows<ChangeRow>("changesOf", "SELECT * FROM rating_history WHERE game_id = $1 ORDER BY seat", [gameId])).map(toChange);
  }

  async history(accountId: string, mode: string, limit: number) {
    const rows = await this.rows<{ game_id: string; at: number; rating: number; deviation: number }>(
      "history",
      "SELECT * FROM (SELECT game_id, at, rating, deviation FROM rating_history WHERE account_id = $1 AND mode = $2 ORDER BY at DESC LIMIT $3) h ORDER BY at",
      [accountId, mode, limit],
    );
    return rows.map((r): HistoryPoint => ({ gameId: r.game_id, at: r.at, rating: r.rating, deviation: r.deviation }));
  }

  async leaderboard(filter: BoardFilter, limit: number) {
    const rows = await this.rows<RatingRow & { username: string }>(
      "leaderboard",
      `SELECT r.*, a.username FROM ratings r JOIN accounts a ON a.id = r.account_id WHERE ${BOARD_WHERE}
       ORDER BY r.rating DESC, r.rated_at, r.account_id COLLATE "C" LIMIT $4`,
      [filter.mode, filter.activeSince, filter.maxDeviation, limit],
    );
    return rows.map((r): BoardRow => ({ ...toRating(r), username: r.username }));
  }

  async placeOf(accountId: string, filter: BoardFilter) {
    const [row] = await this.rows<RatingRow>("placeOf", "SELECT * FROM ratings WHERE account_id = $1 AND mode = $2", [accountId, filter.mode]);
    if (!row || row.rated_at < filter.activeSince || !(row.deviation < filter.maxDeviation)) return null;
    const [{ ahead }] = await this.rows<{ ahead: number }>(
      "placeOf",
      `SELECT COUNT(*) AS ahead FROM ratings r WHERE ${BOARD_WHERE}
       AND (r.rating > $4 OR (r.rating = $4 AND (r.rated_at < $5 OR (r.rated_at = $5 AND r.account_id COLLATE "C" < $6))))`,
      [filter.mode, filter.activeSince, filter.maxDeviation, row.rating, row.rated_at, accountId],
    );
    return ahead + 1;
  }

  async gameInPlayOf(identity: string) {
    const [row] = await this.rows<{ game_id: string }>(
      "gameInPlayOf",
      `SELECT si.game_id FROM seat_identities si JOIN games g ON g.id = si.game_id
       WHERE si.identity = $1 AND g.status = 'playing' AND si.bot_from_seq IS NULL LIMIT 1`,
      [identity],
    );
    return row?.game_id;
  }

  /** The pool is the records store's to close. */
  close(): void {}
}
