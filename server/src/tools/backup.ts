// npm run backup -- <file>: a consistent copy of DATA_DIR/games.sqlite, taken while the server runs.
// It lives in server/ (not scripts/) so the production image, which has only the compiled server, can run it.
import { join } from "node:path";
import { ConfigError, loadConfig } from "../config";
import { BackupError, backupDatabase } from "../records/backup";

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== "--");
  if (args.length !== 1 || !args[0] || args[0].startsWith("-")) {
    console.error("usage: npm run backup -- <backup-file.sqlite>   (reads DATA_DIR like the server)");
    return 2;
  }
  let dataDir: string;
  try {
    dataDir = loadConfig().DATA_DIR;
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    console.error(e.message);
    return 78;
  }
  try {
    const s = await backupDatabase(join(dataDir, "games.sqlite"), args[0]);
    console.log(`backup done: ${s.destination} (${s.games} games, ${s.actions} actions, ${s.pages} pages)`);
    return 0;
  } catch (e) {
    console.error(`backup failed: ${e instanceof BackupError ? e.message : (e as Error).message}`);
    return 1;
  }
}

main().then((code) => process.exit(code));
