import type { Element } from "../../core/elements";
import type { RngState } from "../../core/rng";

/** The five phases of a turn (seed 三、<1>..<5>). "over" once the 20th turn has been counted. */
export const PHASES = ["start", "draw", "place", "judge", "end"] as const;
export type Phase = (typeof PHASES)[number];
export const PHASE_ZH: Record<Phase, string> = { start: "起始", draw: "抽牌", place: "放置", judge: "判定", end: "結束" };
export const PHASE_EN: Record<Phase, string> = { start: "Start", draw: "Draw", place: "Placement", judge: "Judgement", end: "End" };

/** 魂 (soul) or 魄 (spirit). */
export type TokenKind = "soul" | "spirit";
export type ElementCounts = Record<Element, number>;

/** Placeholder for a card whose identity the viewer may not see (redacted views only). */
export const HIDDEN = "?";

/** One 靈獸卡 as printed: name, element, 入 (bottom-left) and 出 (bottom-right). */
export interface BeastDef {
  zh: string;
  en: string;
  element: Element;
  in: number;
  out: number;
}

/** A 靈獸卡 in play: its printed face plus who owns it. `special` cards come from the 特殊牌組. */
export interface BeastCard extends BeastDef {
  owner: number;
  special?: boolean;
}

/** A 咒術卡 in play: the content id of its printed text plus its owner. */
export interface CurseCard {
  def: string;
  owner: number;
}

/**
 * Facing = the board direction the card's 前 points to: 0 north, 1 east, 2 south, 3 west. Seat 0 sits south
 * (its cards face north), seat 1 sits north (its cards face south: rotated 180°).
 */
export type Facing = 0 | 1 | 2 | 3;

export interface BoardCell {
  id: string;
  owner: number;
  facing: Facing;
}

export interface PlayerState {
  /** Face-down element piles; index 0 is the top. */
  piles: Record<Element, string[]>;
  /** Face-up element discards; the last entry is the top. */
  discards: Record<Element, string[]>;
  /** 靈獸卡 in hand. */
  hand: string[];
  /** 咒術卡 in hand (their back differs from 靈獸卡, so the split count is public). */
  curseHand: string[];
  /** 咒術卡 discard, face up. */
  curseDiscard: string[];
  /** 屬性咒術卡區: the curse resolving in each element zone (one per zone). */
  curseZones: Record<Element, string | null>;
  soul: ElementCounts;
  spirit: ElementCounts;
  /** 特殊牌組區 (face down) and 特殊棄牌區 (face up). Empty unless the table enables the special deck. */
  specialDeck: string[];
  specialDiscard: string[];
}

/** Targets chosen when a curse is declared (which ones an effect reads is up to the effect). */
export interface CurseTargets {
  cell?: number;
  cell2?: number;
  card?: string;
  element?: Element;
  turns?: 1 | 2 | 3;
  /** Filled by the engine at declaration: the ids of the board cards named by cell/cell2, so the effect follows
   * the card (and fizzles if it left the board) even when a response moves things first. */
  ids?: string[];
}

/** A declared, paid 咒術卡 waiting to resolve (a link of the chain). */
export interface ChainLink {
  seat: number;
  card: string;
  side: string;
  zone: Element;
  targets: CurseTargets;
}

/**
 * Who holds priority: "main" = the turn's player acting in the phase; "chain" = a curse was declared and `seat`
 * may answer it; "phase" = the turn's player passed the phase and the opponent may activate curses before it ends.
 */
export const PRIORITY_MODES = ["main", "chain", "phase"] as const;
export interface PriorityState {
  mode: (typeof PRIORITY_MODES)[number];
  seat: number;
  /** Where priority returns after the chain resolves. */
  returnTo: "main" | "phase";
}

export interface TurnState {
  /** The two dice of <1> (1..6). */
  dice: [number, number];
  /** The element each die stands for; null while a 6 awaits the player's choice. */
  dieElements: [Element | null, Element | null];
  tokenTaken: boolean;
  drawn: boolean;
  /** Which dice have been used by a 召喚 this turn. */
  diceUsed: [boolean, boolean];
  /** Ids of the cards placed this turn (召喚 and extra summons), in order, for <4> and the adjacency rule. */
  placed: string[];
  judged: boolean;
  /** Card ids that cannot be destroyed until the turn ends. */
  protected: string[];
  /** 化身召喚: card names already used this turn. */
  avatarNames: string[];
  /** Board count at <5>. */
  counted: [number, number] | null;
}

export interface TableRules {
  boardSize: number;
  turns: number;
  firstPlayerBonus: number;
  tokenCap: number;
  startingSouls: ElementCounts;
  startingSpirits: ElementCounts;
  deckSize: number;
  cardsPerElement: number;
  cornerMin: number;
  cornerMax: number;
  cornerSum: number;
  nameMinChars: number;
  nameMaxChars: number;
  loadoutSize: number;
  curseHandSize: number;
  maxCopiesPerCurse: number;
  specialDeckMax: number;
  handLimit: number | null;
  dieFaces: Record<string, Element | "any">;
  affectOwnCards: boolean;
  emptyPileDraw: "skip";
  placementAdjacency: "placed_pair_only";
  judgementRewardPerNeighbour: boolean;
  opponentPhaseWindows: boolean;
  specialDeck: boolean;
  avatarSummon: boolean;
}

export interface ShengkeState {
  game: "shengke";
  rules: TableRules;
  /** Every 靈獸卡 by id (a redacted view keeps only the ones the viewer may see). */
  cards: Record<string, BeastCard>;
  /** Every 咒術卡 by id (redacted likewise). */
  curses: Record<string, CurseCard>;
  /** 25 cells, index = y * 5 + x; x west→east, y south→north (seat 0's side is y = 0). */
  board: (BoardCell | null)[];
  players: PlayerState[];
  /** The dice each seat rolled to decide the order (re-rolled on ties), and the seat that goes first. */
  orderRolls: [number, number][];
  first: number;
  /** 1..turns; the turn's player is `first` on odd turns. */
  turn: number;
  active: number;
  phase: Phase;
  t: TurnState;
  priority: PriorityState;
  chain: ChainLink[];
  over: boolean;
  /** Actions applied so far (for logs). */
  moves: number;
  rng: RngState;
}
