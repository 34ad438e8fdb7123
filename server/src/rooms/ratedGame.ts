import type { AnyEngine, GameEvent, GameResult } from "../../../shared/src/core/engine";
import type { LocalText } from "../../../shared/src/core/text";
import { isRatedMode } from "../../../shared/src/protocol/pairing";
import type { RatingsMessage } from "../../../shared/src/protocol/messages";
import { isProvisional } from "../ratings/glicko2";
import type { Ratings } from "../ratings/service";
import type { RatingChange } from "../ratings/store";
import { StorageUnavailableError } from "../records/errors";
import { RETRY_MS, type By, type Recorder } from "./recorder";
import type { ForfeitResult } from "./tableGame";
import type { Timer } from "./turnClock";

type Line = Pick<GameEvent, "type" | "seat" | "zh" | "en">;

/** Moves a bot chose for a seat: one in a rated game makes it unrated (a window passed on time is no bot's choice). */
const BOT_MOVES: ReadonlySet<By> = new Set<By>(["bot", "abandoned", "away"]);

/** What a rated table reads: the game, whose account holds a seat, the seat names. */
export interface RatedTable {
  readonly rated: boolean;
  readonly engine: AnyEngine;
  readonly game: { readonly state: unknown; readonly playing: boolean };
  readonly recorder: Pick<Recorder, "gameId" | "finish">;
  readonly ratings?: Pick<Ratings, "finishRated" | "ratingOf">;
  /** The signed-in account holding `seat` now, if any. */
  accountOf(seat: number): string | undefined;
  /** A restored game's seats and their accounts, from the record's seat links. */
  linkedAccounts(gameId: string): Promise<{ seat: number; accountId: string }[]>;
  names(): string[];
}

/** What a rated game tells the table. */
export interface RatedPort {
  announce(lines: Line[]): void;
  /** End the game now with this result (TableGame.endByRoom). */
  forfeit(result: ForfeitResult): void;
  /** End the game now with no result (TableGame.abort). */
  abort(line: Pick<GameEvent, "seat" | "zh" | "en">): void;
  /** A rated game's end and both rating changes landed in the store. */
  rated(message: RatingsMessage): void;
  /** The rating to show beside a seat's name. */
  seatRating(seat: number, rating: number, provisional: boolean): void;
}

interface RatedLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * The rules of a rated table (issue 22) over the ordinary game: the game counts only while no bot moves for a seat;
 * a player who has not made a first move within FIRST_MOVE_SECONDS of it becoming theirs (or whose clock runs out
 * before it) aborts the game, unrated; afterwards running out of time or leaving for good loses it (no bot takes
 * over); and the end is written with both rating changes in one transaction (Ratings.finishRated), so a game the
 * server could not record never changes a rating. It also shows signed-in players' ratings beside their names at
 * any table of a rated mode.
 */
export class RatedGame {
  /** The game in play still counts (a rated table, two accounts, no bot moved). */
  counts = false;
  private players: { accountId: string; seat: number }[] = [];
  private moved: boolean[] = [];
  private firstMoveTimers = new Map<number, { clear(): void }>();
  /** The last rated game's changes, for whoever joins after it ended. */
  last: RatingsMessage | undefined;

  constructor(
    private readonly table: RatedTable,
    private readonly port: RatedPort,
    private readonly rules: { firstMoveMs: number },
    private readonly later: Timer,
    private readonly log: RatedLog,
    /** Waits before retrying a failed write (a timer that never keeps the process alive). */
    private readonly retryAfter: (fn: () => void, ms: number) => void = (fn, ms) => setTimeout(fn, ms).unref(),
  ) {}

  // ───────────── a game's life ─────────────

  /** A new game began: it counts when the table is rated and two different accounts hold its seats. */
  newGame(seats: number) {
    this.stop();
    this.last = undefined;
    this.moved = Array.from({ length: seats }, () => false);
    this.players = [];
    this.counts = false;
    if (!this.table.rated) return;
    const accounts = this.moved.map((_, seat) => this.table.accountOf(seat));
    if (accounts.some((a) => !a) || new Set(accounts).size !== accounts.length) return;
    this.players = accounts.map((accountId, seat) => ({ accountId: accountId!, seat }));
    this.counts = true;
  }

