import { join } from "node:path";
import type { Config } from "./config";
import type { Logger } from "./logger";
import { SqliteAccountStore } from "./accounts/sqliteStore";
import { PgAccountStore } from "./accounts/pgStore";
import type { AccountStore } from "./accounts/store";
import { closeChatsBeside } from "./records/chat";
import type { GameRecordStore } from "./records/contract";
import { openRecordStore } from "./records/openStore";
import { openPgDatabase } from "./records/pg/database";
import { PgRecordStore } from "./records/pg/recordStore";
import { SqliteRatingStore } from "./ratings/sqliteStore";
import { PgRatingStore } from "./ratings/pgStore";
import type { RatingStore } from "./ratings/store";

/** Where the process keeps records, accounts and ratings: one database for all three. */
export interface Storage {
  records: GameRecordStore;
  accounts: AccountStore;
  ratings: RatingStore;
  close(): Promise<void>;
}

/**
 * With DATABASE_URL, PostgreSQL (one pool, the schema migrated at start); without it, DATA_DIR/games.sqlite exactly
 * as before: the records' store opens (and migrates) the file, accounts and ratings take their own connections to it.
 * Either fails start-up with a one-line RecordStoreError when the database cannot be opened.
 */
export async function openStorage(config: Config, logger: Logger): Promise<Storage> {
  const retrySeconds = config.STORAGE_OPEN_RETRY_SECONDS;
  if (config.DATABASE_URL) {
    const db = await openPgDatabase({ url: config.DATABASE_URL, timeoutMs: config.DATABASE_TIMEOUT_MS, logger, retrySeconds });
    const records = new PgRecordStore(db, logger);
    return { records, accounts: new PgAccountStore(db), ratings: new PgRatingStore(db), close: () => records.close() };
  }
  const records = await openRecordStore(config.DATA_DIR, { logger, retrySeconds, groupCommit: config.GROUP_COMMIT });
  const file = join(config.DATA_DIR, "games.sqlite");
  const accounts = new SqliteAccountStore(file);
  const ratings = new SqliteRatingStore(file);
  return {
    records,
    accounts,
    ratings,
    async close() {
      closeChatsBeside(records);
      records.close();
      accounts.close();
      ratings.close();
    },
  };
}
