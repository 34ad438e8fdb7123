import { Rng } from "../../../shared/src/core/rng";
import { duelistEngine, search } from "../../../shared/src/games/duelist";
import { candidateActions } from "../../../shared/src/games/duelist/greedy";
import { redact } from "../../../shared/src/games/duelist/view";
import { PLAYOUT_SEARCH_WORK, PLAYOUT_SLICE_MS } from "../../../server/src/rooms/automation";
import { drainYields, testTable } from "./table";

describe("automation (no server)", () => {
  test("a bot moves after its delay, and a human's clock runs only while the human is to act", () => {
    const t = testTable({ bots: [1], turnSeconds: 5, botDelayMs: 600, target: 10 });
    t.game.start();
    t.game.started();
    expect(t.fields.clockSeat).toBe(0);
    expect(t.fields.turnDeadline).toBe(t.clock.now + 5000);
    t.game.act(0, 0, { n: 1 });
    // The bot is to move: no clock runs (it is nobody's time), the bot waits its delay.
    expect(t.fields.clockSeat).toBe(-1);
    expect(t.fields.turnDeadline).toBe(0);
    t.clock.advance(599);
    expect(t.actions()).toHaveLength(1);
    t.clock.advance(1);
    expect(t.actions().map((a) => [a.seat, a.by])).toEqual([[0, "player"], [1, "bot"]]);
    expect(t.fields.clockSeat).toBe(0);
  });

  test("a bot waits for the table to watch the last move's replay, never longer than the cap; a player is never held up", () => {
    const t = testTable({ bots: [1], botDelayMs: 600, replayMs: 3000, replayWaitMaxMs: 12_000, target: 10 });
    t.game.start();
    t.game.started();
    t.game.act(0, 0, { n: 1 });
    t.clock.advance(3599);
    expect(t.actions()).toHaveLength(1);
    t.clock.advance(1);
    expect(t.actions().map((a) => a.by)).toEqual(["player", "bot"]);
    // The bot's move has its replay too; the player moves when they like.
    t.clock.advance(1);
    t.game.act(0, 2, { n: 1 });
    expect(t.actions()).toHaveLength(3);
    // Replays queue on the client: the bot waits for the rest of the first and all of the second.
    t.clock.advance(600 + 5999 - 1);
    expect(t.actions()).toHaveLength(3);
    t.clock.advance(1);
    expect(t.actions()).toHaveLength(4);

    const capped = testTable({ bots: [1], botDelayMs: 600, replayMs: 20_000, replayWaitMaxMs: 5000, target: 10 });
    capped.game.start();
    capped.game.started();
    capped.game.act(0, 0, { n: 1 });
    capped.clock.advance(5599);
    expect(capped.actions()).toHaveLength(1);
    capped.clock.advance(1);
    expect(capped.actions()).toHaveLength(2);
  });

  test("a clock that runs out while a bot is thinking does not fire: the human's stopped clock never plays for them", () => {
    // The bot thinks longer than the human's whole turn clock.
    const t = testTable({ bots: [1], turnSeconds: 1, botDelayMs: 5000, target: 10 });
    t.game.start();
    t.game.started();
    t.clock.advance(900);
    t.game.act(0, 0, { n: 1 });
    t.clock.advance(4999);
    expect(t.actions()).toHaveLength(1);
    expect(t.said.lines.map((l) => l.type)).not.toContain("timeout");
    t.clock.advance(1);
    expect(t.actions().map((a) => a.by)).toEqual(["player", "bot"]);
    // A new turn for the human: a fresh, full clock.
    expect(t.fields.turnDeadline).toBe(t.clock.now + 1000);
  });

  test("a turn clock that runs out makes a bot finish the turn; twice in a row marks the seat away until its player acts", () => {
    const t = testTable({ bots: [1], turnSeconds: 2, botDelayMs: 100, target: 20 });
    t.game.start();
    t.game.started();
    t.clock.advance(2000);
    expect(t.actions().map((a) => [a.seat, a.by])).toEqual([[0, "timeout"]]);
    expect(t.said.lines.find((l) => l.type === "timeout")?.en).toMatch(/ran out of time/);
    t.clock.advance(100); // the bot seat
    t.clock.advance(2000); // the second timeout
    expect(t.fields.seats[0].away).toBe(true);
    expect(t.said.lines.filter((l) => l.type === "timeout").pop()?.en).toMatch(/2 in a row/);
    // Away: a bot plays the seat without waiting for its clock.
    t.clock.advance(100);
    t.clock.advance(100);
    expect(t.actions().slice(-2).map((a) => [a.seat, a.by])).toEqual([[1, "bot"], [0, "away"]]);
    t.clock.advance(100);
    t.game.act(0, t.fields.seq, { n: 2 });
    expect(t.fields.seats[0].away).toBe(false);
  });

  test("a storage failure in the middle of a play-out: the moves before it stay, nothing is skipped, the play-out finishes once storage is back", () => {
    const t = testTable({ bots: [0, 1], target: 60, abandoned: true, botThinkMs: 1 });
    t.game.start();
    t.game.started();
    // The first slice ran at once; the next is handed to the event loop.
    const firstSlice = t.actions().length;
    expect(firstSlice).toBeGreaterThan(0);
    expect(t.said.yields).toHaveLength(1);
    t.store.failing = true;
    drainYields(t.said, 3);
    expect(t.actions()).toHaveLength(firstSlice);
    expect(t.fields.seq).toBe(firstSlice);
    expect(t.fields.status).toBe("playing");
    t.store.failing = false;
    drainYields(t.said);
    t.clock.advance(60_000);
    drainYields(t.said);
    expect(t.fields.status).toBe("finished");
    expect(t.actions().map((a) => a.seq)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    expect(t.store.games.get(t.recorder.gameId)?.status).toBe("finished");
  });

  test("a play-out slice stops at its time budget (issue 20 item 4): slow bot moves yield the event loop after ~10 ms, not after 20 moves", () => {
    const t = testTable({ bots: [0, 1], target: 60, abandoned: true, botThinkMs: 3 });
    t.game.start();
    const before = t.clock.now;
    t.game.started();
    // 3 ms a move: the slice's 10 ms are spent after the 4th move (0, 3, 6, 9 ms in), then it yields.
    expect(PLAYOUT_SLICE_MS).toBe(10);
    expect(t.actions()).toHaveLength(4);
    expect(t.clock.now - before).toBeLessThan(PLAYOUT_SLICE_MS + 3);
    expect(t.said.yields).toHaveLength(1);
    drainYields(t.said, 1);
    expect(t.actions()).toHaveLength(8);
    drainYields(t.said);
    expect(t.fields.status).toBe("finished");
    expect(t.actions().map((a) => a.seq)).toEqual(Array.from({ length: 60 }, (_, i) => i));
  });

  test("search bots think within a work budget in a play-out, and at full strength at a table with players", () => {
    const playOut = testTable({ bots: [0, 1], target: 10, abandoned: true, botThinkMs: 1 });
    playOut.game.start();
    playOut.game.started();
    drainYields(playOut.said);
    expect(playOut.budgets).toHaveLength(10);
    expect(new Set(playOut.budgets.map((b) => JSON.stringify(b)))).toEqual(new Set([JSON.stringify({ work: PLAYOUT_SEARCH_WORK })]));

    const live = testTable({ bots: [1], target: 4, botThinkMs: 1 });
    live.game.start();
    live.game.started();
    live.game.act(0, 0, { n: 1 });
    live.clock.advance(600);
    expect(live.budgets).toEqual([undefined]);
  });

  test("the duelist engine's search bot spends the budget it is given", () => {
    // A position where a tiny budget and the full one choose differently: the engine's choice shows which it spent.
    const rng = Rng.fromSeed("budget");
    let s = duelistEngine.setup(duelistEngine.optionsSchema.parse({ decks: ["tang", "kongtong"] }), "budget", 2);
    let found = false;
    for (let k = 0; k < 200 && s.phase !== "over" && !found; k++) {
      const seat = duelistEngine.activeSeats(s)[0];
      if (s.phase === "main" && candidateActions(redact(s, seat), seat).length > 0) {
        const small = search(redact(s, seat), seat, Rng.fromSeed("same"), Infinity, 20);
        const full = search(redact(s, seat), seat, Rng.fromSeed("same"));
        if (JSON.stringify(small.action) !== JSON.stringify(full.action)) {
          found = true;
          expect(duelistEngine.bot(s, seat, Rng.fromSeed("same"), "search", { work: 20 })).toEqual(small.action);
          expect(duelistEngine.bot(s, seat, Rng.fromSeed("same"), "search")).toEqual(full.action);
        }
      }
      s = duelistEngine.apply(s, seat, duelistEngine.bot(s, seat, rng, "greedy")).state;
    }
    expect(found).toBe(true);
  });

  test("a failed automatic move (storage) backs off and retries without losing the move", () => {
    const t = testTable({ bots: [1], botDelayMs: 100, target: 10 });
    t.game.start();
    t.game.started();
    t.game.act(0, 0, { n: 1 });
    t.store.failing = true;
    t.clock.advance(100);
    expect(t.actions()).toHaveLength(1);
    const writes = t.store.writes;
    t.clock.advance(100 + 249);
    expect(t.store.writes).toBe(writes); // waits 250 ms more than the bot's pace
    t.store.failing = false;
    t.clock.advance(1);
    expect(t.actions().map((a) => [a.seq, a.by])).toEqual([[0, "player"], [1, "bot"]]);
  });
});

describe("messages that change nothing about whose move it is (issue 20 item 3)", () => {
  test("re-deciding while a bot's move is pending keeps its deadline: prefs or present every 300 ms cannot freeze the bot", () => {
    const t = testTable({ bots: [1], botDelayMs: 600, target: 10 });
    t.game.start();
    t.game.started();
    t.game.act(0, 0, { n: 1 });
    // What a `prefs` or `present` message from the human makes the room do, every 300 ms.
    for (let i = 0; i < 10; i++) {
      t.clock.advance(300);
      t.book.setAutoPass(0, i % 2 ? "ask" : "auto");
      t.automation.schedule();
      if (t.actions().length > 1) break;
    }
    expect(t.actions().map((a) => [a.seat, a.by])).toEqual([[0, "player"], [1, "bot"]]);
    expect(t.clock.now).toBe(1_000_000 + 600);
  });

  test("a human's running clock keeps its deadline and its timer when nothing changed", () => {
    const t = testTable({ turnSeconds: 5, target: 10 });
    t.game.start();
    t.game.started();
    const deadline = t.fields.turnDeadline;
    const pending = t.clock.pending();
    t.clock.advance(1000);
    t.automation.schedule();
    expect(t.fields.turnDeadline).toBe(deadline);
    expect(t.clock.pending()).toBe(pending);
    t.clock.advance(4000);
    expect(t.actions().map((a) => a.by)).toEqual(["timeout"]);
  });

  test("a change of who controls the seat is still decided again (the stand-in bot steps aside at once)", () => {
    const t = testTable({ bots: [], botDelayMs: 600, turnSeconds: 5, target: 10 });
    t.game.start();
    t.game.started();
    t.fields.seats[0].assign({ bot: true, replacedByBot: true });
    t.automation.schedule();
    expect(t.fields.clockSeat).toBe(-1);
    t.fields.seats[0].assign({ bot: false, replacedByBot: false });
    t.automation.schedule();
    expect(t.fields.clockSeat).toBe(0);
    t.clock.advance(1000);
    expect(t.actions()).toEqual([]);
  });
});
