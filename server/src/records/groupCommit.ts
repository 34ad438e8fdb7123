import { StorageUnavailableError } from "./errors";

interface Waiting<R> {
  row: R;
  resolve: () => void;
  reject: (e: unknown) => void;
}

/**
 * How long the oldest row may wait for its commit while the turn goes on (ms of the event loop's work). A turn after
 * a stall reads every move that piled up, and a garbage collection in the middle of it held each of them too: at
 * 1,000 tables the wait from a move reaching its room to its patch was 43–63 ms at p99 with the whole turn as one
 * commit, 12–16 ms with this bound, at the same CPU per action (docs/operations.md, issue 27).
 */
export const GROUP_COMMIT_MAX_WAIT_MS = 1;

/**
 * Group commit: the rows asked for during one turn of the event loop are written in one transaction when the turn's
 * I/O is done (`setImmediate`), or sooner, by the row that finds the oldest one has waited `maxWaitMs`; each
 * caller's promise settles only then. A commit costs SQLite a WAL write and its locks whatever it holds: one per
 * action was the largest entry of the server's profile at 1,000 tables, and twenty rows in one commit cost about a
 * third as much each (docs/operations.md, issue 27).
 *
 * Nothing is confirmed before it is durable: a move's table waits for its promise (ChangeQueue.hold), as it does
 * for PostgreSQL. A storage failure refuses every row of the commit (nothing was written); any other error (a row
 * the database refuses) is one row's, so the rows are then written one by one and only that one is refused.
 */
export class GroupCommit<R> {
  private waiting: Waiting<R>[] = [];
  private scheduled = false;
  /** When the oldest waiting row was added. */
  private oldestAt = 0;

  constructor(
    /** Writes the rows in one transaction (all or none). */
    private readonly commitAll: (rows: R[]) => void,
    /** Writes one row on its own. */
    private readonly commitOne: (row: R) => void,
    private readonly later: (fn: () => void) => void = setImmediate,
    private readonly maxWaitMs = GROUP_COMMIT_MAX_WAIT_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Resolves once `row` is committed; rejects with why it was not. */
  add(row: R): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ row, resolve, reject });
      if (this.waiting.length === 1) this.oldestAt = this.now();
      else if (this.now() - this.oldestAt >= this.maxWaitMs) return this.flush();
      if (this.scheduled) return;
      this.scheduled = true;
      this.later(() => {
        this.scheduled = false;
        this.flush();
      });
    });
  }

  /** Commits what is waiting now (the turn's end, a row that waited long enough, a close that must leave none behind). */
  flush(): void {
    const batch = this.waiting;
    if (batch.length === 0) return;
    this.waiting = [];
    try {
      if (batch.length === 1) this.commitOne(batch[0].row);
      else this.commitAll(batch.map((w) => w.row));
    } catch (e) {
      if (batch.length === 1 || e instanceof StorageUnavailableError) return batch.forEach((w) => w.reject(e));
      return this.oneByOne(batch);
    }
    for (const w of batch) w.resolve();
  }

  private oneByOne(batch: Waiting<R>[]): void {
    for (const w of batch) {
      try {
        this.commitOne(w.row);
      } catch (e) {
        w.reject(e);
        continue;
      }
      w.resolve();
    }
  }
}
