import { join } from "node:path";
import { RecordStoreError, isDamagedDatabase } from "./errors";
import { RecordStore, type RecordStoreOptions, type StoreLogger } from "./store";

export interface OpenRecordStoreOptions extends RecordStoreOptions {
  logger: StoreLogger;
  /** How long to keep retrying an open the storage cannot serve now (full disk, lock) before giving up. */
  retrySeconds: number;
  /** The opening itself (tests inject failures here, e.g. a full disk). */
  open?: (dataDir: string, onQuarantine: (error: string, movedTo: string) => void, options: RecordStoreOptions) => RecordStore;
  sleep?: (ms: number) => Promise<void>;
}

const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 5_000;

/**
 * Opens DATA_DIR/games.sqlite at start-up. A file SQLite reports as damaged is moved aside (RecordStore.inDataDir);
 * a full disk, a lock held by another process or an I/O error is retried with backoff for `retrySeconds`, and if it
 * persists a RecordStoreError names the cause in one line (the process then exits for a supervisor to restart it).
 * The records are never replaced by an empty database because the storage was briefly unusable.
 */
export async function openRecordStore(dataDir: string, options: OpenRecordStoreOptions): Promise<RecordStore> {
  const { logger, retrySeconds, groupCommit, open = RecordStore.inDataDir, sleep = (ms) => new Promise((r) => setTimeout(r, ms)) } = options;
  const onQuarantine = (error: string, movedTo: string) =>
    logger.error({ error, movedTo }, "the game record database was unreadable; it was moved aside and a new one started");
  const started = Date.now();
  let slept = 0;
  for (let attempt = 1, delay = FIRST_RETRY_MS; ; attempt++, delay = Math.min(delay * 2, LONGEST_RETRY_MS)) {
    try {
      return open(dataDir, onQuarantine, { logger, groupCommit });
    } catch (e) {
      if (!(e instanceof RecordStoreError) || isDamagedDatabase(e) || !e.sqliteCode) throw e;
      if (slept + delay > retrySeconds * 1000) throw gaveUp(join(dataDir, "games.sqlite"), e, attempt, Date.now() - started);
      logger.warn({ attempt, retryInMs: delay, reason: e.sqliteCode, cause: e.message }, "cannot open the game record database yet; retrying");
      await sleep(delay);
      slept += delay;
    }
  }
}

/** What an open failure means for the operator, by SQLite result code. */
function meaningOf(code: string): string {
  if (code === "SQLITE_FULL") return "the disk (or the database's size limit) is full";
  if (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED")) return "another process holds a lock on the database";
  if (code.startsWith("SQLITE_IOERR")) return "the disk reported an I/O error";
  if (code.startsWith("SQLITE_READONLY") || code.startsWith("SQLITE_CANTOPEN") || code === "SQLITE_PERM") return "the database cannot be opened for writing";
  return "the storage refused the database";
}

function gaveUp(file: string, e: RecordStoreError, attempts: number, waitedMs: number): RecordStoreError {
  const code = e.sqliteCode!;
  const cause = (e.cause as Error).message.replace(/\s+/g, " ");
  return new RecordStoreError(
    `Cannot open the game record database ${file}: ${meaningOf(code)} (${code}: ${cause}); tried ${attempts} times over ${Math.round(waitedMs / 1000)} s. ` +
      "Nothing was moved or changed; fix the cause and start again.",
    { cause: e.cause },
  );
}
