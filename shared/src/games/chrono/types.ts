import type { RngState } from "../../core/rng";

/**
 * Types of the 時序之戰 (Chrono War) engine state. Plain JSON: fixed-shape records in arrays (per seat, per field
 * slot), small integers and short string ids, the RNG state inside. A redacted view has the same shape.
 */

/** 屬性: 金 木 水 火 草 [SEED 屬性]. 草 takes 土's place in the cycles (spec §1.1). */
export const ATTRS = ["metal", "wood", "water", "fire", "grass"] as const;
export type Attr = (typeof ATTRS)[number];

export const KINDS = ["character", "effect", "trap"] as const;
/** 角色卡 / 效果卡 / 陷阱卡: the three decks of zone F [SEED 遊玩 1]. */
export type Kind = (typeof KINDS)[number];

/**
 * A physical card: an index into `ChronoState.cards` (its definition id). Seat k's cards are
 * k × CARDS_PER_SEAT … + 35 (characters, effects, traps in deck-list order); position cards follow.
 * In a redacted view a hidden card is a negative placeholder that keeps only its kind (the deck a card was drawn
 * from is public, spec §1.4), and its catalogue entry is "".
 */
export type CardId = number;
export const HIDDEN: Readonly<Record<Kind, CardId>> = { character: -1, effect: -2, trap: -3 };
export const HIDDEN_KIND: Readonly<Record<number, Kind>> = { [-1]: "character", [-2]: "effect", [-3]: "trap" };

/** A character on a field (zone E), with its attached effects (zone D). */
export interface FieldChar {
  uid: number;
  card: CardId;
  /** Current 心等 = max 心等 − damage (spec §0). */
  damage: number;
  effects: CardId[];
  /** 纏繞: −1 攻擊力 per hit for the rest of the game. */
  atkPenalty: number;
  /** 凍結 / 停擺 / 激流: cannot attack during its owner's next turn; cleared when that turn ends. */
  frozen: boolean;
  /** Attacks made in the current turn (its allowance is 1, or 2 with 連擊 / 末日之火). */
  attacks: number;
}

export interface Decks {
  character: CardId[];
  effect: CardId[];
  trap: CardId[];
}

export interface PlayerState {
  /** null while a player who rolled 6 has not chosen yet. */
  attr: Attr | null;
  /** The setup roll (1–6) [SEED 遊玩 2]. */
  roll: number;
  /** 生存時間. */
  time: number;
  alive: boolean;
  /** Turn position: 0 = the first player (seatCompensation is indexed by it). */
  position: number;
  /** Zone B, in the order the cards came in (伏兵 breaks ties by "held longest"). */
  hand: CardId[];
  /** Zone F; index 0 is the top. */
  decks: Decks;
  /** Zone E in placement order. */
  field: FieldChar[];
  /** Zone C: face-down traps in set order (oldest first). */
  traps: CardId[];
  /** Zone H: effects attached to the player. */
  playerEffects: CardId[];
  /** Zone G, 回收場 (public). */
  graveyard: CardId[];
  /** Cards this player must still draw from 播種 / 萬花 / 萬象更新 (drawn right after the action that caused them). */
  owedDraws: number;
}

/**
 * attr: players who rolled 6 choose their attribute. opening: the opening hand, one chosen deck per card.
 * Then the six phases of a turn (spec §1.4): 初始 runs by itself; discard → draw → deploy (→ attack) → prepare →
 * trim (only when the hand is above the end-of-turn limit).
 */
export const END_REASONS = ["survivor", "clock", "tie"] as const;
export const PHASES = ["attr", "opening", "discard", "draw", "deploy", "attack", "prepare", "trim", "over"] as const;
export type Phase = (typeof PHASES)[number];

export interface ChronoState {
  game: "chrono";
  seats: number;
  /** Card id → definition id (characters.json / effects.json / traps.json); "" when hidden in a view. */
  cards: string[];
  players: PlayerState[];
  /** Cards that lost their skills to 封印 (for the rest of the game, even after leaving the field). */
  sealed: CardId[];
  /** Cards whose 出場時 special has fired (once per game, spec §1.9). */
  specialUsed: CardId[];
  /** The re-rolls among players tied for the lowest roll, one list per re-roll (AMB-10). */
  rerolls: number[][];
  firstSeat: number;
  /** 輪, from 1. */
  round: number;
  /** Turns started, from 1 (0 before the first turn). */
  turn: number;
  /** The seat whose turn (or setup step) it is. */
  current: number;
  phase: Phase;
  /** 迷霧 on the active player's attacks this turn. */
  fog: number;
  nextUid: number;
  /** Set when the game is over; several seats = a shared win. */
  winners: number[];
  endReason: (typeof END_REASONS)[number] | null;
  rng: RngState;
}

