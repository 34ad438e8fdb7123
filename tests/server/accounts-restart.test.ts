/**
 * The seat ↔ account link survives a restart (issue 21): the server is killed mid-game and started again on the same
 * data; the game comes back from its record, and a signed-in player opening the table on a fresh device (no seat
 * token, no reconnection token) is seated back in its seat, because who held it is read back from the database.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client, type Room } from "colyseus.js";
import { nextMessage, waitFor } from "../support/arena";
import { freePort, kill, startServer } from "../support/childServer";

const ENV = { PASSWORD_HASH_COST: "10" };
let child: ChildProcess | undefined;
const dataDir = mkdtempSync(join(tmpdir(), "wuxing-accounts-restart-"));
afterAll(() => {
  child?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

const quiet = (room: Room) => (room.onMessage("*", () => undefined), room);
const refusal = (p: Promise<unknown>) => p.then(() => "joined", (e: Error) => /"code":"(\w+)"/.exec(String(e.message))?.[1] ?? String(e.message));

test("after a restart a signed-in player is seated back from a fresh device; a stranger is not", async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const url = `ws://127.0.0.1:${port}`;
  child = await startServer(port, dataDir, ENV);
  const up = await fetch(`${base}/api/account/signup`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "Back_After_Crash", password: "long password", session: "token" }) });
  expect(up.status).toBe(201);
  const { token } = (await up.json()) as { token: string };
  const signedIn = () => withToken(new Client(url), token);

  const a = quiet(await signedIn().create("drawpass", { name: "Crash Owner", table: { seats: 2, private: true } }));
  const first = await nextMessage(a, "seat");
  a.send("addBot", { level: "random" });
  await waitFor(() => a.state.seats[1]?.occupied, 10_000, "bot");
  a.send("start", {});
  await waitFor(() => a.state.status === "playing", 10_000, "start");
  const code = a.roomId;
  const gameId = a.state.gameId;

  await kill(child);
  child = await startServer(port, dataDir, ENV);

  // A fresh device: only the account's token. The table is restored a moment after the server listens.
  let b: Room | undefined;
  const end = Date.now() + 30_000;
  while (!b) {
    try {
      b = quiet(await signedIn().joinById(code, { name: "Back_After_Crash" }));
    } catch (e) {
      if (Date.now() > end || !/not found|4212/i.test(String((e as Error).message) + String((e as { code?: unknown }).code))) throw e;
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  const seat = await nextMessage(b, "seat");
  expect(seat.seat).toBe(0);
  expect(seat.seatToken).toEqual(expect.any(String));
  await waitFor(() => b!.state.status === "playing" && b!.state.seats[0]?.connected === true, 10_000, "seated in the restored game");
  expect(b.state.gameId).toBe(gameId);
  expect(b.state.seats[0].name).toBe("Crash Owner");
  // The seat moved to this device: the token the first device kept is void; a guest with no token only watches.
  expect(await refusal(new Client(url).joinById(code, { name: "Old laptop", seatToken: first.seatToken }))).toBe("seat_moved");
  expect(await refusal(new Client(url).joinById(code, { name: "Stranger" }))).toBe("table_full");
  await b.leave();
}, 300_000);

function withToken(client: Client, token: string): Client {
  client.auth.token = token;
  return client;
}
