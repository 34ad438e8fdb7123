/** 弒魔戰爭 wire schema (decoded, or its JSON) → the position as one viewer sees it: equal to `redact`. */
import type { Element } from "../../../core/elements";
import type { RngState } from "../../../core/rng";
import { listOf, splitIds, splitLists, splitNumbers } from "../../../core/wire";
import { HIDDEN } from "../../cfe/types";
import { advancedFromWire } from "../../cfe/wire/fromWire";
import type { Difficulty, MoveCategory } from "../content";
import type { ArmyState, OutcomeKind, PassiveSlot, Pending, Phase, PlayerState, SlayingState, TeamState, TurnState } from "../types";
import type { ArmyWire, SlayingPlayerWire, SlayingSecret, SlayingWire, TeamWire, TurnWire } from "./schema";

const mask = (n: number) => Array.from({ length: n }, () => HIDDEN);
const orNull = <T extends string>(s: string) => (s === "" ? null : (s as T));

export function slayingFromWire(w: SlayingWire, viewer: number | "spectator"): SlayingState {
  const players = listOf(w.players);
  // Until this seat's secrets arrive (the patch after joining), it sees the table as a spectator would.
  const mine: SlayingSecret | undefined = typeof viewer !== "number" ? undefined : w.privateHands ? players[viewer]?.secret : w.teammates?.secret;
  const seen = seenHands(mine);
  return {
    game: "slaying",
    seats: w.seats,
    options: { difficulty: w.difficulty as Difficulty, privateHands: w.privateHands, modules: { professions: w.professions, yanwang: w.yanwang, stars: w.stars, legends: w.legends } },
    players: players.map((p, seat) => playerFromWire(p, seen[seat])),
    army: armyFromWire(w.army, mine?.seesArmy ? splitNumbers(mine.armyHand) : null),
    team: teamFromWire(w.team),
    pile: { deck: mask(w.deckCount), discard: listOf(w.discard) },
    current: w.current,
    phase: w.phase as Phase,
    pending: pendingFromWire(w, mine, seen),
    turn: w.turn,
    turnState: turnFromWire(w.turnState),
    extraTurns: w.extraTurns,
    advanced: advancedFromWire(w.advanced),
    outcome: w.hasOutcome ? { result: w.outcome.result as OutcomeKind, score: { base: w.outcome.base, shards: w.outcome.shards, points: w.outcome.points, turns: w.outcome.turns, hp: w.outcome.hp, total: w.outcome.total } } : null,
    rng: [0, 0, 0, 0] as RngState,
  };
}

/** A hand this seat may see, and its covered passive when it has one. */
interface SeenHand {
  cards: number[];
  passive?: { formation: string; cards: number[] };
}

/** The hands in this seat's secret, by seat (undefined: a hand it may not see). */
function seenHands(mine: SlayingSecret | undefined): (SeenHand | undefined)[] {
  if (!mine) return [];
  const hands = splitLists(mine.hands);
  const seen: (SeenHand | undefined)[] = [];
  for (const seat of splitNumbers(mine.handsSeen)) seen[seat] = { cards: hands[seat] ?? [] };
  for (const entry of mine.passives ? mine.passives.split(";") : []) {
    const [seat, formation, cards] = entry.split(":");
    const hand = seen[Number(seat)];
    if (hand) hand.passive = { formation, cards: splitNumbers(cards) };
  }
  return seen;
}

function playerFromWire(p: SlayingPlayerWire, seen: SeenHand | undefined): PlayerState {
  let passive: PassiveSlot | null = null;
  if (p.hasPassive) {
    if (!p.passiveCovered) passive = { formation: p.passiveFormation, cards: [], covered: false };
    else if (seen) passive = { formation: seen.passive?.formation ?? "", cards: seen.passive?.cards ?? [], covered: true };
    else passive = { formation: "hidden", cards: mask(p.passiveCount), covered: true };
  }
  return { hand: seen ? seen.cards : splitNumbers(p.hand), shield: p.shield, passive, cannotAct: p.cannotAct, cannotDraw: p.cannotDraw, lastFormation: orNull(p.lastFormation) };
}

function armyFromWire(a: ArmyWire, cards: number[] | null): ArmyState {
  const l = a.lastAction;
  return {
    zone: a.zone,
    opponent: a.opponent,
    alive: a.alive,
    hp: a.hp,
    maxHp: a.maxHp,
    shield: a.shield,
    hand: splitNumbers(a.hand).map((card, i) => ({ card: cards ? cards[i] : card, faceUp: card !== HIDDEN })),
    cannotAct: a.cannotAct,
    cannotDraw: a.cannotDraw,
    lastAction: a.hasLastAction
      ? { move: l.move, cards: splitNumbers(l.cards), positions: splitNumbers(l.positions), category: l.category as MoveCategory, element: orNull<Element>(l.element), residual: { element: l.residualElement as Element, level: l.residualLevel } }
      : null,
    turns: a.turns,
  };
}

function teamFromWire(t: TeamWire): TeamState {
  return {
    hp: t.hp,
    maxHp: t.maxHp,
    cell: t.cell,
    remaining: t.remaining,
    frozen: t.frozen,
    fetter: t.fetter,
    scorch: t.hasScorch ? { perTick: t.scorchPerTick, ticks: t.scorchTicks } : null,
    shards: listOf(t.shards).map((x) => ({ element: x.element as Element, card: x.card, used: x.used, site: x.site })),
    points: t.points,
    tokens: splitIds(t.tokens),
    weakHits: t.weakHits,
  };
}

function pendingFromWire(w: SlayingWire, mine: SlayingSecret | undefined, seen: (SeenHand | undefined)[]): Pending {
  const seat = w.pendingSeat;
  switch (w.pendingKind) {
    case "chaos":
      return { kind: "chaos", seat, count: w.pendingCount };
    case "dig":
      return { kind: "dig", seat, cards: splitNumbers(w.pendingCards) };
    case "draw":
    case "revelation":
      // A draw is seen with the hand it joins; its cards are in the viewer's own secret.
      return { kind: w.pendingKind, seat, cards: mine && seen[seat] ? splitNumbers(mine.drawn) : mask(w.pendingCount) };
    default:
      return null;
  }
}

function turnFromWire(t: TurnWire): TurnState {
  return {
    seat: t.seat,
    extra: t.extra,
    stage: t.stage,
    fettered: t.fettered,
    dug: t.dug,
    shardUsed: t.shardUsed,
    transform: t.hasTransform ? { card: t.transformCard, element: t.transformElement as Element } : null,
    attackBonus: t.attackBonus,
    ignoreArmyShield: t.ignoreArmyShield,
    action: orNull(t.action),
    attackElement: orNull<Element>(t.attackElement),
    drawBonus: t.drawBonus,
  };
}
