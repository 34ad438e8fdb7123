import type { Element } from "../../core/elements";
import type { RngState } from "../../core/rng";

/**
 * Types of the 五行戰鬥牌 (CFE) engine state. The state is plain JSON: numbers, strings, arrays and objects only,
 * with the RNG state inside (`rng`), so records replay and views serialise without conversion.
 */

/**
 * A physical card. The id encodes its face (see cards.ts): owner × 1000 + element × 100 + level × 10 + copy.
 * Owner 0 is the shared 90-card deck; owner k ≥ 1 is seat k−1's personal deck. A redacted card is HIDDEN (−1).
 */
export type CardId = number;
export const HIDDEN: CardId = -1;

export type Mode = "1v1" | "2v2";

/** Formation categories (rules §5.1): attack / active spell / passive spell. */
export type Category = "attack" | "active" | "passive";
export type AttackKind = "elemental" | "physical" | "special";

/** A covered (face-down) passive, or a public one made by 幻化 copying a passive (§8.1). */
export interface PassiveSlot {
  /** The formation id (防禦 "defence", 封印 "seal", 反震 "counter", 空城 "empty_city", …); "hidden" in redacted views. */
  formation: string;
  /** Face-down cards; empty for a 幻化 copy. */
  cards: CardId[];
  /** false for a 幻化 copy, which is public. */
  covered: boolean;
  /** Played while under 封印: flips with no effect (§5.4). */
  sealed: boolean;
  /** 五方傳說: the environment disabled this formation when it was covered; it keeps that (no effect) when it flips (§10.2). */
  disabled?: boolean;
  /** 聖光破's counter revealed this covered passive: everyone sees it (§10.3). */
  revealed?: boolean;
  /** 星辰變牌: the face-down card declared as counting as the star's element (§10.1). */
  substituted?: CardId;
}

export interface PlayerState {
  hand: CardId[];
  /** Shield 防護罩: per player, replaced by a new one, never stacks (§4). */
  shield: number;
  passive: PassiveSlot | null;
  /** Turns of 無法行動 / 無法抽牌 left, counted at this player's turn end (§3.4, §8.2). */
  cannotAct: number;
  cannotDraw: number;
  /** 光芒 / 混沌 snapshot: seat `by` saw these cards of this hand. Views show `by` those still in the hand. */
  revealedTo: { by: number; cards: CardId[] } | null;
  /** Last formation shown, for the table (face-down passives show as "covered"). */
  lastFormation: string | null;
}

/** What happened in one turn, read by 幻化, the five-element interaction and 棄牌回收 on the next turn. */
export interface TurnSummary {
  seat: number;
  turn: number;
  /** "change": a 轉職 profession change (§10.3), which is an action but no formation. */
  kind: "play" | "pass" | "change" | "none";
  /** The formation as played ("mimic" for 幻化). */
  played: string | null;
  /** What it resolved as: 幻化 resolves as what it copied (null = no effect). Used by a following 幻化 (§8.1). */
  resolvedAs: string | null;
  /** Whether `resolvedAs` is a basic formation (幻化 copies basic formations only). */
  basic: boolean;
  /** Set when the turn was an elemental attack (including a 幻化 copy of one): the element for §6.2. */
  attackElement: Element | null;
  /** The played formation was a face-down passive: `played` / `resolvedAs` are hidden from others in views. */
  covered: boolean;
  /** The card discarded in this turn's draw (棄牌回收 §9.1, 餘行/餘級). */
  drawDiscard: CardId | null;
}

/** A deck and its discard pile. Index 0 of `deck` is the top. */
export interface Pile {
  deck: CardId[];
  discard: CardId[];
}

export type Pending =
  | null
  /** 混沌: the caster picks `count` cards of `target`'s hand to put on top of the deck (§8.3). */
  | { kind: "chaos"; seat: number; target: number; count: number }
  /** Turn draw: `cards` were drawn; keep all but one of them (§3.2). */
  | { kind: "draw"; seat: number; cards: CardId[] }
  /** 啟示 (聖者, §10.3): `cards` were drawn; keep one of them, the rest are discarded. */
  | { kind: "revelation"; seat: number; cards: CardId[] };

export const PHASES = ["action", "chaos", "draw", "revelation", "over"] as const;
export type Phase = (typeof PHASES)[number];

/** The three advanced modules (§10): 星辰圖記, 五方傳說, 英雄學派. */
export type ModuleId = "stars" | "legends" | "heroes";

/** A 幻術 / 幻朧 virtual card (§10.3): public, in no pile, and it must be used in this turn's formation. */
export interface VirtualCard {
  seat: number;
  card: CardId;
  /** "strike": only that element's single strike; "basic": any basic formation. */
  scope: "strike" | "basic";
  ability: string;
}

/**
 * The advanced modules' state (§10). Present only when at least one module is on, so a basic game's state keeps
 * exactly the shape (and state hash) it always had.
 */
export interface AdvancedState {
  stars: boolean;
  legends: boolean;
  heroes: boolean;
  /** 星辰圖記: the star each team holds (index = team; null = none). At most one per team, one team per star. */
  teamStar: (Element | null)[];
  /** Star kinds each seat has personally summoned (五星連珠 counts these). */
  summoned: Element[][];
  /** The seat that achieved 五星連珠 (its team wins), or null. */
  alignment: number | null;
  /** 五方傳說: the shared environment (null = none, as at the start). */
  environment: Element | null;
  /** 英雄學派: each seat's profession id (null = none). */
  profession: (string | null)[];
  /** The 發動 ability that succeeded this turn (at most one per turn), or null. */
  activated: string | null;
  /** The 幻術 / 幻朧 card waiting to be used this turn, or null. */
  virtual: VirtualCard | null;
}

export interface CfeOptionsResolved {
  recycle: boolean;
  personalDeck: boolean;
}

export interface CfeState {
  game: "cfe";
  mode: Mode;
  seats: number;
  /** Team of each seat: 1v1 seat = team; 2v2 alternating seats (0,2 vs 1,3). */
  teamOf: number[];
  hp: number[];
  maxHp: number[];
  players: PlayerState[];
  /** One shared pile, or one per seat with personal decks (§9.2). */
  piles: Pile[];
  /** Total cards per owner (index 0 = shared deck, k = seat k−1), for conservation checks. */
  cardCounts: number[];
  current: number;
  phase: Phase;
  pending: Pending;
  /** Turns started, from 1. */
  turn: number;
  /** Extra draw this turn (五流歸一 +1, …). */
  drawBonus: number;
  /** The turn in progress and the previous one. */
  thisTurn: TurnSummary;
  prevTurn: TurnSummary | null;
  /** 棄牌回收 already used this turn. */
  recycledThisTurn: boolean;
  options: CfeOptionsResolved;
  winnerTeams: number[] | null;
  draw: boolean;
  rng: RngState;
  /** The advanced modules (§10); absent in a basic game. */
  advanced?: AdvancedState;
}

export type Viewer = number | "spectator" | "all";
