import { Client } from "colyseus.js";
import { slayingEngine } from "../../shared/src/games/slaying";
import { BotClient } from "../../server/src/tools/botClient";
import { startArena, waitFor, type TestArena } from "../support/arena";

jest.setTimeout(300_000);

let t: TestArena;
beforeAll(async () => {
  t = await startArena();
});
afterAll(async () => {
  await t.stop();
});

// Issue 20 item 7: `play [321,220]` was refused with card_not_in_hand at seq 0 of a rematch, a move built from a
// view that still held the previous game (seats rotate at a rematch: each player's secrets change seat).
test("after a whole slaying game and a rematch, the wire players' first moves are accepted", async () => {
  const players = [0, 1].map((i) => new BotClient(new Client(t.url), { engine: slayingEngine, seed: `slaying-rematch-${i}`, level: "greedy" }));
  await players[0].create("slaying", "甲", { seats: 5, private: true, options: { difficulty: "簡易" } });
  await players[1].join(players[0].room.roomId, "乙");
  await waitFor(() => players.every((p) => p.seat >= 0), 10_000, "seats");
  const host = players[0].room;
  for (let i = 0; i < 3; i++) host.send("addBot", { level: "greedy" });
  await waitFor(() => host.state.seats.filter((s: any) => s.occupied).length === 5, 10_000, "bots seated");
  host.send("start", {});
  await Promise.all(players.map((p) => p.done()));
  expect(host.state.status).toBe("finished");
  expect(players.flatMap((p) => p.errors)).toEqual([]);
  const firstGame = host.state.gameId;
  const actionsBefore = players.map((p) => p.actions);
  const seatsBefore = players.map((p) => p.seat);

  // A bot that played fast may be at its message allowance: `rematch()` asks again once the refusal's wait is over.
  for (const p of players) p.rematch();
  await waitFor(() => host.state.gameId !== firstGame && players.every((p, i) => p.actions > actionsBefore[i]) && host.state.seq >= 10, 120_000, "both players moved in the rematch");
  // The seats moved on, so each player's first rematch move came from a seat whose secrets it had not held before.
  expect(players.map((p) => p.seat)).not.toEqual(seatsBefore);
  expect(players.flatMap((p) => p.errors)).toEqual([]);
  await Promise.all(players.map((p) => p.leave()));
});
