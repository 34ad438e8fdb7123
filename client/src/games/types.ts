import type { ComponentType } from "preact";
import type { I18n, LocalText } from "../i18n";
import type { TableSession, TableSnapshot } from "../tableState";

/** What every game view receives. Views render; they never decide legality on their own (ask the shared engine). */
export interface GameViewProps {
  table: TableSnapshot;
  session: TableSession;
  /** Your seat, or null when watching. */
  mySeat: number | null;
  /** Parsed `privateView` of your seat (engine.view(state, yourSeat)); null for spectators or before the start. */
  myView: unknown;
  /** Parsed `publicView` (engine.view(state, "spectator"); everything once the game is over). */
  publicView: unknown;
  /** Your seat is among `activeSeats` (you may act now: your turn, or a response on someone else's). */
  isMyTurn: boolean;
  /**
   * Why you cannot act right now (localised), or null when you may: spectator, not your turn, offline, waiting for
   * the server after a click, game not in play. Use it as the `disabledReason` of your action buttons.
   */
  blockedReason: string | null;
  /** Sends `{ seq, action }`; further actions are blocked until the server answers. */
  act: (action: unknown) => void;
  i18n: I18n;
  /** When watching (mySeat null): the seat whose side the board starts from (a replay: the human player's). */
  viewSeat?: number;
}

/** A mode's own table options in the create-table form; `value` is sent as the table's game `options`. */
export interface GameOptionsFormProps {
  value: unknown;
  onChange: (value: unknown) => void;
  i18n: I18n;
}

/**
 * Whose turn it really is. `activeSeats` says who may act now, which includes a seat answering during someone
 * else's turn (a response window); the turn bar tells the two apart with this.
 */
export interface TurnLabel {
  /** The seats whose turn it is (the turn's player), even while another seat holds a response window. */
  turnSeats: number[];
  /** What a responding seat may do, as a verb phrase: "回應連鎖中的咒術卡" / "answer the curse chain". */
  respond?: LocalText;
}

export interface GameView {
  /** The board for waiting/playing/finished (the shell adds seats, log, timer and result around it). */
  Board: ComponentType<GameViewProps>;
  /** Optional: whose turn it is in this position (`view` is the viewer's own view). Omitted = the active seats. */
  turnLabel?: (view: unknown) => TurnLabel | null;
  /** Optional: a line under the final result explaining how the scores were made (`view`: the revealed game). */
  resultNote?: (view: unknown) => LocalText | null;
}

/** A mode's reader: the decoded wire schema → the position as one viewer sees it (equal to engine.view). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FromWire = (game: any, viewer: number | "spectator") => unknown;
