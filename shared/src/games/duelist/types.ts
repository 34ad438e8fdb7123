import type { RngState } from "../../core/rng";

/**
 * Types of the 活俠決鬥者 (Duelist) engine state. Plain JSON: fixed-shape records in arrays (per seat, per slot),
 * small integers and short string ids, the RNG state inside, so records replay and views serialise unchanged.
 */

/**
 * A physical card. Deck cards are numbered at setup (seat 0's deck first, then seat 1's); cards created later
 * (傳授, 秘笈 generations, tokens) take the next free number. A redacted card has id HIDDEN_ID and def HIDDEN_DEF.
 */
export type CardId = number;
export const HIDDEN_ID: CardId = -1;
export const HIDDEN_DEF = "hidden";

/**
 * A card in a deck, hand or discard. `cost` is its current 命運 (effects lower it; SEED §9). Card records are never
 * changed in place (a cost change replaces the record), so clones may share them.
 */
export interface Card {
  id: CardId;
  def: string;
  cost: number;
}

/** The twelve numeric abilities of SEED §6 (呼出 and 傳授 are printed on the definition). 勇氣 is 0 or 1. */
export interface Keywords {
  tactics: number;
  dart: number;
  study: number;
  heal: number;
  poison: number;
  rally: number;
  chase: number;
  agility: number;
  ultimate: number;
  lime: number;
  courage: number;
  bell: number;
}
export type Keyword = keyof Keywords;

/** A 江湖人 on the battlefield. Its id is the id of the card it came from. */
export interface Unit {
  id: CardId;
  def: string;
  /** The 命運 it entered with (SEED §3: its 生命 is 2 × this, 1 at 0). */
  cost: number;
  hp: number;
  maxHp: number;
  /** 嘴攻 / 暗器 / 捅人, current values. */
  zui: number;
  an: number;
  tong: number;
  kw: Keywords;
  attacksLeft: number;
  /** R1 scratch: the 嘴攻 spent and 捅人 gained in this 交鋒's R1 (SEED §4). Always 0 outside a 交鋒. */
  r1Zui: number;
  r1Tong: number;
}

export interface PlayerState {
  /** 本陣 (葉雲裳) 生命. */
  base: number;
  maxMana: number;
  mana: number;
  /** Index 0 is the top. */
  deck: Card[];
  hand: Card[];
  /** One entry per 欄位, null when empty. */
  board: (Unit | null)[];
  /** Cards that left play, face up (destroyed, discarded, cast, fallen). No rule reads it. */
  discard: Card[];
  turnsTaken: number;
  /** Damage of the next missed draw minus one (DESIGN §1.4 fatigue). */
  fatigue: number;
  /** The deck this seat brought: a starter deck id (public list) or "custom" (its owner's secret). */
  deckName: string;
  /** Ids [idBase, idBase + deckCards) are the cards of this seat's original deck. */
  idBase: number;
  deckCards: number;
  /** Cards created for this seat during the game (for conservation). */
  created: number;
  /** The mulligan choice is made (or the table plays without one). */
  ready: boolean;
}

export const PHASES = ["mulligan", "main", "over"] as const;
export type Phase = (typeof PHASES)[number];

export const END_REASONS = ["base", "concede", "turnCap"] as const;
export type EndReason = (typeof END_REASONS)[number];

export interface DuelState {
  game: "duelist";
  phase: Phase;
  /** 先攻 (SEED §2: decided at random). */
  first: number;
  /** Whose turn it is (the first player during the mulligan). */
  active: number;
  /** Turns started, both players together (0 during the mulligan). */
  turn: number;
  players: PlayerState[];
  nextId: CardId;
  winner: number | null;
  draw: boolean;
  endReason: EndReason | null;
  rng: RngState;
}
