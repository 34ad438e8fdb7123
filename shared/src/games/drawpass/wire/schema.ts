/** 抽牌或過 on the wire: the deck and hands as counts; each hand in its seat's `@view()` child; hands shown at the end. */
import { ArraySchema, Schema, type, view } from "@colyseus/schema";

export class DrawPassSecret extends Schema {
  /** This seat's cards (1–10). */
  @type(["uint8"]) hand = new ArraySchema<number>();
}

export class DrawPassSeatWire extends Schema {
  /** Cards in hand. */
  @type("uint8") handCount = 0;
  /** Everyone sees every hand once the game is over. */
  @type(["uint8"]) shownHand = new ArraySchema<number>();
  /** Only this seat's client receives it. */
  @view() @type(DrawPassSecret) secret = new DrawPassSecret();
}

export class DrawPassWire extends Schema {
  /** Players (2–4). */
  @type("uint8") seats = 0;
  /** Cards left in the deck. */
  @type("uint8") deckCount = 0;
  /** One per seat, seat 0 first. */
  @type([DrawPassSeatWire]) players = new ArraySchema<DrawPassSeatWire>();
  /** The seat whose turn it is. */
  @type("uint8") turn = 0;
  /** Passes in a row (the game ends when every seat passed in a row). */
  @type("uint8") passesInRow = 0;
  /** Actions so far. */
  @type("uint16") moves = 0;
  /** The game is over. */
  @type("boolean") over = false;
}
