import type { GameEvent } from "../../core/engine";
import type { RngState } from "../../core/rng";
import type { CardId, ChronoState, FieldChar, PlayerState } from "./types";

/** What every rules step works on: the state (mutated in place) and the events it produces. */
export interface Ctx {
  s: ChronoState;
  events: GameEvent[];
}

/** Card ids per seat: seat k owns k × SEAT_SLOTS … (deck cards first, then any cards a test position adds). */
export const SEAT_SLOTS = 64;
export const ownerOf = (id: CardId) => Math.floor(id / SEAT_SLOTS);

export function cloneState(s: ChronoState): ChronoState {
  return {
    ...s,
    cards: s.cards, // never changes after setup (a view gets its own redacted copy)
    players: s.players.map(clonePlayer),
    sealed: s.sealed.slice(),
    specialUsed: s.specialUsed.slice(),
    rerolls: s.rerolls,
    winners: s.winners.slice(),
    rng: s.rng.slice() as RngState,
  };
}

export function clonePlayer(p: PlayerState): PlayerState {
  // Written out field by field: the bots copy states thousands of times a game, and this is much faster than spreads.
  return {
    attr: p.attr,
    roll: p.roll,
    time: p.time,
    alive: p.alive,
    position: p.position,
    hand: p.hand.slice(),
    decks: { character: p.decks.character.slice(), effect: p.decks.effect.slice(), trap: p.decks.trap.slice() },
    field: p.field.map(cloneChar),
    traps: p.traps.slice(),
    playerEffects: p.playerEffects.slice(),
    graveyard: p.graveyard.slice(),
    owedDraws: p.owedDraws,
  };
}

export function cloneChar(c: FieldChar): FieldChar {
  return { uid: c.uid, card: c.card, damage: c.damage, effects: c.effects.slice(), atkPenalty: c.atkPenalty, frozen: c.frozen, attacks: c.attacks };
}

/** Living seats in play order starting at `from` (clockwise = increasing seat index, spec §1.2). */
export function seatsFrom(s: ChronoState, from: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < s.seats; k++) {
    const seat = (from + k) % s.seats;
    if (s.players[seat].alive) out.push(seat);
  }
  return out;
}

export function livingSeats(s: ChronoState): number[] {
  return seatsFrom(s, 0);
}

export function enemiesOf(s: ChronoState, seat: number): number[] {
  return seatsFrom(s, seat).filter((x) => x !== seat);
}

export interface CharRef {
  seat: number;
  index: number;
  c: FieldChar;
}

/** A character on any living field by uid. */
export function findChar(s: ChronoState, uid: number): CharRef | null {
  for (let seat = 0; seat < s.seats; seat++) {
    const field = s.players[seat].field;
    for (let index = 0; index < field.length; index++) if (field[index].uid === uid) return { seat, index, c: field[index] };
  }
  return null;
}

export function removeFrom(list: CardId[], card: CardId): boolean {
  const i = list.indexOf(card);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}

export function timesOf(s: ChronoState): number[] {
  return s.players.map((p) => p.time);
}

/** Every card in every zone (conservation checks). */
export function forEachCard(s: ChronoState, f: (c: CardId) => void): void {
  for (const p of s.players) {
    p.hand.forEach(f);
    p.decks.character.forEach(f);
    p.decks.effect.forEach(f);
    p.decks.trap.forEach(f);
    for (const c of p.field) {
      f(c.card);
      c.effects.forEach(f);
    }
    p.traps.forEach(f);
    p.playerEffects.forEach(f);
    p.graveyard.forEach(f);
  }
}
