/**
 * 生剋棋 on the wire. Public: the board, every counter, pile and hand sizes, discards, dice, priority, the curse
 * chain, and the faces of the cards anyone may see. Each seat's secrets (hand, curse hand, special deck, their
 * faces) sit in `ShengkePlayerWire.secret`, tagged `@view()`: only that seat's StateView includes them.
 *
 * Every schema object costs about 1 KB of server memory per table, so the position is kept in few of them: the
 * board as three parallel lists, per-element counters as plain fields, and a card's printed face (which never
 * changes) as one short text per card id (see `faceText`).
 */
import { ArraySchema, MapSchema, Schema, type, view } from "@colyseus/schema";

export class ShengkeSecret extends Schema {
  @type("string") hand = "";
  @type("string") curseHand = "";
  @type("string") specialDeck = "";
  /** Faces of the cards above (`faceText`), which the public catalogue does not show. */
  @type({ map: "string" }) beasts = new MapSchema<string>();
  @type({ map: "string" }) curses = new MapSchema<string>();
  /**
   * Card ids this seat knows where everyone else sees "?" (a card placed this turn that went back to this seat's
   * hand; a chain link naming a card in this seat's hand), keyed by their place: "placed.2", "chain.0.card", ….
   */
  @type({ map: "string" }) known = new MapSchema<string>();
}

/** Per-element values are fields named after the element (pileWood, soulFire, zoneWater, …): see `elementField`. */
export class ShengkePlayerWire extends Schema {
  @type("uint8") pileWood = 0;
  @type("uint8") pileFire = 0;
  @type("uint8") pileEarth = 0;
  @type("uint8") pileMetal = 0;
  @type("uint8") pileWater = 0;
  @type("string") discardWood = "";
  @type("string") discardFire = "";
  @type("string") discardEarth = "";
  @type("string") discardMetal = "";
  @type("string") discardWater = "";
  @type("uint8") soulWood = 0;
  @type("uint8") soulFire = 0;
  @type("uint8") soulEarth = 0;
  @type("uint8") soulMetal = 0;
  @type("uint8") soulWater = 0;
  @type("uint8") spiritWood = 0;
  @type("uint8") spiritFire = 0;
  @type("uint8") spiritEarth = 0;
  @type("uint8") spiritMetal = 0;
  @type("uint8") spiritWater = 0;
  /** The curse resolving in each element zone; "" = none. */
  @type("string") zoneWood = "";
  @type("string") zoneFire = "";
  @type("string") zoneEarth = "";
  @type("string") zoneMetal = "";
  @type("string") zoneWater = "";
  @type("uint8") handCount = 0;
  @type("uint8") curseHandCount = 0;
  @type("uint8") specialDeckCount = 0;
  @type("string") curseDiscard = "";
  @type("string") specialDiscard = "";
  @view() @type(ShengkeSecret) secret = new ShengkeSecret();
}

/** A link of the curse chain; absent targets are -1 / "" / 0 / hasIds false. */
export class ChainLinkWire extends Schema {
  @type("uint8") seat = 0;
  @type("string") card = "";
  @type("string") side = "";
  @type("string") zone = "";
  @type("int8") cell = -1;
  @type("int8") cell2 = -1;
  @type("string") targetCard = "";
  @type("string") element = "";
  @type("uint8") turns = 0;
  @type("boolean") hasIds = false;
  @type(["string"]) ids = new ArraySchema<string>();
}

export class ShengkeWire extends Schema {
  /** The table's rules (TableRules as JSON): written once when the game starts. */
  @type("string") rules = "";
  /** Faces of the 靈獸卡 / 咒術卡 anyone may see, by card id (`faceText` / `curseText`). */
  @type({ map: "string" }) beasts = new MapSchema<string>();
  @type({ map: "string" }) curses = new MapSchema<string>();
  /** The 25 cells, index = y * 5 + x: card id ("" = empty), owner and facing. */
  @type(["string"]) cellIds = new ArraySchema<string>();
  @type(["uint8"]) cellOwners = new ArraySchema<number>();
  @type(["uint8"]) cellFacing = new ArraySchema<number>();
  @type([ShengkePlayerWire]) players = new ArraySchema<ShengkePlayerWire>();
  /** The order rolls, flattened: [seat0, seat1, seat0, seat1, …]. */
  @type(["uint8"]) orderRolls = new ArraySchema<number>();
  @type("uint8") first = 0;
  @type("uint8") turn = 0;
  @type("int8") active = 0;
  @type("string") phase = "";
  // The turn in progress (TurnState).
  @type("uint8") dice0 = 0;
  @type("uint8") dice1 = 0;
  /** The element each die stands for; "" while a 6 awaits its element. */
  @type("string") die0 = "";
  @type("string") die1 = "";
  @type("boolean") tokenTaken = false;
  @type("boolean") drawn = false;
  @type("boolean") used0 = false;
  @type("boolean") used1 = false;
  @type(["string"]) placed = new ArraySchema<string>();
  @type("boolean") judged = false;
  @type(["string"]) protected = new ArraySchema<string>();
  @type(["string"]) avatarNames = new ArraySchema<string>();
  @type("boolean") counted = false;
  @type("uint8") counted0 = 0;
  @type("uint8") counted1 = 0;
  @type("string") priorityMode = "";
  @type("int8") prioritySeat = 0;
  @type("string") priorityReturnTo = "";
  @type([ChainLinkWire]) chain = new ArraySchema<ChainLinkWire>();
  @type("boolean") over = false;
  @type("uint16") moves = 0;
}
