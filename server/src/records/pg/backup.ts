import { spawnSync } from "node:child_process";
import { existsSync, rmSync, statSync } from "node:fs";
import { BackupError } from "../backup";
import { withoutPassword } from "../../urlWithoutPassword";

export interface PgBackupSummary {
  destination: string;
  bytes: number;
  /** Tables whose rows the dump holds. */
  tables: string[];
}

/**
 * `npm run backup` for DATABASE_URL: PostgreSQL's own pg_dump (custom format, one consistent snapshot while the
 * servers keep writing), then `pg_restore --list` to check the file holds the records' tables before it is reported
 * done. Restore with `pg_restore --dbname=… <file>` into an empty database (docs/operations.md).
 */
export function backupPostgres(url: string, destination: string): PgBackupSummary {
  if (existsSync(destination)) throw new BackupError(`${destination} already exists; remove it or choose another name`);
  const dump = spawnSync("pg_dump", ["--format=custom", `--file=${destination}`, `--dbname=${url}`], { encoding: "utf8" });
  if (dump.error || dump.status !== 0) {
    rmSync(destination, { force: true });
    const why = dump.error ? `pg_dump could not run (${dump.error.message}; install postgresql-client)` : dump.stderr.trim().replaceAll(url, withoutPassword(url));
    throw new BackupError(why);
  }
  const list = spawnSync("pg_restore", ["--list", destination], { encoding: "utf8" });
  const tables = [...(list.stdout ?? "").matchAll(/TABLE DATA public (\w+)/g)].map((m) => m[1]);
  if (list.status !== 0 || !tables.includes("games") || !tables.includes("actions")) {
    rmSync(destination, { force: true });
    throw new BackupError(`the dump does not list the games and actions tables: ${list.stderr || list.stdout}`);
  }
  return { destination, bytes: statSync(destination).size, tables };
}
