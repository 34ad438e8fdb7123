import type { GameEvent } from "../../core/engine";
import { isRuleError } from "../../core/errors";
import type { LocalText } from "../../core/text";
import { cardElement, cardLevel } from "../cfe/cards";
import { previewChange, type ChangePreview } from "../cfe/professions";
import { HIDDEN, type CardId } from "../cfe/types";
import type { SlayingAction } from "./actions";
import { applyMut, moveProblem } from "./apply";
import { SHARDS, SHOP, type Terrain } from "./content";
import { SLAYING_ERRORS, type SlayingErrorCode } from "./errors";
import { onStar, starFloor } from "./hp";
import { legalActions } from "./legal";
import { cell, edgeCells, entryCost, lairOfZone } from "./map";
import { forecastArmy, type ArmyForecast } from "./predict";
import { canDigHere } from "./shards";
import { shopOpen } from "./shop";
import { cloneState } from "./state";
import { teamEffects, type TeamEffect } from "./teamEffects";
import { terrainModifiers, type PointModifier } from "./terrain";
import type { Element, SlayingState } from "./types";

/**
 * Previews for the web view. All are pure functions of a seat's redacted view (they also work on the full state):
 * they never read a hidden card, and they return the numbers the UI shows or the typed error explaining why the
 * move is illegal. Formation, shard and item previews run the real resolution on a copy of the view and stop before
 * the draw and the army turn (the part that would need hidden cards), so they can never disagree with the rules.
 */
export type PreviewError = { code: SlayingErrorCode | string; zh: string; en: string };
export type Previewed<T> = ({ ok: true } & T) | { ok: false; error: PreviewError };

/** What an action would change, read off a dry run. */
export interface ActionOutcome {
  events: GameEvent[];
  army: { hpBefore: number; hpAfter: number; shieldBefore: number; shieldAfter: number; floor: number; onStar: boolean };
  team: { hpBefore: number; hpAfter: number; maxHpAfter: number; remainingBefore: number; remainingAfter: number; pointsBefore: number; pointsAfter: number };
  /** Every change to the team: HP, the token, R, 鎖足, 灼傷, each player's lost turns, shield, hand, profession. */
  teamEffects: TeamEffect[];
  /** Some team effect sets the team back: the client asks for confirmation before sending the action. */
  hurtsTeam: boolean;
  /** The acting player's shield. */
  shield: { before: number; after: number };
  /** For an attack: its points with their modifiers, and the 相生/相剋 it meets. */
  attack: { base: number; modifiers: PointModifier[]; points: number; interaction: string; weakHit: boolean } | null;
  /** 星辰圖記 / 五方傳說: the team's star and the environment before and after (null = none). */
  modules: { starBefore: Element | null; starAfter: Element | null; environmentBefore: Element | null; environmentAfter: Element | null };
  /** A 混沌 pick follows. */
  chaosPick: number;
  /** The opponent falls / the game ends. */
  defeatsOpponent: boolean;
  outcome: SlayingState["outcome"];
}

export function previewAction(v: SlayingState, seat: number, action: SlayingAction): Previewed<ActionOutcome> {
  if (action.type === "dig" || action.type === "discard" || action.type === "dig_pick") return { ok: false, error: errorOf("wrong_phase") };
  const s = cloneState(v);
  const events: GameEvent[] = [];
  try {
    applyMut(s, seat, action, events, true);
  } catch (e) {
    if (isRuleError(e)) return { ok: false, error: { code: e.code, zh: e.zh, en: e.en } };
    throw e;
  }
  const effects = teamEffects(v, s, seat, action.type === "move");
  const atk = events.find((e) => e.type === "player_attack")?.data as { base: number; mods: PointModifier[]; points: number; interaction: string; weakHit: boolean } | undefined;
  return {
    ok: true,
    events,
    army: { hpBefore: v.army.hp, hpAfter: s.army.hp, shieldBefore: v.army.shield, shieldAfter: s.army.shield, floor: onStar(v) ? 0 : starFloor(v), onStar: onStar(v) },
    team: { hpBefore: v.team.hp, hpAfter: s.team.hp, maxHpAfter: s.team.maxHp, remainingBefore: v.team.remaining, remainingAfter: s.team.remaining, pointsBefore: v.team.points, pointsAfter: s.team.points },
    teamEffects: effects,
    hurtsTeam: effects.some((e) => e.harmful),
    shield: { before: v.players[seat].shield, after: s.players[seat].shield },
    attack: atk ? { base: atk.base, modifiers: atk.mods, points: atk.points, interaction: atk.interaction, weakHit: atk.weakHit } : null,
    modules: { starBefore: v.advanced.teamStar[0] ?? null, starAfter: s.advanced.teamStar[0] ?? null, environmentBefore: v.advanced.environment, environmentAfter: s.advanced.environment },
    chaosPick: s.pending?.kind === "chaos" ? s.pending.count : 0,
    defeatsOpponent: v.army.alive && (!s.army.alive || s.army.hp === 0),
    outcome: s.outcome,
  };
}

