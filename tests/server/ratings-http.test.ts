import Database from "better-sqlite3";
import { join } from "node:path";
import { startArena, type TestArena } from "../support/arena";
import { context } from "../../server/src/context";

let t: TestArena;
beforeAll(async () => {
  t = await startArena({ PASSWORD_HASH_COST: "10" });
});
afterAll(async () => {
  await t.stop();
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`http://127.0.0.1:${t.port}${path}`, { headers });
  return { status: res.status, body: await res.json() };
};

test("leaderboard, a player's ratings and history, a game's rating changes over HTTP", async () => {
  const accounts = context().accounts!;
  const ann = await accounts.signUp({ username: "ann_http", password: "correct horse" });
  await accounts.signUp({ username: "ben_http", password: "correct horse" });
  const annId = (await accounts.store.accountByUsername("ann_http"))!.id;
  const benId = (await accounts.store.accountByUsername("ben_http"))!.id;
  const now = Date.now();
  const db = new Database(join(t.dataDir, "games.sqlite"));
  const put = db.prepare(`INSERT INTO ratings (account_id, mode, rating, deviation, volatility, games, rated_at) VALUES (?, ?, ?, ?, 0.06, 30, ?)`);
  put.run(annId, "shengke", 1720.4, 60, now);
  put.run(benId, "shengke", 1810, 70, now);
  db.prepare(`INSERT INTO rating_history (game_id, account_id, mode, seat, rating_before, deviation_before, volatility_before, rating, deviation, volatility, at)
    VALUES ('g1', ?, 'shengke', 1, 1700, 62, 0.06, 1720.4, 60, 0.06, ?)`).run(annId, now);
  db.close();

  const anonymous = await get("/api/leaderboard/shengke");
  expect(anonymous.status).toBe(200);
  expect(anonymous.body.players.map((p: { username: string; rating: number; place: number }) => [p.place, p.username, p.rating])).toEqual([
    [1, "ben_http", 1810],
    [2, "ann_http", 1720],
  ]);
  expect(anonymous.body.you).toBeNull();
  expect((await get("/api/leaderboard/shengke", { authorization: `Bearer ${ann.token}` })).body.you).toBe(2);
  expect((await get("/api/leaderboard/shengke", { cookie: `wx_session=${ann.token}` })).body.you).toBe(2);
  expect((await get("/api/leaderboard/duelist")).body.players).toEqual([]);

  const bad = await get("/api/leaderboard/chrono");
  expect(bad).toEqual({ status: 404, body: { error: "unknown_mode", message: { zh: expect.any(String), en: expect.any(String) } } });

  const profile = await get("/api/ratings/ANN_HTTP");
  expect(profile.body).toMatchObject({ username: "ann_http", ratings: { shengke: { rating: 1720, provisional: false, games: 30 } }, history: { shengke: [{ rating: 1720 }], duelist: [], cfe: [] } });
  expect((await get("/api/ratings/nobody_here")).status).toBe(404);
  expect((await get("/api/ratings/game/g1")).body).toEqual({ changes: [{ seat: 1, before: 1700, after: 1720, change: 20 }] });
});
