import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startArena, nextMessage, waitFor, type TestArena } from "../support/arena";
import { runBundled } from "../support/bundle";
import { RecordStore } from "../../server/src/records/store";
import { SpectatorViews } from "../../server/src/http/spectatorViews";
import { ENGINES } from "../../shared/src/games";
import { replayRecord } from "../../shared/src/core/replay";

let t: TestArena;
beforeAll(async () => {
  t = await startArena();
});
afterAll(async () => {
  await t.stop();
});

async function finishedGame(): Promise<string> {
  const a = await t.client().create("drawpass", { name: "Rec", table: { seats: 2 } });
  await nextMessage(a, "seat");
  a.send("addBot", { level: "random" });
  await waitFor(() => a.state.seats[1]?.occupied, 5_000, "bot");
  a.send("start", {});
  await waitFor(() => a.state.status === "playing", 5_000, "start");
  const gameId = a.state.gameId;
  // While it runs, the record shows only what a spectator may see.
  const running = await (await fetch(`http://127.0.0.1:${t.port}/api/records/${gameId}`)).json();
  expect(running.status).toBe("playing");
  expect(running.record.seed).toBeUndefined();
  expect(running.record.code).toBe(a.roomId);
  expect(running.view.hands.flat().every((c: number) => c === 0)).toBe(true);
  while (a.state.status === "playing") {
    if (a.state.activeSeats[0] === 0) a.send("action", { seq: a.state.seq, action: { type: "draw" } });
    const seq = a.state.seq;
    await waitFor(() => a.state.seq !== seq || a.state.status !== "playing", 10_000, "progress");
  }
  await a.leave();
  return gameId;
}

/** `npm run verify -- file`: the same script, bundled for plain node (see tests/support/bundle.ts). */
const verify = (file: string) => runBundled("scripts/verify.ts", [file]);

test("finished games are listed, served whole with the seed, and pass npm run verify; altered ones fail", async () => {
  const gameId = await finishedGame();
  const list = await (await fetch(`http://127.0.0.1:${t.port}/api/records?mode=drawpass&limit=5`)).json();
  expect(list[0]).toMatchObject({ id: gameId, mode: "drawpass", players: [{ name: "Rec", bot: false }, { bot: true }] });
  const body = await (await fetch(`http://127.0.0.1:${t.port}/api/records/${gameId}`)).json();
  expect(body.record.seed).toMatch(/^[0-9a-f]{64}$/);

  const dir = mkdtempSync(join(tmpdir(), "wuxing-verify-"));
  const honest = join(dir, "honest.json");
  writeFileSync(honest, JSON.stringify(body));
  const ok = await verify(honest);
  expect(ok.out).toMatch(/verified/);
  expect(ok.code).toBe(0);

  const badSeed = join(dir, "seed.json");
  writeFileSync(badSeed, JSON.stringify({ ...body.record, seed: "0".repeat(64) }));
  const seedRun = await verify(badSeed);
  expect(seedRun.code).toBe(1);
  expect(seedRun.out).toMatch(/FAIL commitment/);

  const badAction = join(dir, "action.json");
  const actions = body.record.actions.map((a: any, i: number) => (i === 0 ? { ...a, seat: 1 - a.seat } : a));
  writeFileSync(badAction, JSON.stringify({ ...body.record, actions }));
  const actionRun = await verify(badAction);
  expect(actionRun.code).toBe(1);
  expect(actionRun.out).toMatch(/FAIL replay: action 0/);

  const truncated = join(dir, "truncated.json");
  writeFileSync(truncated, JSON.stringify(body).slice(0, 200));
  const truncRun = await verify(truncated);
  expect(truncRun.code).toBe(2);
  expect(truncRun.out).toMatch(/cannot read/);
}, 90_000);

test("an unreadable database is moved aside with a clear error and the server starts fresh", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "wuxing-corrupt-"));
  writeFileSync(join(dataDir, "games.sqlite"), "this is not a database".repeat(100));
  const messages: string[] = [];
  const store = RecordStore.inDataDir(dataDir, (error, movedTo) => messages.push(`${error} -> ${movedTo}`));
  expect(messages[0]).toMatch(/Cannot open the game record database.*-> .*games\.sqlite\.corrupt-\d+/);
  expect(store.unfinishedGames()).toEqual([]);
  store.close();
  expect(readdirSync(dataDir).some((f) => f.startsWith("games.sqlite.corrupt-"))).toBe(true);
});

describe("spectator views of running games are cached by (game, number of actions)", () => {
  const engine = ENGINES.drawpass;
  const view = async (gameId: string) => (await (await fetch(`http://127.0.0.1:${t.port}/api/records/${gameId}`)).json()).view;

  test("a repeat costs no replay, a new action replays only that action, and the view is the true position", async () => {
    const a = await t.client().create("drawpass", { name: "A", table: { seats: 2 } });
    await nextMessage(a, "seat");
    const b = await t.client().joinById(a.roomId, { name: "B" });
    await nextMessage(b, "seat");
    a.send("start", {});
    await waitFor(() => a.state.status === "playing" && b.state.status === "playing", 5_000, "start");
    const players = [a, b];
    const act = async () => {
      const seq = a.state.seq;
      players[a.state.activeSeats[0]].send("action", { seq, action: { type: "draw" } });
      await waitFor(() => a.state.seq === seq + 1 && b.state.seq === seq + 1, 10_000, "action");
    };
    await act();
    await act();
    const setup = jest.spyOn(engine, "setup");
    const apply = jest.spyOn(engine, "apply");
    try {
      const first = await view(a.state.gameId);
      expect([setup.mock.calls.length, apply.mock.calls.length]).toEqual([1, 2]);
      const truth = replayRecord(engine, { ...t.store.record(a.state.gameId, true)!, seed: t.store.getGame(a.state.gameId)!.seed });
      expect(first).toEqual(engine.view(truth.state, "spectator"));

      setup.mockClear();
      apply.mockClear();
      expect(await view(a.state.gameId)).toEqual(first);
      expect([setup.mock.calls.length, apply.mock.calls.length]).toEqual([0, 0]);

      await act();
      setup.mockClear();
      apply.mockClear();
      const third = await view(a.state.gameId);
      expect([setup.mock.calls.length, apply.mock.calls.length]).toEqual([0, 1]);
      expect(third).not.toEqual(first);
    } finally {
      setup.mockRestore();
      apply.mockRestore();
      await Promise.all([a.leave(), b.leave()]);
    }
  });

  test("the cache is bounded: the least recently asked-for game is dropped first", async () => {
    const store = new RecordStore(":memory:");
    const views = new SpectatorViews(store, 2);
    const games = [1, 2, 3].map((n) => {
      const id = `00000000-0000-4000-8000-00000000000${n}`;
      store.createGame({ id, code: "ACDEFG", mode: "drawpass", engineVersion: "1", options: {}, table: {}, seats: [{ name: "a", bot: false }, { name: "b", bot: false }], seed: `s${n}`, commitment: "0".repeat(64), createdAt: n });
      return store.getGame(id)!;
    });
    const setup = jest.spyOn(engine, "setup");
    try {
      for (const g of games) await views.view(g, engine);
      expect(views.size).toBe(2);
      await views.view(games[2], engine);
      await views.view(games[1], engine);
      expect(setup).toHaveBeenCalledTimes(3);
      await views.view(games[0], engine); // dropped: replayed again
      expect(setup).toHaveBeenCalledTimes(4);
      expect(views.size).toBe(2);
    } finally {
      setup.mockRestore();
      store.close();
    }
  });
});
