/**
 * A move the engine writes no log line for (時序之戰 ends its discard step silently) is shown as soon as it lands, like
 * any other move: its patch is sent while the move's message is handled, not by the next tick of the process's
 * patch interval (up to 50 ms later: a tenth of 時序之戰's moves waited for it).
 */
import { Room as ServerRoom } from "@colyseus/core";
import { replayRecord } from "../../shared/src/core/replay";
import { chronoEngine } from "../../shared/src/games/chrono";
import { playOneGame } from "../../server/src/tools/botClient";
import { startArena, type TestArena } from "../support/arena";

jest.setTimeout(120_000);

let t: TestArena;
/** Every patch a room sent: the position it showed and whether the process's patch tick sent it. */
const patches: { seq: number; byTick: boolean }[] = [];
const broadcastPatch = ServerRoom.prototype.broadcastPatch;
const stackTraceLimit = Error.stackTraceLimit;

beforeAll(async () => {
  t = await startArena();
  // Deep enough to reach the tick from a patch it sends (the message path is as deep).
  Error.stackTraceLimit = 50;
  ServerRoom.prototype.broadcastPatch = function (this: ServerRoom) {
    const seq = (this.state as { seq?: number }).seq;
    if (typeof seq === "number") patches.push({ seq, byTick: /\btickAll\b/.test(new Error().stack ?? "") });
    return broadcastPatch.call(this);
  };
});
afterAll(async () => {
  ServerRoom.prototype.broadcastPatch = broadcastPatch;
  Error.stackTraceLimit = stackTraceLimit;
  await t.stop();
});

test("時序之戰: every move without a line, made by a player's message, is sent with that message, not on the next tick", async () => {
  const run = await playOneGame(t.url, chronoEngine, { seats: 2, seed: "lineless" });
  expect(run.completed).toBe(true);
  const record = t.store.record(run.gameId, true)!;
  const { steps } = replayRecord(chronoEngine, { ...record, seed: record.seed! }, true);
  // A player's move at seq n shows the table at seq n + 1.
  const lineless = steps.filter((s, i) => s.events.length === 0 && record.actions[i].by === "player").map((s) => s.seq + 1);
  expect(lineless.length).toBeGreaterThan(0);
  const firstPatch = (seq: number) => patches.find((p) => p.seq === seq);
  expect(lineless.map((seq) => ({ seq, byTick: firstPatch(seq)?.byTick }))).toEqual(lineless.map((seq) => ({ seq, byTick: false })));
});
