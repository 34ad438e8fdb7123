import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";

/**
 * What the data directory remembers about the database beside it, so that a database which opens with fewer games
 * than it once had is noticed instead of silently starting over. SQLite cannot tell: 4 KB of garbage in the WAL,
 * or a main file emptied by a bad copy, open as a valid (empty) database.
 *
 * The marker is a small JSON file beside the database holding the highest game row number ever written. Rows are
 * never deleted, so that number never goes down in a healthy database.
 */
export interface DataMarker {
  /** Highest `rowid` of the games table seen so far. */
  games: number;
  updatedAt: number;
}

export function markerFileFor(dbFile: string): string {
  return `${dbFile}.marker.json`;
}

export function readMarker(file: string): DataMarker | null {
  try {
    const m = JSON.parse(readFileSync(file, "utf8")) as Partial<DataMarker>;
    return typeof m.games === "number" && Number.isInteger(m.games) && m.games >= 0 ? { games: m.games, updatedAt: Number(m.updatedAt) || 0 } : null;
  } catch {
    return null;
  }
}

/** Written beside and renamed over, so a crash leaves either the old marker or the new one. */
export function writeMarker(file: string, games: number): void {
  const tmp = `${file}.tmp`;
  writeFileSync(tmp, JSON.stringify({ games, updatedAt: Date.now() } satisfies DataMarker));
  renameSync(tmp, file);
}

/** Size of the WAL file before SQLite opens (and possibly discards) it; 0 when there is none. */
export function walBytes(dbFile: string): number {
  try {
    return statSync(`${dbFile}-wal`).size;
  } catch {
    return 0;
  }
}

/** Databases moved aside as unreadable (`games.sqlite.corrupt-<ms>`), oldest first. */
export function quarantinedFiles(dbFile: string): string[] {
  const dir = dirname(dbFile);
  if (!existsSync(dir)) return [];
  const prefix = `${basename(dbFile)}.corrupt-`;
  return readdirSync(dir)
    .filter((f) => f.startsWith(prefix) && !f.endsWith("-wal") && !f.endsWith("-shm"))
    .sort()
    .map((f) => join(dir, f));
}

export interface OpenFacts {
  /** Games in the database just opened (its highest rowid). */
  games: number;
  /** WAL size before opening, and how many valid frames SQLite found in it. */
  walBytesBefore: number;
  walFramesRead: number;
  /** Bytes of one WAL frame (page size + 24), to tell a header-only WAL from one with content. */
  walFrameBytes: number;
  marker: DataMarker | null;
  quarantined: string[];
}

/** Reasons to believe records were lost; empty when the database looks like what the directory remembers. */
export function dataLossSuspicions(f: OpenFacts): string[] {
  const out: string[] = [];
  if (f.marker && f.marker.games > f.games) {
    out.push(`the marker file says ${f.marker.games} games had been recorded here, but the database holds ${f.games}`);
  }
  if (f.walBytesBefore >= 32 + f.walFrameBytes && f.walFramesRead === 0) {
    out.push(`the write-ahead log held ${f.walBytesBefore} bytes, but SQLite found no valid transaction in it (it was discarded)`);
  }
  if (f.games === 0 && f.quarantined.length > 0) {
    out.push(`the database is empty and an earlier one was moved aside as unreadable (${f.quarantined.map((q) => basename(q)).join(", ")})`);
  }
  return out;
}
