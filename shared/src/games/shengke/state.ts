/** Small helpers over the state: copying, finding cards, counting, moving cards between zones. */
import { ELEMENTS, type Element } from "../../core/elements";
import { refill } from "../../core/refill";
import type { RngState } from "../../core/rng";
import { CELLS } from "./board";
import type { BeastCard, ElementCounts, PlayerState, ShengkeState, TurnState } from "./types";

const copyCounts = (c: ElementCounts): ElementCounts => ({ wood: c.wood, fire: c.fire, earth: c.earth, metal: c.metal, water: c.water });
const copyPiles = (p: Record<Element, string[]>): Record<Element, string[]> => ({ wood: p.wood.slice(), fire: p.fire.slice(), earth: p.earth.slice(), metal: p.metal.slice(), water: p.water.slice() });

function clonePlayer(p: PlayerState): PlayerState {
  return {
    piles: copyPiles(p.piles),
    discards: copyPiles(p.discards),
    hand: p.hand.slice(),
    curseHand: p.curseHand.slice(),
    curseDiscard: p.curseDiscard.slice(),
    curseZones: { ...p.curseZones },
    soul: copyCounts(p.soul),
    spirit: copyCounts(p.spirit),
    specialDeck: p.specialDeck.slice(),
    specialDiscard: p.specialDiscard.slice(),
  };
}

/**
 * A deep copy of everything that changes during play. `cards`, `curses` and `rules` are never mutated after
 * setup (a redacted view builds its own), so the copy shares them.
 */
export function cloneState(s: ShengkeState): ShengkeState {
  return {
    ...s,
    board: s.board.map((c) => (c ? { ...c } : null)),
    players: s.players.map(clonePlayer),
    orderRolls: s.orderRolls.map((r) => [r[0], r[1]] as [number, number]),
    t: {
      ...s.t,
      dice: [s.t.dice[0], s.t.dice[1]],
      dieElements: [s.t.dieElements[0], s.t.dieElements[1]],
      diceUsed: [s.t.diceUsed[0], s.t.diceUsed[1]],
      placed: s.t.placed.slice(),
      protected: s.t.protected.slice(),
      avatarNames: s.t.avatarNames.slice(),
      counted: s.t.counted ? [s.t.counted[0], s.t.counted[1]] : null,
    },
    priority: { ...s.priority },
    chain: s.chain.map((l) => ({ ...l, targets: { ...l.targets, ids: l.targets.ids?.slice() } })),
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]] as RngState,
  };
}

function refillCounts(d: ElementCounts, c: ElementCounts): ElementCounts {
  d.wood = c.wood;
  d.fire = c.fire;
  d.earth = c.earth;
  d.metal = c.metal;
  d.water = c.water;
  return d;
}

function refillPiles(d: Record<Element, string[]>, p: Record<Element, string[]>): Record<Element, string[]> {
  refill(d.wood, p.wood);
  refill(d.fire, p.fire);
  refill(d.earth, p.earth);
  refill(d.metal, p.metal);
  refill(d.water, p.water);
  return d;
}

function refillPlayer(d: PlayerState, p: PlayerState): PlayerState {
  refillPiles(d.piles, p.piles);
  refillPiles(d.discards, p.discards);
  refill(d.hand, p.hand);
  refill(d.curseHand, p.curseHand);
  refill(d.curseDiscard, p.curseDiscard);
  for (const e of ELEMENTS) d.curseZones[e] = p.curseZones[e];
  refillCounts(d.soul, p.soul);
  refillCounts(d.spirit, p.spirit);
  refill(d.specialDeck, p.specialDeck);
  refill(d.specialDiscard, p.specialDiscard);
  return d;
}

/**
 * `cloneState(src)` built in `dst`, a 生剋棋 state nobody holds any more (a spare: server/src/rooms/sparePositions.ts):
 * its arrays and objects are reused, so a move leaves no position behind for the garbage collector to copy (issue 27:
 * the copy was about a fifth of what survived each move at a thousand tables). Relies on no two places of a state
 * holding the same list or cell, which the rules never do (an aliased one would soon hold its cards twice, which the
 * invariants report). Returns `dst`.
 */
export function cloneStateInto(dst: ShengkeState, src: ShengkeState): ShengkeState {
  const { board, players, orderRolls, t, priority, chain, rng } = dst;
  Object.assign(dst, src);
  dst.board = board;
  board.length = src.board.length;
  for (let c = 0; c < src.board.length; c++) {
    const from = src.board[c], to = board[c];
    board[c] = from ? (to ? Object.assign(to, from) : { ...from }) : null;
  }
  dst.players = players;
  players.length = src.players.length;
  for (let i = 0; i < src.players.length; i++) players[i] = players[i] ? refillPlayer(players[i], src.players[i]) : clonePlayer(src.players[i]);
  dst.orderRolls = orderRolls;
  orderRolls.length = src.orderRolls.length;
  for (let i = 0; i < src.orderRolls.length; i++) orderRolls[i] = refill(orderRolls[i] ?? [], src.orderRolls[i]) as [number, number];
  dst.t = refillTurn(t, src.t);
  dst.priority = Object.assign(priority, src.priority);
  dst.chain = chain;
  chain.length = src.chain.length;
  for (let i = 0; i < src.chain.length; i++) {
    const l = src.chain[i];
    chain[i] = { ...l, targets: { ...l.targets, ids: l.targets.ids?.slice() } };
  }
  dst.rng = refill(rng, src.rng) as RngState;
  return dst;
}

function refillTurn(d: TurnState, t: TurnState): TurnState {
  const { dice, dieElements, diceUsed, placed, protected: kept, avatarNames, counted } = d;
  Object.assign(d, t);
  d.dice = refill(dice, t.dice) as TurnState["dice"];
  d.dieElements = refill(dieElements, t.dieElements) as TurnState["dieElements"];
  d.diceUsed = refill(diceUsed, t.diceUsed) as TurnState["diceUsed"];
  d.placed = refill(placed, t.placed);
  d.protected = refill(kept, t.protected);
  d.avatarNames = refill(avatarNames, t.avatarNames);
  d.counted = t.counted ? (refill(counted ?? [], t.counted) as [number, number]) : null;
  return d;
}

export const opponent = (seat: number) => 1 - seat;

export function beast(s: ShengkeState, id: string): BeastCard | undefined {
  return s.cards[id];
}

/** The cell holding card `id`, or -1. */
export function cellOf(s: ShengkeState, id: string): number {
  for (let c = 0; c < CELLS; c++) if (s.board[c]?.id === id) return c;
  return -1;
}

export function boardCounts(s: ShengkeState): [number, number] {
  let a = 0, b = 0;
  for (const c of s.board) if (c) (c.owner === 0 ? a++ : b++);
  return [a, b];
}

export function removeFrom(list: string[], id: string): boolean {
  const i = list.indexOf(id);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}

export function emptyCounts(): ElementCounts {
  return { wood: 0, fire: 0, earth: 0, metal: 0, water: 0 };
}

// Named, not keyed, reads: the greedy bot's scores call this for every candidate.
export function totalTokens(c: ElementCounts): number {
  return c.wood + c.fire + c.earth + c.metal + c.water;
}

/** Where a card goes when destroyed: its owner's element discard, or the 特殊棄牌區 for special cards. */
export function discardOf(s: ShengkeState, id: string): string[] {
  const card = s.cards[id];
  const p = s.players[card.owner];
  return card.special ? p.specialDiscard : p.discards[card.element];
}
