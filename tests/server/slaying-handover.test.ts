/**
 * Issue 24 items 1–2 (server), room `slaying` with real clients. A dropped player's window shows as the seat's
 * `returnDeadline`; the host hands the seat to a bot at once (a non-host is refused while the host is there); at a
 * table whose host dropped, a majority of the players there does it by vote; the player who comes back has the seat
 * again at their next turn. Bots wait for the army turn's replay (capped short here), players never do.
 * One arena for the file: Colyseus' matchmaker is a process-wide singleton.
 */
import type { Room } from "colyseus.js";
import { Rng } from "../../shared/src/core/rng";
import { replayRecord } from "../../shared/src/core/replay";
import { slayingEngine, type SlayingState } from "../../shared/src/games/slaying";
import { armyReplayMs } from "../../shared/src/games/slaying/replayTiming";
import { RULES } from "../../shared/src/games/slaying/content";
import { logOf, nextMessage, startArena, viewOf, waitFor, type TestArena } from "../support/arena";

jest.setTimeout(60_000);

const RECONNECT_SECONDS = 30;
const REPLAY_WAIT_MAX_MS = 1500;
let t: TestArena;
beforeAll(async () => {
  t = await startArena({ RECONNECT_SECONDS: String(RECONNECT_SECONDS), REPLAY_WAIT_MAX_MS: String(REPLAY_WAIT_MAX_MS) });
});
afterAll(async () => {
  await t.stop();
});

const rng = Rng.fromSeed("slaying-handover");
const active = (room: Room) => Array.from(room.state.activeSeats as ArrayLike<number>);

/** `room`'s player plays its seat (the engine's bot on its own view) until its turn is over. */
async function playTurn(room: Room, seat: number) {
  while (active(room).includes(seat) && room.state.status === "playing") {
    const seq = room.state.seq;
    room.send("action", { seq, action: slayingEngine.bot(viewOf<SlayingState>(room, seat)!, seat, rng, "greedy") });
    await waitFor(() => room.state.seq > seq, 10_000, `seat ${seat}'s move`);
  }
}

/** Three players at a 3-seat co-op table, the game started; seat 0 (甲) is the host and moves first. */
async function threePlayers(table: Record<string, unknown> = {}) {
  const a = await t.client().create("slaying", { name: "甲", table: { seats: 3, private: true, ...table } });
  await nextMessage(a, "seat");
  const b = await t.client().joinById(a.roomId, { name: "乙" });
  const bSeat = await nextMessage(b, "seat");
  const c = await t.client().joinById(a.roomId, { name: "丙" });
  await nextMessage(c, "seat");
  a.send("start", {});
  await waitFor(() => [a, b, c].every((r) => r.state.status === "playing" && r.state.game?.players?.length === 3), 5_000, "start");
  expect(active(a)).toEqual([0]);
  return { a, b, c, bToken: bSeat.seatToken as string };
}

async function refusal(room: Room, message: unknown): Promise<string> {
  const answer = nextMessage(room, "error");
  room.send("handOver", message);
  return (await answer).code;
}

test("a co-op table gets the mode's default turn clock when its host names none", async () => {
  const a = await t.client().create("slaying", { name: "甲", table: { seats: 1, private: true } });
  await nextMessage(a, "seat");
  expect(a.state.turnSeconds).toBe(RULES.tableClock.turnSeconds);
  const named = await t.client().create("slaying", { name: "甲", table: { seats: 1, private: true, turnSeconds: 0 } });
  await nextMessage(named, "seat");
  expect(named.state.turnSeconds).toBe(0);
  // Not a co-op mode: no early hand-over, whatever the table.
  const duel = await t.client().create("shengke", { name: "甲", table: { private: true } });
  await nextMessage(duel, "seat");
  expect(duel.state.turnSeconds).toBe(0);
  expect(await refusal(duel, { seat: 1 })).toBe("handover_not_coop");
  await Promise.all([a.leave(), named.leave(), duel.leave()]);
});

test("the host hands a dropped player's seat to a bot at once (a non-host is refused); back, the player has the seat at their next turn", async () => {
  const { a, b, c } = await threePlayers({ turnSeconds: 0 });
  expect(await refusal(a, { seat: 1 })).toBe("seat_not_dropped");
  await playTurn(a, 0);
  await waitFor(() => active(a).includes(1), 10_000, "乙's turn");
  // 乙 drops on its turn: everyone sees the window's end.
  const token = b.reconnectionToken;
  const droppedAt = Date.now();
  b.connection.transport.close();
  await waitFor(() => a.state.seats[1].connected === false && c.state.seats[1].returnDeadline > 0, 10_000, "the drop and its countdown");
  expect(c.state.seats[1].returnDeadline).toBeGreaterThanOrEqual(droppedAt + RECONNECT_SECONDS * 1000 - 1000);
  expect(c.state.seats[1].returnDeadline).toBeLessThanOrEqual(Date.now() + RECONNECT_SECONDS * 1000 + 1000);

  // 丙 is not the host, and the host is here: refused, nothing changes. Bad requests are refused too.
  const seq = a.state.seq;
  expect(await refusal(c, { seat: 1 })).toBe("not_host");
  expect(await refusal(c, { seat: 9 })).toBe("bad_message");
  expect(await refusal(a, { seat: 2 })).toBe("seat_not_dropped");
  const spectator = await t.client().joinById(a.roomId, { name: "觀眾", spectate: true });
  expect(await refusal(spectator, { seat: 1 })).toBe("spectator_cannot_act");
  expect({ seq: a.state.seq, bot: a.state.seats[1].bot, votes: a.state.seats[1].botVotes }).toEqual({ seq, bot: false, votes: 0 });

  // The host's word: a bot plays the seat now, the countdown is gone.
  a.send("handOver", { seat: 1 });
  await waitFor(() => c.state.seats[1].bot === true, 5_000, "the bot takes the seat");
  expect(c.state.seats[1].replacedByBot).toBe(true);
  expect(c.state.seats[1].returnDeadline).toBe(0);
  expect(logOf(c).some((l) => l.type === "handed_over" && l.seat === 1)).toBe(true);
  await waitFor(() => active(a).includes(2), 15_000, "the bot finishes 乙's turn");
  expect(await refusal(a, { seat: 1 })).toBe("seat_not_dropped");

  // 乙 comes back during 丙's turn; its next turn is its own: no bot moves for it from here on, its clock is its own.
  const back = await t.client().reconnect(token);
  await waitFor(() => a.state.seats[1].connected === true && a.state.seats[1].bot === false, 5_000, "乙 back");
  const returnedAt = a.state.seq;
  await playTurn(c, 2);
  await waitFor(() => active(a).includes(0), 15_000, "the host's turn");
  await playTurn(a, 0);
  await waitFor(() => active(a).includes(1), 15_000, "乙's next turn");
  expect(a.state.seats[1].away).toBe(false);
  expect(a.state.clockSeat).toBe(1);
  await playTurn(back, 1);
  const record = t.store.getActions(a.state.gameId);
  const seat1 = record.slice(returnedAt).filter((x) => x.seat === 1);
  expect(seat1.length).toBeGreaterThan(0);
  expect(seat1.every((x) => x.by === "player")).toBe(true);
  expect(record.slice(0, returnedAt).some((x) => x.seat === 1 && x.by === "abandoned")).toBe(true);
  await Promise.all([a, back, c, spectator].map((r) => r.leave()));
});

