import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { startArena, nextMessage, waitFor, type TestArena } from "../support/arena";
import { RecordStore } from "../../server/src/records/store";

const run = promisify(execFile);
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

async function verify(file: string) {
  return run(process.execPath, [require.resolve("ts-node/dist/bin.js"), "--transpile-only", "scripts/verify.ts", file]).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e) => ({ code: e.code as number, out: String(e.stdout) + String(e.stderr) }),
  );
}

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
