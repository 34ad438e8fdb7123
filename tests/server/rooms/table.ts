import type { GameEvent } from "../../../shared/src/core/engine";
import { Rng } from "../../../shared/src/core/rng";
import { Automation } from "../../../server/src/rooms/automation";
import { Recorder } from "../../../server/src/rooms/recorder";
import { SeatBook } from "../../../server/src/rooms/seatBook";
import { TableGame, type GamePort } from "../../../server/src/rooms/tableGame";
import { TurnClock } from "../../../server/src/rooms/turnClock";
import { FakeClock, FakeStore, GatedStore, countEngine, silentLog, tableFields } from "./fakes";

export interface TableOptions {
  seats?: number;
  /** Seats a bot sits in; the others are humans named A, B, C. */
  bots?: number[];
  target?: number;
  turnSeconds?: number;
  botDelayMs?: number;
  /** Nobody is connected and nobody can come back. */
  abandoned?: boolean;
  /** Milliseconds of the fake clock one bot move takes to choose (a slow search bot). */
  botThinkMs?: number;
  /** Every move's replay takes this long on a client (engine.replayMs), and bots wait at most `replayWaitMaxMs`. */
  replayMs?: number;
  replayWaitMaxMs?: number;
  /** Records through an asynchronous store whose writes land when the test says (`gated`). */
  async?: boolean;
}

/**
 * The game, seats, record, clock and automation of one table wired together the way GameRoom wires them, with a
 * fake clock and a fake store and no Colyseus: what the room would send is collected in `said`.
 */
export function testTable(opts: TableOptions = {}) {
  const seatCount = opts.seats ?? 2;
  const clock = new FakeClock();
  const store = new FakeStore();
  const fields = tableFields();
  const book = new SeatBook(fields.seats);
  book.reset(seatCount);
  for (let i = 0; i < seatCount; i++) {
    const bot = opts.bots?.includes(i) ?? false;
    fields.seats[i].assign({ name: bot ? `Bot ${i + 1}` : "ABC"[i], occupied: true, connected: true, bot, botLevel: bot ? "greedy" : "", host: i === 0 });
  }
  const said: { lines: GameEvent[]; announced: GameEvent[]; rotated: number; over: unknown[]; yields: (() => void)[] } = { lines: [], announced: [], rotated: 0, over: [], yields: [] };
  const gated = opts.async ? new GatedStore(store) : undefined;
  const recorder = new Recorder(gated ?? store, silentLog, (fn, ms) => clock.later(fn, ms));
  let automation: Automation;
  const port: GamePort = {
    lines: (events) => said.lines.push(...events),
    announce: (events) => said.announced.push(...(events as GameEvent[])),
    project: () => undefined,
    schedule: () => automation.schedule(),
    stopTimers: () => automation.stopTimers(),
    newGame: () => automation.newGame(),
    rematchRequested: () => undefined,
    seatsRotated: () => void (said.rotated += 1),
    gameOver: (_state, shown) => void said.over.push(shown),
  };
  const budgets: unknown[] = [];
  const thinkingEngine = opts.botThinkMs ? { ...countEngine, bot: thinking(countEngine, clock, opts.botThinkMs, budgets) } : countEngine;
  const engine = opts.replayMs ? { ...thinkingEngine, replayMs: (events: readonly GameEvent[]) => (events.length ? opts.replayMs! : 0) } : thinkingEngine;
  const game = new TableGame(engine, fields, book, recorder, port, { code: "ABCDEF", table: {} }, { target: opts.target ?? 4 });
  const turnClock = new TurnClock(fields, { turnSeconds: opts.turnSeconds ?? 0, responseSeconds: 0 }, clock.later, () => clock.now);
  automation = new Automation(
    { engine, game, seats: book, abandoned: () => opts.abandoned ?? false },
    turnClock,
    Rng.fromSeed("tests"),
    { botDelayMs: opts.botDelayMs ?? 600, autoPassMs: [100, 200], timeoutsBeforeBot: 2, replayWaitMaxMs: opts.replayWaitMaxMs },
    clock.later,
    silentLog,
    (fn) => said.yields.push(fn),
    () => clock.now,
  );
  return { clock, store, gated, fields, book, recorder, game, automation, said, budgets, actions: () => store.actions.get(recorder.gameId) ?? [] };
}

/** The engine's bot, taking `ms` of the fake clock to choose each move; the budgets it was given are kept. */
function thinking(engine: typeof countEngine, clock: FakeClock, ms: number, budgets: unknown[]): typeof countEngine.bot {
  return (...args) => {
    clock.now += ms;
    budgets.push(args[4]);
    return engine.bot(...args);
  };
}

/** Runs the play-out slices automation handed to the event loop, as setImmediate would, until none is left. */
export function drainYields(said: { yields: (() => void)[] }, max = 100) {
  for (let i = 0; i < max && said.yields.length; i++) said.yields.shift()!();
}
