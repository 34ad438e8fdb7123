import type { PoolClient } from "pg";

/** What migrating needs of the database (database.ts runs it at start-up). */
interface Transactions {
  transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T>;
}

/**
 * Versioned changes to the PostgreSQL schema, applied in one transaction and counted in `schema_migrations`.
 * The same tables as games.sqlite (records/migrations.ts), with PostgreSQL's types: milliseconds as BIGINT, ratings
 * as DOUBLE PRECISION, JSON kept as the same text the SQLite store keeps (rows.ts parses both). Several processes
 * starting at once take an advisory lock, so each step runs once. Like SQLite's, migrations only ever add.
 */
export interface PgMigration {
  version: number;
  what: string;
  sql: string;
}

/** pg_advisory_xact_lock key: any fixed number, the same in every process. */
const MIGRATION_LOCK = 26_2026;

export const PG_MIGRATIONS: readonly PgMigration[] = [
  {
    version: 1,
    what: "games, their actions, chat lines and reports, the health probe",
    sql: `
      CREATE TABLE games (
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
        created_at BIGINT NOT NULL,
        finished_at BIGINT,
        final_hash TEXT,
        -- insertion order, for ties on created_at (SQLite's rowid)
        row_no BIGSERIAL NOT NULL
      );
      CREATE INDEX games_status ON games(status, created_at, row_no);
      CREATE INDEX games_mode_finished ON games(mode, finished_at);
      CREATE TABLE actions (
        game_id TEXT NOT NULL REFERENCES games(id),
        seq INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        by TEXT NOT NULL,
        t BIGINT NOT NULL,
        PRIMARY KEY (game_id, seq)
      );
      CREATE TABLE health_probe (id INTEGER PRIMARY KEY, at BIGINT NOT NULL);
      CREATE TABLE chat_lines (
        game_id TEXT NOT NULL,
        id TEXT NOT NULL,
        channel TEXT NOT NULL,
        seat INTEGER,
        name TEXT NOT NULL,
        text TEXT,
        phrase TEXT,
        author TEXT NOT NULL,
        at BIGINT NOT NULL,
        row_no BIGSERIAL NOT NULL,
        PRIMARY KEY (game_id, id)
      );
      CREATE INDEX chat_lines_author ON chat_lines(author);
      CREATE TABLE chat_reports (
        id BIGSERIAL PRIMARY KEY,
        game_id TEXT,
        table_code TEXT NOT NULL,
        mode TEXT NOT NULL,
        line TEXT NOT NULL,
        reporter TEXT NOT NULL,
        at BIGINT NOT NULL
      );
    `,
  },
  {
    version: 2,
    what: "accounts, sessions, the seat ↔ identity link, guest upgrades and transfer codes",
    sql: `
      CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        username TEXT NOT NULL,
        -- the username as compared (NFKC, lower case: usernames.ts); unique, so "Alice" and "ａｌｉｃｅ" are one name
        username_key TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        password_salt TEXT NOT NULL,
        password_params TEXT NOT NULL,
        prefs TEXT NOT NULL DEFAULT '{}',
        created_at BIGINT NOT NULL
      );
      CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        revoked BOOLEAN NOT NULL DEFAULT FALSE
      );
      CREATE INDEX sessions_account ON sessions(account_id);
      CREATE TABLE seat_identities (
        game_id TEXT NOT NULL,
        seat INTEGER NOT NULL,
        identity TEXT NOT NULL,
        name TEXT NOT NULL,
        bot_from_seq INTEGER,
        PRIMARY KEY (game_id, seat)
      );
      CREATE INDEX seat_identities_identity ON seat_identities(identity);
      CREATE TABLE guest_upgrades (
        guest_identity TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        upgraded_at BIGINT NOT NULL
      );
      CREATE TABLE transfer_codes (
        code_hash TEXT PRIMARY KEY,
        game_id TEXT NOT NULL,
        seat INTEGER NOT NULL,
        expires_at BIGINT NOT NULL,
        used_at BIGINT
      );
    `,
  },
  {
    version: 3,
    what: "Glicko-2 ratings per account and mode, and their history per rated game",
    sql: `
      CREATE TABLE ratings (
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        mode TEXT NOT NULL,
        rating DOUBLE PRECISION NOT NULL,
        deviation DOUBLE PRECISION NOT NULL,
        volatility DOUBLE PRECISION NOT NULL,
        games INTEGER NOT NULL,
        rated_at BIGINT NOT NULL,
        PRIMARY KEY (account_id, mode)
      );
      CREATE INDEX ratings_board ON ratings(mode, rating DESC);
      CREATE TABLE rating_history (
        game_id TEXT NOT NULL,
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        mode TEXT NOT NULL,
        seat INTEGER NOT NULL,
        rating_before DOUBLE PRECISION NOT NULL,
        deviation_before DOUBLE PRECISION NOT NULL,
        volatility_before DOUBLE PRECISION NOT NULL,
        rating DOUBLE PRECISION NOT NULL,
        deviation DOUBLE PRECISION NOT NULL,
        volatility DOUBLE PRECISION NOT NULL,
        at BIGINT NOT NULL,
        PRIMARY KEY (game_id, account_id)
      );
      CREATE INDEX rating_history_account ON rating_history(account_id, mode, at);
    `,
  },
  {
    version: 4,
    what: "chat mutes kept with a signed-in player's account",
    sql: `
      CREATE TABLE chat_mutes (
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        muted TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        PRIMARY KEY (account_id, muted)
      );
      CREATE INDEX chat_mutes_muted ON chat_mutes(muted);
    `,
  },
];

/** Brings the schema up to the last migration; returns the versions before and after. */
export async function migratePg(db: Transactions, migrations: readonly PgMigration[]): Promise<{ from: number; to: number }> {
  return db.transaction(async (client) => {
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await client.query("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, what TEXT NOT NULL, applied_at BIGINT NOT NULL)");
    const { rows } = await client.query<{ v: number | null }>("SELECT MAX(version) AS v FROM schema_migrations");
    const from = rows[0]?.v ?? 0;
    let at = from;
    for (const m of migrations) {
      if (m.version <= at) continue;
      await client.query(m.sql);
      await client.query("INSERT INTO schema_migrations (version, what, applied_at) VALUES ($1, $2, $3)", [m.version, m.what, Date.now()]);
      at = m.version;
    }
    return { from, to: at };
  });
}
