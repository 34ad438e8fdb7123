import { setUp, type AnyEngine, type GameEvent, type GameResult } from "../../../shared/src/core/engine";
import { stateHash } from "../../../shared/src/core/hash";
import { withSeatNames } from "../../../shared/src/core/text";
import type { Awaitable } from "../records/awaitable";
import type { GameRow } from "../records/rows";
import { ChangeQueue } from "./changeQueue";
import { Recorder, type By } from "./recorder";
import { firstIssue, roomError } from "./roomErrors";
import type { SeatBook } from "./seatBook";

/** The table fields that tell where the game is: waiting → playing → finished, its move number and fairness. */
export interface GameFields {
  status: string;
  seq: number;
  seed: string;
  result: string;
  commitment: string;
  gameId: string;
}

type Line = Pick<GameEvent, "type" | "seat" | "zh" | "en">;

/** What the game tells the rest of the table. */
export interface GamePort {
  /** Lines for the table at the current seq (engine events get seat names first). */
  lines(events: GameEvent[]): void;
  announce(events: Line[]): void;
  /** The position changed: into the schema and the views. */
  project(): void;
  /** Decide the next automatic move or clock (after any change). */
  schedule(): void;
  stopTimers(): void;
  /** A new game begins: what belonged to the last one (log, final view, clocks) goes. */
  newGame(): void;
  /** `seat` asked for a rematch (the others are told before the line). */
  rematchRequested(seat: number): void;
  /** Seats rotated for a rematch: each client's view and seat follow. */
  seatsRotated(): void;
  /** The game is over at `state`: everything may be seen, the result is shown (with names), the table may close. */
  gameOver(state: unknown, shown: unknown): void;
  /** A move of `seat` is recorded and about to be shown (a rated game notes first moves and bot moves). */
  applied?(seat: number, by: By): void;
  /** Writes the end of the game (default: the recorder's finish; a rated game rates in the same transaction). */
  writeEnd?(result: GameResult, hash: string): void;
  /** Fields the shown result carries besides the engine's (a rated table: whether the game counted). */
  resultNote?(): Record<string, unknown>;
}

/** A result the room decides, not the engine: a player of a rated game left or ran out of time (verify.ts). */
export interface ForfeitResult extends GameResult {
  forfeit: { seat: number; reason: "left" | "time" };
}

/** Where the table is (its code and settings): what a game's record starts with besides the game. */
export interface TableRecordHeader {
  code: string;
  table: unknown;
}

/** How many of a restored game's last moves keep their log lines (the backlog a returning player had). */
const REPLAYED_LINES = 200;

/**
 * The game at a table: the engine's state, its options and seed, starting (record first), actions (engine, then
 * record, then the table), the end, rematches and restores. Changes go one at a time through a ChangeQueue: with
 * an asynchronous store a change that writes answers a promise and the next one waits until the write landed.
 */
export class TableGame {
  /** The engine's state (undefined until the first game starts). */
  state: unknown;
  /** What the last move did (a bot waits while the table watches its replay: automation.ts). */
  lastEvents: readonly GameEvent[] = [];
  private seed = "";
  /** What the current game's setup showed, for `started` to log. */
  private setupLines: GameEvent[] = [];
  private readonly changes = new ChangeQueue();

  constructor(
    private readonly engine: AnyEngine,
    private readonly fields: GameFields,
    private readonly book: SeatBook,
    private readonly recorder: Recorder,
    private readonly port: GamePort,
    private readonly header: TableRecordHeader,
    /** The parsed options of the next (or current) game. */
    public options: unknown,
  ) {}

  get seq(): number {
    return this.fields.seq;
  }

  get playing(): boolean {
    return this.fields.status === "playing";
  }

  /** A record write is in flight (an asynchronous store): the position it decides is not known yet. */
  get busy(): boolean {
    return this.changes.busy;
  }

  /** Runs `then` once the record writes in flight have landed (at once when none is). */
  afterWrites(then: () => void): Awaitable<void> {
    return this.changes.run(then);
  }

  /** Set up, then record: a game whose record cannot be created does not start (the host gets storage_unavailable). */
  start(): Awaitable<void> {
    return this.changes.run(() => {
      if (this.fields.status !== "waiting") throw roomError("already_started");
      if (this.book.seats.some((s) => !s.occupied)) throw roomError("seats_not_filled");
      return this.begin();
    });
  }

