import type { AnyEngine, BotBudget, BotLevel, GameEvent } from "../../../shared/src/core/engine";
import type { Rng } from "../../../shared/src/core/rng";
import { autoPasses } from "../../../shared/src/protocol/autoPass";
import { StorageUnavailableError } from "../records/errors";
import { RETRY_MS, type By } from "./recorder";
import type { SeatBook, SeatControl } from "./seatBook";
import type { TableGame } from "./tableGame";
import { turnTimeoutNote, windowTimeoutNote, type ClockKind, type Timer, type TurnClock } from "./turnClock";

export type NextStep =
  | { kind: "idle" }
  /** A bot moves for `seat` (its pace: BOT_DELAY_MS, and the rest of a replay the table is watching). */
  | { kind: "bot"; seat: number; reason: "bot" | "timeout" | "away" }
  /** The player's auto-pass preference declines this window (after a human-like pause). */
  | { kind: "autoPass"; seat: number; action: unknown }
  /** `seat` is to decide; its clock is the turn's or the window's. */
  | { kind: "wait"; seat: number; clock: "turn" | "response" };

/**
 * Who moves next and how, for the seat the engine says must act. Rules stay in the engine: it names the active seats,
 * the turn's owner and response windows (with their pass); this only applies the table's seat controls to them.
 */
export function nextStep(engine: AnyEngine, state: unknown, seats: readonly SeatControl[]): NextStep {
  const active = engine.activeSeats(state);
  if (active.length === 0) return { kind: "idle" };
  const seat = active.find((s) => seats[s]?.bot || seats[s]?.away) ?? active[0];
  const ctl = seats[seat];
  if (ctl.bot) return { kind: "bot", seat, reason: "bot" };
  if (ctl.away) return { kind: "bot", seat, reason: "away" };
  const window = engine.responseWindow?.(state, seat) ?? null;
  if (window) {
    if (ctl.timedOutTurn && window.ownTurn) return { kind: "bot", seat, reason: "timeout" };
    if (autoPasses(ctl.autoPass, window.ownTurn, window.canRespond)) return { kind: "autoPass", seat, action: window.pass };
    return { kind: "wait", seat, clock: "response" };
  }
  if (ctl.timedOutTurn) return { kind: "bot", seat, reason: "timeout" };
  return { kind: "wait", seat, clock: "turn" };
}

/** The seat whose turn it is: the engine's word, else the first active seat. */
export function turnOwnerOf(engine: AnyEngine, state: unknown): number | null {
  if (engine.turnOwner) return engine.turnOwner(state);
  return engine.activeSeats(state)[0] ?? null;
}

/**
 * Playing out an abandoned game: moves until this much time has been spent, then the event loop gets a turn. Time,
 * not a move count: one search-bot move can cost as much as dozens of greedy ones.
 */
export const PLAYOUT_SLICE_MS = 10;

/**
 * A play-out's search bots think this much per move (the engines' work units): nobody is watching, and a full search
 * can take hundreds of ms on a busy server. Measured on duelist under load (load average 15 on 2 cores): 600 work
 * is a median of 45 ms a move, the default 8,000 a median of 194 ms and up to 2 s.
 */
export const PLAYOUT_SEARCH_WORK = 600;

/** What automation works with: the game (and its one path of change), the seats, and whether anyone is there. */
export interface AutomatedTable {
  readonly engine: AnyEngine;
  readonly game: Pick<TableGame, "state" | "playing" | "seq" | "apply" | "lastEvents" | "busy">;
  readonly seats: Pick<SeatBook, "seats" | "control" | "newTurn" | "timedOut">;
  /** Nobody is connected and nobody can come back: an abandoned game is played out at once. */
  abandoned(): boolean;
  /** A turn clock ran out: true when the table ended the game for it (a rated game), so no bot finishes the turn. */
  turnTimedOut?(seat: number): boolean;
}

export interface AutomationPace {
  botDelayMs: number;
  autoPassMs: readonly [number, number];
  /** Turn timeouts in a row after which a bot plays the seat ("away") until its player acts again. */
  timeoutsBeforeBot: number;
  /** The longest a bot also waits for the table to watch a move's replay (`engine.replayMs`); 0 or absent: never. */
  replayWaitMaxMs?: number;
}

