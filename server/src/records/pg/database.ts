import { Pool, types, type PoolClient, type QueryResultRow } from "pg";
import { RecordStoreError, StorageUnavailableError, describeCause } from "../errors";
import type { StoreLogger } from "../healthLog";
import { PG_MIGRATIONS, migratePg } from "./migrations";
import { withoutPassword } from "../../urlWithoutPassword";

/** Milliseconds and counts are BIGINT: read back as numbers, like SQLite's integers (never above 2^53 here). */
const INT8 = 20;
const parseTypes = { getTypeParser: ((oid: number, format?: "text" | "binary") => (oid === INT8 ? Number : types.getTypeParser(oid, format as "text"))) as typeof types.getTypeParser };

/** SQLSTATE classes meaning "the database cannot serve this now" (connection, resources, shutdown, system, lock). */
const UNAVAILABLE_CLASSES = ["08", "53", "57", "58", "40", "55"];
/** What pg says when a connection could not be made, was cut, or a timeout fired (it has no SQLSTATE then). */
const CONNECTION_TROUBLE = /connection terminated|timeout exceeded when trying to connect|query read timeout|connection error|not queryable|connection ended/i;

/**
 * Whether a pg error says the database cannot serve the call now (down, unreachable, too slow, disk full) rather
 * than that the program asked for something wrong: a constraint violation or bad SQL is a bug and keeps its error.
 */
export function isPgStorageFailure(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return UNAVAILABLE_CLASSES.includes(code.slice(0, 2));
  // No SQLSTATE: node's socket errors (ECONNREFUSED, ECONNRESET, ETIMEDOUT…) or pg's own connection messages.
  if (typeof code === "string" && /^E[A-Z]+$/.test(code)) return true;
  return e instanceof Error && CONNECTION_TROUBLE.test(e.message);
}

export const isUniqueViolation = (e: unknown) => (e as { code?: unknown } | null)?.code === "23505";

export interface PgOptions {
  url: string;
  /** How long a query (and getting a connection) may take before it counts as storage unavailable. */
  timeoutMs: number;
  logger: StoreLogger;
  /** Connections per process. */
  max?: number;
}

/**
 * One pool per process for every PostgreSQL store (records, chat, accounts, ratings). A query that fails because the
 * database is down or too slow rejects with the pg error; each store turns it into its typed refusal.
 */
export class PgDatabase {
  readonly pool: Pool;

  constructor(options: PgOptions) {
    this.pool = new Pool({
      connectionString: options.url,
      max: options.max ?? 10,
      connectionTimeoutMillis: options.timeoutMs,
      query_timeout: options.timeoutMs,
      statement_timeout: options.timeoutMs,
      types: parseTypes,
    });
    // An idle connection the server drops (a restart) must not crash the process: the next query reconnects.
    this.pool.on("error", (err) => options.logger.warn({ reason: describeCause(err) }, "an idle PostgreSQL connection failed"));
  }

  async query<R extends QueryResultRow>(sql: string, params: unknown[] = []): Promise<{ rows: R[]; rowCount: number }> {
    const r = await this.pool.query<R>(sql, params);
    return { rows: r.rows, rowCount: r.rowCount ?? 0 };
  }

  /** `work` inside one transaction on one connection: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const out = await work(client);
      await client.query("COMMIT");
      return out;
    } catch (e) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

/** Runs a call; a storage failure becomes StorageUnavailableError (anything else is a bug and keeps its error). */
export async function unavailableAs<T>(operation: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    throw isPgStorageFailure(e) ? new StorageUnavailableError(operation, e) : e;
  }
}

const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 5_000;

/**
 * Connects and brings the schema up to date at start-up. A database that is not reachable yet is retried with
 * backoff for `retrySeconds`; then a RecordStoreError names the cause in one line (the process exits for a
 * supervisor to restart it), as for SQLite (openStore.ts).
 */
export async function openPgDatabase(options: PgOptions & { retrySeconds: number; sleep?: (ms: number) => Promise<void> }): Promise<PgDatabase> {
  const { logger, retrySeconds, sleep = (ms) => new Promise((r) => setTimeout(r, ms)) } = options;
  const db = new PgDatabase(options);
  let slept = 0;
  for (let attempt = 1, delay = FIRST_RETRY_MS; ; attempt++, delay = Math.min(delay * 2, LONGEST_RETRY_MS)) {
    try {
      await migratePg(db, PG_MIGRATIONS);
      return db;
    } catch (e) {
      if (!isPgStorageFailure(e) || slept + delay > retrySeconds * 1000) {
        await db.close().catch(() => undefined);
        throw new RecordStoreError(`Cannot open the PostgreSQL record database (${withoutPassword(options.url)}): ${describeCause(e)}; tried ${attempt} times. Nothing was changed; fix the cause and start again.`, { cause: e });
      }
      logger.warn({ attempt, retryInMs: delay, cause: describeCause(e) }, "cannot reach the PostgreSQL record database yet; retrying");
      await sleep(delay);
      slept += delay;
    }
  }
}