  private begin(): Awaitable<void> {
    const { engine } = this;
    // Set up first: options the engine cannot play never leave a "playing" row behind (the error reaches the host).
    const seed = Recorder.newSeed();
    const { state, events } = setUp(engine, this.options, seed, this.seatCount);
    this.setupLines = events;
    const started = this.recorder.start({ ...this.header, mode: engine.id, engineVersion: engine.version, options: this.options, seats: this.book.stored() }, seed);
    const land = ({ gameId, commitment }: { gameId: string; commitment: string }) => this.begun(seed, state, gameId, commitment);
    return started instanceof Promise ? this.changes.hold(started, land) : land(started);
  }

  private begun(seed: string, state: unknown, gameId: string, commitment: string) {
    this.seed = seed;
    this.state = state;
    this.lastEvents = [];
    Object.assign(this.fields, { status: "playing", seq: 0, seed: "", result: "" });
    this.port.newGame();
    Object.assign(this.fields, { commitment, gameId });
    this.book.newGame();
    this.port.announce([{ type: "start", zh: `遊戲開始。骰子種子承諾：${commitment.slice(0, 16)}…`, en: `Game started. Dice seed commitment: ${commitment.slice(0, 16)}…` }]);
  }

  /** The setup's lines, once the start is announced (the room makes the game watchable in between). */
  started() {
    const lines = this.setupLines;
    this.setupLines = [];
    this.afterChange(lines);
  }

  /** `seat` asks for a rematch; the game starts again once every human asked. Answers whether it did. */
  rematch(seat: number): Awaitable<boolean> {
    return this.changes.run(() => this.rematchNow(seat));
  }

  private rematchNow(seat: number): Awaitable<boolean> {
    if (this.fields.status !== "finished") throw roomError(this.fields.status === "playing" ? "not_over" : "not_started");
    if (!this.book.askRematch(seat)) {
      const name = this.book.seats[seat].name;
      this.port.rematchRequested(seat);
      this.port.announce([{ type: "rematch_request", seat, zh: `${name} 想再來一局。`, en: `${name} wants a rematch.` }]);
      return false;
    }
    // The engine may say how to swap the first player; otherwise everyone moves one seat on.
    if (this.engine.rematchOptions) this.options = this.engine.optionsSchema.parse(this.engine.rematchOptions(this.state, this.options));
    else {
      this.book.rotate();
      this.port.seatsRotated();
    }
    this.book.clearRematch();
    const begun = this.begin();
    return begun instanceof Promise ? begun.then(() => true) : true;
  }

  /** A player's action message (`seq` is the position the player saw). */
  act(seat: number, seq: number, raw: unknown): Awaitable<void> {
    return this.changes.run(() => this.actNow(seat, seq, raw));
  }

  private actNow(seat: number, seq: number, raw: unknown): Awaitable<void> {
    if (this.fields.status === "waiting") throw roomError("not_started");
    if (this.fields.status === "finished") throw roomError("game_over");
    if (seq !== this.fields.seq) throw roomError("stale_action", `(expected seq ${this.fields.seq}, got ${seq})`);
    const action = this.engine.actionSchema.safeParse(raw);
    if (!action.success) throw roomError("bad_action", firstIssue(action.error));
    const wasAway = this.book.isAway(seat);
    const present = () => {
      // A player who acts is at the table: a bot that stood in for timeouts steps aside, and the bot move the action
      // scheduled for the seat (decided while it was still away) is decided again.
      this.book.present(seat);
      if (wasAway && this.playing) this.port.schedule();
    };
    // Part of the landing: nothing may show the move (a patch sent as another change lands) before the seat is back.
    return this.applyNow(seat, action.data, "player", undefined, present);
  }

  /**
   * An automatic move (bot, clock, auto-pass) decided at the current position. Decided while a write was in flight, it
   * is dropped when that write moved the game on (the landed change decided the next automatic move itself).
   */
  apply(seat: number, action: unknown, by: By, note?: GameEvent): Awaitable<void> {
    const at = this.fields.seq;
    return this.changes.run(() => (this.playing && this.fields.seq === at ? this.applyNow(seat, action, by, note) : undefined));
  }