interface AutomationLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Moves nobody clicks: bots, automatic passes, clocks that ran out, and play-outs of abandoned games. After every
 * change `schedule()` decides the next one; a storage failure backs off and retries, nothing else escapes.
 */
export class Automation {
  private timer?: { clear(): void };
  /**
   * What is being waited for (the position's seq and the step decided for it). Deciding again without a change of
   * position or of who controls the seat (a `prefs` or `present` message, a reconnection) decides the same step:
   * its pending move keeps its deadline and its clock keeps running.
   */
  private pending = "";
  /** Consecutive failures of automatic moves, for the retry pause. */
  private failures = 0;
  private playingOut = false;
  private stopped = false;
  /** The position whose events were last looked at for a replay, and when the table will have watched it (`now`). */
  private watchedSeq = -1;
  private replayEndsAt = 0;

  constructor(
    private readonly table: AutomatedTable,
    private readonly clock: TurnClock,
    private readonly rng: Rng,
    private readonly pace: AutomationPace,
    private readonly later: Timer,
    private readonly log: AutomationLog,
    /** Gives the event loop a turn between play-out slices (the room clock only ticks with patches). */
    private readonly yieldThen: (fn: () => void) => void = setImmediate,
    /** Milliseconds on a monotonic clock, for the play-out slices' time budget. */
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** After every change: a bot or an auto-pass to play, or a clock to run, or nothing. */
  schedule() {
    const { engine, game, seats } = this.table;
    // While a move's record write is in flight the position is not known yet: its landing schedules again.
    if (this.playingOut || this.stopped || game.busy) return;
    if (!game.playing) return this.stopTimers();
    const turn = `${engine.turnNumber(game.state)}/${turnOwnerOf(engine, game.state)}`;
    if (this.clock.newTurn(turn)) seats.newTurn();
    this.watchReplay();
    const step = nextStep(engine, game.state, seats.control());
    const pending = `${game.seq}/${turn}/${JSON.stringify(step)}/${step.kind === "bot" && this.table.abandoned()}`;
    if (pending === this.pending) return;
    this.stopTimers();
    this.pending = pending;
    if (step.kind !== "wait" || step.clock !== "turn") this.clock.handOver();
    switch (step.kind) {
      case "idle":
        return;
      case "bot":
        if (this.table.abandoned()) return this.playOut();
        this.timer = this.later(this.due(() => this.playBot(step.seat, step.reason)), this.pace.botDelayMs + this.retryPause() + this.replayLeft());
        return;
      case "autoPass": {
        const [lo, hi] = this.pace.autoPassMs;
        const pause = lo + this.rng.int(hi - lo + 1);
        this.timer = this.later(this.due(() => this.playAutomatic(step.seat, () => step.action, "auto")), pause + this.retryPause());
        return;
      }
      case "wait":
        return this.clock.run(step.seat, step.clock, `${step.seat}/${game.seq}`, this.due(() => this.clockRanOut(step.seat, step.clock)));
    }
  }

  /** The pending move and the running clock stop (the game ended, or the table re-decides). */
  stopTimers() {
    this.pending = "";
    this.clock.stop();
    this.timer?.clear();
    this.timer = undefined;
  }

  /** A timer's callback: what it waited for is no longer pending (a failed move is decided, and retried, again). */
  private due(fn: () => void) {
    return () => {
      this.pending = "";
      fn();
    };
  }

  /** A new game: no turn has used any time, and no replay of the last game holds its bots up. */
  newGame() {
    this.clock.reset();
    this.watchedSeq = -1;
    this.replayEndsAt = 0;
  }

  /**
   * A new position whose move clients replay (弒魔戰爭's army turn): the table watches it after whatever it is still
   * watching (clients queue replays), never longer than the cap ahead. Players' moves are never held up by it.
   */
  private watchReplay() {
    const { engine, game } = this.table;
    if (game.seq === this.watchedSeq) return;
    this.watchedSeq = game.seq;
    const cap = this.pace.replayWaitMaxMs ?? 0;
    const ms = cap > 0 ? engine.replayMs?.(game.lastEvents) ?? 0 : 0;
    if (ms <= 0) return;
    const now = this.now();
    this.replayEndsAt = Math.min(Math.max(this.replayEndsAt, now) + ms, now + cap);
  }

  /** What is left of the replay the table is watching. */
  private replayLeft(): number {
    return Math.max(0, Math.round(this.replayEndsAt - this.now()));
  }

  /** The table is gone: nothing is scheduled again. */
  dispose() {
    this.stopped = true;
    this.stopTimers();
  }

  /**
   * A turn clock ran out: a bot finishes the turn (and the seat may become "away"). A window's clock ran out: the
   * window is passed.
   */
  private clockRanOut(seat: number, kind: ClockKind) {
    const { engine, game, seats } = this.table;
    const name = seats.seats[seat].name;
    if (kind === "response") {
      const window = engine.responseWindow?.(game.state, seat);
      if (!window) return this.schedule();
      this.playAutomatic(seat, () => window.pass, "timeout", windowTimeoutNote(seat, name));
      return;
    }
    if (this.table.turnTimedOut?.(seat)) return;
    const { timeouts, nowAway } = seats.timedOut(seat, this.pace.timeoutsBeforeBot);
    const note = turnTimeoutNote(seat, name, timeouts, nowAway);
    this.playAutomatic(seat, (rng) => this.botMove(seat, rng, this.levelOf(seat)), "timeout", note);
  }

  /**
   * Nobody is at the table and nobody can come back: the bots finish the game move by move through the same path
   * (each action recorded), in slices that give the event loop back between them, so other tables never stall.
   */
  private playOut() {
    const { engine, game, seats } = this.table;
    this.pending = "";
    this.playingOut = true;
    try {
      const started = this.now();
      while (game.playing && this.now() - started < PLAYOUT_SLICE_MS) {
        const seat = engine.activeSeats(game.state).find((s) => seats.seats[s]?.bot);
        if (seat === undefined || !this.playBot(seat, "bot")) break;
      }
    } finally {
      this.playingOut = false;
    }
    if (!game.playing) return;
    this.yieldThen(() => !this.stopped && game.playing && this.schedule());
  }

  /** A bot's move for `seat`. Returns whether a move was made (false: refused by storage, retried later). */
  private playBot(seat: number, reason: "bot" | "timeout" | "away"): boolean {
    const by: By = reason === "bot" ? (this.table.seats.seats[seat].replacedByBot ? "abandoned" : "bot") : reason;
    const budget = this.playingOut ? { work: PLAYOUT_SEARCH_WORK } : undefined;
    return this.playAutomatic(seat, (rng) => this.botMove(seat, rng, this.levelOf(seat), budget), by);
  }

  private levelOf(seat: number): BotLevel {
    return (this.table.seats.seats[seat].botLevel || "greedy") as BotLevel;
  }

  private botMove(seat: number, rng: Rng, level: BotLevel, budget?: BotBudget): unknown {
    const { engine, game } = this.table;
    try {
      return engine.bot(game.state, seat, rng, level, budget);
    } catch (e) {
      // A bot that cannot move is an engine bug; log it loudly and play its random level so the game goes on.
      this.log.error({ err: e, seat }, "bot failed to choose a move");
      return engine.bot(game.state, seat, rng, "random");
    }
  }

  /**
   * A move nobody clicked (bot, clock, auto-pass). Storage failures back off and retry; nothing else escapes. Returns
   * whether the move was made at once (false too while its write is in flight: its landing schedules what is next).
   */
  private playAutomatic(seat: number, choose: (rng: Rng) => unknown, by: By, note?: GameEvent): boolean {
    const { engine, game } = this.table;
    if (!game.playing || !engine.activeSeats(game.state).includes(seat)) return false;
    const failed = (e: unknown) => {
      // Nothing changed (the engine or the record refused): wait longer each time, so a fault never spins.
      this.failures += 1;
      if (e instanceof StorageUnavailableError) this.log.warn({ err: e, seat, failures: this.failures }, "storage unavailable: the automatic move waits");
      else this.log.error({ err: e, seat, by, failures: this.failures }, "automatic move failed");
      if (!this.playingOut) this.schedule();
    };
    try {
      const applied = game.apply(seat, choose(this.rng), by, note);
      if (applied instanceof Promise) {
        applied.then(() => void (this.failures = 0), failed);
        return false;
      }
      this.failures = 0;
      return true;
    } catch (e) {
      failed(e);
      return false;
    }
  }

  private retryPause(): number {
    return this.failures ? RETRY_MS[Math.min(this.failures - 1, RETRY_MS.length - 1)] : 0;
  }
}
