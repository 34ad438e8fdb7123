import { randomBytes, randomUUID } from "node:crypto";
import type { GameResult } from "../../../shared/src/core/engine";
import type { RecordedAction } from "../../../shared/src/core/record";
import type { NewGame, RecordStore, StoredSeat } from "../records/store";
import { sha256 } from "./seatBook";

/** Who made a recorded move (a player, a bot, a clock that ran out, …). */
export type By = NonNullable<RecordedAction["by"]>;

/** A failed write that must land (an automatic move, the end of a game) is retried after these pauses (then every last one). */
export const RETRY_MS = [250, 1000, 3000, 10_000];

/** The store calls a table makes (a fake in tests). */
export type GameRecords = Pick<RecordStore, "createGame" | "getGame" | "getActions" | "appendAction" | "updateSeats" | "finishGame">;

interface RecorderLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What a new game's record starts with, besides what the recorder draws itself (id, seed, commitment). */
export type GameHeader = Omit<NewGame, "id" | "seed" | "commitment" | "createdAt">;

/**
 * A table's record: the game row written before the game starts, every action before anyone sees it, the seats
 * when they change, and the end. Storage errors in a move's path are thrown (StorageUnavailableError: the room
 * refuses the move, nothing changed); seat updates are logged; the end is retried until it lands.
 */
export class Recorder {
  /** The game being recorded ("" before the first start). */
  gameId = "";
  private stopped = false;

  constructor(
    private readonly store: GameRecords,
    private readonly log: RecorderLog,
    /** Waits before a retry (a timer that never keeps the process alive). */
    private readonly retryAfter: (fn: () => void, ms: number) => void = (fn, ms) => setTimeout(fn, ms).unref(),
  ) {}

  /** Draws the game's seed and writes its row; the game may start only when this returned. */
  start(header: GameHeader): { gameId: string; seed: string; commitment: string } {
    const seed = randomBytes(32).toString("hex");
    const gameId = randomUUID();
    const commitment = sha256(seed);
    this.store.createGame({ id: gameId, ...header, seed, commitment, createdAt: Date.now() });
    this.gameId = gameId;
    this.log.info({ gameId, mode: header.mode }, "game started");
    return { gameId, seed, commitment };
  }

  /** A stored, unfinished game to carry on with (after a restart); returns its actions. */
  resume(gameId: string) {
    this.gameId = gameId;
    return this.store.getActions(gameId);
  }

  append(action: RecordedAction) {
    this.store.appendAction(this.gameId, action);
  }

  /** Seats in the record (who left, who a bot replaced): a storage failure is logged; the next change writes again. */
  seats(seats: StoredSeat[]) {
    if (!this.gameId) return;
    try {
      this.store.updateSeats(this.gameId, seats);
    } catch (e) {
      this.log.error({ err: e, gameId: this.gameId }, "could not record the seats");
    }
  }

  /** The last write of a game: every move is already stored, so a storage failure here is retried until it lands. */
  finish(result: GameResult, hash: string, attempt = 0) {
    if (attempt === 0) this.log.info({ gameId: this.gameId, result: result.summary.en }, "game finished");
    try {
      this.store.finishGame(this.gameId, result, hash);
    } catch (e) {
      this.log.error({ err: e, gameId: this.gameId, attempt }, "could not record the end of the game; retrying");
      const gameId = this.gameId;
      this.retryAfter(() => !this.stopped && gameId === this.gameId && this.finish(result, hash, attempt + 1), RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
    }
  }

  /** The table is gone. */
  dispose() {
    this.stopped = true;
  }
}