  /**
   * The one path by which the game changes: engine first (may throw), then the record (may throw or reject with
   * StorageUnavailableError: then nothing changed), then everyone's view.
   */
  private applyNow(seat: number, action: unknown, by: By, note?: GameEvent, landed?: () => void): Awaitable<void> {
    const { state, events } = this.engine.apply(this.state, seat, action);
    const seq = this.fields.seq;
    const written = this.recorder.append({ seq, seat, action, by, t: Date.now() });
    const land = () => {
      this.applied(seat, by, seq, state, events, note);
      landed?.();
    };
    return written instanceof Promise ? this.changes.hold(written, land) : land();
  }

  private applied(seat: number, by: By, seq: number, state: unknown, events: GameEvent[], note?: GameEvent) {
    this.state = state;
    this.fields.seq = seq + 1;
    this.port.applied?.(seat, by);
    this.lastEvents = events;
    if (note) events.unshift(note);
    this.afterChange(events);
  }

  /** The room ends the game with its own result (a forfeit): recorded and shown like an engine's result. */
  endByRoom(result: ForfeitResult) {
    return this.changes.run(() => (this.playing ? this.finish(result) : undefined));
  }

  /**
   * The game ends with no winner and no result (a rated game without a first move): its record is marked aborted.
   * `line` says why (seat names as {p0}…).
   */
  abort(line: Pick<GameEvent, "seat" | "zh" | "en">) {
    return this.changes.run(() => this.abortNow(line));
  }

  private abortNow(line: Pick<GameEvent, "seat" | "zh" | "en">) {
    if (!this.playing) return;
    this.port.stopTimers();
    this.fields.status = "finished";
    const summary = withSeatNames({ zh: line.zh, en: line.en }, this.book.names());
    const shown = { winners: [], draw: false, summary, aborted: true, replacedByBot: this.book.seats.map((s) => s.replacedByBot), ...this.port.resultNote?.() };
    this.fields.result = JSON.stringify(shown);
    this.fields.seed = this.seed;
    this.recorder.abort();
    this.recorder.seats(this.book.stored());
    this.port.announce([{ type: "aborted", seat: line.seat, ...summary }]);
    this.port.gameOver(this.state, shown);
  }

  private afterChange(events: GameEvent[]) {
    this.port.project();
    this.port.lines(events);
    const result = this.engine.result(this.state);
    if (result) return this.finish(result);
    this.port.schedule();
  }

  private finish(result: GameResult) {
    this.port.stopTimers();
    this.fields.status = "finished";
    // The record keeps the engine's own result (verify compares it with a replay); players get names in it.
    const recorded = { ...result, replacedByBot: this.book.seats.map((s) => s.replacedByBot) };
    const shown = { ...recorded, summary: withSeatNames(result.summary, this.book.names()), ...this.port.resultNote?.() };
    this.fields.result = JSON.stringify(shown);
    this.fields.seed = this.seed;
    if (this.port.writeEnd) this.port.writeEnd(recorded, stateHash(this.state));
    else this.recorder.finish(recorded, stateHash(this.state));
    this.recorder.seats(this.book.stored());
    this.port.announce([{ type: "end", zh: `遊戲結束：${shown.summary.zh}`, en: `Game over: ${shown.summary.en}` }]);
    this.port.gameOver(this.state, shown);
  }

  /** Rebuilds a stored game move by move, with the log lines it had (only the last ones are kept). */
  replay(row: GameRow, actions: { seat: number; action?: unknown }[], addLines: (seq: number, events: GameEvent[]) => void) {
    this.seed = row.seed;
    const setup = setUp(this.engine, this.options, this.seed, this.seatCount);
    let state = setup.state;
    addLines(0, setup.events);
    actions.forEach((a, i) => {
      const applied = this.engine.apply(state, a.seat, this.engine.actionSchema.parse(a.action));
      state = applied.state;
      if (actions.length - i <= REPLAYED_LINES) addLines(i + 1, applied.events);
    });
    this.state = state;
    Object.assign(this.fields, { seq: actions.length, status: "playing", commitment: row.commitment, gameId: row.id });
  }

  private get seatCount(): number {
    return this.book.seats.length;
  }
}
