import type { Room } from "colyseus.js";
import { startArena, nextMessage, waitFor, type TestArena } from "../support/arena";
import { drawOnce, startTable } from "../support/drawpassTable";

// The lobby hears a table's turn number at most once per LOBBY_TURN_SECONDS (server/src/rooms/lobbyListing.ts).
const REFRESH_S = 2;
let t: TestArena;
beforeAll(async () => {
  t = await startArena({ LOBBY_TURN_SECONDS: String(REFRESH_S) });
});
afterAll(async () => {
  await t.stop();
});

type Listed = { metadata: { status: string; turn: number } };

test("a table's turns reach the lobby coalesced, and its last turn arrives once the refresh has passed", async () => {
  const lobby: Room = await t.client().joinOrCreate("lobby");
  const rooms = nextMessage(lobby, "rooms");
  const seen = new Map<string, Listed[]>();
  lobby.onMessage("+", ([id, r]: [string, Listed]) => seen.set(id, [...(seen.get(id) ?? []), r]));
  lobby.onMessage("-", () => undefined);
  await rooms;
  const table = await startTable(t.url.replace("ws", "http"), t.url.replace("ws", "http"), { seats: 2 });
  const code = table.code;
  const updates = () => seen.get(code) ?? [];
  await waitFor(() => updates().some((u) => u.metadata.status === "playing"), 5_000, "the game listed as playing");
  const before = updates().length;
  const started = Date.now();
  const MOVES = 12;
  for (let i = 0; i < MOVES; i++) await drawOnce(table.players);
  const elapsed = Date.now() - started;
  const seq = table.players[0].state.seq;
  // One update when the refresh allows it, then at most one per refresh (swept each second): far fewer than the moves
  // unless the moves themselves took many refreshes (a very slow machine), which only loosens the bound.
  const allowed = 2 + Math.ceil(elapsed / (REFRESH_S * 1000));
  expect(updates().length - before).toBeLessThanOrEqual(allowed);
  if (elapsed < REFRESH_S * 1000) expect(updates().length - before).toBeLessThan(MOVES);
  // Nobody moves any more: the last turn still reaches the lobby.
  await waitFor(() => updates().at(-1)?.metadata.turn === seq, (REFRESH_S + 5) * 1000, "the last turn in the lobby");
  // A player joining the lobby now reads the current turn in its first list.
  const late: Room = await t.client().joinOrCreate("lobby");
  const list = (await nextMessage(late, "rooms")) as ({ roomId: string } & Listed)[];
  expect(list.find((r) => r.roomId === code)?.metadata.turn).toBe(seq);
  await Promise.all([...table.players.map((p) => p.leave()), lobby.leave(), late.leave()]);
});
