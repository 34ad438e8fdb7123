import Database from "better-sqlite3";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BackgroundCheckpointer, FALLBACK_AUTOCHECKPOINT_PAGES } from "../../../server/src/records/checkpointer";
import { RecordStore } from "../../../server/src/records/store";
import { sampleGame } from "../../support/records";
import { waitFor } from "../../support/arena";

/**
 * SQLite's automatic checkpoint ran inside a commit on the event loop (10–29 ms, once a second at 1,000 tables): the
 * WAL is now copied into games.sqlite by a thread with its own connection (issue 27).
 */
let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), "bg-checkpoint-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test("moves reach games.sqlite itself without the writing connection checkpointing", async () => {
  const store = RecordStore.inDataDir(dir);
  try {
    const file = join(dir, "games.sqlite");
    const writer = (store as unknown as { db: Database.Database }).db;
    expect(writer.pragma("wal_autocheckpoint", { simple: true })).toBe(FALLBACK_AUTOCHECKPOINT_PAGES);
    const games = Array.from({ length: 40 }, (_, i) => sampleGame(i + 1));
    for (const g of games) store.createGame(g);
    const before = statSync(file).size;
    for (let seq = 0; seq < 50; seq++) for (const g of games) store.appendAction(g.id, { seq, seat: seq % 2, action: { type: "draw", note: "x".repeat(200) } });
    // Far below the writer's own threshold: only the thread can have copied the pages.
    await waitFor(() => statSync(file).size > before + 400_000, 10_000, "the WAL copied into games.sqlite");
    expect(store.getActions(games[39].id)).toHaveLength(50);
  } finally {
    store.close();
  }
});

test("a closed store has let go of its data directory: the thread's connection first, the WAL folded in and gone", async () => {
  // The thread's connection used to close a moment after the store's, or open after it, under a caller's rmSync (CI).
  for (const waitForTheThread of [true, false]) {
    const store = RecordStore.inDataDir(dir);
    const game = sampleGame(waitForTheThread ? 1 : 2);
    store.createGame(game);
    store.appendAction(game.id, { seq: 0, seat: 0, action: { type: "draw" } });
    if (waitForTheThread) await (store as unknown as { checkpointer: BackgroundCheckpointer }).checkpointer.opened;
    store.close();
    const leftovers = () => readdirSync(dir).filter((f) => /^games\.sqlite-/.test(f));
    expect(leftovers()).toEqual([]);
    await new Promise((r) => setTimeout(r, 300));
    expect(leftovers()).toEqual([]);
  }
});

test("a thread that cannot checkpoint says why, once, and stops", async () => {
  const reasons: string[] = [];
  const thread = new BackgroundCheckpointer(join(dir, "missing", "games.sqlite"), 50, (r) => reasons.push(r), 20);
  await waitFor(() => reasons.length > 0, 10_000, "the failure reported");
  await new Promise((r) => setTimeout(r, 100));
  expect(reasons).toHaveLength(1);
  expect(reasons[0]).toMatch(/directory|open|exist/i);
  thread.close();
});
