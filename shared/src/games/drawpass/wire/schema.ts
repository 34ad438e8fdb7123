/** 抽牌或過 on the wire: the deck and hands as counts; each hand in its seat's `@view()` child; hands shown at the end. */
import { ArraySchema, Schema, type, view } from "@colyseus/schema";

export class DrawPassSecret extends Schema {
  @type(["uint8"]) hand = new ArraySchema<number>();
}

export class DrawPassSeatWire extends Schema {
  @type("uint8") handCount = 0;
  /** Everyone sees every hand once the game is over. */
  @type(["uint8"]) shownHand = new ArraySchema<number>();
  @view() @type(DrawPassSecret) secret = new DrawPassSecret();
}

export class DrawPassWire extends Schema {
  @type("uint8") seats = 0;
  @type("uint8") deckCount = 0;
  @type([DrawPassSeatWire]) players = new ArraySchema<DrawPassSeatWire>();
  @type("uint8") turn = 0;
  @type("uint8") passesInRow = 0;
  @type("uint16") moves = 0;
  @type("boolean") over = false;
}
