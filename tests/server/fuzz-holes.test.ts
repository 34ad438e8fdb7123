/**
 * Holes in the room that `npm run fuzz` found, kept as regression tests: each states the behaviour the protocol
 * promises (docs/operations.md, "Fuzzing and leak scans").
 */
import { Client, type Room } from "colyseus.js";
import { $changes, type Schema } from "@colyseus/schema";
import { matchMaker } from "@colyseus/core";
import { startChildServer, type ChildServer } from "../../server/src/tools/fuzz/childServer";
import { WIRES } from "../../shared/src/games/wires";
import { nextMessage, sleep, startArena, waitFor, type TestArena } from "../support/arena";
import { viewFields } from "../support/leaks";

jest.setTimeout(60_000);

let t: TestArena;
const opened: Room[] = [];
beforeAll(async () => {
  t = await startArena();
});
afterEach(async () => {
  // A connection the server already closed never answers a leave: do not wait for it.
  await Promise.all(opened.splice(0).map((r) => Promise.race([r.leave().catch(() => undefined), sleep(1_000)])));
});
afterAll(async () => {
  await t.stop();
});

/** The first `error` or the close of the connection, whichever comes first (or neither within `ms`). */
function answerOrClose(room: Room, ms = 3_000): Promise<{ error?: { code: string }; closed?: number }> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({}), ms);
    room.onMessage("error", (error: { code: string }) => (clearTimeout(timer), resolve({ error })));
    room.onLeave((closed) => (clearTimeout(timer), resolve({ closed })));
  });
}

/** A started table of `seats` players (drawpass), each with its seat token. */
async function table(seats: number, spectators = 0): Promise<{ players: Room[]; tokens: string[]; watchers: Room[] }> {
  const players: Room[] = [];
  const tokens: string[] = [];
  const first = await t.client().create("drawpass", { name: "P1", table: { seats } });
  players.push(first);
  for (let i = 1; i < seats; i++) {
    const p = await t.client().joinById(first.roomId, { name: `P${i + 1}` });
    tokens[i] = (await nextMessage(p, "seat")).seatToken;
    players.push(p);
  }
  const watchers = await Promise.all(Array.from({ length: spectators }, (_, i) => t.client().joinById(first.roomId, { name: `W${i + 1}`, spectate: true })));
  opened.push(...players, ...watchers);
  first.send("start", {});
  await waitFor(() => [...players, ...watchers].every((r) => r.state.status === "playing"), 5_000, "start");
  return { players, tokens, watchers };
}

test('"__no_message_handler" is an unknown message type like any other: answered, and the connection stays open', async () => {
  const { players } = await table(2);
  const answer = answerOrClose(players[0]);
  players[0].send("__no_message_handler", {});
  expect(await answer).toEqual({ error: expect.objectContaining({ code: "unknown_message" }) });
});

describe("the catch-all handler", () => {
  let server: ChildServer;
  beforeAll(async () => {
    server = await startChildServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  // Colyseus hands a message of type "*" to the room's "*" handler with the payload where the type name goes; the
  // room's String(type) throws for a payload without a usable toString, outside any try/catch. The server runs as a
  // child process here because the exception ends the process.
  test('a message of type "*" whose payload has no usable toString is answered, and the server stays up', async () => {
    const room = await new Client(server.url).create("drawpass", { name: "P1", table: { seats: 2 } });
    room.onMessage("*", () => undefined);
    const answer = answerOrClose(room);
    room.send("*", { toString: 1 });
    const got = await answer;
    await sleep(200);
    expect(server.exited).toBeNull();
    expect(got).toEqual({ error: expect.objectContaining({ code: "unknown_message" }) });
    await room.leave();
  });
});

/** The change trees of `seat`'s secrets (the `@view()` fields of its seat refs) and of everything inside them. */
function secretTree(game: Schema, mode: string, seat: number): Set<unknown> {
  const out = new Set<unknown>();
  const walk = (ref: any) => {
    const tree = ref?.[$changes];
    if (!tree || out.has(tree)) return;
    out.add(tree);
    tree.forEachChild((child: { ref: unknown }) => walk(child.ref));
  };
  for (const ref of WIRES[mode].seatRefs(game, seat)) for (const field of viewFields(ref)) walk((ref as any)[field]);
  return out;
}

test("after a rematch that moves players one seat on, nobody's view still holds the secrets of the seat it left", async () => {
  const { players } = await table(3);
  const seatOf = new Map<Room, number>(players.map((p, i) => [p, i]));
  for (const p of players) p.onMessage("seat", (m: { seat: number }) => seatOf.set(p, m.seat));
  const play = async () => {
    while (players[0].state.status === "playing") {
      const seq = players[0].state.seq;
      const mover = players.find((p) => seatOf.get(p) === players[0].state.activeSeats[0])!;
      mover.send("action", { seq, action: { type: players[0].state.game.deckCount > 0 ? "draw" : "pass" } });
      await waitFor(() => players[0].state.seq > seq || players[0].state.status !== "playing", 5_000, "move");
      await sleep(110); // under the room's rate limit
    }
  };
  await play();
  const firstGame = players[0].state.gameId;
  for (const p of players) p.send("rematch", {});
  await waitFor(() => players.every((p) => p.state.status === "playing" && p.state.gameId !== firstGame), 5_000, "rematch");
  await play();

  const room = matchMaker.getLocalRoomById(players[0].roomId) as unknown as { state: { game: Schema }; clients: { sessionId: string; view?: { visible: Set<unknown> } }[] };
  const leaks: string[] = [];
  for (const p of players) {
    const client = room.clients.find((c) => c.sessionId === p.sessionId)!;
    for (let seat = 0; seat < 3; seat++) {
      if (seat === seatOf.get(p)) continue;
      const held = [...secretTree(room.state.game, "drawpass", seat)].filter((tree) => client.view?.visible.has(tree)).length;
      if (held) leaks.push(`the player now in seat ${seatOf.get(p)} still sees ${held} schema objects of seat ${seat}'s secrets`);
    }
  }
  expect(leaks).toEqual([]);
});

test("a seat token that takes over a live connection leaves the spectator count alone", async () => {
  const { players, tokens, watchers } = await table(2, 1);
  await waitFor(() => watchers[0].state.spectators === 1, 5_000, "one spectator");
  // The same player opens the table again (a second tab, a reload before the old socket closed): the old
  // connection is closed with 4001 and its leave must not count as a spectator leaving.
  const again = await t.client().joinById(players[1].roomId, { name: "P2", seatToken: tokens[1] });
  opened.push(again);
  await waitFor(() => again.state.seats?.[1]?.connected === true, 5_000, "seat taken over");
  await sleep(300);
  expect(watchers[0].state.spectators).toBe(1);
});
