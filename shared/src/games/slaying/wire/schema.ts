/**
 * 弒魔戰爭 on the wire. Public: the map token and every team counter, shards and shop tokens, the army (its face-up
 * cards; a face-down card is -1), HP and shields, hand and deck sizes, the discard pile, open counters, the turn's
 * steps, professions. What a seat sees that spectators do not is a `SlayingSecret`, tagged `@view()`: the hands it may
 * see, their covered passives, the pending draw, and the army's face-down cards while 偵查之眼 shows them to the
 * players. Teammates who see each other's hands (the default) see exactly the same, so the team has one secret,
 * `SlayingWire.teammates.secret`, in every seated client's view; with private hands each seat has its own,
 * `SlayingPlayerWire.secret` (its own hand and draw), and no client ever holds another seat's. The secret a table does
 * not use is absent (a table's options, `privateHands` among them, never change).
 */
import { ArraySchema, Schema, type, view } from "@colyseus/schema";
import { AdvancedWire } from "../../cfe/wire/schema";

export class SlayingSecret extends Schema {
  /**
   * The seats whose hands this seat may see (its own; its teammates' unless hands are private), joined
   * (`joinNumbers`: "0,1,2").
   */
  @type("string") handsSeen = "";
  /**
   * Every seat's hand, seat 0 first: card numbers (element × 100 + level × 10 + copy) in acquisition order, joined
   * with "," and the seats with ";" (`joinLists`: "142,141;;310,222"); "" for a hand not in `handsSeen`. This seat's
   * own hand is `splitLists(hands)[seat]`. One string instead of a list per seat: a 5-seat table held 25 hand
   * copies, each a schema child and its change tree (about 1 KB of server memory each).
   */
  @type("string") hands = "";
  /**
   * The covered passives of the hands this seat sees, as "seat:formation:cards" joined with ";"
   * ("2:counter:310,222"; "" when none): a passive stays covered until the army's next action.
   */
  @type("string") passives = "";
  /** The army's whole hand, face-down cards included, while 偵查之眼 shows it to the players; empty otherwise. */
  @type("boolean") seesArmy = false;
  /** Card numbers of the army's hand, position 1 first (with `seesArmy`), joined (`joinNumbers`): it is rarely shown. */
  @type("string") armyHand = "";
  /** The pending turn draw or 啟示 draw, when this seat may see it, joined (`joinNumbers`; "" when none). */
  @type("string") drawn = "";
}

export class SlayingPlayerWire extends Schema {
  /**
   * The hand as everyone sees it, joined (`joinNumbers`): -1 for each card, except a shard-transformed card, which
   * using the shard named. A string rather than a list (a list is a change tree and a proxy, ≈ 1.7 KB of server
   * memory per seat), and a list rewritten whole on every shrink (`syncList`) sent no fewer bytes.
   */
  @type("string") hand = "";
  /** Shield points. */
  @type("uint16") shield = 0;
  /** A passive is set (covered until the army's next action, or an open counter). */
  @type("boolean") hasPassive = false;
  /** "hidden" while covered; an open counter's formation otherwise. */
  @type("string") passiveFormation = "";
  /** Cards under the passive. */
  @type("uint8") passiveCount = 0;
  /** The passive is face down (false for a profession formation's open counter). */
  @type("boolean") passiveCovered = false;
  /** Player turns of 無法行動 left. */
  @type("uint8") cannotAct = 0;
  /** Player turns of 無法抽牌 left. */
  @type("uint8") cannotDraw = 0;
  /** The formation id this seat last performed ("" none). */
  @type("string") lastFormation = "";
  /** Only this seat's client receives it: with `privateHands`, what this seat sees (absent otherwise). */
  @view() @type(SlayingSecret) secret?: SlayingSecret;
}

