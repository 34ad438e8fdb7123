/** The game record database cannot be opened at all (start-up stops with exit code 74). The SQLite error is the cause. */
export class RecordStoreError extends Error {
  get sqliteCode(): string | undefined {
    return sqliteCode(this.cause);
  }
}

/**
 * A read or write of the game record database failed for a reason outside the program: the database is locked by
 * another connection, the disk is full, the file became read-only or unreadable. Callers catch it and refuse the
 * one operation (a room answers `storage_unavailable`, the HTTP API 503) instead of crashing; the server stays up
 * and `/healthz` reports the reason until a write succeeds again.
 */
export class StorageUnavailableError extends Error {
  readonly code = "storage_unavailable";

  constructor(readonly operation: string, cause: unknown) {
    super(`game record storage unavailable (${operation}): ${describeCause(cause)}`, { cause });
    this.name = "StorageUnavailableError";
  }

  /** SQLite's result code (SQLITE_BUSY, SQLITE_FULL, SQLITE_READONLY, …) when the cause is an SQLite error. */
  get sqliteCode(): string | undefined {
    return sqliteCode(this.cause);
  }
}

/** A stored row that does not parse (hand-edited, half-written by a bug, damaged): the store marks it aborted. */
export class CorruptRecordError extends Error {
  constructor(readonly gameId: string, readonly problem: string) {
    super(`game record ${gameId} is unreadable: ${problem}`);
    this.name = "CorruptRecordError";
  }
}

export function sqliteCode(e: unknown): string | undefined {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("SQLITE_") ? code : undefined;
}

/**
 * SQLite errors that mean "the storage cannot take this now" rather than "the program asked for something wrong":
 * a constraint violation (a duplicate action number, say) is a bug and keeps its own error.
 */
export function isStorageFailure(e: unknown): boolean {
  const code = sqliteCode(e);
  return code !== undefined && !code.startsWith("SQLITE_CONSTRAINT") && code !== "SQLITE_MISUSE" && code !== "SQLITE_ERROR";
}

export function describeCause(e: unknown): string {
  const code = sqliteCode(e);
  const message = e instanceof Error ? e.message : String(e);
  return code ? `${code}: ${message}` : message;
}

/**
 * Whether SQLite itself says the file is damaged or is not a database (SQLITE_CORRUPT*, SQLITE_NOTADB). Only such a
 * file may be moved aside at start-up: every other open failure (full disk, lock, I/O error) says nothing about the
 * records in it.
 */
export function isDamagedDatabase(e: unknown): boolean {
  const code = sqliteCode(e instanceof RecordStoreError ? e.cause : e);
  return code !== undefined && (code.startsWith("SQLITE_CORRUPT") || code === "SQLITE_NOTADB");
}