  /** The start was announced: say whether the game is rated. */
  started() {
    if (!this.table.rated) return;
    const seconds = Math.round(this.rules.firstMoveMs / 1000);
    this.port.announce([
      this.counts
        ? { type: "rated", zh: `評級對局：勝負會改變雙方的積分。每位玩家要在 ${seconds} 秒內走出第一步，否則對局中止；之後離開或超時判負。`, en: `Rated game: the result changes both ratings. Each player has ${seconds} s to make a first move or the game is aborted; after that, leaving or running out of time loses.` }
        : { type: "unrated", zh: "本局不計分：兩個座位需要兩位不同的登入玩家。", en: "This game is not rated: its two seats need two different signed-in players." },
    ]);
  }

  /** A restored game: moves already made count as first moves; the accounts come from the record's seat links. */
  restored(gameId: string, seats: number, actions: readonly { seat: number; by?: By }[]) {
    this.moved = Array.from({ length: seats }, (_, seat) => actions.some((a) => a.seat === seat && (a.by ?? "player") === "player"));
    this.counts = false;
    if (!this.table.rated || actions.some((a) => a.by && BOT_MOVES.has(a.by))) return;
    this.table.linkedAccounts(gameId).then(
      (links) => {
        const accounts = this.moved.map((_, seat) => links.find((l) => l.seat === seat)?.accountId);
        if (this.table.recorder.gameId !== gameId || accounts.some((a) => !a) || new Set(accounts).size !== seats) return;
        this.players = accounts.map((accountId, seat) => ({ accountId: accountId!, seat }));
        this.counts = this.table.game.playing;
        this.watch();
      },
      (err) => this.log.warn({ err, gameId }, "a restored rated game's accounts could not be read: it is not rated"),
    );
  }

  /** A move was recorded: a seat's first move, or a bot's move that makes the game unrated. */
  applied(seat: number, by: By) {
    if (by === "player") {
      this.moved[seat] = true;
      this.firstMoveTimers.get(seat)?.clear();
      this.firstMoveTimers.delete(seat);
    } else if (this.counts && BOT_MOVES.has(by)) {
      this.counts = false;
      this.stop();
      const name = this.table.names()[seat];
      this.port.announce([{ type: "unrated", seat, zh: `電腦接手了 ${name} 的座位：本局改為不計分。`, en: `A bot took over ${name}'s seat: this game is no longer rated.` }]);
    }
  }

  /**
   * After every change: a seat that must act (not merely answer someone else's move) and has not made its first
   * move gets FIRST_MOVE_SECONDS, once per game, from the moment it first had to.
   */
  watch() {
    const { engine, game } = this.table;
    if (!this.counts || !game.playing) return;
    for (const seat of engine.activeSeats(game.state) as number[]) {
      if (this.moved[seat] || this.firstMoveTimers.has(seat)) continue;
      const window = engine.responseWindow?.(game.state, seat);
      if (window && !window.ownTurn) continue;
      const gameId = this.table.recorder.gameId;
      this.firstMoveTimers.set(
        seat,
        this.later(() => {
          if (this.table.recorder.gameId === gameId && this.counts && this.table.game.playing && !this.moved[seat]) this.abortFor(seat);
        }, this.rules.firstMoveMs),
      );
    }
  }

  /** A turn clock ran out: before the seat's first move the game is aborted, after it the seat loses. */
  turnTimedOut(seat: number): boolean {
    if (!this.counts || !this.table.game.playing) return false;
    if (!this.moved[seat]) this.abortFor(seat);
    else this.forfeit(seat, "time");
    return true;
  }

  /** A player did not come back within RECONNECT_SECONDS: in a rated game they lose it (no bot plays on). */
  leftForGood(seat: number): boolean {
    if (!this.counts || !this.table.game.playing) return false;
    if (!this.moved[seat]) this.abortFor(seat);
    else this.forfeit(seat, "left");
    return true;
  }

  /** The shown result says whether a rated table's game counted. */
  resultNote(): Record<string, unknown> {
    return this.table.rated ? { rated: this.counts } : {};
  }

  /** First-move timers stop (the game ended, or it no longer counts). */
  stop() {
    for (const t of this.firstMoveTimers.values()) t.clear();
    this.firstMoveTimers.clear();
  }

  private abortFor(seat: number) {
    this.counts = false;
    this.stop();
    this.port.abort({ seat, zh: `對局中止：{p${seat}} 沒有及時走出第一步，本局不計分。`, en: `Game aborted: {p${seat}} did not make a first move in time; the game is not rated.` });
  }

