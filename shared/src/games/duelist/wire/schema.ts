/**
 * 活俠決鬥者 on the wire. Public: both 本陣, 命運, the five slots of each side with every hero's numbers and
 * abilities, hand and deck sizes, the discard piles, the mulligan flags, the turn and the result. Each seat's
 * secrets (its hand, and what its own deck holds: names and 命運 in card-pool order, never the deck order) sit in
 * `DuelPlayerWire.secret`, tagged `@view()`: only that seat's StateView includes them. Nothing of the opponent's
 * hand, of any deck order or of a mulligan choice is ever written into the schema.
 */
import { ArraySchema, Schema, type, view } from "@colyseus/schema";

/** A card face: id (-1 when the viewer may not know it), definition id, current 命運. */
export class DuelCardWire extends Schema {
  @type("int32") id = -1;
  @type("string") def = "";
  @type("uint8") cost = 0;
}

/** One 欄位; `def` is "" when the slot is empty (the other fields are then 0). */
export class DuelUnitWire extends Schema {
  /** The card id (`attack` names it as `unit` / `target`). */
  @type("int32") id = 0;
  /** Definition id (content `cards`). */
  @type("string") def = "";
  /** 命運 cost. */
  @type("uint8") cost = 0;
  /** Current and maximum 生命. */
  @type("int16") hp = 0;
  @type("int16") maxHp = 0;
  /** 嘴攻 / 暗器 / 捅人, current values. */
  @type("int16") zui = 0;
  @type("int16") an = 0;
  @type("int16") tong = 0;
  /**
   * The twelve abilities' counts, in content KEYWORDS order, joined (`joinNumbers`; "" for an empty slot): ten of
   * these per table, and as lists they were a fifth of its change trees.
   */
  @type("string") kw = "";
  /** Attacks left this turn. */
  @type("uint8") attacksLeft = 0;
  /** The 嘴攻 spent and 捅人 gained in a 交鋒's first round; 0 outside a 交鋒. */
  @type("int16") r1Zui = 0;
  @type("int16") r1Tong = 0;
}

export class DuelSecret extends Schema {
  /** This seat's hand. */
  @type([DuelCardWire]) hand = new ArraySchema<DuelCardWire>();
  /**
   * The own deck as the seat knows it (`knownDeck`): names and 命運, in card-pool order, each list joined (`joinIds`,
   * `joinNumbers`): it changes about once a turn, and a draw rewrote the list whole anyway.
   */
  @type("string") deckDefs = "";
  @type("string") deckCosts = "";
}

export class DuelPlayerWire extends Schema {
  /** 本陣 生命. */
  @type("int16") base = 0;
  /** 命運: maximum and current. */
  @type("uint8") maxMana = 0;
  @type("uint8") mana = 0;
  /** Cards left in the deck and in hand. */
  @type("uint8") deckCount = 0;
  @type("uint8") handCount = 0;
  /** The slots (欄位) of this side, slot 0 first; empty slots have `def` "". */
  @type([DuelUnitWire]) board = new ArraySchema<DuelUnitWire>();
  /**
   * Cards that left play, face up, oldest first: one entry per card in each of three lists (id, definition id,
   * 命運). A pile reaches 20–60 cards in a game, and as a card schema each it held most of a table's change trees.
   */
  @type(["int32"]) discardIds = new ArraySchema<number>();
  /** The same cards' definition ids. */
  @type(["string"]) discardDefs = new ArraySchema<string>();
  /** The same cards' 命運. */
  @type(["uint8"]) discardCosts = new ArraySchema<number>();
  /** Turns this seat has played. */
  @type("uint16") turnsTaken = 0;
  /** Damage of the next missed draw minus one. */
  @type("uint16") fatigue = 0;
  /** A starter deck id, or "custom" (the list itself is its owner's secret). */
  @type("string") deckName = "";
  /** Card ids idBase … idBase + deckCards − 1 are this seat's original deck; `created` counts cards made during the game. */
  @type("int32") idBase = 0;
  @type("uint8") deckCards = 0;
  @type("uint16") created = 0;
  /** The mulligan choice is made (what was chosen is never sent). */
  @type("boolean") ready = false;
  /** Only this seat's client receives it. */
  @view() @type(DuelSecret) secret = new DuelSecret();
}

export class DuelWire extends Schema {
  /** Values below. */
  @type("string") phase = "";
  /** The seat that went first. */
  @type("uint8") first = 0;
  /** The seat whose turn it is. */
  @type("uint8") active = 0;
  /** Turns played, from 1. */
  @type("uint16") turn = 0;
  /** One per seat, seat 0 first. */
  @type([DuelPlayerWire]) players = new ArraySchema<DuelPlayerWire>();
  /** The id the next created card will get. */
  @type("int32") nextId = 0;
  /** -1 while there is none (and on a draw). */
  @type("int8") winner = -1;
  /** The game ended in a draw. */
  @type("boolean") draw = false;
  /** Why the game ended (values below). */
  @type("string") endReason = "";
}
