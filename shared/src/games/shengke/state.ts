/** Small helpers over the state: copying, finding cards, counting, moving cards between zones. */
import type { Element } from "../../core/elements";
import type { RngState } from "../../core/rng";
import { CELLS } from "./board";
import type { BeastCard, ElementCounts, PlayerState, ShengkeState } from "./types";

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
