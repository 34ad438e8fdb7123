import { matchMaker } from "@colyseus/core";
import { STATE_BUFFER_BYTES } from "../../server/src/app";
import { nextMessage, startArena, waitFor, type TestArena } from "../support/arena";

/**
 * Issue 27 (heap per table): every table of a mode hands joining clients one shared, compact copy of the state's
 * type reflection, where Colyseus alone keeps a view into a whole encoder buffer per room. Clients still decode
 * their table from it, joining first or late, players and spectators alike.
 */
let t: TestArena;
beforeAll(async () => {
  t = await startArena();
});
afterAll(async () => {
  await t.stop();
});

const handshakeOf = (roomId: string) =>
  (matchMaker.getLocalRoomById(roomId) as unknown as { _serializer: { handshake(): Buffer } })._serializer.handshake();

test("tables of one mode share one compact handshake; another mode has its own; every client decodes its table", async () => {
  const host = async (mode: string, name: string) => {
    const room = await t.client().create(mode, { name });
    await nextMessage(room, "seat");
    return room;
  };
  const first = await host("shengke", "A");
  const second = await host("shengke", "B");
  const cfe = await host("cfe", "C");
  first.send("addBot", {});
  await waitFor(() => first.state.seats.every((s: any) => s.occupied), 5_000, "table full");
  first.send("start", {});
  await waitFor(() => first.state.status === "playing", 5_000, "game started");
  const watcher = await t.client().joinById(first.roomId, { spectate: true });

  for (const [room, mode] of [[first, "shengke"], [second, "shengke"], [cfe, "cfe"], [watcher, "shengke"]] as const) {
    await waitFor(() => room.state.code === room.roomId, 5_000, "state decoded");
    expect(room.state.mode).toBe(mode);
  }
  await waitFor(() => watcher.state.game?.cellIds?.length === 25, 5_000, "the late spectator decoded the board");

  const shared = handshakeOf(first.roomId);
  expect(handshakeOf(second.roomId)).toBe(shared);
  expect(handshakeOf(cfe.roomId)).not.toBe(shared);
  expect(handshakeOf(cfe.roomId).equals(shared)).toBe(false);
  for (const bytes of [shared, handshakeOf(cfe.roomId)]) expect(bytes.buffer.byteLength).toBeLessThan(STATE_BUFFER_BYTES);
  for (const room of [first, second, cfe, watcher]) await room.leave();
});