/** Every formation these cards make, each with its outcome (the UI lights them up with their numbers). */
export function previewFormations(v: SlayingState, seat: number, cards: readonly CardId[]): { formation: string; outcome: Previewed<ActionOutcome> }[] {
  const plays = legalActions(v, seat).filter((a): a is Extract<SlayingAction, { type: "play" }> => a.type === "play" && sameSet(a.cards, cards));
  if (!plays.length) return [{ formation: "", outcome: previewAction(v, seat, { type: "play", cards: [...cards] }) }];
  return plays.map((a) => ({ formation: a.formation!, outcome: previewAction(v, seat, a) }));
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((c) => b.includes(c));
}

/** One cell the team might step to, with what it costs and does (spec §6.3, §6.5, §7.2). */
export interface MoveOption {
  cell: string;
  terrain: { id: string; zh: string; en: string };
  legal: boolean;
  error: PreviewError | null;
  /** Extra turns the step costs (山脈). */
  cost: number;
  /** Entering the next zone: its number and the turns it grants (0 for the castle, which freezes R). */
  crossing: { zone: number; grant: number; freezes: boolean } | null;
  onStar: boolean;
  /** Team HP at each later turn start there (town +5, spring +10, volcano −3). */
  turnStartTeamHp: number;
  /** Attack point modifiers there, for the players' and the army's attacks by element ("special"/"physical" too). */
  playerAttack: Record<string, number>;
  armyAttack: Record<string, number>;
  healingHalved: boolean;
  shop: boolean;
  digSite: boolean;
}

const KINDS: (Element | "physical" | "special")[] = ["metal", "wood", "water", "fire", "earth", "physical", "special"];

function modsOn(t: Terrain, side: "army" | "player"): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of KINDS) {
    const el = k === "physical" || k === "special" ? null : k;
    out[k] = terrainModifiers(t, side, el ? "elemental" : (k as "physical"), el).reduce((n, m) => n + m.points, 0);
  }
  return out;
}

/** The cells around the token (every edge neighbour, walls included, legal or not, with the reason). */
export function previewMoves(v: SlayingState): MoveOption[] {
  const here = cell(v.team.cell);
  return edgeCells(here.id).map((c) => {
    const crossing = c.zone !== here.zone;
    const problem = moveProblem(v, c.id);
    const grant = crossing && c.zone > here.zone ? (c.zone === 4 ? 0 : c.zone === 2 ? 20 : 10) : 0;
    return {
      cell: c.id,
      terrain: { id: c.terrain.id, zh: c.terrain.zh, en: c.terrain.en },
      legal: problem === null,
      error: problem ? errorOf(problem) : null,
      cost: v.team.frozen ? 0 : entryCost(c.id),
      crossing: crossing && c.zone > here.zone ? { zone: c.zone, grant, freezes: c.zone === 4 } : null,
      onStar: c.zone === v.army.zone ? c.id === lairOfZone(v.army.zone) : c.id === lairOfZone(c.zone),
      turnStartTeamHp: c.terrain.turnStartTeamHp ?? 0,
      playerAttack: modsOn(c.terrain, "player"),
      armyAttack: modsOn(c.terrain, "army"),
      healingHalved: c.terrain.healingFactor !== undefined,
      shop: !!c.terrain.shop,
      digSite: c.digSite !== null && c.zone === SHARDS.sites.zone,
    };
  });
}

