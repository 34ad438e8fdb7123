import type { z } from "zod";
import type { LocalText } from "./text";
import type { Rng } from "./rng";

/** Who is looking: a seat index, a spectator, or "all" (finished-game replays reveal everything). */
export type Viewer = number | "spectator" | "all";

/**
 * Something that happened, for the UI to animate and the log to print.
 * `visibleTo` limits an event to some seats (a card you drew); spectators only get events without it.
 */
export interface GameEvent {
  type: string;
  seat?: number;
  zh: string;
  en: string;
  visibleTo?: number[];
  data?: Record<string, unknown>;
}

export interface GameResult {
  /** Seats that won; empty on a draw or a shared loss. */
  winners: number[];
  draw: boolean;
  /** Final score per seat, when the game has one. */
  scores?: number[];
  summary: LocalText;
}

export interface ApplyResult<S> {
  state: S;
  events: GameEvent[];
}

/** Bot strengths. An engine without a stronger bot plays its best one for a level it lacks (e.g. "search" → greedy). */
export const BOT_LEVELS = ["random", "greedy", "search"] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/**
 * How much a searching bot may think for one move, in the engine's own units of simulated work (never time: the
 * choice stays deterministic for a given RNG). Lower is faster and weaker; engines without search ignore it.
 */
export interface BotBudget {
  work?: number;
}

/**
 * The contract every game engine in shared/ fulfils. All functions are pure and deterministic: randomness comes
 * only from the RNG state stored inside S (seeded by `setup`), and `apply` never mutates the state it is given.
 */
export interface GameEngine<S, A, O> {
  readonly id: string;
  /** Bumped whenever a rule change could make an old record replay differently. */
  readonly version: string;
  readonly names: LocalText;
  /** Seat counts this game can be played with. */
  readonly seatCounts: readonly number[];
  readonly optionsSchema: z.ZodType<O, z.ZodTypeDef, unknown>;
  /**
   * Live clients get each event's `data` (for views that animate from it, e.g. an army's turn step by step). Off by
   * default: the log text is all a live table needs, and replays compute the data themselves.
   */
  readonly liveEventData?: boolean;
  /**
   * How long a live client takes to show a move's events (an animated replay, e.g. the army's turn step by step).
   * The room's bots wait that long before their next move so the table can watch it; players are never held up.
   */
  replayMs?(events: readonly GameEvent[]): number;
  /**
   * Every seat wins or loses together (co-op against the game): the table may hand a dropped player's seat to a bot
   * at once (`handOver`), since a bot there helps everyone and costs no opponent anything.
   */
  readonly cooperative?: boolean;
  /** The turn clock (seconds) of a table whose host names none; absent: no clock. */
  readonly defaultTurnSeconds?: number;
  /** Every rule error code `apply` can throw, with its text (documented in docs/protocol.md). */
  readonly errors: Readonly<Record<string, LocalText>>;
  readonly actionSchema: z.ZodType<A, z.ZodTypeDef, unknown>;

  setup(options: O, seed: string, seatCount: number): S;
  /**
   * `setup` in the same pass with what it did that players should see (the roll for the first player, the first
   * turn's dice), for an engine whose setup shows anything. One pass: a table sets up once (setUp).
   */
  setupWithEvents?(options: O, seed: string, seatCount: number): { state: S; events: GameEvent[] };
  /** The options as everyone at the table may see them (a custom deck list is its owner's secret). Default: all. */
  publicOptions?(options: O): unknown;
  /**
   * A short line naming the options that matter when choosing a table (a difficulty, the modules in play), shown
   * in the lobby's table list. Default: none.
   */
  optionsLabel?(options: O): LocalText;
  /** Options for a rematch at the same seats (e.g. the other player goes first). Without it the room rotates seats. */
  rematchOptions?(finished: S, options: O): O;
  /** Seats that may act right now; empty once the game is over. */
  activeSeats(state: S): number[];
  /**
   * The seat whose turn it is (its turn clock runs while it acts); an active seat other than this one is answering
   * (a response window). Default: the first active seat.
   */
  turnOwner?(state: S): number | null;
  /**
   * When `seat` may act now only to answer something (a response window, not its own main action): the action that
   * declines, and whether it holds anything else it could play. Null otherwise. Rooms use it to auto-pass for
   * players who asked for it and to time windows separately from turns.
   */
  responseWindow?(state: S, seat: number): ResponseWindow<A> | null;
  /** Throws RuleError on anything illegal. */
  apply(state: S, seat: number, action: A): ApplyResult<S>;
  /**
   * Optional fast path for self-play and search: mutates `state` and returns the events. Only for actions known
   * to be legal (a throw may leave the state half-changed); rooms always use `apply`.
   */
  applyInPlace?(state: S, seat: number, action: A): GameEvent[];
  legalActions(state: S, seat: number): A[];
  /** A redacted, JSON-serialisable copy of what `viewer` may see. Never contains the RNG state. */
  view(state: S, viewer: Viewer): unknown;
  result(state: S): GameResult | null;
  /** Choose an action for `seat` (bots, timeouts, abandoned seats). Must only use what that seat may see. */
  bot(state: S, seat: number, rng: Rng, level: BotLevel, budget?: BotBudget): A;
  /** The bot levels this engine plays distinctly; others fall back (botLevelFor). Default: random and greedy. */
  readonly botLevels?: readonly BotLevel[];
  /** Broken invariants (cards not conserved, tokens out of range, …); empty when all hold. */
  invariants(state: S): string[];
  /** A number that grows through the game (turn or round), for logs, timers and replays. */
  turnNumber(state: S): number;
}

/** A window in which a seat may only answer: how it declines, whose turn it is, and (computed when asked) whether it could answer. */
export interface ResponseWindow<A> {
  pass: A;
  ownTurn: boolean;
  canRespond(): boolean;
}

// Helpers for engines written against this contract.
export type AnyEngine = GameEngine<any, any, any>;

/** A game's opening position and the lines its setup shows, from one setup. */
export function setUp<S, O>(engine: GameEngine<S, any, O>, options: O, seed: string, seatCount: number): { state: S; events: GameEvent[] } {
  return engine.setupWithEvents?.(options, seed, seatCount) ?? { state: engine.setup(options, seed, seatCount), events: [] };
}

export const DEFAULT_BOT_LEVELS: readonly BotLevel[] = ["random", "greedy"];

/** The level an engine actually plays for a requested one: its strongest level not above the request ("search" → "greedy"). */
export function botLevelFor(engine: { botLevels?: readonly BotLevel[] }, level: BotLevel): BotLevel {
  const have = engine.botLevels ?? DEFAULT_BOT_LEVELS;
  for (let i = BOT_LEVELS.indexOf(level); i >= 0; i--) if (have.includes(BOT_LEVELS[i])) return BOT_LEVELS[i];
  return have[0];
}

/**
 * `apply` and `applyInPlace` for an engine whose rules change a state in place: `apply` runs them on a copy,
 * `applyInPlace` (self-play, search) on the state itself.
 */
export function applyByMutation<S, A>(copy: (state: S) => S, mutate: (state: S, seat: number, action: A, events: GameEvent[]) => void) {
  return {
    apply(state: S, seat: number, action: A): ApplyResult<S> {
      const s = copy(state);
      const events: GameEvent[] = [];
      mutate(s, seat, action, events);
      return { state: s, events };
    },
    applyInPlace(state: S, seat: number, action: A): GameEvent[] {
      const events: GameEvent[] = [];
      mutate(state, seat, action, events);
      return events;
    },
  };
}
