import type { Awaitable } from "../records/awaitable";

/**
 * The game at a table changes one change at a time, and a change shows only once its record is written. With a
 * synchronous store (SQLite, GROUP_COMMIT=false) a change runs and lands in the same call. With an asynchronous one
 * (SQLite's group commit, PostgreSQL) a change holds the table from its write until the write landed; changes asked
 * for meanwhile (messages, clocks) wait their turn in the order they came, so the room never shows or builds on an
 * unwritten move.
 */
export class ChangeQueue {
  private holding = false;
  private readonly waiting: (() => void)[] = [];

  /** A write is in flight: whatever it decides about the position is not known yet. */
  get busy(): boolean {
    return this.holding;
  }

  /** Runs `change` now, or after the write in flight (then a refusal rejects the returned promise). */
  run<T>(change: () => Awaitable<T>): Awaitable<T> {
    if (!this.holding) return change();
    return new Promise<T>((resolve, reject) =>
      this.waiting.push(() => {
        try {
          Promise.resolve(change()).then(resolve, reject);
        } catch (e) {
          reject(e);
        }
      }),
    );
  }

  /**
   * Holds the table while `write` is in flight, then runs `land` with what it wrote; a failed write rejects with its
   * error and lands nothing. Either way the changes that waited run next.
   */
  hold<W, T>(write: Promise<W>, land: (written: W) => T): Promise<T> {
    this.holding = true;
    return write.then(
      (written) => {
        this.holding = false;
        try {
          return land(written);
        } finally {
          this.drain();
        }
      },
      (e: unknown) => {
        this.holding = false;
        this.drain();
        throw e;
      },
    );
  }

  private drain() {
    while (!this.holding && this.waiting.length) this.waiting.shift()!();
  }
}
