/**
 * 五行戰鬥牌 on the wire. Public: HP, shields, statuses, hand and deck sizes, discards, passives (a covered one
 * shows only that it is there), turn summaries, teams. Each seat's secrets (its hand, its covered passive, its
 * draw, what 光芒/混沌 let it see of another hand) sit in `CfePlayerWire.secret`, tagged `@view()`.
 */
import { ArraySchema, Schema, type, view } from "@colyseus/schema";

/** Card ids are numbers (see cards.ts); a hidden card is -1. */
export class CfeSecret extends Schema {
  /** This seat's hand: card numbers (owner × 1000 + element × 100 + level × 10 + copy; content `cards`). */
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
  /** Cards in hand (the cards are in `secret.hand`, for this seat only). */
  @type("uint8") handCount = 0;
  /** Shield points. */
  @type("uint16") shield = 0;
  /** A passive is set (face down when `passiveCovered`). */
  @type("boolean") hasPassive = false;
  /** The passive's formation: "hidden" while covered. */
  @type("string") passiveFormation = "";
  /** Cards under the passive. */
  @type("uint8") passiveCount = 0;
  /** The passive is face down. */
  @type("boolean") passiveCovered = false;
  /** The passive was sealed (封印). */
  @type("boolean") passiveSealed = false;
  /** 聖光破 revealed the covered passive: its formation, cards, substitution and environment flag are public. */
  @type("boolean") passiveRevealed = false;
  @type(["int16"]) passiveCardsShown = new ArraySchema<number>();
  @type("int16") passiveSubstitutedShown = -1;
  @type("boolean") passiveDisabledShown = false;
  /** Turns of 無法行動 / 無法抽牌 left. */
  @type("uint8") cannotAct = 0;
  @type("uint8") cannotDraw = 0;
  /** Seat that saw part of this hand (光芒/混沌), -1 when none. */
  @type("int8") revealedBy = -1;
  /** The formation id this seat last showed ("covered" for a face-down passive; "" none). */
  @type("string") lastFormation = "";
  /** Only this seat's client receives it. */
  @view() @type(CfeSecret) secret = new CfeSecret();
}

export class PileWire extends Schema {
  /** Cards left in the draw pile. */
  @type("uint8") deckCount = 0;
  /** The discard pile, card numbers, the last on top. */
  @type(["int16"]) discard = new ArraySchema<number>();
}

export class TurnSummaryWire extends Schema {
  @type("uint8") seat = 0;
  @type("uint16") turn = 0;
  /** "play", "pass", "change" (轉職) or "none". */
  @type("string") kind = "none";
  /** The formation id as played ("mimic" for 幻化; "hidden" for a covered passive). */
  @type("string") played = "";
  /** What it resolved as (幻化: what it copied; "" no effect). */
  @type("string") resolvedAs = "";
  @type("boolean") basic = false;
  @type("string") attackElement = "";
  @type("boolean") covered = false;
  /** The card discarded from this turn's draw (`drawDiscard`), which 棄牌回收 may take back. */
  @type("boolean") hasDrawDiscard = false;
  @type("int16") drawDiscard = -1;
}

/** The advanced modules' public state (present only when a module is on). */
export class AdvancedWire extends Schema {
  /** Which modules are on: 星辰圖記, 五方傳說, 英雄學派. */
  @type("boolean") stars = false;
  @type("boolean") legends = false;
  @type("boolean") heroes = false;
  /** Per team: the star it holds ("" none). */
  @type(["string"]) teamStar = new ArraySchema<string>();
  /** Per seat: the star kinds it summoned, comma-separated. */
  @type(["string"]) summoned = new ArraySchema<string>();
  /** The seat that achieved 五星連珠 (its team wins); -1 none. */
  @type("int8") alignment = -1;
  /** 五方傳說's shared environment element ("" none). */
  @type("string") environment = "";
  /** Per seat: profession id ("" none). */
  @type(["string"]) profession = new ArraySchema<string>();
  /** The 發動 ability that succeeded this turn ("" none; one per turn). */
  @type("string") activated = "";
  /** The 幻術 / 幻朧 card waiting to be used this turn. */
  @type("boolean") hasVirtual = false;
  /** Its seat, card number (owner digit 9), scope ("strike" or "basic") and ability. */
  @type("uint8") virtualSeat = 0;
  @type("int16") virtualCard = 0;
  @type("string") virtualScope = "";
  @type("string") virtualAbility = "";
}

export class CfeWire extends Schema {
  /** "1v1" or "2v2". */
  @type("string") mode = "";
  /** 2 or 4. */
  @type("uint8") seats = 0;
  /** Team of each seat (2v2: seats 0 and 2 against 1 and 3). */
  @type(["uint8"]) teamOf = new ArraySchema<number>();
  /** HP and maximum HP per team. */
  @type(["int16"]) hp = new ArraySchema<number>();
  @type(["int16"]) maxHp = new ArraySchema<number>();
  /** One per seat, seat 0 first. */
  @type([CfePlayerWire]) players = new ArraySchema<CfePlayerWire>();
  /** One shared pile, or one per seat with personal decks. */
  @type([PileWire]) piles = new ArraySchema<PileWire>();
  /** Cards per owner (0 = shared deck, k = seat k − 1's personal deck). */
  @type(["uint16"]) cardCounts = new ArraySchema<number>();
  /** The seat whose turn it is. */
  @type("uint8") current = 0;
  /** Values below. */
  @type("string") phase = "";
  /** "" (none), "chaos", "draw" or "revelation". */
  @type("string") pendingKind = "";
  /** The seat that must answer; `pendingTarget` the seat whose hand 混沌 picks from; `pendingCount` the cards to pick or drawn. */
  @type("uint8") pendingSeat = 0;
  @type("uint8") pendingTarget = 0;
  @type("uint8") pendingCount = 0;
  /** Turns started, from 1. */
  @type("uint16") turn = 0;
  /** Extra cards this turn's draw takes. */
  @type("uint8") drawBonus = 0;
  /** What happened this turn and (with `hasPrevTurn`) the turn before: read by 幻化, the five-element interaction and 棄牌回收. */
  @type(TurnSummaryWire) thisTurn = new TurnSummaryWire();
  @type("boolean") hasPrevTurn = false;
  @type(TurnSummaryWire) prevTurn = new TurnSummaryWire();
  /** A card was taken back this turn (棄牌回收, once per turn). */
  @type("boolean") recycledThisTurn = false;
  /** Table options in force: 棄牌回收, personal decks. */
  @type("boolean") recycle = false;
  @type("boolean") personalDeck = false;
  /** The game is over with `winnerTeams` winning (or `draw`). */
  @type("boolean") hasWinner = false;
  @type(["uint8"]) winnerTeams = new ArraySchema<number>();
  @type("boolean") draw = false;
  /** An advanced module is on: `advanced` holds its state. */
  @type("boolean") hasAdvanced = false;
  @type(AdvancedWire) advanced = new AdvancedWire();
}
