import Database from "better-sqlite3";
import { existsSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { BUSY_TIMEOUT_MS } from "./store";

export class BackupError extends Error {}

export interface BackupSummary {
  destination: string;
  games: number;
  actions: number;
  pages: number;
}

/**
 * A consistent copy of the game record database through SQLite's online backup API: it includes what is still in
 * the WAL and runs while the server keeps writing (copying `games.sqlite` alone does neither). The copy is checked
 * with `quick_check` and counted before it is reported done.
 */
export async function backupDatabase(source: string, destination: string): Promise<BackupSummary> {
  if (!existsSync(source)) throw new BackupError(`no database at ${source} (is DATA_DIR right?)`);
  if (resolve(source) === resolve(destination)) throw new BackupError("the backup file must not be the database itself");
  if (existsSync(destination)) throw new BackupError(`${destination} already exists; remove it or choose another name`);
  const db = new Database(source, { fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
  try {
    const pages = (await db.backup(destination)).totalPages;
    return { destination, ...countVerified(destination), pages };
  } catch (e) {
    // A half-written copy must not be mistaken for a backup.
    rmSync(destination, { force: true });
    throw e;
  } finally {
    db.close();
  }
}

function countVerified(file: string): { games: number; actions: number } {
  const copy = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const check = copy.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new BackupError(`the copy does not pass SQLite's integrity check: ${String(check)}`);
    const count = (table: string) => (copy.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    return { games: count("games"), actions: count("actions") };
  } finally {
    copy.close();
  }
}
