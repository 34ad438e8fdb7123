/**
 * The ratings tables (issue 22), a migration step of games.sqlite registered in records/migrations.ts. Its own file
 * so the accounts branch and this one each add a step without touching the same lines. (Shaped like `Migration`
 * without importing it: migrations.ts imports this file.)
 *
 * `rated_at` is when the account's last rated game in the mode finished: the deviation grows with the time since
 * then (fractional rating periods, ratings/period.ts) when the next game is rated or the rating is shown.
 * `rating_history` keeps one row per rated game and player, before and after, for the record, the result panel and
 * the profile's chart. Both go with the account (ON DELETE CASCADE; the account store turns foreign keys on).
 */
export const RATINGS_MIGRATION = {
  version: 2,
  what: "Glicko-2 ratings per account and mode, and their history per rated game",
  sql: `
    CREATE TABLE ratings (
      account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      mode TEXT NOT NULL,
      rating REAL NOT NULL,
      deviation REAL NOT NULL,
      volatility REAL NOT NULL,
      games INTEGER NOT NULL,
      rated_at INTEGER NOT NULL,
      PRIMARY KEY (account_id, mode)
    );
    CREATE INDEX ratings_board ON ratings(mode, rating DESC);
    CREATE TABLE rating_history (
      game_id TEXT NOT NULL,
      account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      mode TEXT NOT NULL,
      seat INTEGER NOT NULL,
      rating_before REAL NOT NULL,
      deviation_before REAL NOT NULL,
      volatility_before REAL NOT NULL,
      rating REAL NOT NULL,
      deviation REAL NOT NULL,
      volatility REAL NOT NULL,
      at INTEGER NOT NULL,
      PRIMARY KEY (game_id, account_id)
    );
    CREATE INDEX rating_history_account ON rating_history(account_id, mode, at);
  `,
} as const;
