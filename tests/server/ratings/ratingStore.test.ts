import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RecordStore } from "../../../server/src/records/store";
import { SqliteRatingStore } from "../../../server/src/ratings/sqliteStore";
import { NEW_PLAYER, ratePeriod } from "../../../server/src/ratings/glicko2";
import { Ratings } from "../../../server/src/ratings/service";
import { ratingAt, RATING_PERIODS_PER_DAY } from "../../../server/src/ratings/period";

const DAY = 24 * 3600_000;
const T0 = Date.UTC(2026, 10, 1);

let dir: string;
let records: RecordStore;
let store: SqliteRatingStore;
let raw: Database.Database;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "ratings-"));
  const file = join(dir, "games.sqlite");
  records = new RecordStore(file);
  store = new SqliteRatingStore(file);
  raw = new Database(file);
  for (const name of ["alice", "bob", "carol", "dave", "erin"]) {
    raw.prepare(`INSERT INTO accounts (id, username, username_key, password_hash, password_salt, password_params, created_at) VALUES (?, ?, ?, 'h', 's', '{}', 0)`).run(`id-${name}`, name, name);
  }
});

afterEach(() => {
  raw.close();
  store.close();
  records.close();
  rmSync(dir, { recursive: true, force: true });
});

function newGame(id: string, mode = "shengke") {
  records.createGame({ id, code: id.slice(0, 6), mode, engineVersion: "1", options: {}, table: {}, seats: [{ name: "alice", bot: false }, { name: "bob", bot: false }], seed: "s", commitment: "c", createdAt: T0 });
}

const finish = (gameId: string, at: number, mode = "shengke") => ({ gameId, mode, result: { winners: [0], draw: false }, finalStateHash: "h", at });
const players = [{ accountId: "id-alice", seat: 0 }, { accountId: "id-bob", seat: 1 }];

test("a rated game finishes the record and changes both ratings by Glicko-2's amounts, in one step", async () => {
  const ratings = new Ratings(store, () => T0);
  newGame("g1");
  const changes = await ratings.finishRated(finish("g1", T0), players, { winners: [0], draw: false });
  const winner = ratePeriod(NEW_PLAYER, [{ opponent: NEW_PLAYER, score: 1 }]);
  const loser = ratePeriod(NEW_PLAYER, [{ opponent: NEW_PLAYER, score: 0 }]);
  expect(changes).toEqual([
    { accountId: "id-alice", seat: 0, before: NEW_PLAYER, after: winner },
    { accountId: "id-bob", seat: 1, before: NEW_PLAYER, after: loser },
  ]);
  expect(Math.round(winner.rating)).toBe(1662); // two new players: ±162 (lichess shows the same first-game swing)
  expect(Math.round(loser.rating)).toBe(1338);
  expect(records.getGame("g1")).toMatchObject({ status: "finished", result: { winners: [0], draw: false }, finishedAt: T0 });
  expect(await ratings.ratingOf("id-alice", "shengke")).toEqual({ rating: 1662, deviation: Math.round(winner.deviation), provisional: true, games: 1 });
  expect(await store.changesOf("g1")).toEqual(changes);
  expect(await store.history("id-bob", "shengke", 10)).toEqual([{ gameId: "g1", at: T0, rating: loser.rating, deviation: loser.deviation }]);
});

test("the second game rates each player against the other's rating before it, after idle growth", async () => {
  const ratings = new Ratings(store, () => T0);
  newGame("g1");
  const [a1, b1] = (await ratings.finishRated(finish("g1", T0), players, { winners: [0], draw: false }))!;
  newGame("g2");
  const later = T0 + 10 * DAY;
  const [a2, b2] = (await ratings.finishRated(finish("g2", later), players, { winners: [], draw: true }))!;
  const aBefore = ratingAt({ ...a1.after, ratedAt: T0 }, later);
  const bBefore = ratingAt({ ...b1.after, ratedAt: T0 }, later);
  expect(aBefore.deviation).toBeGreaterThan(a1.after.deviation);
  expect(a2.before).toEqual(aBefore);
  expect(a2.after).toEqual(ratePeriod(aBefore, [{ opponent: bBefore, score: 0.5 }]));
  expect(b2.after).toEqual(ratePeriod(bBefore, [{ opponent: aBefore, score: 0.5 }]));
  expect((await store.ratingsOf("id-alice"))[0]).toMatchObject({ games: 2, ratedAt: later });
});

test("idle time counts in fractional periods: 0.21436 a day", () => {
  const r = { rating: 1700, deviation: 60, volatility: 0.06, ratedAt: T0 };
  const month = ratingAt(r, T0 + 30 * DAY);
  const phi = 60 / 173.7178;
  expect(month.deviation).toBeCloseTo(173.7178 * Math.sqrt(phi * phi + 0.06 * 0.06 * 30 * RATING_PERIODS_PER_DAY), 9);
  expect(ratingAt(r, T0 - DAY)).toEqual({ rating: 1700, deviation: 60, volatility: 0.06 }); // a clock going back adds nothing
});

test("a game no longer in play (already finished, aborted or unknown) changes no rating", async () => {
  const ratings = new Ratings(store, () => T0);
  newGame("g1");
  await ratings.finishRated(finish("g1", T0), players, { winners: [0], draw: false });
  expect(await ratings.finishRated(finish("g1", T0 + 1), players, { winners: [1], draw: false })).toBeNull();
  newGame("g2");
  records.abortGame("g2");
  expect(await ratings.finishRated(finish("g2", T0 + 2), players, { winners: [1], draw: false })).toBeNull();
  expect(await ratings.finishRated(finish("nope", T0 + 3), players, { winners: [1], draw: false })).toBeNull();
  expect((await store.ratingsOf("id-alice"))[0]).toMatchObject({ games: 1 });
  expect(await store.history("id-alice", "shengke", 10)).toHaveLength(1);
});

