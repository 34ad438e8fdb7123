import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GroupCommit } from "../../../server/src/records/groupCommit";
import { RecordStore, StorageUnavailableError } from "../../../server/src/records/store";
import { sampleGame } from "../../support/records";

/**
 * Group commit (issue 27): the appends of one turn of the event loop share a commit, and none is confirmed before
 * it is durable. Read through a second connection, as another process (or the next one after a crash) would.
 */
let dir: string;
let store: RecordStore;
let other: Database.Database;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "group-commit-"));
  // No wait budget here: a pause between two appends of one turn must not split its commit (the budget is tested below).
  store = RecordStore.inDataDir(dir, undefined, { groupCommit: true, groupCommitMaxWaitMs: Infinity });
  other = new Database(join(dir, "games.sqlite"), { readonly: true });
});
afterEach(() => {
  other.close();
  if (store.isOpen) store.close();
  rmSync(dir, { recursive: true, force: true });
});

const onDisk = (gameId: string) => (other.prepare("SELECT seq FROM actions WHERE game_id = ? ORDER BY seq").all(gameId) as { seq: number }[]).map((r) => r.seq);
const draw = (seq: number) => ({ seq, seat: 0, action: { type: "draw" } });

test("an append answers a promise that settles once its commit is on disk, not before", async () => {
  const game = sampleGame(1);
  store.createGame(game);
  const written = store.appendAction(game.id, draw(0));
  expect(written).toBeInstanceOf(Promise);
  expect(onDisk(game.id)).toEqual([]);
  await written;
  expect(onDisk(game.id)).toEqual([0]);
});

test("the appends of one turn are written together, and every one of them is confirmed", async () => {
  const games = [1, 2, 3, 4].map(sampleGame);
  games.forEach((g) => store.createGame(g));
  const settled = games.map((g) => store.appendAction(g.id, draw(0)));
  for (const g of games) expect(onDisk(g.id)).toEqual([]);
  await settled[0];
  // The first confirmation comes with the whole turn's commit.
  for (const g of games) expect(onDisk(g.id)).toEqual([0]);
  await Promise.all(settled);
});

test("a row the database refuses is refused alone; the others of its commit are written", async () => {
  const game = sampleGame(1);
  store.createGame(game);
  await store.appendAction(game.id, draw(0));
  const results = await Promise.allSettled([store.appendAction(game.id, draw(1)), store.appendAction(game.id, draw(0)), store.appendAction(game.id, draw(2))]);
  expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
  expect(onDisk(game.id)).toEqual([0, 1, 2]);
});

test("a storage failure refuses every append of the commit, writes none, and the store says so", async () => {
  const game = sampleGame(1);
  store.createGame(game);
  const locker = new Database(join(dir, "games.sqlite"));
  locker.exec("BEGIN EXCLUSIVE");
  let results: PromiseSettledResult<void>[];
  try {
    results = await Promise.allSettled([store.appendAction(game.id, draw(0)), store.appendAction(game.id, draw(1))]);
  } finally {
    locker.exec("ROLLBACK");
    locker.close();
  }
  expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
  for (const r of results) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(StorageUnavailableError);
  expect(store.health()).toMatchObject({ writable: false, operation: "appendAction" });
  expect(onDisk(game.id)).toEqual([]);
  await store.appendAction(game.id, draw(0));
  expect(store.health().writable).toBe(true);
});

test("closing the store writes the appends still waiting for their commit", async () => {
  const game = sampleGame(1);
  store.createGame(game);
  const written = store.appendAction(game.id, draw(0));
  store.close();
  await written;
  expect(onDisk(game.id)).toEqual([0]);
});

test("without group commit an append is its own commit and answers at once", () => {
  const plain = new RecordStore(":memory:");
  try {
    plain.createGame(sampleGame(1));
    expect(plain.appendAction(sampleGame(1).id, draw(0))).toBeUndefined();
    expect(plain.getActions(sampleGame(1).id)).toHaveLength(1);
  } finally {
    plain.close();
  }
});

describe("GroupCommit", () => {
  test("one flush per turn, whatever was added during it; a lone row takes the single-row write", () => {
    const turns: (() => void)[] = [];
    const all: number[][] = [];
    const one: number[] = [];
    const batch = new GroupCommit<number>((rows) => void all.push(rows), (row) => void one.push(row), (fn) => turns.push(fn));
    void batch.add(1);
    void batch.add(2);
    void batch.add(3);
    expect(turns).toHaveLength(1);
    turns.shift()!();
    expect(all).toEqual([[1, 2, 3]]);
    void batch.add(4);
    expect(turns).toHaveLength(1);
    turns.shift()!();
    expect(one).toEqual([4]);
  });
});

describe("GroupCommit's wait budget", () => {
  test("the row that finds the oldest waiting 1 ms commits them all at once; later rows wait for the turn's end", async () => {
    let clock = 0;
    const turns: (() => void)[] = [];
    const all: number[][] = [];
    const batch = new GroupCommit<number>((rows) => void all.push(rows), () => undefined, (fn) => turns.push(fn), 1, () => clock);
    const settled: number[] = [];
    const add = (n: number) => void batch.add(n).then(() => settled.push(n));
    add(1);
    clock = 0.6;
    add(2);
    expect(all).toEqual([]);
    clock = 1.0;
    add(3);
    expect(all).toEqual([[1, 2, 3]]);
    await Promise.resolve();
    expect(settled).toEqual([1, 2, 3]);
    add(4);
    clock = 1.5;
    add(5);
    expect(turns).toHaveLength(1);
    turns.shift()!();
    expect(all).toEqual([[1, 2, 3], [4, 5]]);
  });
});
