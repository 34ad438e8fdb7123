import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../../server/src/config";
import { createLogger } from "../../../server/src/logger";
import { openStorage, type Storage } from "../../../server/src/storage";
import { chatsBeside } from "../../../server/src/records/chat";
import { StorageUnavailableError } from "../../../server/src/records/errors";
import { PgDatabase } from "../../../server/src/records/pg/database";
import { PgRecordStore } from "../../../server/src/records/pg/recordStore";
import { backupPostgres } from "../../../server/src/records/pg/backup";
import { BackupError } from "../../../server/src/records/backup";
import { UsernameTakenError, type Account } from "../../../server/src/accounts/store";
import type { RatingChange } from "../../../server/src/ratings/store";
import { describeWithTools, freePort } from "../../support/cluster";
import { startPostgres, type ThrowawayPostgres } from "../../support/postgres";
import { sampleGame } from "../../support/records";

/**
 * One suite, both stores (issue 26): what the server relies on of records, chat, accounts and ratings holds for
 * SQLite in DATA_DIR and for PostgreSQL (DATABASE_URL), each opened through openStorage as the server opens it.
 */
const logger = createLogger("silent");
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function openWith(env: Record<string, string>): Promise<Storage> {
  const dataDir = mkdtempSync(join(tmpdir(), "wuxing-stores-"));
  dirs.push(dataDir);
  return openStorage(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", STORAGE_OPEN_RETRY_SECONDS: "0", ...env }), logger);
}

const account = (n: number, username: string): Account => ({
  id: `acc-${n}`,
  username,
  password: { hash: "h", salt: "s", params: { N: 16384, r: 8, p: 1, keylen: 64 } },
  prefs: {},
  createdAt: n,
});

function storeContract(open: () => Promise<Storage>) {
  let s: Storage;
  beforeEach(async () => {
    s = await open();
  });
  afterEach(() => s.close());

  test("a game's row, actions, seats and end read back as written; the seed shows only once it is over", async () => {
    const g = sampleGame(1);
    await s.records.createGame(g);
    for (const seq of [0, 1, 2]) await s.records.appendAction(g.id, { seq, seat: seq % 2, action: { type: "pass" }, by: "player", t: 100 + seq });
    await s.records.updateSeats(g.id, [{ name: "a", bot: false }, { name: "b", bot: true, replacedByBot: true }]);
    expect(await s.records.actionCount(g.id)).toBe(3);
    expect((await s.records.getActions(g.id, 1)).map((a) => a.seq)).toEqual([1, 2]);
    const running = await s.records.record(g.id, false);
    expect(running).toMatchObject({ id: g.id, mode: "drawpass", createdAt: 1, seats: [{ name: "a", bot: false }, { name: "b", bot: true, replacedByBot: true }] });
    expect(running).not.toHaveProperty("seed");
    expect((await s.records.unfinishedGames()).map((r) => r.id)).toEqual([g.id]);
    await s.records.finishGame(g.id, { winners: [0] }, "hash", 5_000);
    const done = await s.records.record(g.id, false);
    expect(done).toMatchObject({ seed: "s", result: { winners: [0] }, finishedAt: 5_000, finalStateHash: "hash" });
    expect(done!.actions).toEqual([0, 1, 2].map((seq) => ({ seq, seat: seq % 2, action: { type: "pass" }, by: "player", t: 100 + seq })));
    expect(await s.records.unfinishedGames()).toEqual([]);
    expect(s.records.health().writable).toBe(true);
  });

  test("unfinished games list oldest first; recent finished games newest first, by mode; aborted games in neither", async () => {
    for (const n of [3, 1, 2, 4]) await s.records.createGame({ ...sampleGame(n), mode: n === 4 ? "shengke" : "drawpass" });
    expect((await s.records.unfinishedGames()).map((g) => g.createdAt)).toEqual([1, 2, 3, 4]);
    await s.records.finishGame(sampleGame(1).id, null, "h1", 10);
    await s.records.finishGame(sampleGame(2).id, null, "h2", 20);
    await s.records.finishGame(sampleGame(4).id, null, "h4", 30);
    await s.records.abortGame(sampleGame(3).id);
    expect((await s.records.recentFinished(null, 10)).map((g) => g.createdAt)).toEqual([4, 2, 1]);
    expect((await s.records.recentFinished("drawpass", 1)).map((g) => g.createdAt)).toEqual([2]);
    expect((await s.records.getGame(sampleGame(3).id))?.status).toBe("aborted");
    expect(await s.records.getGame("00000000-0000-4000-8000-000000000099")).toBeUndefined();
  });

  test("a second action with the same number is refused as a bug, not as storage trouble", async () => {
    const g = sampleGame(1);
    await s.records.createGame(g);
    await s.records.appendAction(g.id, { seq: 0, seat: 0, action: {}, by: "player", t: 1 });
    // The refusal is read as a value: better-sqlite3's native code builds its errors with the SqliteError class of the
    // first test file that loaded it in this jest worker, another realm's Error, which `rejects.toThrow()` does not
    // recognise as thrown.
    const refusal = await (async () => s.records.appendAction(g.id, { seq: 0, seat: 1, action: {}, by: "player", t: 2 }))().then(
      () => null,
      (e: unknown) => e,
    );
    expect(refusal).toEqual(expect.objectContaining({ message: expect.any(String) }));
    expect(refusal).not.toBeInstanceOf(StorageUnavailableError);
    expect(s.records.health().writable).toBe(true);
  });

  test("chat lines keep their order and their removals; reports list newest first", async () => {
    const chats = chatsBeside(s.records);
    const line = (id: string, at: number) => ({ id, channel: "players" as const, seat: 0, name: "a", text: id, at });
    await chats.add("g1", line("x", 1), "author-a");
    await chats.add("g1", line("y", 1), "author-b");
    await chats.add("g1", line("x", 1), "author-a"); // the same line twice is one line
    await chats.add("g2", line("z", 2), "author-a");
    expect((await chats.lines("g1")).map((l) => l.id)).toEqual(["x", "y"]);
    await chats.remove("g1", "y");
    expect(await chats.removeAuthor("author-a")).toBe(2);
    expect(await chats.lines("g1")).toEqual([]);
    for (const at of [1, 2]) await chats.report({ gameId: null, table: "ACDEFG", mode: "drawpass", line: line("r", at), reporter: "b", at });
    expect((await chats.reports(10)).map((r) => r.at)).toEqual([2, 1]);
  });

  test("usernames are unique by their key; sessions, prefs and revocation", async () => {
    await s.accounts.createAccount(account(1, "Alice"), "alice");
    await expect(s.accounts.createAccount(account(2, "ALICE"), "alice")).rejects.toBeInstanceOf(UsernameTakenError);
    expect((await s.accounts.accountByUsername("alice"))?.username).toBe("Alice");
    await s.accounts.setPrefs("acc-1", { sound: false });
    expect((await s.accounts.accountById("acc-1"))?.prefs).toEqual({ sound: false });
    await s.accounts.createSession({ id: "s1", accountId: "acc-1", createdAt: 1, expiresAt: 10, revoked: false });
    await s.accounts.createSession({ id: "s2", accountId: "acc-1", createdAt: 2, expiresAt: 10, revoked: false });
    await s.accounts.revokeSession("s1");
    expect(await s.accounts.session("s1")).toMatchObject({ revoked: true });
    expect(await s.accounts.revokeAllSessions("acc-1")).toBe(1);
    expect(await s.accounts.session("s2")).toEqual({ id: "s2", accountId: "acc-1", createdAt: 2, expiresAt: 10, revoked: true });
  });

  test("seats, stand-ins, a guest's games moving to its account, a deleted account relabelled in the record", async () => {
    const g = sampleGame(1);
    await s.records.createGame(g);
    await s.accounts.createAccount(account(1, "Alice"), "alice");
    await s.accounts.linkSeat({ gameId: g.id, seat: 0, identity: "guest:abc", name: "a" });
    await s.accounts.linkSeat({ gameId: g.id, seat: 1, identity: "account:acc-9", name: "b" });
    await s.accounts.markBotFrom(g.id, 1, 7);
    await s.accounts.markBotFrom(g.id, 1, 9); // the first takeover stays
    expect(await s.accounts.standIns(g.id)).toEqual(new Map([[1, 7]]));
    await s.accounts.setChatMute("acc-1", "guest:abc", true, 1);
    expect(await s.accounts.upgradeGuest("guest:abc", "acc-1", 5)).toBe(1);
    await s.records.finishGame(g.id, null, "h", 9);
    expect((await s.accounts.gamesOf("account:acc-1", 10)).map((p) => [p.game.id, p.seat])).toEqual([[g.id, 0]]);
    expect(await s.accounts.chatMutes("acc-1")).toEqual(["account:acc-1"]);
    await s.accounts.deleteAccount("acc-1", "(deleted)");
    expect(await s.accounts.accountById("acc-1")).toBeUndefined();
    expect((await s.records.getGame(g.id))?.seats[0].name).toBe("(deleted)");
    expect((await s.accounts.seatLinks(g.id)).map((l) => l.identity)).toEqual(["deleted", "account:acc-9"]);
  });

  test("a transfer code is used once", async () => {
    const now = Date.now();
    await s.accounts.createTransferCode("c1", "g", 1, now + 100);
    await s.accounts.createTransferCode("c2", "g", 0, now + 100);
    expect(await s.accounts.useTransferCode("c1", now + 50)).toEqual({ ok: true, gameId: "g", seat: 1 });
    expect(await s.accounts.useTransferCode("c1", now + 51)).toEqual({ ok: false, reason: "used" });
    expect(await s.accounts.useTransferCode("c2", now + 100)).toEqual({ ok: false, reason: "expired" });
    expect(await s.accounts.useTransferCode("nope", now)).toEqual({ ok: false, reason: "unknown" });
  });

  test("a rated finish writes the end and both ratings in one transaction, once; the board and places agree", async () => {
    const g = sampleGame(1);
    await s.records.createGame(g);
    for (const [n, name] of [[1, "Alice"], [2, "Bob"]] as const) await s.accounts.createAccount(account(n, name), name.toLowerCase());
    await s.accounts.linkSeat({ gameId: g.id, seat: 0, identity: "account:acc-1", name: "Alice" });
    expect(await s.ratings.gameInPlayOf("account:acc-1")).toBe(g.id);
    const rate = (seats: { accountId: string; seat: number; stored?: unknown }[]): RatingChange[] =>
      seats.map((x) => ({ accountId: x.accountId, seat: x.seat, before: { rating: 1500, deviation: 350, volatility: 0.06 }, after: { rating: x.seat === 0 ? 1662.5 : 1337.25, deviation: 290, volatility: 0.06 } }));
    const finish = { gameId: g.id, mode: "shengke", result: { winners: [0] }, finalStateHash: "h", at: 1_000 };
    const players = [{ accountId: "acc-1", seat: 0 }, { accountId: "acc-2", seat: 1 }];
    expect((await s.ratings.finishRated(finish, players, rate))?.map((c) => c.after.rating)).toEqual([1662.5, 1337.25]);
    expect(await s.ratings.finishRated(finish, players, rate)).toBeNull(); // no longer in play: nothing written twice
    expect(await s.ratings.gameInPlayOf("account:acc-1")).toBeUndefined();
    expect((await s.records.getGame(g.id))?.status).toBe("finished");
    expect((await s.ratings.ratingsOf("acc-1")).map((r) => [r.mode, r.rating, r.games, r.ratedAt])).toEqual([["shengke", 1662.5, 1, 1_000]]);
    expect((await s.ratings.changesOf(g.id)).map((c) => c.seat)).toEqual([0, 1]);
    expect(await s.ratings.history("acc-2", "shengke", 5)).toEqual([{ gameId: g.id, at: 1_000, rating: 1337.25, deviation: 290 }]);
    const filter = { mode: "shengke", activeSince: 0, maxDeviation: 300 };
    expect((await s.ratings.leaderboard(filter, 10)).map((r) => r.username)).toEqual(["Alice", "Bob"]);
    expect(await s.ratings.placeOf("acc-2", filter)).toBe(2);
    expect(await s.ratings.placeOf("acc-2", { ...filter, maxDeviation: 100 })).toBeNull();
  });

  test("a finish whose rating step fails changes nothing", async () => {
    const g = sampleGame(1);
    await s.records.createGame(g);
    await s.accounts.createAccount(account(1, "Alice"), "alice");
    const boom = () => {
      throw new Error("rating failed");
    };
    const finishing = s.ratings.finishRated({ gameId: g.id, mode: "shengke", result: null, finalStateHash: "h", at: 1 }, [{ accountId: "acc-1", seat: 0 }], boom);
    await expect(finishing).rejects.toThrow("rating failed");
    await expect(finishing).rejects.not.toBeInstanceOf(StorageUnavailableError); // a bug is not retried as storage trouble
    expect((await s.records.getGame(g.id))?.status).toBe("playing");
    expect(await s.ratings.ratingsOf("acc-1")).toEqual([]);
  });
}

describe("SQLite in DATA_DIR (no DATABASE_URL)", () => storeContract(() => openWith({})));

describeWithTools(["postgresql"], "PostgreSQL (DATABASE_URL)", () => {
  let pg: ThrowawayPostgres;
  let n = 0;
  beforeAll(async () => {
    pg = await startPostgres();
  }, 90_000);
  afterAll(() => pg?.stop());

  storeContract(async () => openWith({ DATABASE_URL: await pg.database(`contract_${++n}`) }));

  test("a second process opening the same database finds the schema migrated and the records there", async () => {
    const url = await pg.database("shared");
    const [a, b] = await Promise.all([openWith({ DATABASE_URL: url }), openWith({ DATABASE_URL: url })]);
    await a.records.createGame(sampleGame(1));
    expect((await b.records.getGame(sampleGame(1).id))?.id).toBe(sampleGame(1).id);
    await Promise.all([a.close(), b.close()]);
  });

  test("a database that does not answer: writes are refused with storage_unavailable, health says so, a probe keeps trying", async () => {
    const port = await freePort(); // nobody listens there
    const db = new PgDatabase({ url: `postgres://postgres@127.0.0.1:${port}/none`, timeoutMs: 500, logger });
    const store = new PgRecordStore(db, logger);
    const write = store.createGame(sampleGame(1));
    await expect(write).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(write).rejects.toMatchObject({ code: "storage_unavailable", operation: "createGame" });
    expect(store.health()).toMatchObject({ writable: false, operation: "createGame" });
    await expect(store.getGame(sampleGame(1).id)).rejects.toBeInstanceOf(StorageUnavailableError);
    expect((await store.probe()).writable).toBe(false);
    await store.close();
  });

  test("npm run backup's PostgreSQL path: a pg_dump that holds the records, never over an existing file", async () => {
    const url = await pg.database("backup");
    const storage = await openWith({ DATABASE_URL: url });
    await storage.records.createGame(sampleGame(1));
    await storage.close();
    const file = join(dirs[dirs.length - 1], "arena.dump");
    const summary = backupPostgres(url, file);
    expect(summary.tables).toEqual(expect.arrayContaining(["games", "actions", "accounts", "ratings", "chat_lines"]));
    expect(summary.bytes).toBeGreaterThan(0);
    expect(() => backupPostgres(url, file)).toThrow(BackupError);
    expect(() => backupPostgres(url.replace(/\/backup$/, "/missing"), join(dirs[dirs.length - 1], "other.dump"))).toThrow(/missing/);
  });

  test("start-up against a database that is not there ends in one line naming it (no password in it)", async () => {
    const port = await freePort();
    await expect(openWith({ DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${port}/none` })).rejects.toThrow(/^Cannot open the PostgreSQL record database \(postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:\d+\/none\)/);
  });
});
