import { Worker } from "node:worker_threads";

/**
 * How often the background thread copies the WAL into games.sqlite. At 1,000 tables the WAL grows by about 1,000
 * pages a second, so each checkpoint copies about a second of moves.
 */
export const CHECKPOINT_EVERY_MS = 1000;

/**
 * The WAL size (pages) at which the writing connection checkpoints anyway: only if the background thread falls far
 * behind or is gone. SQLite's default is 1,000.
 */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 20_000;

/** How long close() waits for the thread to let go of the database (it answers within one checkpoint). */
const CLOSE_WAIT_MS = 5000;

/**
 * Where the thread's connection stands, in memory shared with the main thread, so that close() can tell without
 * waiting for the thread to start whether it may still touch the data directory.
 */
const NOT_OPENED = 0;
const OPEN = 1;
const DONE = 2;

// Plain JavaScript, evaluated in the thread: no TypeScript loader is needed there, in production or under ts-node.
const THREAD_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const state = workerData.state;
const done = () => {
  Atomics.store(state, 0, ${DONE});
  Atomics.notify(state, 0);
};
// A store closed before this thread got going: never open the file it has let go of.
if (Atomics.compareExchange(state, 0, ${NOT_OPENED}, ${OPEN}) === ${NOT_OPENED}) {
  let db;
  try {
    db = new (require(workerData.driver))(workerData.file, { timeout: workerData.busyTimeoutMs });
  } catch (e) {
    done();
    throw e;
  }
  const checkpoint = () => {
    try {
      db.pragma("wal_checkpoint(PASSIVE)");
    } catch (e) {
      parentPort.postMessage({ failed: String((e && e.message) || e) });
    }
  };
  // At once as well: a WAL left by the last run is folded in without waiting.
  checkpoint();
  parentPort.postMessage({ opened: true });
  const timer = setInterval(checkpoint, workerData.everyMs);
  parentPort.on("message", (m) => {
    if (m !== "close") return;
    clearInterval(timer);
    db.close();
    done();
    parentPort.close();
  });
}
`;

/**
 * Checkpoints games.sqlite from a thread of its own. SQLite's automatic checkpoint runs inside the commit that crosses
 * 1,000 WAL pages, on the connection that commits: it copies the pages and syncs both files while the event loop, and
 * so every table of the process, waits. At 1,000 tables that was about once a second, 10–29 ms each time (measured,
 * docs/operations.md, issue 27). A PASSIVE checkpoint from another connection never waits for, nor blocks, the writer;
 * the writer's own automatic checkpoint is moved out to FALLBACK_AUTOCHECKPOINT_PAGES.
 */
export class BackgroundCheckpointer {
  private readonly thread: Worker;
  private readonly state = new Int32Array(new SharedArrayBuffer(4));
  private stopped = false;
  /** Settles once the thread has its connection and has checkpointed once (so it holds the WAL index too). */
  readonly opened: Promise<void>;

  constructor(file: string, busyTimeoutMs: number, onFailure: (reason: string) => void, everyMs = CHECKPOINT_EVERY_MS) {
    this.thread = new Worker(THREAD_SOURCE, { eval: true, workerData: { file, driver: require.resolve("better-sqlite3"), busyTimeoutMs, everyMs, state: this.state } });
    const failed = (reason: string) => {
      if (this.stopped) return;
      // Not close(): a thread that has failed may never answer, and the tables must not wait for it.
      this.stopped = true;
      void this.thread.terminate();
      onFailure(reason);
    };
    let opened = () => {};
    this.opened = new Promise((resolve) => (opened = resolve));
    this.thread.on("message", (m: { failed?: string; opened?: true }) => {
      if (m.opened) opened();
      if (m.failed !== undefined) failed(m.failed);
    });
    this.thread.on("error", (e) => failed(e instanceof Error ? e.message : String(e)));
    // A process with nothing else to do may exit; the store's close() stops the thread otherwise.
    this.thread.unref();
  }

  /**
   * Returns once the thread holds no connection and will open none, so that the store's own connection closes last
   * (the last one folds the WAL into games.sqlite and removes it) and nothing touches the data directory afterwards.
   */
  close(): void {
    if (this.stopped) return;
    this.stopped = true;
    if (Atomics.compareExchange(this.state, 0, NOT_OPENED, DONE) === NOT_OPENED) return;
    this.thread.postMessage("close");
    Atomics.wait(this.state, 0, OPEN, CLOSE_WAIT_MS);
  }
}
