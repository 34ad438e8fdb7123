import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { capturingLogger, startArena, waitFor } from "../support/arena";
import { RecordStore, type NewGame } from "../../server/src/records/store";
import { sha256 } from "../../server/src/rooms/seatBook";
import { getEngine } from "../../shared/src/games";
import { replayRecord } from "../../shared/src/core/replay";
import { stateHash } from "../../shared/src/core/hash";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const tokenOf = (n: number, seat: number) => `seat-token-of-game-${n}-seat-${seat}`;
const game = (n: number, code: string): NewGame => ({
  id: id(n),
  code,
  mode: "drawpass",
  engineVersion: "1",
  options: { handSize: 2 },
  table: {},
  seats: [0, 1].map((seat) => ({ name: `p${seat}`, bot: false, tokenHash: sha256(tokenOf(n, seat)) })),
  seed: `seed-${n}`,
  commitment: "0".repeat(64),
  createdAt: n,
});
const pass = (seq: number) => ({ seq, seat: seq % 2, action: { type: "pass" } });

// Its own file: it needs a server that boots on a prepared database (one Colyseus server per module registry).
test("restore brings back the newest game at each table code and closes the older 'playing' rows with a reason", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "wuxing-newest-"));
  const store = RecordStore.inDataDir(dataDir);
  // (a) A complete game (both passed: over) whose finish write was dropped, then its rematch at the same code.
  store.createGame(game(1, "ACDEFG"));
  store.appendAction(id(1), pass(0));
  store.appendAction(id(1), pass(1));
  store.createGame(game(2, "ACDEFG"));
  store.appendAction(id(2), pass(0));
  // (b) A row that does not replay (the first action by the wrong seat), then a healthy game at the same code.
  store.createGame(game(3, "ACDEFH"));
  store.appendAction(id(3), { seq: 0, seat: 1, action: { type: "draw" } });
  store.createGame(game(4, "ACDEFH"));
  // An unfinished older game at a code with a newer one: aborted, not finished.
  store.createGame(game(5, "ACDEFJ"));
  store.appendAction(id(5), pass(0));
  store.createGame(game(6, "ACDEFJ"));
  store.close();

  const { logger, lines } = capturingLogger();
  const arena = await startArena({ DATA_DIR: dataDir }, logger);
  try {
    // The seat token of the rematch leads to the rematch, which carries on from its own record.
    const rematch = await arena.client().joinById("ACDEFG", { name: "p1", seatToken: tokenOf(2, 1) });
    await waitFor(() => rematch.state.status === "playing", 10_000, "the rematch restored");
    expect(rematch.state.gameId).toBe(id(2));
    expect(rematch.state.seq).toBe(1);
    rematch.send("action", { seq: 1, action: { type: "draw" } });
    await waitFor(() => rematch.state.seq === 2, 10_000, "a move in the restored rematch");

    // The healthy game behind a broken one is back at start-up, not only after a second restart.
    const healthy = await arena.client().joinById("ACDEFH", { name: "p0", seatToken: tokenOf(4, 0) });
    await waitFor(() => healthy.state.status === "playing", 10_000, "the healthy game restored");
    expect(healthy.state.gameId).toBe(id(4));
    await Promise.all([rematch.leave(), healthy.leave()]);

    const rows = new Database(join(dataDir, "games.sqlite"), { readonly: true });
    const row = (n: number) => rows.prepare("SELECT status, result, final_hash FROM games WHERE id = ?").get(id(n)) as { status: string; result: string | null; final_hash: string | null };
    expect([1, 2, 3, 4, 5, 6].map((n) => row(n).status)).toEqual(["finished", "playing", "aborted", "playing", "aborted", "playing"]);
    // The complete game's real result, as a replay of its record gives it.
    const engine = getEngine("drawpass")!;
    const replayed = replayRecord(engine, { options: { handSize: 2 }, seats: game(1, "").seats, seed: "seed-1", actions: [pass(0), pass(1)] });
    expect(JSON.parse(row(1).result!)).toMatchObject({ winners: engine.result(replayed.state)!.winners, replacedByBot: [false, false] });
    expect(row(1).final_hash).toBe(stateHash(replayed.state));
    rows.close();

    const superseded = lines.filter((l) => l.msg === "superseded by a newer game at this code; marked aborted");
    expect(superseded.map((l) => l.gameId).sort()).toEqual([id(3), id(5)]);
    expect(lines.some((l) => l.msg === "a finished game was still marked playing; its result is recorded" && l.gameId === id(1))).toBe(true);
  } finally {
    await arena.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
