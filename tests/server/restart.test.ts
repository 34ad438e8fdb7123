import { mkdtempSync, rmSync } from "node:fs";
import type { ChildProcess } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client, type Room } from "colyseus.js";
import { holdsSecretOf, nextMessage, viewOf, waitFor } from "../support/arena";
import { freePort, kill, startServer } from "../support/childServer";
import { RecordStore } from "../../server/src/records/store";

// The server runs as a child process so it can really be killed with SIGKILL mid-game.
const quiet = (room: Room) => (room.onMessage("*", () => undefined), room);
const hand = (room: Room, seat: number) => (holdsSecretOf(room, seat) ? viewOf(room, seat).hands[seat] : null);
/** The backlog a (re)joining client gets. */
function backlog(room: Room): { type: string }[] {
  const lines: { type: string }[] = [];
  room.onMessage("log", (m: { lines: { type: string }[] }) => lines.push(...m.lines));
  return lines;
}

let child: ChildProcess | undefined;
let dataDir: string;
afterAll(() => {
  child?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

test("a SIGKILL mid-game loses nothing a player saw confirmed; both players rejoin and finish", async () => {
  dataDir = mkdtempSync(join(tmpdir(), "wuxing-restart-"));
  const port = await freePort();
  child = await startServer(port, dataDir);
  const url = `ws://127.0.0.1:${port}`;

  const a = quiet(await new Client(url).create("drawpass", { name: "Ann", table: { seats: 2, private: true } }));
  const aSeat = await nextMessage(a, "seat");
  const b = quiet(await new Client(url).joinById(a.roomId, { name: "Ben" }));
  const bSeat = await nextMessage(b, "seat");
  a.send("start", {});
  await waitFor(() => a.state.status === "playing", 10_000, "start");
  const code = a.roomId;
  const gameId = a.state.gameId;

  // Three confirmed actions.
  const players = [a, b];
  for (let i = 0; i < 3; i++) {
    const seat = a.state.activeSeats[0];
    const seq = a.state.seq;
    players[seat].send("action", { seq, action: { type: "draw" } });
    await waitFor(() => a.state.seq === seq + 1 && b.state.seq === seq + 1, 10_000, "confirmation");
  }
  const confirmedSeq = a.state.seq;
  await waitFor(() => hand(b, 1) !== null, 5_000, "b hand");
  const handsBefore = [hand(a, 0), hand(b, 1)];

  await kill(child);
  child = await startServer(port, dataDir);

  // Colyseus' reconnection tokens died with the process; the seat tokens did not.
  const a2 = quiet(await new Client(url).joinById(code, { name: "Ann", seatToken: aSeat.seatToken }));
  const a2Log = backlog(a2);
  const b2 = quiet(await new Client(url).joinById(code, { name: "Ben", seatToken: bSeat.seatToken }));
  await waitFor(() => a2.state.status === "playing" && hand(a2, 0) !== null && hand(b2, 1) !== null, 10_000, "restored views");
  expect(a2.state.gameId).toBe(gameId);
  expect(a2.state.seq).toBe(confirmedSeq);
  expect([hand(a2, 0), hand(b2, 1)]).toEqual(handsBefore);
  await waitFor(() => a2Log.some((l) => l.type === "restored"), 5_000, "the restart in the log");
  // The backlog survived the restart too: it was rebuilt from the record.
  expect(a2Log.filter((l) => l.type === "draw").length).toBe(3);

  const again = [a2, b2];
  while (a2.state.status === "playing") {
    const seat = a2.state.activeSeats[0];
    const seq = a2.state.seq;
    again[seat].send("action", { seq, action: { type: "draw" } });
    await waitFor(() => a2.state.seq > seq || a2.state.status !== "playing", 10_000, "progress after restart");
  }
  await waitFor(() => a2.state.result !== "", 5_000, "result");
  const finalSeq = a2.state.seq;
  await Promise.all([a2.leave(), b2.leave()]);
  child.kill("SIGTERM");
  await new Promise((r) => child!.once("exit", r));
  child = undefined;

  const store = new RecordStore(join(dataDir, "games.sqlite"));
  const record = store.record(gameId, false)!;
  store.close();
  expect(record.seed).toMatch(/^[0-9a-f]{64}$/);
  expect(record.actions.map((x) => x.seq)).toEqual(Array.from({ length: finalSeq }, (_, i) => i));
  expect(record.result).toBeDefined();
}, 240_000);
