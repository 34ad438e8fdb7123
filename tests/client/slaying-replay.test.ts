import type { GameEventMessage, WireLogLine } from "../../client/src/net";
import { ReplayPlayer, unseenMessages } from "../../client/src/games/slaying/replayPlayer";
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

/** A clock the test turns by hand: which timers are pending, and firing the next one. */
function manualTimers() {
  const pending = new Map<number, () => void>();
  let next = 0;
  return {
    timers: {
      setTimeout: (fn: () => void) => (pending.set(++next, fn), next),
      clearTimeout: (h: unknown) => void pending.delete(h as number),
    },
    pending: () => pending.size,
    fire() {
      const [id, fn] = pending.entries().next().value!;
      pending.delete(id);
      fn();
    },
  };
}

/** An `events` message as the session keeps it (recentEvents). */
const message = (seq: number, lines: WireLogLine[]): GameEventMessage => ({ seq, events: lines });
/** Each first line the player shows, to the end of its queue. */
function playOut(player: ReplayPlayer, clock: ReturnType<typeof manualTimers>): string[] {
  const firsts: string[] = [];
  const note = () => {
    const first = player.state.steps[0]?.zh;
    if (player.state.shown === 1 && first) firsts.push(first);
  };
  note();
  const off = player.subscribe(note);
  while (clock.pending()) clock.fire();
  off();
  return firsts;
}

test("when the game is over the queue shows its final state at once and no timer fires again", () => {
  const clock = manualTimers();
  const player = new ReplayPlayer(clock.timers);
  player.push([turn(1)]);
  player.push([turn(2), turn(3)]);
  clock.fire();
  expect(player.state.steps[0].zh).toBe("army_turn1");
  player.finish();
  expect(clock.pending()).toBe(0);
  expect(player.playing).toBe(false);
  expect(player.state.steps.map((l) => l.zh)).toEqual(turn(3).map((l) => l.zh));
  expect(player.state.shown).toBe(player.state.steps.length);
  // A message arriving after the end (the last move's own lines) is history: nothing starts again.
  player.push([turn(4)]);
  expect(clock.pending()).toBe(0);
  expect(player.state.steps[0].zh).toBe("army_turn3");
});

test("leaving the table stops the replay's timer", () => {
  const clock = manualTimers();
  const player = new ReplayPlayer(clock.timers);
  player.push([turn(1), turn(2)]);
  expect(clock.pending()).toBe(1);
  player.dispose();
  expect(clock.pending()).toBe(0);
  player.push([turn(3)]);
  expect(clock.pending()).toBe(0);
});

test("a step reaches the replay panel's listener; the board's `playing` flips only at start and end", () => {
  const clock = manualTimers();
  const player = new ReplayPlayer(clock.timers);
  let panelRenders = 0;
  const boardPlaying: boolean[] = [];
  player.subscribe(() => panelRenders++);
  player.subscribe(() => {
    if (boardPlaying[boardPlaying.length - 1] !== player.playing) boardPlaying.push(player.playing);
  });
  player.push([turn(1), turn(2)]);
  while (clock.pending()) clock.fire();
  // 1 start + 3 steps + the last step's time, then the second turn's 4 steps and its end: 9 changes for the panel.
  expect(panelRenders).toBe(9);
  expect(boardPlaying).toEqual([true, false]);
  expect(player.state.steps[0].zh).toBe("army_turn2");
});

test("two messages in one render both replay, in order, each to its last step", () => {
  const clock = manualTimers();
  const player = new ReplayPlayer(clock.timers);
  const before = message(3, [line("turn")]);
  player.receive([before]);
  // An action's message and the army turn it set off, read in one render.
  const recent = [before, message(4, [line("formation"), ...turn(1)]), message(5, [line("turn"), ...turn(2)])];
  player.receive(recent);
  expect({ first: player.state.steps[0].zh, shown: player.state.shown, queued: player.state.queue.length }).toEqual({ first: "army_turn1", shown: 1, queued: 1 });
  // Read again on the next render (nothing new): nothing is queued twice.
  player.receive(recent);
  expect(player.state.queue).toHaveLength(1);
  expect(playOut(player, clock)).toEqual(["army_turn1", "army_turn2"]);
  expect(player.state.shown).toBe(player.state.steps.length);
});

test("what is there at the first read (a reload, a late join) is history; a replay viewer's rebuilt message is read once", () => {
  const clock = manualTimers();
  const player = new ReplayPlayer(clock.timers);
  player.receive([message(7, turn(1))]);
  expect(player.playing).toBe(false);
  expect(clock.pending()).toBe(0);
  // The replay viewer builds its one message again on each render: the same seq is the same message.
  player.receive([message(8, turn(2))]);
  player.receive([message(8, turn(2))]);
  expect(playOut(player, clock)).toEqual(["army_turn2"]);
});

test("a rematch at the same table: the seqs start again at 0, the last game's messages do not replay, the new ones do", () => {
  const clock = manualTimers();
  const player = new ReplayPlayer(clock.timers);
  const old = [message(40, turn(1)), message(41, turn(2))];
  player.receive(old.slice(0, 1));
  player.receive(old);
  player.finish();
  expect(clock.pending()).toBe(0);
  // The game-ending move's army turn arrives after the end: history.
  const ending = message(42, turn(3));
  player.receive([...old, ending]);
  expect(player.state.steps[0].zh).toBe("army_turn2");
  expect(clock.pending()).toBe(0);
  player.reopen();
  const start = message(0, [line("start")]);
  player.receive([...old, ending, start]);
  expect(player.playing).toBe(false);
  player.receive([...old, ending, start, message(1, turn(4))]);
  expect(playOut(player, clock)).toEqual(["army_turn4"]);
});

test("unseenMessages: after the one read last, by order (not by seq); all when it is gone", () => {
  const a = message(9, []);
  const b = message(0, []);
  const c = message(1, []);
  expect(unseenMessages([a, b, c], a)).toEqual([b, c]);
  expect(unseenMessages([a, b, c], c)).toEqual([]);
  expect(unseenMessages([b, c], message(5, []))).toEqual([b, c]);
  expect(unseenMessages([b, c], null)).toEqual([b, c]);
});