/**
 * The dig (spec §8.2): whether it is possible here and the chance of a shard, from the cards this seat has not seen
 * (hypergeometric: 3 cards drawn from the unseen ones; a level-5 card of an element without a shard qualifies).
 */
export interface DigPreview {
  allowed: boolean;
  error: PreviewError | null;
  unseen: number;
  qualifyingUnseen: number;
  chance: number;
}
export function previewDig(v: SlayingState, seat: number): DigPreview {
  const legal = legalActions(v, seat).some((a) => a.type === "dig");
  const error = legal ? null : errorOf(v.phase !== "turn" ? "wrong_phase" : v.turnState.dug ? "already_dug" : !canDigHere(v) ? "not_a_dig_site" : "step_passed");
  const have = new Set(v.team.shards.map((x) => x.element));
  const seen: CardId[] = [...v.pile.discard, ...v.team.shards.map((x) => x.card), ...v.army.hand.map((c) => c.card), ...v.players.flatMap((p) => [...p.hand, ...(p.passive?.cards ?? [])])].filter((c) => c !== HIDDEN);
  let seenQualifying = 0;
  for (const c of seen) if (cardLevel(c) === SHARDS.dig.level && !have.has(cardElement(c))) seenQualifying++;
  const totalQualifying = 3 * (5 - have.size); // three level-5 cards of each element in the 90-card deck (base §1)
  const unseen = 90 - seen.length;
  const q = Math.max(0, totalQualifying - seenQualifying);
  const draw = SHARDS.dig.draw;
  let miss = 1;
  for (let i = 0; i < draw; i++) miss *= Math.max(0, unseen - q - i) / Math.max(1, unseen - i);
  return { allowed: legal, error, unseen, qualifyingUnseen: q, chance: unseen > 0 ? 1 - miss : 0 };
}

/** The shop as this seat sees it now: each item, whether it can be bought or used, and why not. */
export interface ShopEntry {
  item: string;
  zh: string;
  en: string;
  price: number;
  kind: "consumable" | "function";
  held: boolean;
  canBuy: boolean;
  buyError: PreviewError | null;
  canUse: boolean;
}
export function previewShop(v: SlayingState, seat: number): { open: boolean; points: number; items: ShopEntry[] } {
  const legal = legalActions(v, seat);
  return {
    open: shopOpen(v),
    points: v.team.points,
    items: SHOP.items.map((i) => {
      const canBuy = legal.some((a) => a.type === "buy" && a.item === i.id);
      const held = v.team.tokens.includes(i.id);
      const buyError = canBuy ? null : errorOf(!shopOpen(v) ? "not_in_town" : held ? "item_held" : v.team.points < i.price ? "not_enough_points" : "step_passed");
      return { item: i.id, zh: i.zh, en: i.en, price: i.price, kind: i.kind, held, canBuy, buyError, canUse: legal.some((a) => a.type === "use_item" && a.item === i.id) };
    }),
  };
}

/** Using a shard with a given hand card (the transformation and the shard's own effect). */
export function previewShard(v: SlayingState, seat: number, element: Element, card: CardId): Previewed<ActionOutcome> {
  return previewAction(v, seat, { type: "use_shard", element, card });
}

/**
 * 轉職 (base §10.3): what changing to `professionId` needs and gives (abilities gained and lost, formations), and
 * whether this seat's hand allows it now (with `cards`, or the fewest cards that would do). The base game's preview.
 */
export function previewProfession(v: SlayingState, seat: number, professionId: string, cards?: readonly CardId[]): ChangePreview {
  return previewChange(v, seat, professionId, cards);
}

/** The army's likely next move from its face-up cards (null when it cannot act or shows nothing). */
export function previewArmy(v: SlayingState): ArmyForecast | null {
  return forecastArmy(v);
}

function errorOf(code: SlayingErrorCode): PreviewError {
  const t: LocalText = SLAYING_ERRORS[code];
  return { code, zh: t.zh, en: t.en };
}
