/**
 * 弒魔戰爭 on the wire. Public: the map token and every team counter, shards and shop tokens, the army (its face-up
 * cards; a face-down card is -1), HP and shields, hand and deck sizes, the discard pile, open counters, the turn's
 * steps, professions. Each seat's secrets sit in `SlayingPlayerWire.secret`, tagged `@view()`: the hands it may see
 * (its own, and its teammates' unless hands are private), their covered passives, its pending draw, and the army's
 * face-down cards while 偵查之眼 shows them to the players. Hidden data several seats share is copied into each of
 * their secrets, so no client ever holds another seat's secret.
 */
import { ArraySchema, Schema, type, view } from "@colyseus/schema";
import { AdvancedWire } from "../../cfe/wire/schema";

/** A hand as one seat sees it: `seen` when the seat may see that hand (its own, or a teammate's). */
export class SeenHandWire extends Schema {
  @type("boolean") seen = false;
  @type(["int16"]) cards = new ArraySchema<number>();
  /** That player's covered passive: formation and cards ("" and none when it has none or it is not covered). */
  @type("string") passiveFormation = "";
  @type(["int16"]) passiveCards = new ArraySchema<number>();
}

export class SlayingSecret extends Schema {
  /** One entry per seat (made with the secret: see core/wire.ts). */
  @type([SeenHandWire]) hands = new ArraySchema<SeenHandWire>();
  /** The army's whole hand, face-down cards included, while 偵查之眼 shows it to the players; empty otherwise. */
  @type("boolean") seesArmy = false;
  @type(["int16"]) armyHand = new ArraySchema<number>();
  /** The pending turn draw or 啟示 draw, when this seat may see it. */
  @type(["int16"]) drawn = new ArraySchema<number>();
}

export class SlayingPlayerWire extends Schema {
  /** The hand as everyone sees it: -1 for each card, except a shard-transformed card, which using the shard named. */
  @type(["int16"]) hand = new ArraySchema<number>();
  @type("uint16") shield = 0;
  @type("boolean") hasPassive = false;
  /** "hidden" while covered; an open counter's formation otherwise. */
  @type("string") passiveFormation = "";
  @type("uint8") passiveCount = 0;
  @type("boolean") passiveCovered = false;
  @type("uint8") cannotAct = 0;
  @type("uint8") cannotDraw = 0;
  @type("string") lastFormation = "";
  @view() @type(SlayingSecret) secret = new SlayingSecret();
}

/** A card of the army's ordered hand: -1 while face down (to everyone but 偵查之眼's players, who read the secret). */
export class ArmyCardWire extends Schema {
  @type("int16") card = -1;
  @type("boolean") faceUp = false;
}

export class ArmyActionWire extends Schema {
  @type("string") move = "";
  /** -1 for a card no longer on the discard pile. */
  @type(["int16"]) cards = new ArraySchema<number>();
  @type(["uint8"]) positions = new ArraySchema<number>();
  @type("string") category = "";
  @type("string") element = "";
  @type("string") residualElement = "";
  @type("uint8") residualLevel = 0;
}

export class ArmyWire extends Schema {
  @type("uint8") zone = 1;
  @type("string") opponent = "";
  @type("boolean") alive = true;
  @type("int16") hp = 0;
  @type("int16") maxHp = 0;
  @type("int16") shield = 0;
  @type([ArmyCardWire]) hand = new ArraySchema<ArmyCardWire>();
  @type("uint8") cannotAct = 0;
  @type("uint8") cannotDraw = 0;
  @type("boolean") hasLastAction = false;
  @type(ArmyActionWire) lastAction = new ArmyActionWire();
  @type("uint16") turns = 0;
}

export class ShardWire extends Schema {
  @type("string") element = "";
  @type("int16") card = 0;
  @type("boolean") used = false;
  @type("string") site = "";
}

export class TeamWire extends Schema {
  @type("int16") hp = 0;
  @type("int16") maxHp = 0;
  @type("string") cell = "";
  @type("int16") remaining = 0;
  @type("boolean") frozen = false;
  @type("uint8") fetter = 0;
  @type("boolean") hasScorch = false;
  @type("uint8") scorchPerTick = 0;
  @type("uint8") scorchTicks = 0;
  @type([ShardWire]) shards = new ArraySchema<ShardWire>();
  @type("int16") points = 0;
  @type(["string"]) tokens = new ArraySchema<string>();
  @type("uint8") weakHits = 0;
}

export class TurnWire extends Schema {
  @type("uint8") seat = 0;
  @type("boolean") extra = false;
  @type("uint8") stage = 0;
  @type("boolean") fettered = false;
  @type("boolean") dug = false;
  @type("boolean") shardUsed = false;
  @type("boolean") hasTransform = false;
  /** -1 once the transformed card has left the hand (the view hides where it went). */
  @type("int16") transformCard = -1;
  @type("string") transformElement = "";
  @type("int16") attackBonus = 0;
  @type("boolean") ignoreArmyShield = false;
  @type("string") action = "";
  @type("string") attackElement = "";
  @type("uint8") drawBonus = 0;
}

export class ScoreWire extends Schema {
  @type("string") result = "";
  @type("int16") base = 0;
  @type("int16") shards = 0;
  @type("int16") points = 0;
  @type("int16") turns = 0;
  @type("int16") hp = 0;
  @type("int16") total = 0;
}

export class SlayingWire extends Schema {
  @type("uint8") seats = 0;
  @type("string") difficulty = "";
  @type("boolean") privateHands = false;
  @type("boolean") professions = false;
  @type("boolean") yanwang = false;
  @type("boolean") stars = false;
  @type("boolean") legends = false;
  @type([SlayingPlayerWire]) players = new ArraySchema<SlayingPlayerWire>();
  @type(ArmyWire) army = new ArmyWire();
  @type(TeamWire) team = new TeamWire();
  @type("uint8") deckCount = 0;
  @type(["int16"]) discard = new ArraySchema<number>();
  @type("uint8") current = 0;
  @type("string") phase = "";
  /** "" (none), "chaos", "dig", "draw" or "revelation". */
  @type("string") pendingKind = "";
  @type("uint8") pendingSeat = 0;
  /** 混沌's pick count, or the number of cards drawn. */
  @type("uint8") pendingCount = 0;
  /** A dig's cards (drawn face up); empty for the private draws, whose cards are in the secrets. */
  @type(["int16"]) pendingCards = new ArraySchema<number>();
  @type("uint16") turn = 0;
  @type(TurnWire) turnState = new TurnWire();
  @type("uint8") extraTurns = 0;
  @type(AdvancedWire) advanced = new AdvancedWire();
  @type("boolean") hasOutcome = false;
  @type(ScoreWire) outcome = new ScoreWire();
}
