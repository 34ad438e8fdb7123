import { randomBytes, randomUUID } from "node:crypto";
import type { GameResult } from "../../../shared/src/core/engine";
import type { RecordedAction } from "../../../shared/src/core/record";
import { after, type Awaitable } from "../records/awaitable";
import type { GameRecordStore } from "../records/contract";
import type { NewGame, StoredSeat } from "../records/rows";
import { ChangeQueue } from "./changeQueue";
import { sha256 } from "./seatBook";

/** Who made a recorded move (a player, a bot, a clock that ran out, …). */
export type By = NonNullable<RecordedAction["by"]>;

/** A failed write that must land (an automatic move, the end of a game) is retried after these pauses (then every last one). */
export const RETRY_MS = [250, 1000, 3000, 10_000];

/** The store calls a table makes (a fake in tests). */
export type GameRecords = Pick<GameRecordStore, "createGame" | "getGame" | "getActions" | "appendAction" | "updateSeats" | "finishGame" | "abortGame">;

interface RecorderLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What a new game's record starts with, besides what the recorder draws itself (id, seed, commitment). */
export type GameHeader = Omit<NewGame, "id" | "seed" | "commitment" | "createdAt">;

/**
 * A table's record: the game row written before the game starts, every action before anyone sees it, the seats
 * when they change, and the end. Storage errors in a move's path are thrown (StorageUnavailableError: the room
 * refuses the move, nothing changed); seat updates are logged; the end is retried until it lands. With an
 * asynchronous store the calls answer promises (the table waits for them: tableGame.ts); seat updates still reach
 * the store one after the other, so the last one written is the last one made.
 */
export class Recorder {
  /** The game being recorded ("" before the first start). */
  gameId = "";
  private readonly seatWrites = new ChangeQueue();

  constructor(
    private readonly store: GameRecords,
    private readonly log: RecorderLog,
    /** Waits before a retry (a timer that never keeps the process alive). */
    private readonly retryAfter: (fn: () => void, ms: number) => void = (fn, ms) => setTimeout(fn, ms).unref(),
  ) {}

  /** A new game's dice seed (it stays in the record until the game is over). */
  static newSeed(): string {
    return randomBytes(32).toString("hex");
  }

  /** Writes a new game's row (once its setup succeeded); the game may start only when this returned. */
  start(header: GameHeader, seed = Recorder.newSeed()): Awaitable<{ gameId: string; seed: string; commitment: string }> {
    const gameId = randomUUID();
    const commitment = sha256(seed);
    return after(this.store.createGame({ id: gameId, ...header, seed, commitment, createdAt: Date.now() }), () => {
      this.gameId = gameId;
      this.log.info({ gameId, mode: header.mode }, "game started");
      return { gameId, seed, commitment };
    });
  }

  /** A stored, unfinished game to carry on with (after a restart); returns its actions. */
  resume(gameId: string) {
    this.gameId = gameId;
    return this.store.getActions(gameId);
  }

  append(action: RecordedAction): Awaitable<void> {
    return this.store.appendAction(this.gameId, action);
  }

  /** Seats in the record (who left, who a bot replaced): a storage failure is logged; the next change writes again. */
  seats(seats: StoredSeat[]) {
    if (!this.gameId) return;
    const gameId = this.gameId;
    const failed = (e: unknown) => this.log.error({ err: e, gameId }, "could not record the seats");
    const write = () => {
      const written = this.store.updateSeats(gameId, seats);
      return written instanceof Promise ? this.seatWrites.hold(written.catch(failed), () => undefined) : written;
    };
    try {
      const queued = this.seatWrites.run(write);
      if (queued instanceof Promise) queued.catch(failed);
    } catch (e) {
      failed(e);
    }
  }

  /**
   * The last write of a game: every move is already stored, so a storage failure here is retried until it lands,
   * whatever happens to the table meanwhile (disposed, a rematch started): a finished game never stays "playing".
   */
  finish(result: GameResult, hash: string) {
    this.log.info({ gameId: this.gameId, result: result.summary.en }, "game finished");
    this.writeEnd(this.gameId, result, hash, 0);
  }

  /** The game ended without a result (a rated game nobody started): marked aborted, retried like the end. */
  abort() {
    this.log.info({ gameId: this.gameId }, "game aborted");
    const gameId = this.gameId;
    this.untilWritten("abort", gameId, () => this.store.abortGame(gameId), 0);
  }

  private writeEnd(gameId: string, result: GameResult, hash: string, attempt: number) {
    this.untilWritten("end", gameId, () => this.store.finishGame(gameId, result, hash), attempt);
  }

  private untilWritten(what: "end" | "abort", gameId: string, write: () => Awaitable<void>, attempt: number) {
    const retry = (e: unknown) => {
      this.log.error({ err: e, gameId, attempt }, `could not record the ${what} of the game; retrying`);
      this.retryAfter(() => this.untilWritten(what, gameId, write, attempt + 1), RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
    };
    try {
      const written = write();
      if (written instanceof Promise) written.catch(retry);
    } catch (e) {
      retry(e);
    }
  }
}
