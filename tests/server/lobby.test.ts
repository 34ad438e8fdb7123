import type { Room } from "colyseus.js";
import { startArena, nextMessage, waitFor, type TestArena } from "../support/arena";

let t: TestArena;
beforeAll(async () => {
  t = await startArena();
});
afterAll(async () => {
  await t.stop();
});

type Listed = { roomId: string; name: string; metadata: { status: string; taken: number; private: boolean; players: string[] } };

/** A lobby client that keeps the live list up to date from "rooms", "+" and "-". */
async function lobby(): Promise<{ room: Room; tables: Map<string, Listed> }> {
  const room = await t.client().joinOrCreate("lobby");
  const tables = new Map<string, Listed>();
  room.onMessage("rooms", (list: Listed[]) => {
    tables.clear();
    for (const r of list) tables.set(r.roomId, r);
  });
  room.onMessage("+", ([id, r]: [string, Listed]) => tables.set(id, r));
  room.onMessage("-", (id: string) => tables.delete(id));
  await nextMessage(room, "rooms").catch(() => undefined);
  return { room, tables };
}

test("the lobby hears of seats filling and games starting as they happen; private tables show only once playing", async () => {
  const l = await lobby();
  const pub = await t.client().create("drawpass", { name: "Pub", table: { seats: 2 } });
  await waitFor(() => l.tables.get(pub.roomId)?.metadata.status === "waiting", 5_000, "public table listed");
  const priv = await t.client().create("drawpass", { name: "Priv", table: { seats: 2, private: true } });

  pub.send("addBot", {});
  await waitFor(() => l.tables.get(pub.roomId)?.metadata.taken === 2, 5_000, "bot seat in the listing");
  pub.send("start", {});
  await waitFor(() => l.tables.get(pub.roomId)?.metadata.status === "playing", 5_000, "status playing in the listing");

  expect(l.tables.has(priv.roomId)).toBe(false);
  priv.send("addBot", {});
  await waitFor(() => priv.state.seats?.[1]?.occupied === true, 5_000, "private bot");
  expect(l.tables.has(priv.roomId)).toBe(false);
  priv.send("start", {});
  await waitFor(() => l.tables.get(priv.roomId)?.metadata.status === "playing", 5_000, "private game watchable");
  expect(l.tables.get(priv.roomId)!.metadata.private).toBe(true);

  await Promise.all([pub.leave(), priv.leave(), l.room.leave()]);
});
