import { buildPosition, ChronoActionSchema, chronoEngine, findDef, resolveNames, stats, type ChronoState, type FieldChar, type PositionSpec } from "../../../shared/src/games/chrono";
import type { GameEvent } from "../../../shared/src/core/engine";

export const engine = chronoEngine;

/**
 * A fixed position. Unless a player names a deck, each gets the 時空戰士 ready deck, so that the turn flow stops at
 * the next player's draw (a decision) instead of running on through empty turns and round ticks.
 */
export function pos(spec: PositionSpec, seed = "test"): ChronoState {
  return buildPosition({ ...spec, players: spec.players.map((p) => ({ deck: "chrono-warriors", ...p })) }, seed);
}

/** Apply an action written with card and character names. */
export function act(s: ChronoState, seat: number, action: Record<string, unknown>): { state: ChronoState; events: GameEvent[] } {
  return engine.apply(s, seat, ChronoActionSchema.parse(resolveNames(s, seat, action)));
}

/** The first character of that name on a seat's field. */
export function onField(s: ChronoState, seat: number, name: string): FieldChar | undefined {
  return s.players[seat].field.find((c) => s.cards[c.card] === idOf(name));
}

export function heart(s: ChronoState, seat: number, name: string): number {
  const c = onField(s, seat, name);
  if (!c) throw new Error(`${name} is not on seat ${seat}'s field`);
  return stats(s, seat, c).heart;
}

export function atk(s: ChronoState, seat: number, name: string): number {
  const c = onField(s, seat, name)!;
  return stats(s, seat, c).atk;
}

/** Definition ids of a list of cards. */
export function names(s: ChronoState, cards: readonly number[]): string[] {
  return cards.map((c) => s.cards[c]);
}

export function idOf(name: string): string {
  const d = findDef(name);
  if (!d) throw new Error(`no card ${name}`);
  return d.id;
}

export function uidOf(s: ChronoState, seat: number, name: string): number {
  return onField(s, seat, name)!.uid;
}