test("without the host at the table, a majority of the players there hands the host's dropped seat to a bot", async () => {
  const { a, b, c } = await threePlayers({ turnSeconds: 0 });
  // The host drops on its own turn (the game's first).
  const token = a.reconnectionToken;
  a.connection.transport.close();
  await waitFor(() => b.state.seats[0].connected === false && b.state.seats[0].returnDeadline > 0, 10_000, "the host's drop");
  b.send("handOver", { seat: 0 });
  await waitFor(() => c.state.seats[0].botVotes === 0b10, 5_000, "乙's vote");
  expect(c.state.seats[0].bot).toBe(false);
  expect(logOf(c).some((l) => l.type === "handover_vote" && /1 of 2/.test(l.en))).toBe(true);
  expect(await refusal(b, { seat: 0 })).toBe("already_voted");
  expect(c.state.seq).toBe(0);
  c.send("handOver", { seat: 0 });
  await waitFor(() => b.state.seats[0].bot === true, 5_000, "the majority's hand-over");
  expect(b.state.seats[0].botVotes).toBe(0);
  await waitFor(() => active(b).includes(1), 15_000, "the bot plays the host's turn");
  const record = t.store.getActions(b.state.gameId);
  expect(record.filter((x) => x.seat === 0).every((x) => x.by === "abandoned")).toBe(true);
  // The host comes back (and the room is not left holding a reconnection open until the window ends).
  const back = await t.client().reconnect(token);
  await waitFor(() => b.state.seats[0].connected === true, 5_000, "the host back");
  await Promise.all([back.leave(), b.leave(), c.leave()]);
});

test("after an army turn bots wait for its replay (capped), players' moves are never held up", async () => {
  const host = await t.client().create("slaying", { name: "甲", table: { seats: 3, private: true, turnSeconds: 0 } });
  await nextMessage(host, "seat");
  host.send("addBot", { level: "greedy" });
  host.send("addBot", { level: "greedy" });
  await waitFor(() => host.state.seats.filter((s: { occupied: boolean }) => s.occupied).length === 3, 5_000, "bots seated");
  host.send("start", {});
  await waitFor(() => host.state.status === "playing", 5_000, "start");
  const gameId = host.state.gameId;
  const armyTurns = () => logOf(host).filter((l) => l.type === "army_turn_end").length;
  while (armyTurns() < 3 && host.state.status === "playing") {
    await waitFor(() => active(host).includes(0) || host.state.status !== "playing", 30_000, "the host's turn");
    await playTurn(host, 0);
  }
  // What each action did, from the record (its seed is on the server until the end).
  const row = t.store.getGame(gameId)!;
  const actions = t.store.getActions(gameId);
  const { steps } = replayRecord(slayingEngine, { options: row.options, seats: row.seats, actions, seed: row.seed }, true);
  const times = actions.map((a) => a.t ?? NaN);
  expect(times.every(Number.isFinite)).toBe(true);
  let botsWaited = 0;
  let playersAfterArmy = 0;
  for (let i = 1; i < actions.length; i++) {
    const replay = armyReplayMs(steps[i - 1].events);
    const gap = times[i] - times[i - 1];
    if (replay > 0 && actions[i].by === "bot") {
      expect(gap).toBeGreaterThanOrEqual(Math.min(replay, REPLAY_WAIT_MAX_MS) - 30);
      expect(gap).toBeLessThan(REPLAY_WAIT_MAX_MS + 1500);
      botsWaited++;
    } else if (replay === 0 && actions[i].by === "bot") {
      // No replay to watch: the bot's usual pace (BOT_DELAY_MS 0 here).
      expect(gap).toBeLessThan(REPLAY_WAIT_MAX_MS);
    } else if (replay > 0 && actions[i].by === "player") {
      expect(gap).toBeLessThan(REPLAY_WAIT_MAX_MS);
      playersAfterArmy++;
    }
  }
  expect(botsWaited + playersAfterArmy).toBeGreaterThanOrEqual(3);
  expect(botsWaited).toBeGreaterThan(0);
  await host.leave();
});
