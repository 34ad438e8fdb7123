import { StorageUnavailableError } from "../../../server/src/records/errors";
import { flushAfterTimer } from "../../../server/src/rooms/roomPlumbing";
import { testTable } from "./table";

/**
 * The room's write path on an asynchronous store (PostgreSQL, issue 26): a change is shown only once its record
 * write landed, changes asked for meanwhile wait their turn in order, and a failed write refuses the change and
 * changes nothing. (With SQLite the same calls land at once: table-game.test.ts and the room tests.)
 */
/** What a change ended with: null when it landed, else its error (caught at once, so a refusal is never unhandled). */
const outcome = (change: unknown) => Promise.resolve(change).then(() => null, (e: unknown) => e);

async function startedTable() {
  const t = testTable({ async: true });
  const gated = t.gated!;
  const starting = t.game.start();
  expect(starting).toBeInstanceOf(Promise);
  expect(t.fields.status).toBe("waiting"); // the game row is not written yet
  await gated.next();
  await starting;
  expect(t.fields.status).toBe("playing");
  t.game.started();
  return { t, gated };
}

describe("the table on an asynchronous store", () => {
  test("a move shows only once its write landed; a move sent meanwhile waits its turn, in order", async () => {
    const { t, gated } = await startedTable();
    const shown = t.said.lines.length;
    const first = t.game.act(0, 0, { n: 1 });
    const second = t.game.act(1, 1, { n: 2 });
    expect(t.fields.seq).toBe(0);
    expect(t.said.lines.length).toBe(shown);
    expect(gated.pending).toEqual(["appendAction"]); // the second move has not reached the engine yet
    await gated.next();
    await first;
    expect(t.fields.seq).toBe(1);
    expect(t.said.lines.length).toBe(shown + 1);
    expect(gated.pending).toEqual(["appendAction"]);
    await gated.next();
    await second;
    expect(t.fields.seq).toBe(2);
    expect(t.actions().map((a) => [a.seq, a.seat, a.action])).toEqual([[0, 0, { n: 1 }], [1, 1, { n: 2 }]]);
  });

  test("a failed write refuses the move with storage_unavailable and changes nothing; the move after it goes through", async () => {
    const { t, gated } = await startedTable();
    const shown = t.said.lines.length;
    const refused = outcome(t.game.act(0, 0, { n: 1 }));
    const retried = t.game.act(0, 0, { n: 2 });
    await gated.next(true);
    expect(await refused).toBeInstanceOf(StorageUnavailableError);
    expect(await refused).toMatchObject({ code: "storage_unavailable" });
    expect(t.fields.seq).toBe(0);
    expect(t.said.lines.length).toBe(shown);
    expect(t.actions()).toEqual([]);
    await gated.next();
    await retried;
    expect(t.fields.seq).toBe(1);
    expect(t.actions().map((a) => a.action)).toEqual([{ n: 2 }]);
  });

  test("a move refused by the rules while another one is written is refused when its turn comes, and nothing else moves", async () => {
    const { t, gated } = await startedTable();
    const first = t.game.act(0, 0, { n: 1 });
    const stale = outcome(t.game.act(0, 0, { n: 1 })); // seat 0 again, at the position it saw: stale once the first lands
    await gated.next();
    await first;
    expect(await stale).toMatchObject({ code: "stale_action" });
    expect(gated.pending).toEqual([]);
    expect(t.fields.seq).toBe(1);
  });

  test("a timer's move goes out as its write lands: its lines follow the tick's patch, its own patch comes after", async () => {
    const { t, gated } = await startedTable();
    const flushes: { patchNow: boolean; seq: number }[] = [];
    const outbox = { flush: (patchNow: boolean) => void flushes.push({ patchNow, seq: t.fields.seq }) };
    const afterTimer = flushAfterTimer(() => ({ game: t.game, outbox }), (e) => { throw e; });
    // What a bot's timer does: the move, then the flush that follows every room timer.
    const moved = t.game.apply(0, { n: 1 }, "bot");
    afterTimer();
    expect(flushes).toEqual([{ patchNow: false, seq: 0 }]);
    await gated.next();
    await moved;
    expect(flushes).toEqual([{ patchNow: false, seq: 0 }, { patchNow: true, seq: 1 }]);
    // A timer that moved nothing (or whose move was already written) only flushes its lines.
    afterTimer();
    expect(flushes.slice(2)).toEqual([{ patchNow: false, seq: 1 }]);
  });

  test("a player's move lands with the seat back from away: nothing sent as it lands can show the move without it", async () => {
    const { t, gated } = await startedTable();
    t.book.timedOut(0, 1);
    expect(t.book.isAway(0)).toBe(true);
    const move = t.game.act(0, 0, { n: 1 });
    // Queued behind the write, as a timer's patch would be: it runs right after the landing.
    const seen: { seq: number; away: boolean }[] = [];
    void t.game.afterWrites(() => void seen.push({ seq: t.fields.seq, away: t.book.isAway(0) }));
    await gated.next();
    await move;
    expect(seen).toEqual([{ seq: 1, away: false }]);
  });

  test("a game that ends on a landed move is finished in the record after it, and a rematch waits for its new row", async () => {
    const { t, gated } = await startedTable();
    for (const [seat, seq] of [[0, 0], [1, 1]]) {
      const move = t.game.act(seat, seq, { n: 2 });
      await gated.next();
      await move;
    }
    expect(t.fields.status).toBe("finished");
    expect(gated.pending).toEqual(["finishGame", "updateSeats"]);
    await gated.next();
    await gated.next();
    expect(t.store.games.get(t.recorder.gameId)?.status).toBe("finished");
    expect(await t.game.rematch(0)).toBe(false);
    const again = t.game.rematch(1);
    expect(t.fields.status).toBe("finished");
    await gated.next();
    expect(await again).toBe(true);
    expect(t.fields.status).toBe("playing");
  });
});
