import { RecordStore } from "../../../server/src/records/store";
import { ChangeQueue } from "../../../server/src/rooms/changeQueue";
import { thenFlush } from "../../../server/src/rooms/roomPlumbing";
import { testTable } from "./table";

/**
 * The write path on a synchronous store (SQLite with GROUP_COMMIT=false), issue 27: the per-table change queue added
 * for PostgreSQL must cost it nothing. Every change runs, is written and lands in the very call that asked for it: no promise, no
 * microtask hop, the patch flushed before the message handler returns (a promise per action would add an allocation
 * and a microtask turn to every move of every table). The asynchronous path is async-store.test.ts's.
 */
describe("the table on a synchronous store", () => {
  test("SQLite's record writes answer at once, never a promise", () => {
    const store = new RecordStore(":memory:");
    try {
      const game = { id: "g1", code: "ABCDEF", mode: "shengke", engineVersion: "1", options: {}, table: {}, seats: [], seed: "s", commitment: "c", createdAt: 1 };
      expect(store.createGame(game)).toBeUndefined();
      expect(store.appendAction("g1", { seq: 0, seat: 0, action: { n: 1 }, by: "player", t: 2 })).toBeUndefined();
      expect(store.updateSeats("g1", [])).toBeUndefined();
      expect(store.getActions("g1")).toHaveLength(1);
    } finally {
      store.close();
    }
  });

  test("start, a move, a bot's move and a rematch land in the call that made them", () => {
    const t = testTable({ bots: [1], botDelayMs: 600, target: 2 });
    expect(t.game.start()).toBeUndefined();
    expect(t.fields.status).toBe("playing");
    t.game.started();

    const shown = t.said.lines.length;
    expect(t.game.act(0, 0, { n: 1 })).toBeUndefined();
    expect(t.fields.seq).toBe(1);
    expect(t.said.lines.length).toBe(shown + 1);
    expect(t.actions()).toHaveLength(1);

    // The bot's timer: its move is recorded and shown inside the timer's callback.
    t.clock.advance(600);
    expect(t.fields.seq).toBe(2);
    expect(t.actions().map((a) => a.by)).toEqual(["player", "bot"]);
    expect(t.fields.status).toBe("finished");
    expect(t.game.rematch(0)).toBe(true);
    expect(t.fields.status).toBe("playing");
  });

  test("the queue hands a synchronous change's own answer back, and its refusal is thrown, not rejected", () => {
    const queue = new ChangeQueue();
    const answer = { landed: true };
    expect(queue.run(() => answer)).toBe(answer);
    expect(() => queue.run(() => { throw new Error("refused"); })).toThrow("refused");
    expect(queue.busy).toBe(false);
  });

  test("a message's patch goes out before its handler returns, and after a refusal too", () => {
    const flushed: string[] = [];
    expect(thenFlush(() => void flushed.push("changed"), () => void flushed.push("flushed"))).toBeUndefined();
    expect(flushed).toEqual(["changed", "flushed"]);
    expect(() => thenFlush(() => { throw new Error("refused"); }, () => void flushed.push("flushed again"))).toThrow("refused");
    expect(flushed).toEqual(["changed", "flushed", "flushed again"]);
  });
});
