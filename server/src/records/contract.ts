import type { ChatLine } from "../../../shared/src/protocol/chat";
import type { GameRecord, RecordedAction } from "../../../shared/src/core/record";
import type { Awaitable } from "./awaitable";
import type { GameRow, NewGame, StoredSeat } from "./rows";

/** Whether the last write worked; `/healthz` answers 503 with the reason while it does not. */
export type StoreHealth =
  | { writable: true; since: number }
  | { writable: false; since: number; operation: string; reason: string };

/**
 * What the server needs of the game records, whichever database keeps them: SQLite in DATA_DIR (records/store.ts,
 * synchronous but for appends under group commit) or PostgreSQL (records/pg/, answers are promises). Every caller
 * awaits; the room's write path takes a synchronous answer in the same turn (rooms/tableGame.ts).
 *
 * Failures are typed in both: storage that cannot serve a call throws (or rejects with) StorageUnavailableError and
 * flips `health()` until a write works again; a row that does not parse is marked aborted and left out.
 */
export interface GameRecordStore {
  /** The last known health, answered without touching the database. */
  health(): StoreHealth;
  /** A real write, to learn whether writes work again (`/healthz` has it run while the store fails). */
  probe(): Awaitable<StoreHealth>;
  readonly isOpen: boolean;

  createGame(game: NewGame): Awaitable<void>;
  appendAction(gameId: string, action: RecordedAction): Awaitable<void>;
  updateSeats(gameId: string, seats: StoredSeat[]): Awaitable<void>;
  finishGame(gameId: string, result: unknown, finalStateHash: string, at?: number): Awaitable<void>;
  abortGame(gameId: string, at?: number): Awaitable<void>;

  getGame(id: string): Awaitable<GameRow | undefined>;
  /** Throws CorruptRecordError when one does not parse. */
  getActions(id: string, fromSeq?: number): Awaitable<RecordedAction[]>;
  actionCount(id: string): Awaitable<number>;
  unfinishedGames(): Awaitable<GameRow[]>;
  recentFinished(mode: string | null, limit: number): Awaitable<GameRow[]>;
  /** The whole record; the seed only when the game is over (or `revealSeed`). */
  record(id: string, revealSeed: boolean): Awaitable<GameRecord | undefined>;
  markUnreadable(gameId: string, problem: string): Awaitable<void>;

  /** Chat kept by the store itself (PostgreSQL); SQLite's sits beside it in the same file (chat.ts chatsBeside). */
  chats?(): ChatLineStore;
  /** Housekeeping every CHECKPOINT_SECONDS (SQLite copies its WAL; PostgreSQL has nothing to do). Never throws. */
  checkpoint(): Awaitable<boolean>;
  close(): Awaitable<void>;
}

/** A reported line as the operator reads it (`GET /api/reports`). */
export interface ChatReport {
  id: number;
  gameId: string | null;
  table: string;
  mode: string;
  line: ChatLine;
  /** The reporter's name at the table. */
  reporter: string;
  at: number;
}

/** Table talk beside the records (records/chat.ts for SQLite). A failure is StorageUnavailableError; it never refuses a move. */
export interface ChatLineStore {
  add(gameId: string, line: ChatLine, author: string): Awaitable<void>;
  /** Every stored line of a game, oldest first (replays). */
  lines(gameId: string): Awaitable<ChatLine[]>;
  remove(gameId: string, lineId: string): Awaitable<void>;
  /** Removes everything an author wrote; returns how many lines went. */
  removeAuthor(author: string): Awaitable<number>;
  report(report: Omit<ChatReport, "id">): Awaitable<void>;
  /** The newest reports first. */
  reports(limit?: number): Awaitable<ChatReport[]>;
  close(): Awaitable<void>;
}
