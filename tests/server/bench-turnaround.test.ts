import type { Room } from "colyseus.js";
import { BASELINE_FILTER, BaselineRoom, baselineOptions } from "../../scripts/bench/baselineRoom";
import { watchTurnaround } from "../../scripts/bench/turnaround";
import { Rng } from "../../shared/src/core/rng";
import { thinkMs } from "../../server/src/tools/botClient";
import { nextMessage, startArena, waitFor, type TestArena } from "../support/arena";

/**
 * The load benchmark's server-side timing (scripts/bench/turnaround.ts): a move counts from reaching its room to the
 * patch that shows it; a refused move is not counted. Installed before any room exists, as the bench server does.
 */
const read = watchTurnaround();
let t: TestArena;
beforeAll(async () => {
  t = await startArena();
  t.arena.gameServer.define("baseline", BaselineRoom).filterBy([BASELINE_FILTER]);
});
afterAll(() => t.stop());

async function baselineTable(): Promise<Room[]> {
  const options = baselineOptions();
  const a = await t.client().create("baseline", options);
  const b = await t.client().joinById(a.roomId, {});
  await waitFor(() => a.state.status === "playing", 5000, "both seated");
  return [a, b];
}

test("each accepted move is timed once, to the patch that shows it; a refused one is not", async () => {
  const [a, b] = await baselineTable();
  read();
  const move = async (seq: number) => {
    const shown = new Promise<void>((resolve) => a.onStateChange((s) => s.seq > seq && resolve()));
    (seq % 2 === 0 ? a : b).send("move", { seq, cell: seq });
    await shown;
  };
  for (let seq = 0; seq < 4; seq++) await move(seq);
  // Out of turn: refused, and not waiting for the next patch either (which would time it a whole move late).
  const refused = nextMessage(b, "error");
  b.send("move", { seq: 4, cell: 1 });
  await refused;
  await move(4);
  const stats = read();
  expect(stats.moves).toBe(5);
  expect(stats.p50Ms).toBeGreaterThan(0);
  expect(stats.p99Ms).toBeGreaterThanOrEqual(stats.p50Ms);
  // The reading starts afresh.
  expect(read().moves).toBe(0);
  await Promise.all([a.leave(), b.leave()]);
});

test("a paced bot's think times spread around the pace, never beyond the jitter", () => {
  const rng = Rng.fromSeed("think");
  const times = Array.from({ length: 2000 }, () => thinkMs(1000, 0.5, rng));
  expect(Math.min(...times)).toBeGreaterThanOrEqual(500);
  expect(Math.max(...times)).toBeLessThan(1500);
  const mean = times.reduce((s, x) => s + x, 0) / times.length;
  expect(Math.abs(mean - 1000)).toBeLessThan(30);
  expect(new Set(times.map((x) => Math.floor(x / 100))).size).toBe(10);
  expect(thinkMs(1000, 0, rng)).toBe(1000);
});
