import type Database from "better-sqlite3";
import { CHAT_MUTES_MIGRATION } from "../accounts/chatMutesMigration";
import { RATINGS_MIGRATION } from "../ratings/migration";

/**
 * Versioned changes to the records database, applied in order inside one transaction each and counted in SQLite's
 * `user_version`. The games and actions tables predate versioning (store.ts creates them, as every release did), so
 * a `games.sqlite` written by any earlier release is version 0 and upgrades in place. Migrations only ever add:
 * a database from a newer release (a version above the last one here) is opened as it is, since the tables this
 * release uses are still there, rather than refused or moved aside.
 */
export interface Migration {
  version: number;
  what: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    what: "accounts, sessions, the seat ↔ identity link, guest upgrades and transfer codes",
    sql: `
      CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        username TEXT NOT NULL,
        -- the username as compared: NFKC, lower case; unique, so "Alice" and "ａｌｉｃｅ" are one name
        username_key TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        password_salt TEXT NOT NULL,
        -- scrypt cost parameters as JSON, so they can be raised for new passwords without breaking old ones
        password_params TEXT NOT NULL,
        prefs TEXT NOT NULL DEFAULT '{}',
        created_at INTEGER NOT NULL
      );
      CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        revoked INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX sessions_account ON sessions(account_id);
      -- who sat where: "account:<id>" or "guest:<sha256 of the guest token>"; bot_from_seq when a bot took over
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
        upgraded_at INTEGER NOT NULL
      );
      -- one-time codes a guest uses to take its seat to another device; only the hash is kept
      CREATE TABLE transfer_codes (
        code_hash TEXT PRIMARY KEY,
        game_id TEXT NOT NULL,
        seat INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
    `,
  },
  RATINGS_MIGRATION,
  CHAT_MUTES_MIGRATION,
];

export const LATEST_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;

export interface MigrationOutcome {
  from: number;
  to: number;
}

/** Brings the database up to LATEST_VERSION; each step commits with its version number or not at all. */
export function migrate(db: Database.Database, migrations: readonly Migration[] = MIGRATIONS): MigrationOutcome {
  const from = Number(db.pragma("user_version", { simple: true }));
  let at = from;
  for (const m of migrations) {
    if (m.version <= at) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.pragma(`user_version = ${m.version}`);
    })();
    at = m.version;
  }
  return { from, to: at };
}
