import { ArraySchema, Schema, type, view } from "@colyseus/schema";

/**
 * What every table syncs. Engine state never goes into the schema directly: the room projects the engine's
 * redacted views into it. `SeatState.privateView` is tagged `@view()` and each seated client's StateView holds
 * only its own SeatState (added with checkIncludeParent = false), so nobody else's secrets are ever encoded.
 */
export class SeatState extends Schema {
  @type("string") name = "";
  @type("boolean") occupied = false;
  @type("boolean") connected = false;
  @type("boolean") bot = false;
  @type("string") botLevel = "";
  @type("boolean") replacedByBot = false;
  @type("boolean") host = false;
  /** JSON of engine.view(state, thisSeat): the owner's own view (hand, …). */
  @view() @type("string") privateView = "";
}

export class LogLine extends Schema {
  @type("uint32") seq = 0;
  @type("int8") seat = -1;
  @type("string") type = "";
  @type("string") zh = "";
  @type("string") en = "";
}

export class TableState extends Schema {
  @type("string") mode = "";
  @type("string") code = "";
  /** waiting → playing → finished */
  @type("string") status = "waiting";
  @type("boolean") isPrivate = false;
  @type("uint16") turnSeconds = 0;
  /** Epoch ms when the current move's timer runs out; 0 when no timer runs. */
  @type("float64") turnDeadline = 0;
  /** Number of accepted actions; every action message must carry the current value. */
  @type("uint32") seq = 0;
  @type("uint32") turn = 0;
  @type([SeatState]) seats = new ArraySchema<SeatState>();
  @type(["uint8"]) activeSeats = new ArraySchema<number>();
  @type("uint16") spectators = 0;
  /** JSON of engine.view(state, "spectator"): what anyone may see. */
  @type("string") publicView = "";
  /** JSON of the table options (game options included) so a late joiner knows the rules in force. */
  @type("string") options = "";
  /** SHA-256 of the game seed, published at the start. */
  @type("string") commitment = "";
  /** The seed itself, revealed when the game ends. */
  @type("string") seed = "";
  /** JSON of the engine result once the game is over. */
  @type("string") result = "";
  @type("string") gameId = "";
  @type([LogLine]) log = new ArraySchema<LogLine>();
}
