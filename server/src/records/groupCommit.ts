import { StorageUnavailableError } from "./errors";

interface Waiting<R> {
  row: R;
  resolve: () => void;
  reject: (e: unknown) => void;
}

/**
 * Group commit: the rows asked for during one turn of the event loop are written in one transaction when the turn's
 * I/O is done (`setImmediate`), and each caller's promise settles only then. A commit costs SQLite a WAL write and
 * its locks whatever it holds: one per action was the largest entry of the server's profile at 1,000 tables, and
 * twenty rows in one commit cost about a third as much each (docs/operations.md, issue 27).
 *
 * Nothing is confirmed before it is durable: a move's table waits for its promise (ChangeQueue.hold), as it does
 * for PostgreSQL. A storage failure refuses every row of the commit (nothing was written); any other error (a row
 * the database refuses) is one row's, so the rows are then written one by one and only that one is refused.
 */
export class GroupCommit<R> {
  private waiting: Waiting<R>[] = [];
  private scheduled = false;

  constructor(
    /** Writes the rows in one transaction (all or none). */
    private readonly commitAll: (rows: R[]) => void,
    /** Writes one row on its own. */
    private readonly commitOne: (row: R) => void,
    private readonly later: (fn: () => void) => void = setImmediate,
  ) {}

  /** Resolves once `row` is committed; rejects with why it was not. */
  add(row: R): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ row, resolve, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      this.later(() => this.flush());
    });
  }

  /** Commits what is waiting now (the scheduled flush, or a close that must not leave rows behind). */
  flush(): void {
    this.scheduled = false;
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
