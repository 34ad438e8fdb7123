/**
 * A player a bot stood in for (after their clock ran out) comes back by making a move: the move is theirs and so is
 * the rest of the turn. The bot's next move, already scheduled while the seat was still away, must not be played
 * (it was, once, before the room decided again after the move).
 */
import type { Room } from "colyseus.js";
import { Rng } from "../../shared/src/core/rng";
import { shengkeEngine } from "../../shared/src/games/shengke/engine";
import type { ShengkeState } from "../../shared/src/games/shengke/types";
import { nextMessage, sleep, startArena, viewOf, waitFor, type TestArena } from "../support/arena";

jest.setTimeout(60_000);

const BOT_DELAY_MS = 400;
let t: TestArena;
beforeAll(async () => {
  t = await startArena({ AUTO_PASS_MS: "0-20", BOT_DELAY_MS: String(BOT_DELAY_MS) });
});
afterAll(async () => {
  await t.stop();
});

const game = (room: Room) => viewOf<ShengkeState>(room, "spectator")!;
const rng = Rng.fromSeed("away-return");
const click = (room: Room, seat: number) => room.send("action", { seq: room.state.seq, action: shengkeEngine.bot(viewOf<ShengkeState>(room, seat)!, seat, rng, "greedy") });

test("an away player's own move takes the seat back at once: the bot's pending move is not played", async () => {
  const a = await t.client().create("shengke", { name: "甲", table: { turnSeconds: 10, timeoutsBeforeBot: 1 } });
  await nextMessage(a, "seat");
  const b = await t.client().joinById(a.roomId, { name: "乙" });
  await nextMessage(b, "seat");
  const rooms = [a, b];
  for (const r of rooms) r.send("prefs", { autoPass: "turn" });
  a.send("start", {});
  await waitFor(() => a.state.status === "playing" && a.state.turnDeadline > 0, 10_000, "a running clock");
  const idle = game(a).active;
  const busy = 1 - idle;
  const awayTurn = game(a).turn;
  // The idle seat's clock runs out: away, and the bot finishes that turn.
  await waitFor(() => a.state.seats[idle].away === true, 15_000, "away after one timeout");

  // The other player plays its own turn; the moment the idle seat's next turn begins (the away bot about to move for
  // it), its player moves.
  // Watched from the idle seat's own connection: the position it moves from is the one it has seen.
  let moved = -1;
  const mine = rooms[idle];
  mine.onStateChange(() => {
    const g = game(mine);
    if (moved < 0 && g.turn > awayTurn && g.active === idle && mine.state.activeSeats[0] === idle && g.priority.mode === "main") {
      moved = mine.state.seq;
      click(mine, idle);
    }
  });
  while (moved < 0) {
    const seq = a.state.seq;
    if (a.state.activeSeats[0] === busy && game(a).active === busy) click(rooms[busy], busy);
    await waitFor(() => a.state.seq > seq || moved >= 0, 15_000, "the game to move");
  }
  await waitFor(() => a.state.seq > moved, 5_000, "the player's move");
  expect(a.state.seats[idle].away).toBe(false);
  // Longer than the bot's pause: had the bot's scheduled move survived, it would be in the record by now.
  await sleep(BOT_DELAY_MS * 3);
  const record = t.store.getActions(a.state.gameId);
  expect(record[moved]).toMatchObject({ seat: idle, by: "player" });
  expect(record.slice(moved + 1).filter((x) => x.seat === idle && x.by !== "player")).toEqual([]);
  // The turn is the player's, with their clock.
  expect(a.state.clockSeat).toBe(idle);
  expect(a.state.clockKind).toBe("turn");
  expect(a.state.turnDeadline).toBeGreaterThan(Date.now());
  await Promise.all(rooms.map((r) => r.leave()));
});