export class ArmyActionWire extends Schema {
  /** The move id (the opponent's `moves` in the content, or its `basicStrike` id). */
  @type("string") move = "";
  /** Its card numbers, joined (`joinNumbers`): -1 for a card no longer on the discard pile. */
  @type("string") cards = "";
  /** 1-based hand positions the cards came from (1 = leftmost), joined. */
  @type("string") positions = "";
  /** "elemental", "physical", "special" or "spell". */
  @type("string") category = "";
  /** The element of an elemental move ("" otherwise). */
  @type("string") element = "";
  /** 餘行 / 餘級: element and level of the rightmost card used. */
  @type("string") residualElement = "";
  @type("uint8") residualLevel = 0;
}

export class ArmyWire extends Schema {
  /** 1–3: a 魔使's zone; 4: 魔王城. */
  @type("uint8") zone = 1;
  /** The opponent's id (content `opponents`). */
  @type("string") opponent = "";
  /** The zone's opponent still stands (the border east is closed). */
  @type("boolean") alive = true;
  @type("int16") hp = 0;
  @type("int16") maxHp = 0;
  @type("int16") shield = 0;
  /**
   * The army's ordered hand, position 1 (leftmost) first, joined (`joinNumbers`): a face-up card's number, -1 for a
   * face-down one (to everyone but 偵查之眼's players, who read `SlayingSecret.armyHand`). It changes in army turns.
   */
  @type("string") hand = "";
  /** Army turns of 無法行動 / 無法抽牌 left. */
  @type("uint8") cannotAct = 0;
  @type("uint8") cannotDraw = 0;
  /** `lastAction` holds the army's most recent move (false when that army turn had none). */
  @type("boolean") hasLastAction = false;
  @type(ArmyActionWire) lastAction = new ArmyActionWire();
  /** Army turns so far. */
  @type("uint16") turns = 0;
}

export class ShardWire extends Schema {
  /** The shard's element. */
  @type("string") element = "";
  /** The level-5 card number that became the shard (out of play). */
  @type("int16") card = 0;
  /** Used (a 修復 item restores it). */
  @type("boolean") used = false;
  /** The ruin cell it was dug at. */
  @type("string") site = "";
}

export class TeamWire extends Schema {
  /** The team's shared HP. */
  @type("int16") hp = 0;
  @type("int16") maxHp = 0;
  /** The team token's cell id (content `map.cells`). */
  @type("string") cell = "";
  /** Player turns left before the game is lost on time. */
  @type("int16") remaining = 0;
  /** The counter stopped (the team reached 魔王城). */
  @type("boolean") frozen = false;
  /** 鎖足: player turns left in which the team may not move. */
  @type("uint8") fetter = 0;
  /** 灼傷: the team loses `scorchPerTick` HP at each of the next `scorchTicks` player turns. */
  @type("boolean") hasScorch = false;
  @type("uint8") scorchPerTick = 0;
  @type("uint8") scorchTicks = 0;
  /** Shards found, in the order found. */
  @type([ShardWire]) shards = new ArraySchema<ShardWire>();
  /** 商城 points (a team pool). */
  @type("int16") points = 0;
  /** Shop item ids the team holds (content `shop`), joined (`joinIds`). */
  @type("string") tokens = "";
  /** 弱點擊破 counted in this zone. */
  @type("uint8") weakHits = 0;
}

export class TurnWire extends Schema {
  /** The seat whose turn it is. */
  @type("uint8") seat = 0;
  /** An extra turn. */
  @type("boolean") extra = false;
  /** How far the turn's optional steps went (values below). */
  @type("uint8") stage = 0;
  /** 鎖足 held the team this turn. */
  @type("boolean") fettered = false;
  /** Dug this turn. */
  @type("boolean") dug = false;
  /** A shard was used this turn (one per turn). */
  @type("boolean") shardUsed = false;
  /** A shard made a hand card level 5 of `transformElement` for this turn. */
  @type("boolean") hasTransform = false;
  /** -1 once the transformed card has left the hand (the view hides where it went). */
  @type("int16") transformCard = -1;
  @type("string") transformElement = "";
  /** Points added to this turn's attack formations. */
  @type("int16") attackBonus = 0;
  /** This turn's attack damage goes past the army's shield (金 shard). */
  @type("boolean") ignoreArmyShield = false;
  /** This turn's action (values below). */
  @type("string") action = "";
  /** The turn's elemental attack element, read by the army's next attack ("" none). */
  @type("string") attackElement = "";
  /** Extra cards this turn's draw takes. */
  @type("uint8") drawBonus = 0;
}

