// npm run backup -- <file>: a consistent copy of DATA_DIR/games.sqlite (or, with DATABASE_URL, a pg_dump of PostgreSQL),
// taken while the server runs.
// It lives in server/ (not scripts/) so the production image, which has only the compiled server, can run it.
import { join } from "node:path";
import { ConfigError, loadConfig } from "../config";
import { BackupError, backupDatabase } from "../records/backup";
import { backupPostgres } from "../records/pg/backup";

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== "--");
  if (args.length !== 1 || !args[0] || args[0].startsWith("-")) {
    console.error("usage: npm run backup -- <backup-file>   (reads DATA_DIR, or DATABASE_URL, like the server)");
    return 2;
  }
  let dataDir: string;
  let databaseUrl: string | undefined;
  try {
    ({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl } = loadConfig());
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    console.error(e.message);
    return 78;
  }
  try {
    if (databaseUrl) {
      const p = backupPostgres(databaseUrl, args[0]);
      console.log(`backup done: ${p.destination} (pg_dump custom format, ${p.bytes} bytes, tables ${p.tables.join(", ")}; restore with pg_restore)`);
      return 0;
    }
    const s = await backupDatabase(join(dataDir, "games.sqlite"), args[0]);
    console.log(`backup done: ${s.destination} (${s.games} games, ${s.actions} actions, ${s.pages} pages)`);
    return 0;
  } catch (e) {
    console.error(`backup failed: ${e instanceof BackupError ? e.message : (e as Error).message}`);
    return 1;
  }
}

main().then((code) => process.exit(code));
