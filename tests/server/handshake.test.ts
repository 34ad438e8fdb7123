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

const buffersOf = (roomId: string) => {
  const serializer = (matchMaker.getLocalRoomById(roomId) as unknown as { _serializer: { fullEncodeBuffer: Buffer; encoder: { sharedBuffer: Buffer } } })._serializer;
  return { patches: serializer.encoder.sharedBuffer, full: serializer.fullEncodeBuffer };
};

test("tables encode in two shared buffers, and every late joiner still decodes its own table", async () => {
  const table = async (name: string) => {
    const host = await t.client().create("shengke", { name });
    await nextMessage(host, "seat");
    host.send("addBot", {});
    await waitFor(() => host.state.seats.every((s: any) => s.occupied), 5_000, "table full");
    host.send("start", {});
    await waitFor(() => host.state.status === "playing" && host.state.game?.cellIds?.length === 25, 5_000, "game started");
    return host;
  };
  const a = await table("A");
  const b = await table("B");
  expect(buffersOf(b.roomId).patches).toBe(buffersOf(a.roomId).patches);
  expect(buffersOf(b.roomId).full).toBe(buffersOf(a.roomId).full);
  // Joins alternate between the tables: each encodes its full state where the other table encoded last.
  const watchers = [];
  for (const host of [a, b, a, b]) {
    const watcher = await t.client().joinById(host.roomId, { spectate: true });
    await waitFor(() => watcher.state.code === host.roomId && watcher.state.game?.cellIds?.length === 25, 5_000, "state decoded");
    expect(watcher.state.commitment).toBe(host.state.commitment);
    expect(watcher.state.gameId).toBe(host.state.gameId);
    expect([...watcher.state.game.cellIds]).toEqual([...host.state.game.cellIds]);
    watchers.push(watcher);
  }
  expect(a.state.gameId).not.toBe(b.state.gameId);
  for (const room of [a, b, ...watchers]) await room.leave();
});
