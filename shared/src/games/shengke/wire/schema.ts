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
  /** This seat's 靈獸卡 hand: card ids joined by "," ("" = empty); each face is in `beasts` here. */
  @type("string") hand = "";
  /** This seat's 咒術卡 hand: curse card ids joined by ","; each `[def, owner]` is in `curses` here. */
  @type("string") curseHand = "";
  /** This seat's 特殊牌組 (face down to the other seat), ids joined by ",", top first. */
  @type("string") specialDeck = "";
  /** Faces of the cards above, as in `ShengkeWire.beasts`, which the public catalogue does not show. */
  @type({ map: "string" }) beasts = new MapSchema<string>();
  /** `[def, owner]` of the curses in this seat's hand, as in `ShengkeWire.curses`. */
  @type({ map: "string" }) curses = new MapSchema<string>();
  /**
   * Card ids this seat knows where everyone else sees "?" (a card placed this turn that went back to this seat's
   * hand; a chain link naming a card in this seat's hand), keyed by their place: "placed.2", "chain.0.card", ….
   */
  @type({ map: "string" }) known = new MapSchema<string>();
}

/** Per-element values are fields named after the element (pileWood, soulFire, zoneWater, …): see `elementField`. */
export class ShengkePlayerWire extends Schema {
  /** Cards left in each face-down element pile (pileWood … pileWater). */
  @type("uint8") pileWood = 0;
  @type("uint8") pileFire = 0;
  @type("uint8") pileEarth = 0;
  @type("uint8") pileMetal = 0;
  @type("uint8") pileWater = 0;
  /** Each element's face-up discard: card ids joined by ",", the last one on top; faces in `ShengkeWire.beasts`. */
  @type("string") discardWood = "";
  @type("string") discardFire = "";
  @type("string") discardEarth = "";
  @type("string") discardMetal = "";
  @type("string") discardWater = "";
  /** 魂 (soul) tokens of each element. */
  @type("uint8") soulWood = 0;
  @type("uint8") soulFire = 0;
  @type("uint8") soulEarth = 0;
  @type("uint8") soulMetal = 0;
  @type("uint8") soulWater = 0;
  /** 魄 (spirit) tokens of each element. */
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
  /** 靈獸卡 in hand (the cards themselves are in `secret.hand`, for this seat only). */
  @type("uint8") handCount = 0;
  /** 咒術卡 in hand. */
  @type("uint8") curseHandCount = 0;
  /** Cards left in the 特殊牌組 (0 unless the table enables it). */
  @type("uint8") specialDeckCount = 0;
  /** 咒術卡 discard (face up): curse card ids joined by ","; each `[def, owner]` in `ShengkeWire.curses`. */
  @type("string") curseDiscard = "";
  /** 特殊棄牌區 (face up): card ids joined by ",". */
  @type("string") specialDiscard = "";
  /** Only this seat's own client receives it. */
  @view() @type(ShengkeSecret) secret = new ShengkeSecret();
}

/** A link of the curse chain; absent targets are -1 / "" / 0 / hasIds false. */
export class ChainLinkWire extends Schema {
  /** The seat that declared it. */
  @type("uint8") seat = 0;
  /** The curse card id (its `[def, owner]` is in `ShengkeWire.curses`). */
  @type("string") card = "";
  /** The side's id, one of its curse's `sides` in the content. */
  @type("string") side = "";
  /** The element zone it was put in. */
  @type("string") zone = "";
  /** Target cells (0–24; -1 none). */
  @type("int8") cell = -1;
  @type("int8") cell2 = -1;
  /** A target card id ("?" when hidden from the viewer). */
  @type("string") targetCard = "";
  @type("string") element = "";
  @type("uint8") turns = 0;
  /** The board cards the targets named when it was declared (the effect follows them). */
  @type("boolean") hasIds = false;
  @type(["string"]) ids = new ArraySchema<string>();
}