export class ScoreWire extends Schema {
  /** "victory", "defeat_hp" or "defeat_time". */
  @type("string") result = "";
  @type("int16") base = 0;
  @type("int16") shards = 0;
  @type("int16") points = 0;
  @type("int16") turns = 0;
  @type("int16") hp = 0;
  /** The score: base + shards + points + turns + hp. */
  @type("int16") total = 0;
}

/**
 * Public itself, it only holds the team's secret: every seated client's view holds it (added without its parents,
 * like a seat's player entry, so no other @view field comes with it), spectators' do not.
 */
export class TeammatesWire extends Schema {
  /**
   * What the whole team sees when teammates see each other's hands (not `privateHands`; absent otherwise). One secret
   * instead of a copy per seat: each move changed every copy, and each copy was a change to track and encode for
   * every seat (issue 27: CPU per action).
   */
  @view() @type(SlayingSecret) secret?: SlayingSecret;
}

export class SlayingWire extends Schema {
  /** Players at the table (1–5). */
  @type("uint8") seats = 0;
  /** 簡易, 普通, 困難 or 英雄 (content `difficulties`). */
  @type("string") difficulty = "";
  /** Teammates do not see each other's hands. */
  @type("boolean") privateHands = false;
  /** The 英雄學派 module (`change`, `ability`). */
  @type("boolean") professions = false;
  /** The 閻王令 module. */
  @type("boolean") yanwang = false;
  /** 星辰圖記 stars (a module: `modules.stars`). */
  @type("boolean") stars = false;
  /** 五方傳說 environments (a module: `modules.legends`). */
  @type("boolean") legends = false;
  /** One per seat. Their `hand` is public (-1 per card); the cards are in `teammates.secret.hands` (private hands: `secret.hands`). */
  @type([SlayingPlayerWire]) players = new ArraySchema<SlayingPlayerWire>();
  @type(ArmyWire) army = new ArmyWire();
  @type(TeamWire) team = new TeamWire();
  /** Cards left in the draw pile. */
  @type("uint8") deckCount = 0;
  /** The discard pile, card numbers, the last on top. */
  @type(["int16"]) discard = new ArraySchema<number>();
  /** The seat whose turn it is (the army is no seat). */
  @type("uint8") current = 0;
  /** Values below. */
  @type("string") phase = "";
  /** "" (none), "chaos", "dig", "draw" or "revelation". */
  @type("string") pendingKind = "";
  /** The seat that must answer the pending choice. */
  @type("uint8") pendingSeat = 0;
  /** 混沌's pick count, or the number of cards drawn. */
  @type("uint8") pendingCount = 0;
  /** A dig's cards (drawn face up), joined (`joinNumbers`); "" for the private draws, whose cards are in the secrets. */
  @type("string") pendingCards = "";
  /** Player turns played. */
  @type("uint16") turn = 0;
  @type(TurnWire) turnState = new TurnWire();
  /** Extra turns granted and not yet played. */
  @type("uint8") extraTurns = 0;
  /** Professions and the other modules' public state (as in 五行戰鬥牌). */
  @type(AdvancedWire) advanced = new AdvancedWire();
  /** The game is over: `outcome` is the score. */
  @type("boolean") hasOutcome = false;
  @type(ScoreWire) outcome = new ScoreWire();
  /** Holds the team's secret (see `TeammatesWire`). */
  @type(TeammatesWire) teammates = new TeammatesWire();
}
