import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { capturingLogger, startArena } from "../support/arena";
import { sampleGame } from "../support/records";
import { matchMaker } from "@colyseus/core";
import { RecordStore, type NewGame } from "../../server/src/records/store";
import { isTableCodeReserved } from "../../server/src/rooms/tableCode";

const id = (n: number) => sampleGame(n).id;
const game = (n: number, code: string): NewGame => ({ ...sampleGame(n), code, options: { handSize: 2 } });

// Its own file: it needs a server that boots on a prepared database (one Colyseus server per module registry).
test("bad records never stop the server: each is marked aborted with a log line, listings skip it", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "wuxing-badrecord-"));
  const store = RecordStore.inDataDir(dataDir);
  // 1: does not replay (the first action is by the wrong seat).
  store.createGame(game(1, "ACDEFG"));
  store.appendAction(id(1), { seq: 0, seat: 1, action: { type: "draw" } });
  // 2 and 3: playing games whose seats / options columns are not JSON (each used to stop every start).
  store.createGame(game(2, "ACDEFH"));
  store.createGame(game(3, "ACDEFJ"));
  // 4: a finished game whose result is not JSON (used to make GET /api/records answer 500 to everyone).
  store.createGame(game(4, "ACDEFK"));
  store.finishGame(id(4), { winners: [0] }, "h", 10);
  // 5: a healthy finished game, which must still be listed.
  store.createGame(game(5, "ACDEFM"));
  store.finishGame(id(5), { winners: [1], draw: false, summary: { zh: "x", en: "x" } }, "h", 20);
  // 6: a finished game with an action that is not JSON.
  store.createGame(game(6, "ACDEFN"));
  store.appendAction(id(6), { seq: 0, seat: 0, action: { type: "draw" } });
  store.finishGame(id(6), { winners: [0], draw: false, summary: { zh: "x", en: "x" } }, "h", 30);
  // 7: a healthy game in play, restored at its code.
  store.createGame(game(7, "ACDEFP"));
  store.close();
  const raw = new Database(join(dataDir, "games.sqlite"));
  raw.prepare("UPDATE games SET seats = ? WHERE id = ?").run("[{not json", id(2));
  raw.prepare("UPDATE games SET options = ? WHERE id = ?").run("{\"handSize\": ", id(3));
  raw.prepare("UPDATE games SET result = ? WHERE id = ?").run("{broken", id(4));
  raw.prepare("UPDATE actions SET action = ? WHERE game_id = ?").run("{\"type\":", id(6));
  raw.close();

  const { logger, lines } = capturingLogger();
  const other = await startArena({ DATA_DIR: dataDir }, logger);
  try {
    const url = `http://127.0.0.1:${other.port}`;
    const list = await fetch(`${url}/api/records?limit=10`);
    expect(list.status).toBe(200);
    expect((await list.json()).map((g: { id: string }) => g.id)).toEqual([id(6), id(5)]);

    // The finished game with an unreadable action: 404, not 500, and from now on aborted too.
    expect((await fetch(`${url}/api/records/${id(6)}`)).status).toBe(404);
    expect((await (await fetch(`${url}/api/records/${id(5)}`)).json()).record.result.winners).toEqual([1]);
    // A game that does not replay is served without a view instead of a 500.
    const notReplaying = await fetch(`${url}/api/records/${id(1)}`);
    expect(notReplaying.status).toBe(200);
    expect(await notReplaying.json()).toMatchObject({ status: "aborted", view: null });

    const rows = new Database(join(dataDir, "games.sqlite"), { readonly: true });
    const status = (n: number) => (rows.prepare("SELECT status FROM games WHERE id = ?").get(id(n)) as { status: string }).status;
    expect([1, 2, 3, 4, 5, 6].map(status)).toEqual(["aborted", "aborted", "aborted", "aborted", "finished", "aborted"]);
    rows.close();

    const unreadable = lines.filter((l) => l.msg === "a game record is unreadable; marked aborted");
    expect(unreadable.map((l) => l.gameId).sort()).toEqual([id(2), id(3), id(4), id(6)]);
    expect(unreadable.find((l) => l.gameId === id(2))!.problem).toMatch(/seats is not JSON/);
    expect(lines.some((l) => l.msg.startsWith("cannot restore game") && l.gameId === id(1))).toBe(true);
    // The failed restore released its code (its room never opened: its dispose ran at the failure); the healthy one holds its.
    expect(await isTableCodeReserved(matchMaker.presence, "ACDEFG")).toBe(false);
    expect(await isTableCodeReserved(matchMaker.presence, "ACDEFP")).toBe(true);
  } finally {
    await other.stop();
  }
});
