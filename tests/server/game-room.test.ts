import type { Room } from "colyseus.js";
import { startArena, nextMessage, waitFor, recordMessages, sleep, viewOf, holdsSecretOf, logOf, type TestArena } from "../support/arena";

let t: TestArena;
beforeAll(async () => {
  t = await startArena({ RECONNECT_SECONDS: "5" });
});
afterAll(async () => {
  await t.stop();
});

/** This client's own hand, once its seat's secrets have reached it. */
const privateHand = (room: Room, seat: number): number[] | null => (holdsSecretOf(room, seat) ? viewOf(room, seat)!.hands[seat] : null);

async function tableWithTwoPlayers() {
  const a = await t.client().create("drawpass", { name: "Alice", table: { seats: 2 } });
  const aSeat = nextMessage(a, "seat");
  const b = await t.client().joinById(a.roomId, { name: "Bob" });
  const bSeat = await nextMessage(b, "seat");
  return { a, b, aSeat: await aSeat.catch(() => ({ seat: 0 })), bSeat };
}

async function startGame(host: Room) {
  host.send("start", {});
  await waitFor(() => host.state.status === "playing", 10_000, "game start");
}

describe("generic game room with the draw-or-pass test game", () => {
  test("two players and three spectators join; spectators cannot act and see no hand", async () => {
    const { a, b, bSeat } = await tableWithTwoPlayers();
    expect(bSeat.seat).toBe(1);
    expect(typeof bSeat.seatToken).toBe("string");
    const spectators = await Promise.all([1, 2, 3].map((i) => t.client().joinById(a.roomId, { name: `Watcher ${i}`, spectate: true })));
    await startGame(a);
    await waitFor(() => spectators.every((s) => s.state.status === "playing" && s.state.game?.players?.length === 2), 10_000, "spectators synced");
    await waitFor(() => a.state.spectators === 3, 5_000, "spectator count");

    // Each player sees their own hand and only the other's count.
    await waitFor(() => privateHand(a, 0) !== null && privateHand(b, 1) !== null, 5_000, "private views");
    expect(privateHand(a, 0)).toHaveLength(2);
    expect(viewOf(a, 0).hands[1]).toEqual([0, 0]);
    expect(holdsSecretOf(b, 0)).toBe(false);
    expect(holdsSecretOf(a, 1)).toBe(false);
    for (const s of spectators) {
      const pub = viewOf(s, "spectator");
      expect(pub.hands).toEqual([[0, 0], [0, 0]]);
      expect(pub.deck.every((c: number) => c === 0)).toBe(true);
      expect([0, 1].map((seat) => holdsSecretOf(s, seat))).toEqual([false, false]);
    }

    const err = nextMessage(spectators[0], "error");
    spectators[0].send("action", { seq: 0, action: { type: "draw" } });
    expect((await err).code).toBe("spectator_cannot_act");
    expect(a.state.seq).toBe(0);
    await Promise.all([a, b, ...spectators].map((r) => r.leave()));
  });

  test("a malformed message gets an error and its sender stays connected; unknown types too", async () => {
    const { a, b } = await tableWithTwoPlayers();
    await startGame(a);
    let left = false;
    a.onLeave(() => (left = true));
    const e1 = nextMessage(a, "error");
    a.send("action", { seq: "zero", action: 42, extra: true });
    expect((await e1).code).toBe("bad_message");
    const e2 = nextMessage(a, "error");
    a.send("action", { seq: 0, action: { type: "teleport" } });
    expect((await e2).code).toBe("bad_action");
    const e3 = nextMessage(a, "error");
    a.send("fly", { to: "moon" });
    expect((await e3).code).toBe("unknown_message");
    const e4 = nextMessage(b, "error");
    b.send("action", { seq: 0, action: { type: "draw" } });
    const outOfTurn = await e4;
    expect(outOfTurn.code).toBe("not_your_turn");
    expect(outOfTurn.message.zh).toMatch(/輪到/);
    expect(outOfTurn.message.en).toMatch(/not your turn/);
    // Still connected and able to play.
    a.send("action", { seq: 0, action: { type: "draw" } });
    await waitFor(() => a.state.seq === 1, 5_000, "accepted action");
    expect(left).toBe(false);
    await Promise.all([a.leave(), b.leave()]);
  });

  test("a stale action (double click) is refused and plays only once", async () => {
    const { a, b } = await tableWithTwoPlayers();
    await startGame(a);
    const errors = recordMessages(a);
    a.send("action", { seq: 0, action: { type: "draw" } });
    a.send("action", { seq: 0, action: { type: "draw" } });
    await waitFor(() => errors.some((m) => m.type === "error"), 5_000, "stale error");
    expect(errors.find((m) => m.type === "error")!.message).toMatchObject({ code: "stale_action" });
    await waitFor(() => a.state.seq === 1, 5_000, "first draw applied");
    await sleep(200);
    expect(a.state.seq).toBe(1);
    expect(privateHand(a, 0)).toHaveLength(3);
    await Promise.all([a.leave(), b.leave()]);
  });

  test("the host fills a seat with a bot and the bot plays its turns", async () => {
    const a = await t.client().create("drawpass", { name: "Solo", table: { seats: 3 } });
    await nextMessage(a, "seat");
    a.send("addBot", { level: "random" });
    a.send("addBot", {});
    await waitFor(() => a.state.seats.filter((s: any) => s.occupied).length === 3, 5_000, "bots seated");
    const b = await t.client().joinById(a.roomId, { name: "Late" }).catch((e) => e);
    expect(String(b.message)).toMatch(/table_full/);
    await startGame(a);
    while (a.state.status === "playing") {
      if (a.state.activeSeats[0] === 0) a.send("action", { seq: a.state.seq, action: { type: "pass" } });
      const seq = a.state.seq;
      await waitFor(() => a.state.seq !== seq || a.state.status !== "playing", 10_000, "next move");
    }
    expect(a.state.status).toBe("finished");
    expect(JSON.parse(a.state.result).summary.en).toMatch(/wins|Draw/);
    expect(a.state.seed).toMatch(/^[0-9a-f]{64}$/);
    await a.leave();
  });

  test("rematch: when every human asks, a new game starts with the same players and the first seat rotated", async () => {
    const { a, b } = await tableWithTwoPlayers();
    await startGame(a);
    const firstGame = a.state.gameId;
    const players = [a, b];
    while (a.state.status === "playing") {
      const seat = a.state.activeSeats[0];
      const seq = a.state.seq;
      players[seat].send("action", { seq, action: { type: "pass" } });
      await waitFor(() => a.state.seq !== seq || a.state.status !== "playing", 10_000, "progress");
    }
    const asked = nextMessage(b, "rematch");
    a.send("rematch", {});
    expect(await asked).toMatchObject({ seat: 0, requested: true });
    expect(a.state.status).toBe("finished");
    const aSeat = nextMessage(a, "seat");
    b.send("rematch", {});
    await waitFor(() => a.state.status === "playing" && a.state.gameId !== firstGame, 10_000, "second game");
    expect((await aSeat).seat).toBe(1);
    await waitFor(() => a.state.seats[0].name === "Bob" && a.state.seats[1].name === "Alice", 5_000, "rotated seats");
    await waitFor(() => privateHand(a, 1) !== null && privateHand(b, 0) !== null, 5_000, "views follow the players");
    expect(viewOf(a, 1).hands[0]).toEqual([0, 0]);
    // The seat each one left now belongs to the other: its secrets left their views.
    await waitFor(() => !holdsSecretOf(a, 0) && !holdsSecretOf(b, 1), 5_000, "old seats' secrets dropped");
    await Promise.all([a.leave(), b.leave()]);
  });

  test("a dropped player reconnects to the same seat with the same hand", async () => {
    const { a, b } = await tableWithTwoPlayers();
    await startGame(a);
    a.send("action", { seq: 0, action: { type: "draw" } });
    await waitFor(() => b.state.seq === 1, 5_000, "first action");
    await waitFor(() => privateHand(b, 1) !== null, 5_000, "b view");
    const handBefore = privateHand(b, 1);
    const token = b.reconnectionToken;
    b.connection.transport.close();
    await waitFor(() => a.state.seats[1].connected === false, 10_000, "drop noticed");
    const back = await t.client().reconnect(token);
    expect(back.sessionId).toBe(b.sessionId);
    expect(back.reconnectionToken).not.toBe(token);
    await waitFor(() => privateHand(back, 1) !== null, 5_000, "view after reconnect");
    expect(privateHand(back, 1)).toEqual(handBefore);
    await waitFor(() => a.state.seats[1].connected === true, 5_000, "reconnected flag");
    back.send("action", { seq: 1, action: { type: "pass" } });
    await waitFor(() => a.state.seq === 2, 5_000, "reconnected player acts");
    await Promise.all([a.leave(), back.leave()]);
  });

  test("a seat token reclaims the seat from a brand-new connection", async () => {
    const { a, b, bSeat } = await tableWithTwoPlayers();
    await startGame(a);
    await waitFor(() => privateHand(b, 1) !== null, 5_000, "b view");
    const hand = privateHand(b, 1);
    await b.leave(true);
    const again = await t.client().joinById(a.roomId, { name: "Bob", seatToken: bSeat.seatToken });
    await waitFor(() => privateHand(again, 1) !== null, 5_000, "view via seat token");
    expect(privateHand(again, 1)).toEqual(hand);
    const bad = await t.client().joinById(a.roomId, { name: "Mallory", seatToken: "x".repeat(24) }).catch((e) => e);
    expect(String(bad.message)).toMatch(/bad_seat_token/);
    await Promise.all([a.leave(), again.leave()]);
  });

  test("a seat whose owner never returns is taken by a bot and the game finishes", async () => {
    const { a, b } = await tableWithTwoPlayers();
    await startGame(a);
    b.connection.transport.close();
    await waitFor(() => a.state.seats[1].replacedByBot === true, 15_000, "bot takes over");
    while (a.state.status === "playing") {
      if (a.state.activeSeats[0] === 0) a.send("action", { seq: a.state.seq, action: { type: "draw" } });
      const seq = a.state.seq;
      await waitFor(() => a.state.seq !== seq || a.state.status !== "playing", 10_000, "progress");
    }
    const result = JSON.parse(a.state.result);
    expect(result.replacedByBot).toEqual([false, true]);
    const record = t.store.record(a.state.gameId, false)!;
    expect(record.seats[1].replacedByBot).toBe(true);
    expect(record.actions.some((x) => x.by === "abandoned")).toBe(true);
    await a.leave();
  }, 60_000);

  test("when every player is gone for good, bots finish the game and it gets its result", async () => {
    const { a, b } = await tableWithTwoPlayers();
    await startGame(a);
    a.send("action", { seq: 0, action: { type: "draw" } });
    await waitFor(() => a.state.seq === 1, 5_000, "first action");
    const gameId = a.state.gameId;
    a.connection.transport.close();
    b.connection.transport.close();
    await waitFor(() => t.store.getGame(gameId)?.status === "finished", 20_000, "game finished by bots");
    const record = t.store.record(gameId, false)!;
    expect(record.seats.map((s) => s.replacedByBot)).toEqual([true, true]);
    expect(record.actions.slice(1).every((x) => x.by === "abandoned")).toBe(true);
    expect(record.seed).toMatch(/^[0-9a-f]{64}$/);
  }, 30_000);

  test("the turn timer lets a bot move for a player who runs out of time, and the log says so", async () => {
    const a = await t.client().create("drawpass", { name: "Slow", table: { seats: 2, turnSeconds: 10 } });
    await nextMessage(a, "seat");
    a.send("addBot", {});
    await waitFor(() => a.state.seats[1].occupied, 5_000, "bot seated");
    await startGame(a);
    await waitFor(() => a.state.turnDeadline > 0, 5_000, "deadline published");
    expect(a.state.turnDeadline - Date.now()).toBeGreaterThan(5_000);
    await waitFor(() => a.state.seq >= 1, 15_000, "timeout move");
    await waitFor(() => logOf(a).some((l) => l.type === "timeout"), 5_000, "timeout logged");
    const record = t.store.record(a.state.gameId, true)!;
    expect(record.actions[0].by).toBe("timeout");
    await a.leave();
  }, 30_000);

  test("bad table options and bad join options are refused with a clear error", async () => {
    const e1 = await t.client().create("drawpass", { name: "X", table: { seats: 9 } }).catch((e) => e);
    expect(String(e1.message)).toMatch(/bad_(join|table)_options/);
    const e2 = await t.client().create("drawpass", { name: "X", table: { options: { handSize: 99 } } }).catch((e) => e);
    expect(String(e2.message)).toMatch(/bad_table_options/);
    const e3 = await t.client().create("drawpass", { name: "" }).catch((e) => e);
    expect(String(e3.message)).toMatch(/bad_join_options/);
    const deck = Array.from({ length: 25 }, (_, i) => ({ zh: i === 3 ? "名字太長太長的靈獸卡" : `獸${i}`, en: `B${i}`, element: ["wood", "fire", "earth", "metal", "water"][i % 5], in: 4, out: i === 0 ? 9 : 4 }));
    const e5 = await t.client().create("shengke", { name: "X", table: { options: { decks: [deck, "tiger_tortoise"] } } }).catch((e) => e);
    const problems = JSON.parse(e5.message).message.en;
    expect(problems).toMatch(/「獸0」: out .* must be a whole number 1–8, is 9/);
    expect(problems).toMatch(/名字太長太長的靈獸卡/);
    const e4 = await t.client().create("nosuchgame", {}).catch((e) => e);
    expect(e4).toBeInstanceOf(Error);
  });

  // "At least 50 spectators can watch a full table": tests/server/room-sessions.test.ts seats 50 at a started table
  // (MAX_SPECTATORS=50, the 51st refused) and tests/server/slaying-room.test.ts has 50 join mid-game, each synced.
});
