import type { Element } from "../../core/elements";
import type { RngState } from "../../core/rng";
import type { AdvancedState, CardId, Pile } from "../cfe/types";
import type { Difficulty, MoveCategory } from "./content";

/**
 * The 弒魔戰爭 state (spec §3.10, Appendix A). Plain JSON with fixed-shape records (per seat, per hand slot) so it
 * maps onto a Colyseus schema. Cards are the 五行戰鬥牌 card ids (cfe/cards.ts); a redacted card is HIDDEN (−1).
 */
export type { CardId, Pile };

/** A card of the army's ordered hand (§3.4). Index 0 is position 1, the leftmost. */
export interface ArmyCard {
  card: CardId;
  faceUp: boolean;
}

/** What the army did in its most recent army turn (§3.6 A2); null when that turn had no action. */
export interface ArmyAction {
  /** Move id; the basic strike uses the opponent's basicStrike id. */
  move: string;
  /** The cards used, in hand order (the last one gives 餘行/餘級, §3.8). */
  cards: CardId[];
  /** 1-based positions the cards came from. */
  positions: number[];
  category: MoveCategory;
  /** Element of an elemental move (for the 相生/相剋 of the next player attack, §3.7). */
  element: Element | null;
  /** 餘行 / 餘級: the printed face of the rightmost card used (seed §9-9, spec §3.8). */
  residual: { element: Element; level: number };
}

export interface ArmyState {
  /** 1–3 a 魔使's zone, 4 = 魔王城. */
  zone: number;
  /** Content id of the current opponent (opponents.json). */
  opponent: string;
  alive: boolean;
  hp: number;
  maxHp: number;
  shield: number;
  hand: ArmyCard[];
  /** In army turns; tick at A4 (§3.3). */
  cannotAct: number;
  cannotDraw: number;
  lastAction: ArmyAction | null;
  /** Army turns so far (the alternation counter, I14). */
  turns: number;
}

export interface ShardSlot {
  element: Element;
  /** The level-5 card that became the shard (seed §8-2), out of play for the rest of the game. */
  card: CardId;
  used: boolean;
  site: string;
}

export interface TeamState {
  hp: number;
  maxHp: number;
  /** The one token on the map (seed §4-2). */
  cell: string;
  /** R, the remaining-turns counter (§7.1). */
  remaining: number;
  /** Frozen once in 魔王城 (seed §7-1). */
  frozen: boolean;
  /** 鎖足: player turns left in which the team may not move (§4.7). */
  fetter: number;
  /** 灼傷: HP lost at each of the next `ticks` player turns' T2. */
  scorch: { perTick: number; ticks: number } | null;
  shards: ShardSlot[];
  /** 商城點數, a team pool (§9.2). */
  points: number;
  /** Shop items whose indicator token is on the sheet (one slot each, seed §2-3). */
  tokens: string[];
  /** 弱點擊破 counted this zone (§9.2). */
  weakHits: number;
}

export interface PassiveSlot {
  /** 防禦 "defence", 封印 "seal", 反震 "counter", 空城 "empty_city", or a profession formation's open counter (道禦 …); "hidden" in a redacted view. */
  formation: string;
  /** The face-down cards; none for an open counter. */
  cards: CardId[];
  /** false for a profession formation's open counter, which everyone sees. */
  covered: boolean;
}

export interface PlayerState {
  /** In acquisition order (§4.7 "highest-level" tie-break); the UI may sort it. */
  hand: CardId[];
  shield: number;
  /** A covered passive waits for the army's next action (§3.7). */
  passive: PassiveSlot | null;
  /** Player turns of 無法行動 / 無法抽牌, ticking at this player's turn end. */
  cannotAct: number;
  cannotDraw: number;
  lastFormation: string | null;
}

/**
 * The turn in progress (§7.1 T1–T9). `stage` orders the optional steps: 0 before the move (T3), 1 after it (dig,
 * T4), 2 after the dig (shop, T5), 3 in the active window (T6); the action (T7) ends the stage steps.
 */
