import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { capturingLogger, startArena, waitFor, type TestArena } from "../support/arena";
import { HEALTH_PROBE_INTERVAL_MS } from "../../server/src/http/healthz";
import { RecordStore } from "../../server/src/records/store";
import { sampleGame } from "../support/records";

let n = 0;
const newGame = () => sampleGame(++n);

function failsTyped(run: () => unknown): void {
  expect(run).toThrow(/storage unavailable/);
}

describe("/healthz while writes fail", () => {
  let t: TestArena;
  beforeAll(async () => {
    t = await startArena();
  });
  afterAll(async () => {
    await t.stop();
  });

  test("hundreds of health checks run the write probe at most once per interval, answered from the last result", async () => {
    const other = new Database(join(t.dataDir, "games.sqlite"));
    other.exec("BEGIN EXCLUSIVE");
    const probe = jest.spyOn(t.store, "probe");
    const started = Date.now();
    try {
      failsTyped(() => t.store.createGame(newGame()));
      let answered = 0;
      for (let burst = 0; burst < 10; burst++) {
        const statuses = await Promise.all(Array.from({ length: 30 }, () => fetch(`http://127.0.0.1:${t.port}/healthz`).then((r) => r.status)));
        expect(statuses.every((s) => s === 503)).toBe(true);
        answered += statuses.length;
      }
      expect(answered).toBe(300);
      const intervals = Math.floor((Date.now() - started) / HEALTH_PROBE_INTERVAL_MS) + 1;
      expect(probe.mock.calls.length).toBeGreaterThanOrEqual(1);
      expect(probe.mock.calls.length).toBeLessThanOrEqual(intervals);
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    // Released: a later probe finds the storage writable again, without any player's write.
    const end = Date.now() + 5 * HEALTH_PROBE_INTERVAL_MS;
    let status = 0;
    while (Date.now() < end && (status = (await fetch(`http://127.0.0.1:${t.port}/healthz`)).status) !== 200) await new Promise((r) => setTimeout(r, 100));
    expect(status).toBe(200);
    probe.mockRestore();
  }, 60_000);
});

test("a storage that flaps logs one failing line and one recovered line once writes have kept working", async () => {
  const dir = mkdtempSync(join(tmpdir(), "wuxing-flap-"));
  const { logger, lines } = capturingLogger();
  const store = new RecordStore(join(dir, "games.sqlite"), { logger, recoveryQuietMs: 1_000 });
  const other = new Database(join(dir, "games.sqlite"));
  try {
    // Synchronous from here to the last write: no timer can fire in between, whatever the machine's load.
    for (let flap = 0; flap < 3; flap++) {
      other.exec("BEGIN EXCLUSIVE");
      failsTyped(() => store.createGame(newGame()));
      other.exec("ROLLBACK");
      store.createGame(newGame());
    }
    const storageLines = () => lines.filter((l) => /game record storage/.test(l.msg)).map((l) => l.msg);
    expect(storageLines()).toEqual(["game record storage is failing; actions are refused until it recovers"]);
    await waitFor(() => storageLines().length === 2, 10_000, "the recovered line");
    expect(storageLines()[1]).toBe("game record storage recovered");
  } finally {
    other.close();
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
