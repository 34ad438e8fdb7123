import type { ComponentType } from "preact";
import type { I18n } from "../i18n";
import type { TableSession, TableSnapshot } from "../net";

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
  /** Your seat is among `activeSeats`. */
  isMyTurn: boolean;
  /**
   * Why you cannot act right now (localised), or null when you may: spectator, not your turn, offline, waiting for
   * the server after a click, game not in play. Use it as the `disabledReason` of your action buttons.
   */
  blockedReason: string | null;
  /** Sends `{ seq, action }`; further actions are blocked until the server answers. */
  act: (action: unknown) => void;
  i18n: I18n;
}

/** A mode's own table options in the create-table form; `value` is sent as the table's game `options`. */
export interface GameOptionsFormProps {
  value: unknown;
  onChange: (value: unknown) => void;
  i18n: I18n;
}

export interface GameView {
  /** The board for waiting/playing/finished (the shell adds seats, log, timer and result around it). */
  Board: ComponentType<GameViewProps>;
  /** Optional: the mode's options in the create-table form (omitted = the engine's defaults). */
  OptionsForm?: ComponentType<GameOptionsFormProps>;
}
