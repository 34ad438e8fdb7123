import { ArraySchema, Schema, type } from "@colyseus/schema";
// Every table's state goes through this encoder fix (255-byte strings; see the module).
import "../../../shared/src/core/schemaEncodeFix";

// Encoder.BUFFER_SIZE: STATE_BUFFER_BYTES in server/src/app.ts (twice the largest full state of any mode).

/**
 * What every table syncs besides its game: seats, status, timers, fairness. The game itself is the mode's own
 * schema under `game` (see `tableStateFor`), mirrored from the engine by the mode's sync step; each seat's
 * secrets are `@view()` fields inside it that only that seat's StateView includes. The log is not state: it goes
 * out as `events` messages (and a `log` backlog on joining), so a move costs its patch and its lines, once; the
 * whole game, revealed at the end, goes out once as a `final` message.
 */
export class SeatState extends Schema {
  @type("string") name = "";
  @type("boolean") occupied = false;
  @type("boolean") connected = false;
  @type("boolean") bot = false;
  @type("string") botLevel = "";
  @type("boolean") replacedByBot = false;
  @type("boolean") host = false;
  /** Its player timed out turn after turn: a bot plays the seat until they act again. */
  @type("boolean") away = false;
  /** The signed-in player's rating in this mode (rated modes only; 0 = none shown), and whether it is provisional ("?"). */
  @type("uint16") rating = 0;
  @type("boolean") provisional = false;
  /** Its player dropped mid-game: epoch ms when the kept seat goes to a bot (0: nobody is awaited). */
  @type("float64") returnDeadline = 0;
  /** Seats (bit i = seat i) voting to hand this dropped seat to a bot now, at a table without its host (seatHandOver.ts). */
  @type("uint8") botVotes = 0;
}

/**
 * The generic fields, as a new class for every mode. Colyseus' handshake describes the root's class and every class
 * that extends it (it allows for polymorphic children), so with one shared base every table's handshake carried the
 * schemas of all modes (8.5 KB with four modes, past the encoder's 8 KB buffer); a base per mode sends its own only.
 */
function tableStateClass() {
  class TableState extends Schema {
    @type("string") mode = "";
    @type("string") code = "";
    /** waiting → playing → finished */
    @type("string") status = "waiting";
    @type("boolean") isPrivate = false;
    /** The turn clock (seconds per turn; 0 = none) and the clock for answering a response window. */
    @type("uint16") turnSeconds = 0;
    @type("uint16") responseSeconds = 0;
    /** Epoch ms when the running clock runs out; 0 when none runs. */
    @type("float64") turnDeadline = 0;
    /** The seat that is to decide and which clock is its: "turn" or "response" (a window), "" when none. */
    @type("int8") clockSeat = -1;
    @type("string") clockKind = "";
    /** Number of accepted actions; every action message must carry the current value. */
    @type("uint32") seq = 0;
    @type("uint32") turn = 0;
    @type([SeatState]) seats = new ArraySchema<SeatState>();
    @type(["uint8"]) activeSeats = new ArraySchema<number>();
    @type("uint16") spectators = 0;
    /** JSON of the table options (game options included) so a late joiner knows the rules in force. */
    @type("string") options = "";
    /** SHA-256 of the game seed, published at the start. */
    @type("string") commitment = "";
    /** The seed itself, revealed when the game ends. */
    @type("string") seed = "";
    /** JSON of the engine result once the game is over. */
    @type("string") result = "";
    @type("string") gameId = "";
  }
  return TableState;
}

export type TableState = InstanceType<ReturnType<typeof tableStateClass>>;

/** A table's root state for one mode: the generic fields plus that mode's game schema. */
export type ModeTableState<W extends Schema = Schema> = TableState & { game: W };

export function tableStateFor<W extends Schema>(Game: new () => W): new () => ModeTableState<W> {
  class ModeTable extends tableStateClass() {
    @type(Game) game = new Game();
  }
  return ModeTable as unknown as new () => ModeTableState<W>;
}
