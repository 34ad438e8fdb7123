import type { Glicko2Rating } from "./glicko2";

/**
 * Where ratings are kept, beside the AccountStore: SQLite (sqliteStore.ts, inside games.sqlite) now, the PostgreSQL
 * store of a later issue implementing the same interface (hence promises everywhere).
 */
export interface StoredRating extends Glicko2Rating {
  accountId: string;
  mode: string;
  /** Rated games played in the mode. */
  games: number;
  /** When the last rated game finished (ms): idle time counts from here (period.ts). */
  ratedAt: number;
}

/** One player's side of a rated game: the rating before and after it. */
export interface RatingChange {
  accountId: string;
  seat: number;
  before: Glicko2Rating;
  after: Glicko2Rating;
}

/** A player's seat at a rated table, with its rating as stored (none before the first rated game in the mode). */
export interface RatedSeat {
  accountId: string;
  seat: number;
  stored?: StoredRating;
}

/** What finishing a game writes to its record (the same fields RecordStore.finishGame writes). */
export interface GameFinish {
  gameId: string;
  mode: string;
  result: unknown;
  finalStateHash: string;
  at: number;
}

export interface HistoryPoint {
  gameId: string;
  at: number;
  rating: number;
  deviation: number;
}

export interface BoardRow extends StoredRating {
  username: string;
}

export interface BoardFilter {
  mode: string;
  /** Only players with a rated game since then (ms). */
  activeSince: number;
  /** Only players whose deviation (as of their last game) is below this. */
  maxDeviation: number;
}

export interface RatingStore {
  /** The account's ratings in every mode it has played rated. */
  ratingsOf(accountId: string): Promise<StoredRating[]>;
  /** The stored ratings of these accounts in one mode (accounts without one are left out). */
  ratingsIn(mode: string, accountIds: readonly string[]): Promise<StoredRating[]>;
  /**
   * ONE transaction: the game is marked finished with its result, and every seat's rating and history change as
   * `rate` says, or nothing changes at all. `rate` receives the seats with their ratings as stored inside the
   * transaction. Resolves null (and changes nothing) when the game is not in play any more (finished or aborted).
   */
  finishRated(finish: GameFinish, seats: readonly Omit<RatedSeat, "stored">[], rate: (seats: RatedSeat[]) => RatingChange[]): Promise<RatingChange[] | null>;
  /** The rating changes a game made, by seat. */
  changesOf(gameId: string): Promise<RatingChange[]>;
  /** The account's rating after each rated game in the mode, oldest first (the last `limit`). */
  history(accountId: string, mode: string, limit: number): Promise<HistoryPoint[]>;
  /** Highest rating first (equal ratings: the one who got there first); at most `limit` rows. */
  leaderboard(filter: BoardFilter, limit: number): Promise<BoardRow[]>;
  /** The account's place (1 = first) among the players `filter` lists, or null when it is not listed. */
  placeOf(accountId: string, filter: BoardFilter): Promise<number | null>;
  /** A game in play with a seat held by this identity ("account:<id>"), if any. */
  gameInPlayOf(identity: string): Promise<string | undefined>;
}
