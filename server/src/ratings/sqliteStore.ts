import type Database from "better-sqlite3";
import { openSideConnection } from "../records/sideConnection";
import { isStorageFailure, StorageUnavailableError } from "../records/errors";
import type { BoardFilter, BoardRow, GameFinish, HistoryPoint, RatedSeat, RatingChange, RatingStore, StoredRating } from "./store";

export interface RatingRow {
  account_id: string;
  mode: string;
  rating: number;
  deviation: number;
  volatility: number;
  games: number;
  rated_at: number;
}

export interface ChangeRow {
  account_id: string;
  seat: number;
  rating_before: number;
  deviation_before: number;
  volatility_before: number;
  rating: number;
  deviation: number;
  volatility: number;
}

/** The only way a leaderboard is ordered, so the list and a player's place always agree. */
const BOARD_WHERE = `r.mode = @mode AND r.rated_at >= @activeSince AND r.deviation < @maxDeviation`;

/**
 * Ratings inside games.sqlite on their own connection (tables from the records' migrations). A storage failure
 * becomes StorageUnavailableError, which the HTTP layer answers 503 and the room treats like any failed finish.
 */
export class SqliteRatingStore implements RatingStore {
  private readonly db: Database.Database;
  private readonly q;

  constructor(file: string) {
    this.db = openSideConnection(file);
    const db = this.db;
    this.q = {
      ratingsOf: db.prepare(`SELECT * FROM ratings WHERE account_id = ? ORDER BY mode`),
      rating: db.prepare(`SELECT * FROM ratings WHERE account_id = ? AND mode = ?`),
      finish: db.prepare(`UPDATE games SET status = 'finished', result = ?, finished_at = ?, final_hash = ? WHERE id = ? AND status = 'playing'`),
      upsert: db.prepare(`INSERT INTO ratings (account_id, mode, rating, deviation, volatility, games, rated_at)
        VALUES (@accountId, @mode, @rating, @deviation, @volatility, 1, @at)
        ON CONFLICT (account_id, mode) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation,
          volatility = excluded.volatility, games = games + 1, rated_at = excluded.rated_at`),
      insertHistory: db.prepare(`INSERT INTO rating_history (game_id, account_id, mode, seat, rating_before, deviation_before, volatility_before, rating, deviation, volatility, at)
        VALUES (@gameId, @accountId, @mode, @seat, @ratingBefore, @deviationBefore, @volatilityBefore, @rating, @deviation, @volatility, @at)`),
      changesOf: db.prepare(`SELECT * FROM rating_history WHERE game_id = ? ORDER BY seat`),
      history: db.prepare(`SELECT * FROM (SELECT game_id, at, rating, deviation FROM rating_history WHERE account_id = ? AND mode = ? ORDER BY at DESC LIMIT ?) ORDER BY at`),
      board: db.prepare(`SELECT r.*, a.username FROM ratings r JOIN accounts a ON a.id = r.account_id WHERE ${BOARD_WHERE}
        ORDER BY r.rating DESC, r.rated_at, r.account_id LIMIT @limit`),
      place: db.prepare(`SELECT COUNT(*) AS ahead FROM ratings r WHERE ${BOARD_WHERE}
        AND (r.rating > @rating OR (r.rating = @rating AND (r.rated_at < @ratedAt OR (r.rated_at = @ratedAt AND r.account_id < @accountId))))`),
      inPlay: db.prepare(`SELECT si.game_id FROM seat_identities si JOIN games g ON g.id = si.game_id
        WHERE si.identity = ? AND g.status = 'playing' AND si.bot_from_seq IS NULL LIMIT 1`),
    };
  }

  private run<T>(operation: string, work: () => T): Promise<T> {
    try {
      return Promise.resolve(work());
    } catch (e) {
      return Promise.reject(isStorageFailure(e) ? new StorageUnavailableError(operation, e) : e);
    }
  }

  ratingsOf(accountId: string) {
    return this.run("ratingsOf", () => (this.q.ratingsOf.all(accountId) as RatingRow[]).map(toRating));
  }

  ratingsIn(mode: string, accountIds: readonly string[]) {
    return this.run("ratingsIn", () => accountIds.flatMap((id) => {
      const row = this.q.rating.get(id, mode) as RatingRow | undefined;
      return row ? [toRating(row)] : [];
    }));
  }

  finishRated(finish: GameFinish, seats: readonly Omit<RatedSeat, "stored">[], rate: (seats: RatedSeat[]) => RatingChange[]) {
    return this.run("finishRated", () =>
      this.db.transaction((): RatingChange[] | null => {
        const done = this.q.finish.run(JSON.stringify(finish.result ?? null), finish.at, finish.finalStateHash, finish.gameId);
        if (done.changes !== 1) return null;
        const current = seats.map((s) => {
          const row = this.q.rating.get(s.accountId, finish.mode) as RatingRow | undefined;
          return { ...s, ...(row ? { stored: toRating(row) } : {}) };
        });
        const changes = rate(current);
        for (const c of changes) {
          this.q.upsert.run({ accountId: c.accountId, mode: finish.mode, ...c.after, at: finish.at });
          this.q.insertHistory.run({
            gameId: finish.gameId,
            accountId: c.accountId,
            mode: finish.mode,
            seat: c.seat,
            ratingBefore: c.before.rating,
            deviationBefore: c.before.deviation,
            volatilityBefore: c.before.volatility,
            ...c.after,
            at: finish.at,
          });
        }
        return changes;
      })(),
    );
  }

  changesOf(gameId: string) {
    return this.run("changesOf", () =>
      (this.q.changesOf.all(gameId) as ChangeRow[]).map(toChange),
    );
  }

  history(accountId: string, mode: string, limit: number) {
    return this.run("history", () =>
      (this.q.history.all(accountId, mode, limit) as { game_id: string; at: number; rating: number; deviation: number }[]).map(
        (r): HistoryPoint => ({ gameId: r.game_id, at: r.at, rating: r.rating, deviation: r.deviation }),
      ),
    );
  }

  leaderboard(filter: BoardFilter, limit: number) {
    return this.run("leaderboard", () =>
      (this.q.board.all({ ...filter, limit }) as (RatingRow & { username: string })[]).map((r): BoardRow => ({ ...toRating(r), username: r.username })),
    );
  }

  placeOf(accountId: string, filter: BoardFilter) {
    return this.run("placeOf", () => {
      const row = this.q.rating.get(accountId, filter.mode) as RatingRow | undefined;
      if (!row || row.rated_at < filter.activeSince || !(row.deviation < filter.maxDeviation)) return null;
      const { ahead } = this.q.place.get({ ...filter, rating: row.rating, ratedAt: row.rated_at, accountId }) as { ahead: number };
      return ahead + 1;
    });
  }

  gameInPlayOf(identity: string) {
    return this.run("gameInPlayOf", () => (this.q.inPlay.get(identity) as { game_id: string } | undefined)?.game_id);
  }

  close(): void {
    this.db.close();
  }
}

export function toRating(r: RatingRow): StoredRating {
  return { accountId: r.account_id, mode: r.mode, rating: r.rating, deviation: r.deviation, volatility: r.volatility, games: r.games, ratedAt: r.rated_at };
}

export function toChange(r: ChangeRow): RatingChange {
  return {
    accountId: r.account_id,
    seat: r.seat,
    before: { rating: r.rating_before, deviation: r.deviation_before, volatility: r.volatility_before },
    after: { rating: r.rating, deviation: r.deviation, volatility: r.volatility },
  };
}
