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
  /** This seat's hand and face-down traps, card ids. */
  @type(["int16"]) hand = new ArraySchema<number>();
  @type(["int16"]) traps = new ArraySchema<number>();
  /**
   * The catalogue of this seat's own cards (ids seat × 64 …): a player knows their deck list, not its order. Joined
   * (`joinIds`), as every list below that changes a few times a game (`joinNumbers` for numbers; "" when empty): a
   * 4-seat table held about 40 such lists, each a change tree of about 1.7 KB of server memory.
   */
  @type("string") ownCards = "";
  /** Other seats' cards this seat holds in its hand or traps (id, definition pairs as two lists), joined. */
  @type("string") extraIds = "";
  @type("string") extraDefs = "";
  /** `sealed` / `specialUsed` as this seat sees them (its own hidden cards included), joined. */
  @type("string") sealed = "";
  @type("string") specialUsed = "";
}

export class FieldCharWire extends Schema {
  /** The character's id on the field (targets of `attack` / `bless` name it). */
  @type("uint16") uid = 0;
  /** Its card id (`ChronoWire.cards` gives the definition). */
  @type("int16") card = 0;
  /** Damage taken: current 心等 = the definition's 心等 − damage. */
  @type("int16") damage = 0;
  /** Effect cards attached (加持), card ids, joined. */
  @type("string") effects = "";
  /** 纏繞: 攻擊力 lost for the rest of the game. */
  @type("int16") atkPenalty = 0;
  /** Cannot attack this turn. */
  @type("boolean") frozen = false;
  /** Attacks made this turn. */
  @type("uint8") attacks = 0;
}

export class ChronoPlayerWire extends Schema {
  /** "" while a player who rolled 6 has not chosen. */
  @type("string") attr = "";
  /** The setup roll (1–6). */
  @type("uint8") roll = 0;
  /** 生存時間 (the player's clock points). */
  @type("int16") time = 0;
  /** Still in the game (eliminated players watch on). */
  @type("boolean") alive = true;
  /** Turn position: 0 = the first player. */
  @type("uint8") position = 0;
  /** One placeholder per hand card: which deck it came from is public. */
  @type(["int8"]) handKinds = new ArraySchema<number>();
  /** One -3 per face-down trap. */
  @type(["int8"]) trapKinds = new ArraySchema<number>();
  /** Cards left in each of the three decks. */
  @type("uint8") characterDeck = 0;
  @type("uint8") effectDeck = 0;
  @type("uint8") trapDeck = 0;
  /** Characters on the field. */
  @type([FieldCharWire]) field = new ArraySchema<FieldCharWire>();
  /** Effect cards attached to the player, card ids, joined. */
  @type("string") playerEffects = "";
  /** 回收場 (public), card ids. */
  @type(["int16"]) graveyard = new ArraySchema<number>();
  /** Cards an effect still makes this player draw (`draw` before anything else). */
  @type("uint8") owedDraws = 0;
  /** Only this seat's client receives it. */
  @view() @type(ChronoSecret) secret = new ChronoSecret();
}

export class ChronoWire extends Schema {
  /** Players at the table (2–6). */
  @type("uint8") seats = 0;
  /** Card id → definition id, "" for every card the public may not see (a seat's own come in its secret). */
  @type(["string"]) cards = new ArraySchema<string>();
  /** One per seat, seat 0 first. */
  @type([ChronoPlayerWire]) players = new ArraySchema<ChronoPlayerWire>();
  /** Card ids that lost their skills to 封印, and whose 出場時 special has fired, as the public sees them, joined. */
  @type("string") sealed = "";
  @type("string") specialUsed = "";
  /** The setup re-rolls (AMB-10): their sizes, and their seats one list after another, joined. */
  @type("string") rerollSizes = "";
  @type("string") rerollSeats = "";
  /** The seat that went first. */
  @type("uint8") firstSeat = 0;
  /** Round, from 1. */
  @type("uint8") round = 0;
  /** Turns played. */
  @type("uint16") turn = 0;
  /** The seat whose turn it is. */
  @type("uint8") current = 0;
  /** Values below. */
  @type("string") phase = "";
  /** 迷霧 on the active player's attacks this turn. */
  @type("int16") fog = 0;
  /** The uid the next character placed will get. */
  @type("uint16") nextUid = 0;
  /** Winning seats once the game is over, joined. */
  @type("string") winners = "";
  /** "" while the game runs. */
  @type("string") endReason = "";
}
