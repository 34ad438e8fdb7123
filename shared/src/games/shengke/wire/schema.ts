/**
 * 生剋棋 on the wire. Public: the board, every counter, pile and hand sizes, discards, dice, priority, the curse
 * chain, and the faces of the cards anyone may see. Each seat's secrets (hand, curse hand, special deck, their
 * faces) sit in `ShengkePlayerWire.secret`, tagged `@view()`: only that seat's StateView includes them.
 */
import { ArraySchema, MapSchema, Schema, type, view } from "@colyseus/schema";

export class BeastFace extends Schema {
  @type("string") zh = "";
  @type("string") en = "";
  @type("string") element = "";
  @type("uint8") in = 0;
  @type("uint8") out = 0;
  @type("uint8") owner = 0;
  @type("boolean") special = false;
}

export class CurseFace extends Schema {
  @type("string") def = "";
  @type("uint8") owner = 0;
}

/** One of the 25 cells; `id` is "" when empty. */
export class CellWire extends Schema {
  @type("string") id = "";
  @type("uint8") owner = 0;
  @type("uint8") facing = 0;
}

/** A face-up pile of card ids (a discard), bottom first. */
export class IdList extends Schema {
  @type(["string"]) ids = new ArraySchema<string>();
}

export class ShengkeSecret extends Schema {
  @type(["string"]) hand = new ArraySchema<string>();
  @type(["string"]) curseHand = new ArraySchema<string>();
  @type(["string"]) specialDeck = new ArraySchema<string>();
  /** Faces of the cards above, which the public catalogue does not show. */
  @type({ map: BeastFace }) cards = new MapSchema<BeastFace>();
  @type({ map: CurseFace }) curses = new MapSchema<CurseFace>();
  /**
   * Card ids this seat knows where everyone else sees "?" (a card placed this turn that went back to this seat's
   * hand; a chain link naming a card in this seat's hand), keyed by their place: "placed.2", "chain.0.card", ….
   */
  @type({ map: "string" }) known = new MapSchema<string>();
}

export class ShengkePlayerWire extends Schema {
  /** Face-down pile sizes, in ELEMENTS order. */
  @type(["uint8"]) piles = new ArraySchema<number>();
  /** Face-up element discards, in ELEMENTS order. */
  @type([IdList]) discards = new ArraySchema<IdList>();
  @type("uint8") handCount = 0;
  @type("uint8") curseHandCount = 0;
  @type("uint8") specialDeckCount = 0;
  @type(["string"]) curseDiscard = new ArraySchema<string>();
  /** The curse in each element zone, in ELEMENTS order; "" = none. */
  @type(["string"]) curseZones = new ArraySchema<string>();
  @type(["uint8"]) soul = new ArraySchema<number>();
  @type(["uint8"]) spirit = new ArraySchema<number>();
  @type(["string"]) specialDiscard = new ArraySchema<string>();
  @view() @type(ShengkeSecret) secret = new ShengkeSecret();
}

export class TurnWire extends Schema {
  @type(["uint8"]) dice = new ArraySchema<number>();
  /** "" while a 6 awaits its element. */
  @type(["string"]) dieElements = new ArraySchema<string>();
  @type("boolean") tokenTaken = false;
  @type("boolean") drawn = false;
  @type(["boolean"]) diceUsed = new ArraySchema<boolean>();
  @type(["string"]) placed = new ArraySchema<string>();
  @type("boolean") judged = false;
  @type(["string"]) protected = new ArraySchema<string>();
  @type(["string"]) avatarNames = new ArraySchema<string>();
  /** Board count at <5>: empty until counted. */
  @type(["uint8"]) counted = new ArraySchema<number>();
}

/** A curse's targets; absent ones are -1 / "" / 0 / hasIds false. */
export class TargetsWire extends Schema {
  @type("int8") cell = -1;
  @type("int8") cell2 = -1;
  @type("string") card = "";
  @type("string") element = "";
  @type("uint8") turns = 0;
  @type("boolean") hasIds = false;
  @type(["string"]) ids = new ArraySchema<string>();
}

export class ChainLinkWire extends Schema {
  @type("uint8") seat = 0;
  @type("string") card = "";
  @type("string") side = "";
  @type("string") zone = "";
  @type(TargetsWire) targets = new TargetsWire();
}

export class ShengkeWire extends Schema {
  /** The table's rules (TableRules as JSON): written once when the game starts. */
  @type("string") rules = "";
  /** Faces of the 靈獸卡 / 咒術卡 anyone may see, by card id. */
  @type({ map: BeastFace }) cards = new MapSchema<BeastFace>();
  @type({ map: CurseFace }) curses = new MapSchema<CurseFace>();
  @type([CellWire]) board = new ArraySchema<CellWire>();
  @type([ShengkePlayerWire]) players = new ArraySchema<ShengkePlayerWire>();
  /** The order rolls, flattened: [seat0, seat1, seat0, seat1, …]. */
  @type(["uint8"]) orderRolls = new ArraySchema<number>();
  @type("uint8") first = 0;
  @type("uint8") turn = 0;
  @type("int8") active = 0;
  @type("string") phase = "";
  @type(TurnWire) t = new TurnWire();
  @type("string") priorityMode = "";
  @type("int8") prioritySeat = 0;
  @type("string") priorityReturnTo = "";
  @type([ChainLinkWire]) chain = new ArraySchema<ChainLinkWire>();
  @type("boolean") over = false;
  @type("uint16") moves = 0;
}