export interface TurnState {
  seat: number;
  /** An extra turn granted by §11.6. */
  extra: boolean;
  stage: number;
  /** 鎖足 held the team this turn (its counter was used at the move step). */
  fettered: boolean;
  dug: boolean;
  shardUsed: boolean;
  /** A shard made this hand card a level-5 card of `element` until the turn ends (§8.3). */
  transform: { card: CardId; element: Element } | null;
  /** Points added to this turn's attack formations (破魔石, 金 shard). */
  attackBonus: number;
  /** 金 shard: this turn's attack damage goes past the army's shield. */
  ignoreArmyShield: boolean;
  /** The action of this turn: a formation id, "prepare" (整備), "change" (轉職), "pass", or null before it. */
  action: string | null;
  /** The turn's elemental attack element, read by the army's next attack (§3.7). */
  attackElement: Element | null;
  drawBonus: number;
}

export type Pending =
  | null
  /** 混沌: the caster picks `count` army cards to put on top of the deck. */
  | { kind: "chaos"; seat: number; count: number }
  /** 挖掘神器: `cards` were drawn face up; the digger picks the level-5 card that becomes a shard. */
  | { kind: "dig"; seat: number; cards: CardId[] }
  /** T8: `cards` were drawn; keep all but one. */
  | { kind: "draw"; seat: number; cards: CardId[] }
  /** 啟示 (聖者): `cards` were drawn; keep one, discard the rest. */
  | { kind: "revelation"; seat: number; cards: CardId[] };

export const PHASES = ["turn", "chaos", "dig", "draw", "revelation", "over"] as const;
export type Phase = (typeof PHASES)[number];

export interface ScoreBreakdown {
  /** The mode's base score, 0 unless the game was cleared (seed §10-2.1). */
  base: number;
  /** Unused shards × 20 (seed §10-2.2). */
  shards: number;
  /** Unused shop points × 1 (seed §10-2.3). */
  points: number;
  /** Remaining turns × 5 (seed §10-2.4). */
  turns: number;
  /** floor(remaining HP ÷ 5) (seed §10-2.5). */
  hp: number;
  total: number;
}

export type OutcomeKind = "victory" | "defeat_hp" | "defeat_time";
export interface Outcome {
  result: OutcomeKind;
  score: ScoreBreakdown;
}

export interface SlayingModules {
  /** 英雄學派 professions and 轉職 (v1: on, spec §13). */
  professions: boolean;
  /** 閻王令 as a stand-alone formation, to exercise the ★ rule's "no outright wins" (spec §11.10). */
  yanwang: boolean;
  /** 星辰圖記 (spec §13 full version): stars summoned by the team's strikes; 滿天星雨 and 五星連珠 disabled. */
  stars: boolean;
  /** 五方傳說 (spec §13 full version): the sacred beasts' environment, cleared on entering a zone (seed §9-4). */
  legends: boolean;
}

export interface SlayingOptionsResolved {
  difficulty: Difficulty;
  /** Hands hidden from teammates (default: visible, spec §12). */
  privateHands: boolean;
  modules: SlayingModules;
}

export interface SlayingState {
  game: "slaying";
  /** Number of players N (1–5). The army is not a seat. */
  seats: number;
  options: SlayingOptionsResolved;
  players: PlayerState[];
  army: ArmyState;
  team: TeamState;
  /** The one shared 90-card deck (standard mode, seed §2-1.1). */
  pile: Pile;
  current: number;
  phase: Phase;
  pending: Pending;
  /** Player turns started, from 1. */
  turn: number;
  turnState: TurnState;
  /** Extra turns owed to the current player (§11.6). */
  extraTurns: number;
  /**
   * The 五行戰鬥牌 advanced-module state, shaped as the base game's so its 英雄學派 API reads it directly: each seat's
   * profession, the turn's activated ability and 幻術 card, the team's star (one side: the team) and the environment.
   */
  advanced: AdvancedState;
  outcome: Outcome | null;
  rng: RngState;
}

export type { Element };