export class ShengkeWire extends Schema {
  /** The table's rules (TableRules as JSON): written once when the game starts. */
  @type("string") rules = "";
  /**
   * The face of every 靈獸卡 anyone may see, by card id: JSON text `[element, in, out, owner, special, zh, en]`
   * (`in` / `out` are the 入 / 出 range numbers of the content's `ranges` table; `special` 1 for a 特殊牌組 card).
   */
  @type({ map: "string" }) beasts = new MapSchema<string>();
  /** Every 咒術卡 anyone may see, by card id: JSON text `[def, owner]`; `def` is the curse's id in the content's `curses`. */
  @type({ map: "string" }) curses = new MapSchema<string>();
  /** The 25 cells' card ids ("" = empty): index = y × 5 + x, x 0–4 west → east, y 0–4 from seat 0's (south) side. */
  @type(["string"]) cellIds = new ArraySchema<string>();
  /** Owner seat of each cell's card; 0 also on an empty cell, so read `cellIds` first. */
  @type(["uint8"]) cellOwners = new ArraySchema<number>();
  /** Where each card's 前 (front) points: 0 north, 1 east, 2 south, 3 west (seat 0's cards start facing north, seat 1's south); 0 on an empty cell. */
  @type(["uint8"]) cellFacing = new ArraySchema<number>();
  /** One per seat, seat 0 first. */
  @type([ShengkePlayerWire]) players = new ArraySchema<ShengkePlayerWire>();
  /** The order rolls, flattened: [seat0, seat1, seat0, seat1, …]. */
  @type(["uint8"]) orderRolls = new ArraySchema<number>();
  /** The seat that goes first (it plays the odd turns). */
  @type("uint8") first = 0;
  /** 1 … `rules.turns` (20 by default); the turn's player is `first` on odd turns. */
  @type("uint8") turn = 0;
  /** The seat whose turn it is. */
  @type("int8") active = 0;
  /** The turn's step (values below). */
  @type("string") phase = "";
  // The turn in progress (TurnState).
  /** The two dice of step <1> (1–6; 0 before the first roll). */
  @type("uint8") dice0 = 0;
  @type("uint8") dice1 = 0;
  /** The element each die stands for; "" while a 6 awaits its element. */
  @type("string") die0 = "";
  @type("string") die1 = "";
  /** This turn's 魂 or 魄 was added (`token`). */
  @type("boolean") tokenTaken = false;
  /** This turn's draw was made. */
  @type("boolean") drawn = false;
  /** Each die was used by a summon this turn. */
  @type("boolean") used0 = false;
  @type("boolean") used1 = false;
  /** Card ids placed this turn, in order ("?" for one that went back to a hand its owner alone may see; `secret.known` names it for that seat). */
  @type(["string"]) placed = new ArraySchema<string>();
  /** Step <4> (judgement) ran this turn. */
  @type("boolean") judged = false;
  /** Card ids that cannot be destroyed until the turn ends. */
  @type(["string"]) protected = new ArraySchema<string>();
  /** Card names already used for 化身召喚 this turn. */
  @type(["string"]) avatarNames = new ArraySchema<string>();
  /** Step <5> counted the board: `counted0` / `counted1` are the two seats' counts. */
  @type("boolean") counted = false;
  @type("uint8") counted0 = 0;
  @type("uint8") counted1 = 0;
  /** Who may act and why (values below). */
  @type("string") priorityMode = "";
  /** The seat holding priority: the one that may act now. */
  @type("int8") prioritySeat = 0;
  /** Where priority returns once the curse chain has resolved (values below). */
  @type("string") priorityReturnTo = "";
  /** The curse chain, oldest first; the last link resolves first. */
  @type([ChainLinkWire]) chain = new ArraySchema<ChainLinkWire>();
  /** The game is over (the result is in `TableState.result`). */
  @type("boolean") over = false;
  /** Actions applied so far. */
  @type("uint16") moves = 0;
}
