import Database from "better-sqlite3";
import { BUSY_TIMEOUT_MS } from "./store";
import { migrate } from "./migrations";

/**
 * A second connection to games.sqlite for a store that lives beside the records (accounts, ratings): the records'
 * busy timeout and WAL, foreign keys on (a deleted account takes its sessions and ratings with it), and the schema
 * brought up to date by the records' migrations, so the store may open in any order after the RecordStore.
 */
export function openSideConnection(file: string): Database.Database {
  const db = new Database(file, { timeout: BUSY_TIMEOUT_MS });
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  migrate(db);
  return db;
}
