import type { AutoPass } from "../../shared/src/protocol/autoPass";
import type { WireLogLine } from "../../shared/src/protocol/logLine";
import type { RatingsMessage } from "../../shared/src/protocol/messages";
import type { LocalText } from "./i18n";

// What the client knows about a table: the synced state copied into plain snapshots (net.ts makes them) and the
// session around them. Types only and apart from net.ts: net.ts loads the games' readers, so a game view that took
// these names from net.ts closed an import circle.

export type TableStatus = "waiting" | "playing" | "finished";

export interface SeatInfo {
  index: number;
  name: string;
  occupied: boolean;
  connected: boolean;
  bot: boolean;
  botLevel: string;
  replacedByBot: boolean;
  host: boolean;
  /** Its player timed out turn after turn: a bot plays the seat until they act again or say they are back. */
  away: boolean;
  /** The signed-in player's rating in this mode (0: none shown), and whether it is provisional ("?"). */
  rating: number;
  provisional: boolean;
  /** Its player dropped: epoch ms when the kept seat goes to a bot (0: nobody is awaited). */
  returnDeadline: number;
  /** Seats (bit i = seat i) voting to hand this dropped seat to a bot now (co-op, no host at the table). */
  botVotes: number;
}

export interface LogEntry {
  seq: number;
  seat: number;
  type: string;
  zh: string;
  en: string;
  /** Only you saw this one (a card you drew); it came through the `events` message, not the shared log. */
  private?: boolean;
}

export interface GameResultInfo {
  winners: number[];
  draw: boolean;
  scores?: number[];
  summary: LocalText;
  replacedByBot?: boolean[];
  /** At a rated table: whether the game counted. */
  rated?: boolean;
  /** A rated game nobody started: no winner, unrated. */
  aborted?: boolean;
  /** A rated game's player left or ran out of time and lost it. */
  forfeit?: { seat: number; reason: "left" | "time" };
}

export interface TableOptionsInfo {
  private: boolean;
  watchable: boolean;
  seats: number;
  turnSeconds: number;
  /** Omitted at creation: the server's default (15 s with a turn clock, else none). */
  responseSeconds?: number;
  timeoutsBeforeBot?: number;
  rated?: boolean;
  options?: unknown;
}

/** Which clock runs: a whole turn's, or the one for answering a response window. */
export type ClockKind = "turn" | "response";

export interface TableSnapshot {
  mode: string;
  code: string;
  status: TableStatus;
  isPrivate: boolean;
  turnSeconds: number;
  responseSeconds: number;
  /** Epoch ms when the running clock runs out; 0 when none runs. */
  turnDeadline: number;
  /** The seat that is to decide (its clock runs when the table has one), or -1. */
  clockSeat: number;
  clockKind: ClockKind | null;
  seq: number;
  turn: number;
  seats: SeatInfo[];
  activeSeats: number[];
  spectators: number;
  /** The position as a spectator sees it (engine.view(state, "spectator")); everything once the game is over. */
  publicView: unknown;
  /** The position as your seat sees it (engine.view(state, yourSeat)); null when watching or before the start. */
  myView: unknown;
  options: TableOptionsInfo | null;
  commitment: string;
  seed: string;
  result: GameResultInfo | null;
  gameId: string;
  /** The table's log as this client received it (lines only you may see are marked `private`). */
  log: LogEntry[];
}

export type { WireLogLine };

export interface GameEventMessage {
  seq: number;
  events: WireLogLine[];
}

export type Phase = "connecting" | "connected" | "reconnecting" | "lost" | "failed" | "closed" | "replaced";

export interface TableSession {
  code: string;
  role: "seat" | "spectator";
  /** Your seat index, or null when watching. */
  seat: number | null;
  phase: Phase;
  /** Reconnection attempt number while phase is "reconnecting". */
  attempt: number;
  table: TableSnapshot | null;
  error: LocalText | null;
  /** Seats that asked for a rematch since the game ended. */
  rematch: number[];
  /** An action was sent and the server has not answered yet (blocks double clicks). */
  pending: boolean;
  /** The latest `events` message, for views that animate. */
  lastEvents: GameEventMessage | null;
  /**
   * The last few `events` messages, oldest first: several can arrive between two renders (an action and the army
   * turn it sets off), and a view that must see each one (the army replay) reads them here. Absent: `lastEvents` only.
   */
  recentEvents?: GameEventMessage[];
  /** Your response-window preference as the server confirmed it (null until it has). */
  autoPass: AutoPass | null;
  /** The last rated game's rating changes (the `ratings` message), for the result panel. */
  ratings: RatingsMessage | null;
}
