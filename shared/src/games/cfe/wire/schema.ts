/**
 * 五行戰鬥牌 on the wire. Public: HP, shields, statuses, hand and deck sizes, discards, passives (a covered one
 * shows only that it is there), turn summaries, teams. Each seat's secrets (its hand, its covered passive, its
 * draw, what 光芒/混沌 let it see of another hand) sit in `CfePlayerWire.secret`, tagged `@view()`.
 */
import { ArraySchema, Schema, type, view } from "@colyseus/schema";

/** Card ids are numbers (see cards.ts); a hidden card is -1. */
export class CfeSecret extends Schema {
  @type(["int16"]) hand = new ArraySchema<number>();
  /** This seat's covered passive (formation and cards), "" when none or not covered. */
  @type("string") passiveFormation = "";
  @type(["int16"]) passiveCards = new ArraySchema<number>();
  /** Of that passive: the card counted as the star's element (-1 none) and whether the environment disabled it. */
  @type("int16") passiveSubstituted = -1;
  @type("boolean") passiveDisabled = false;
  /** The cards of this hand another seat has seen (the owner's side of `revealedTo`). */
  @type(["int16"]) revealedCards = new ArraySchema<number>();
  /** This seat's pending draw (turn draw or 啟示). */
  @type(["int16"]) drawn = new ArraySchema<number>();
  /**
   * Other seats' hands this seat has seen (光芒/混沌): pairs [seat, length] in `peeks`, and the hands themselves one
   * after another in `peekHands` (the cards it saw, -1 for the rest).
   */
  @type(["uint8"]) peeks = new ArraySchema<number>();
  @type(["int16"]) peekHands = new ArraySchema<number>();
  /** What this seat's own covered plays were, which others see as "hidden" ("" when not its own covered play). */
  @type("boolean") ownThisTurn = false;
  @type("string") thisPlayed = "";
  @type("string") thisResolvedAs = "";
  @type("boolean") ownPrevTurn = false;
  @type("string") prevPlayed = "";
  @type("string") prevResolvedAs = "";
}

export class CfePlayerWire extends Schema {
  @type("uint8") handCount = 0;
  @type("uint16") shield = 0;
  /** A passive is set (face down when `passiveCovered`). */
  @type("boolean") hasPassive = false;
  /** The passive's formation: "hidden" while covered. */
  @type("string") passiveFormation = "";
  @type("uint8") passiveCount = 0;
  @type("boolean") passiveCovered = false;
  @type("boolean") passiveSealed = false;
  /** 聖光破 revealed the covered passive: its formation, cards, substitution and environment flag are public. */
  @type("boolean") passiveRevealed = false;
  @type(["int16"]) passiveCardsShown = new ArraySchema<number>();
  @type("int16") passiveSubstitutedShown = -1;
  @type("boolean") passiveDisabledShown = false;
  @type("uint8") cannotAct = 0;
  @type("uint8") cannotDraw = 0;
  /** Seat that saw part of this hand (光芒/混沌), -1 when none. */
  @type("int8") revealedBy = -1;
  @type("string") lastFormation = "";
  @view() @type(CfeSecret) secret = new CfeSecret();
}

export class PileWire extends Schema {
  @type("uint8") deckCount = 0;
  @type(["int16"]) discard = new ArraySchema<number>();
}

export class TurnSummaryWire extends Schema {
  @type("uint8") seat = 0;
  @type("uint16") turn = 0;
  @type("string") kind = "none";
  @type("string") played = "";
  @type("string") resolvedAs = "";
  @type("boolean") basic = false;
  @type("string") attackElement = "";
  @type("boolean") covered = false;
  @type("boolean") hasDrawDiscard = false;
  @type("int16") drawDiscard = -1;
}

/** The advanced modules' public state (present only when a module is on). */
export class AdvancedWire extends Schema {
  @type("boolean") stars = false;
  @type("boolean") legends = false;
  @type("boolean") heroes = false;
  /** Per team: the star it holds ("" none). */
  @type(["string"]) teamStar = new ArraySchema<string>();
  /** Per seat: the star kinds it summoned, comma-separated. */
  @type(["string"]) summoned = new ArraySchema<string>();
  @type("int8") alignment = -1;
  @type("string") environment = "";
  /** Per seat: profession id ("" none). */
  @type(["string"]) profession = new ArraySchema<string>();
  @type("string") activated = "";
  /** The 幻術 / 幻朧 card waiting to be used this turn. */
  @type("boolean") hasVirtual = false;
  @type("uint8") virtualSeat = 0;
  @type("int16") virtualCard = 0;
  @type("string") virtualScope = "";
  @type("string") virtualAbility = "";
}

export class CfeWire extends Schema {
  @type("string") mode = "";
  @type("uint8") seats = 0;
  @type(["uint8"]) teamOf = new ArraySchema<number>();
  @type(["int16"]) hp = new ArraySchema<number>();
  @type(["int16"]) maxHp = new ArraySchema<number>();
  @type([CfePlayerWire]) players = new ArraySchema<CfePlayerWire>();
  @type([PileWire]) piles = new ArraySchema<PileWire>();
  @type(["uint16"]) cardCounts = new ArraySchema<number>();
  @type("uint8") current = 0;
  @type("string") phase = "";
  /** "" (none), "chaos", "draw" or "revelation". */
  @type("string") pendingKind = "";
  @type("uint8") pendingSeat = 0;
  @type("uint8") pendingTarget = 0;
  @type("uint8") pendingCount = 0;
  @type("uint16") turn = 0;
  @type("uint8") drawBonus = 0;
  @type(TurnSummaryWire) thisTurn = new TurnSummaryWire();
  @type("boolean") hasPrevTurn = false;
  @type(TurnSummaryWire) prevTurn = new TurnSummaryWire();
  @type("boolean") recycledThisTurn = false;
  @type("boolean") recycle = false;
  @type("boolean") personalDeck = false;
  @type("boolean") hasWinner = false;
  @type(["uint8"]) winnerTeams = new ArraySchema<number>();
  @type("boolean") draw = false;
  @type("boolean") hasAdvanced = false;
  @type(AdvancedWire) advanced = new AdvancedWire();
}
