import type { WireLogLine } from "../../client/src/net";
import { armyReplayMs } from "../../shared/src/games/slaying/replayTiming";
import { advance, armyTurnsIn, EMPTY_REPLAY, enqueue, isPlaying, MIN_STEP_MS, skipAll, STEP_MS, stepDelay } from "../../client/src/games/slaying/replayQueue";

/** Issue 24 item 2 (client): army-turn replays queue, each plays to its last step, faster when they pile up. */
const line = (type: string, n = 0): WireLogLine => ({ type, zh: `${type}${n}`, en: `${type}${n}` }) as WireLogLine;
const turn = (n: number) => [line("army_turn", n), line("army_select", n), line("army_attack", n), line("army_turn_end", n)];

test("the army turns of a message, an extra turn's two included", () => {
  const lines = [line("formation"), ...turn(1), line("turn"), ...turn(2), line("turn")];
  expect(armyTurnsIn(lines).map((t) => t.map((l) => l.zh))).toEqual([turn(1).map((l) => l.zh), turn(2).map((l) => l.zh)]);
  expect(armyTurnsIn([line("turn")])).toEqual([]);
});

test("a turn arriving while one plays waits; the first plays to its last step before the next starts", () => {
  let r = enqueue(EMPTY_REPLAY, [turn(1)]);
  expect(r).toMatchObject({ shown: 1, queue: [] });
  r = advance(r);
  r = enqueue(r, [turn(2)]);
  expect(r.steps[0].zh).toBe("army_turn1");
  expect(r.queue).toHaveLength(1);
  const seen: string[] = [];
  while (isPlaying(r)) {
    seen.push(r.steps[r.shown - 1].zh);
    r = advance(r);
  }
  expect(seen).toEqual([...turn(1).slice(1), ...turn(2)].map((l) => l.zh));
  expect(r.shown).toBe(r.steps.length);
});

test("the last step has its time on screen: a turn arriving just as it shows waits behind it", () => {
  let r = enqueue(EMPTY_REPLAY, [turn(1)]);
  while (r.shown < r.steps.length) r = advance(r);
  expect(isPlaying(r)).toBe(true);
  r = enqueue(r, [turn(2)]);
  expect({ first: r.steps[0].zh, shown: r.shown, queued: r.queue.length }).toEqual({ first: "army_turn1", shown: 4, queued: 1 });
  r = advance(r);
  expect({ first: r.steps[0].zh, shown: r.shown }).toEqual({ first: "army_turn2", shown: 1 });
  // With nothing behind it, the last step's time ends the replay.
  while (r.shown < r.steps.length) r = advance(r);
  r = advance(r);
  expect(isPlaying(r)).toBe(false);
  expect(r.shown).toBe(r.steps.length);
});

test("faster the more wait, never below the minimum", () => {
  expect(stepDelay(0)).toBe(STEP_MS);
  expect(stepDelay(1)).toBeLessThan(stepDelay(0));
  expect(stepDelay(3)).toBeLessThan(stepDelay(1));
  expect(stepDelay(100)).toBe(MIN_STEP_MS);
});

test("skip shows the latest turn whole and drops the queue", () => {
  const r = skipAll(enqueue(enqueue(EMPTY_REPLAY, [turn(1)]), [turn(2), turn(3)]));
  expect(r.steps[0].zh).toBe("army_turn3");
  expect(r.shown).toBe(r.steps.length);
  expect(isPlaying(r)).toBe(false);
});

test("the server's replay length (its bots wait for it) is exactly how long the client takes to play a move's army turns", () => {
  const extra = [line("army_turn", 1), line("army_select", 1), line("army_turn_end", 1)];
  for (const lines of [[line("turn")], [...turn(1)], [line("formation"), ...turn(1), line("turn"), ...extra, line("turn")]]) {
    let r = enqueue(EMPTY_REPLAY, armyTurnsIn(lines));
    let ms = 0;
    while (isPlaying(r)) {
      ms += stepDelay(r.queue.length);
      r = advance(r);
    }
    expect(armyReplayMs(lines)).toBe(ms);
  }
  expect(armyReplayMs(turn(1))).toBe(4 * STEP_MS);
});
