import type { RngState } from "../../core/rng";
import type { Card, DuelState, Keywords, PlayerState, Unit } from "./types";

/** Small state helpers shared by the modules. */
export const opponent = (seat: number): number => 1 - seat;

// Clones are written field by field: bots and search copy states hundreds of thousands of times per move.
export function cloneKeywords(k: Keywords): Keywords {
  return { tactics: k.tactics, dart: k.dart, study: k.study, heal: k.heal, poison: k.poison, rally: k.rally, chase: k.chase, agility: k.agility, ultimate: k.ultimate, lime: k.lime, courage: k.courage, bell: k.bell };
}

export function cloneUnit(u: Unit): Unit {
  return { id: u.id, def: u.def, cost: u.cost, hp: u.hp, maxHp: u.maxHp, zui: u.zui, an: u.an, tong: u.tong, kw: cloneKeywords(u.kw), attacksLeft: u.attacksLeft, r1Zui: u.r1Zui, r1Tong: u.r1Tong };
}

export function clonePlayer(p: PlayerState): PlayerState {
  // Card records are never changed in place, so the arrays may share them.
  const board: (Unit | null)[] = new Array(p.board.length);
  for (let i = 0; i < board.length; i++) {
    const u = p.board[i];
    board[i] = u ? cloneUnit(u) : null;
  }
  return {
    base: p.base, maxMana: p.maxMana, mana: p.mana, deck: p.deck.slice(), hand: p.hand.slice(), board, discard: p.discard.slice(),
    turnsTaken: p.turnsTaken, fatigue: p.fatigue, deckName: p.deckName, idBase: p.idBase, deckCards: p.deckCards, created: p.created, ready: p.ready,
  };
}

export function cloneState(s: DuelState): DuelState {
  return {
    game: s.game, phase: s.phase, first: s.first, active: s.active, turn: s.turn, players: [clonePlayer(s.players[0]), clonePlayer(s.players[1])],
    nextId: s.nextId, winner: s.winner, draw: s.draw, endReason: s.endReason, rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]] as RngState,
  };
}

/** Restore `into` to `from` in place (the 秘笈 failure rollback keeps the caller's object and its RNG). */
export function restoreState(into: DuelState, from: DuelState): void {
  const rng = into.rng;
  Object.assign(into, cloneState(from));
  into.rng = rng;
}

/** The heroes of a seat, left to right. */
export function unitsOf(s: DuelState, seat: number): Unit[] {
  const out: Unit[] = [];
  for (const u of s.players[seat].board) if (u) out.push(u);
  return out;
}

export function findUnit(s: DuelState, id: number): { seat: number; slot: number; unit: Unit } | null {
  for (let seat = 0; seat < s.players.length; seat++) {
    const board = s.players[seat].board;
    for (let slot = 0; slot < board.length; slot++) {
      const u = board[slot];
      if (u && u.id === id) return { seat, slot, unit: u };
    }
  }
  return null;
}

export const emptySlots = (s: DuelState, seat: number): number => s.players[seat].board.reduce((n, u) => n + (u ? 0 : 1), 0);
export const leftmostEmpty = (s: DuelState, seat: number): number => s.players[seat].board.indexOf(null);
export const handIndex = (s: DuelState, seat: number, id: number): number => s.players[seat].hand.findIndex((c) => c.id === id);

export const withCost = (c: Card, cost: number): Card => (c.cost === cost ? c : { ...c, cost: Math.max(0, cost) });