  private forfeit(loser: number, reason: "left" | "time") {
    const winners = this.moved.map((_, s) => s).filter((s) => s !== loser);
    const w = `{p${winners[0]}}`;
    const l = `{p${loser}}`;
    const summary: LocalText =
      reason === "left"
        ? { zh: `${w} 獲勝：${l} 離開了評級對局，判負。`, en: `${w} wins: ${l} left the rated game and loses it.` }
        : { zh: `${w} 獲勝：${l} 的回合時間用完，判負。`, en: `${w} wins: ${l} ran out of time and loses.` };
    this.port.forfeit({ winners, draw: false, summary, forfeit: { seat: loser, reason } });
  }

  // ───────────── the end, with ratings ─────────────

  /** Writes the end: a game that counts is finished and rated in one transaction, any other one only finished. */
  writeEnd(result: GameResult, hash: string) {
    this.stop();
    const { recorder, ratings } = this.table;
    if (!this.counts || !ratings) return recorder.finish(result, hash);
    const finish = { gameId: recorder.gameId, mode: this.table.engine.id, result, finalStateHash: hash, at: Date.now() };
    this.log.info({ gameId: finish.gameId, result: result.summary.en }, "rated game finished");
    this.writeRated(ratings, finish, [...this.players], result, 0);
  }

  private writeRated(ratings: NonNullable<RatedTable["ratings"]>, finish: Parameters<Ratings["finishRated"]>[0], players: { accountId: string; seat: number }[], result: GameResult, attempt: number) {
    ratings.finishRated(finish, players, result).then(
      (changes) => {
        if (!changes) return this.log.warn({ gameId: finish.gameId }, "the rated game was no longer in play in the store: not rated");
        this.landed(finish.gameId, changes);
      },
      (err) => {
        if (err instanceof StorageUnavailableError) {
          // Nothing was written: neither the end nor a rating. Both land together once storage is back.
          this.log.error({ err, gameId: finish.gameId, attempt }, "could not record the end of the rated game; retrying");
          this.retryAfter(() => this.writeRated(ratings, finish, players, result, attempt + 1), RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
          return;
        }
        this.log.error({ err, gameId: finish.gameId }, "the rated game could not be rated; it is recorded unrated");
        this.table.recorder.finish(result, finish.finalStateHash);
      },
    );
  }

  private landed(gameId: string, changes: RatingChange[]) {
    const message: RatingsMessage = {
      gameId,
      changes: changes.map((c) => {
        const before = Math.round(c.before.rating);
        const after = Math.round(c.after.rating);
        return { seat: c.seat, before, after, change: after - before, provisional: isProvisional(c.after) };
      }),
    };
    if (this.table.recorder.gameId === gameId) this.last = message;
    this.log.info({ gameId, changes: message.changes }, "ratings changed");
    const names = this.table.names();
    const sign = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0");
    const each = message.changes.map((c) => ({ name: names[c.seat] ?? `#${c.seat + 1}`, c, q: c.provisional ? "?" : "" }));
    this.port.announce([
      {
        type: "rating",
        zh: `積分：${each.map(({ name, c, q }) => `${name} ${c.before} → ${c.after}${q}（${sign(c.change)}）`).join("，")}`,
        en: `Ratings: ${each.map(({ name, c, q }) => `${name} ${c.before} → ${c.after}${q} (${sign(c.change)})`).join(", ")}`,
      },
    ]);
    for (const c of changes) {
      const seat = this.seatOfAccount(c.accountId);
      if (seat >= 0) this.port.seatRating(seat, Math.round(c.after.rating), isProvisional(c.after));
    }
    this.port.rated(message);
  }

  // ───────────── ratings beside names ─────────────

  /** A seat was sat in: its signed-in player's rating in this mode shows beside the name (rated modes only). */
  showRating(seat: number) {
    const { ratings, engine } = this.table;
    const accountId = this.table.accountOf(seat);
    if (!ratings || !accountId || !isRatedMode(engine.id)) return;
    ratings.ratingOf(accountId, engine.id).then(
      (r) => {
        if (this.table.accountOf(seat) === accountId) this.port.seatRating(seat, r.rating, r.provisional);
      },
      (err) => this.log.warn({ err, seat }, "a seat's rating could not be read"),
    );
  }

  private seatOfAccount(accountId: string): number {
    return this.moved.findIndex((_, seat) => this.table.accountOf(seat) === accountId);
  }
}
