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

// Plain JavaScript, evaluated in the thread: no TypeScript loader is needed there, in production or under ts-node.
const THREAD_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file, { timeout: workerData.busyTimeoutMs });
const timer = setInterval(() => {
  try {
    db.pragma("wal_checkpoint(PASSIVE)");
  } catch (e) {
    parentPort.postMessage({ failed: String((e && e.message) || e) });
  }
}, workerData.everyMs);
parentPort.on("message", (m) => {
  if (m !== "close") return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
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
  private stopped = false;

  constructor(file: string, busyTimeoutMs: number, onFailure: (reason: string) => void, everyMs = CHECKPOINT_EVERY_MS) {
    this.thread = new Worker(THREAD_SOURCE, { eval: true, workerData: { file, driver: require.resolve("better-sqlite3"), busyTimeoutMs, everyMs } });
    const failed = (reason: string) => {
      if (this.stopped) return;
      this.close();
      onFailure(reason);
    };
    this.thread.on("message", (m: { failed?: string }) => m.failed !== undefined && failed(m.failed));
    this.thread.on("error", (e) => failed(e instanceof Error ? e.message : String(e)));
    // A process with nothing else to do may exit; the store's close() stops the thread otherwise.
    this.thread.unref();
  }

  close(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.thread.postMessage("close");
  }
}