test("when the rating write fails the finish is rolled back too: the game stays in play, ratings unchanged", async () => {
  newGame("g1");
  // The failure comes after the game row was already updated inside the transaction.
  const failing = () => {
    throw new Error("rating write failed");
  };
  await expect(store.finishRated(finish("g1", T0), players, failing)).rejects.toThrow(/rating write failed/);
  expect(records.getGame("g1")?.status).toBe("playing");
  expect(await store.ratingsOf("id-alice")).toEqual([]);
  expect(await store.changesOf("g1")).toEqual([]);
});

test("a storage failure is a typed StorageUnavailableError and changes nothing", async () => {
  newGame("g1");
  raw.exec("BEGIN IMMEDIATE"); // another connection holds the write lock past the busy timeout
  await expect(new Ratings(store, () => T0).finishRated(finish("g1", T0), players, { winners: [0], draw: false })).rejects.toMatchObject({ code: "storage_unavailable" });
  raw.exec("ROLLBACK");
  expect(records.getGame("g1")?.status).toBe("playing");
});

describe("leaderboard", () => {
  const put = (name: string, mode: string, rating: number, deviation: number, ratedAt: number) =>
    raw.prepare(`INSERT INTO ratings (account_id, mode, rating, deviation, volatility, games, rated_at) VALUES (?, ?, ?, ?, 0.06, 20, ?)`).run(`id-${name}`, mode, rating, deviation, ratedAt);

  test("highest first; only active players (a game in 30 days) with a settled deviation; the viewer's own place", async () => {
    const now = T0 + 100 * DAY;
    put("alice", "shengke", 1600, 60, now - DAY);
    put("bob", "shengke", 1800, 70, now - 2 * DAY);
    put("carol", "shengke", 2000, 60, now - 31 * DAY); // inactive
    put("dave", "shengke", 1900, 150, now - DAY); // provisional
    put("erin", "shengke", 1700, 80, now - 3 * DAY);
    put("carol", "duelist", 2100, 50, now); // another mode
    const ratings = new Ratings(store, () => now);
    const board = await ratings.leaderboard("shengke", "id-erin");
    expect(board.players.map((p) => [p.place, p.username, p.rating])).toEqual([
      [1, "bob", 1800],
      [2, "erin", 1700],
      [3, "alice", 1600],
    ]);
    expect(board.you).toBe(2);
    expect((await ratings.leaderboard("shengke", "id-dave")).you).toBeNull();
    expect((await ratings.leaderboard("shengke", "id-carol")).you).toBeNull();
    expect((await ratings.leaderboard("duelist", "id-carol")).players.map((p) => p.username)).toEqual(["carol"]);
    expect((await ratings.leaderboard("shengke")).you).toBeNull();
  });

  test("equal ratings: the one who got there first ranks higher, and the place agrees with the list", async () => {
    const now = T0 + 100 * DAY;
    put("alice", "cfe", 1700, 60, now - 2 * DAY);
    put("bob", "cfe", 1700, 60, now - 5 * DAY);
    put("carol", "cfe", 1700, 60, now - 5 * DAY);
    const ratings = new Ratings(store, () => now);
    const board = await ratings.leaderboard("cfe");
    expect(board.players.map((p) => p.username)).toEqual(["bob", "carol", "alice"]);
    for (const p of board.players) expect((await ratings.leaderboard("cfe", `id-${p.username}`)).you).toBe(p.place);
  });

  test("the top 100 only", async () => {
    const now = T0 + 100 * DAY;
    const insert = raw.prepare(`INSERT INTO accounts (id, username, username_key, password_hash, password_salt, password_params, created_at) VALUES (?, ?, ?, 'h', 's', '{}', 0)`);
    for (let i = 0; i < 105; i++) {
      insert.run(`id-p${i}`, `p${i}`, `p${i}`);
      put(`p${i}`, "shengke", 1000 + i, 50, now);
    }
    const ratings = new Ratings(store, () => now);
    const board = await ratings.leaderboard("shengke", "id-p0");
    expect(board.players).toHaveLength(100);
    expect(board.players[0]).toMatchObject({ username: "p104", rating: 1104 });
    expect(board.you).toBe(105);
  });
});

test("deleting an account deletes its ratings and history", async () => {
  newGame("g1");
  await new Ratings(store, () => T0).finishRated(finish("g1", T0), players, { winners: [0], draw: false });
  raw.pragma("foreign_keys = ON");
  raw.prepare(`DELETE FROM accounts WHERE id = 'id-alice'`).run();
  expect(await store.ratingsOf("id-alice")).toEqual([]);
  expect(await store.history("id-alice", "shengke", 10)).toEqual([]);
  expect(await store.ratingsOf("id-bob")).toHaveLength(1);
});

test("the game a signed-in player sits at, while it is in play", async () => {
  newGame("g1");
  raw.prepare(`INSERT INTO seat_identities (game_id, seat, identity, name) VALUES ('g1', 0, 'account:id-alice', 'alice')`).run();
  expect(await store.gameInPlayOf("account:id-alice")).toBe("g1");
  expect(await store.gameInPlayOf("account:id-bob")).toBeUndefined();
  records.abortGame("g1");
  expect(await store.gameInPlayOf("account:id-alice")).toBeUndefined();
});
