/**
 * 時序之戰 on the wire. Public: attributes, rolls, clocks, fields with their 加持 effects, player effects, 回收場,
 * deck sizes per kind, the kind of every card in a hand and the number of set traps (a set trap is a face-down card
 * with no identity until it fires), and the card catalogue of every card the public may see. Each seat's secrets
 * (its hand and set traps, the catalogue of its own deck list, what it alone knows of sealed cards) sit in
 * `ChronoPlayerWire.secret`, tagged `@view()`. Deck orders are nobody's: only counts go out.
 */
import { ArraySchema, Schema, type, view } from "@colyseus/schema";

/** Card ids are numbers (state.ts: seat k owns k × 64 …); a hidden card is its kind's placeholder (-1/-2/-3). */
export class ChronoSecret extends Schema {
  @type(["int16"]) hand = new ArraySchema<number>();
  @type(["int16"]) traps = new ArraySchema<number>();
  /** The catalogue of this seat's own cards (ids seat × 64 …): a player knows their deck list, not its order. */
  @type(["string"]) ownCards = new ArraySchema<string>();
  /** Other seats' cards this seat holds in its hand or traps (id, definition pairs as two lists). */
  @type(["int16"]) extraIds = new ArraySchema<number>();
  @type(["string"]) extraDefs = new ArraySchema<string>();
  /** `sealed` / `specialUsed` as this seat sees them (its own hidden cards included). */
  @type(["int16"]) sealed = new ArraySchema<number>();
  @type(["int16"]) specialUsed = new ArraySchema<number>();
}

export class FieldCharWire extends Schema {
  @type("uint16") uid = 0;
  @type("int16") card = 0;
  @type("int16") damage = 0;
  @type(["int16"]) effects = new ArraySchema<number>();
  @type("int16") atkPenalty = 0;
  @type("boolean") frozen = false;
  @type("uint8") attacks = 0;
}

export class ChronoPlayerWire extends Schema {
  /** "" while a player who rolled 6 has not chosen. */
  @type("string") attr = "";
  @type("uint8") roll = 0;
  @type("int16") time = 0;
  @type("boolean") alive = true;
  @type("uint8") position = 0;
  /** One placeholder per hand card: which deck it came from is public. */
  @type(["int8"]) handKinds = new ArraySchema<number>();
  @type(["int8"]) trapKinds = new ArraySchema<number>();
  @type("uint8") characterDeck = 0;
  @type("uint8") effectDeck = 0;
  @type("uint8") trapDeck = 0;
  @type([FieldCharWire]) field = new ArraySchema<FieldCharWire>();
  @type(["int16"]) playerEffects = new ArraySchema<number>();
  @type(["int16"]) graveyard = new ArraySchema<number>();
  @type("uint8") owedDraws = 0;
  @view() @type(ChronoSecret) secret = new ChronoSecret();
}

export class ChronoWire extends Schema {
  @type("uint8") seats = 0;
  /** Card id → definition id, "" for every card the public may not see (a seat's own come in its secret). */
  @type(["string"]) cards = new ArraySchema<string>();
  @type([ChronoPlayerWire]) players = new ArraySchema<ChronoPlayerWire>();
  @type(["int16"]) sealed = new ArraySchema<number>();
  @type(["int16"]) specialUsed = new ArraySchema<number>();
  /** The setup re-rolls (AMB-10): their sizes, and their seats one list after another. */
  @type(["uint8"]) rerollSizes = new ArraySchema<number>();
  @type(["uint8"]) rerollSeats = new ArraySchema<number>();
  @type("uint8") firstSeat = 0;
  @type("uint8") round = 0;
  @type("uint16") turn = 0;
  @type("uint8") current = 0;
  @type("string") phase = "";
  @type("int16") fog = 0;
  @type("uint16") nextUid = 0;
  @type(["uint8"]) winners = new ArraySchema<number>();
  /** "" while the game runs. */
  @type("string") endReason = "";
}
