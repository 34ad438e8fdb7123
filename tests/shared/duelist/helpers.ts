import type { GameEvent } from "../../../shared/src/core/engine";
import { buildPosition, duelistEngine, findUnit, resolveNames, DuelActionSchema, type DuelState, type PositionSpec, type Unit } from "../../../shared/src/games/duelist";

export const engine = duelistEngine;

/** A main-phase position (design §5 conventions: P0 acts on a later turn, both 本陣 at 30). */
export function pos(spec: PositionSpec, seed = "test"): DuelState {
  return buildPosition(spec, seed);
}

/** Apply an action written with card and hero names. */
export function act(s: DuelState, seat: number, action: Record<string, unknown>): { state: DuelState; events: GameEvent[] } {
  return engine.apply(s, seat, DuelActionSchema.parse(resolveNames(s, seat, action)));
}

/** design §5 "custom c/z/a/t hp h": a vanilla pool card (唐嬌嬌, no abilities) with its numbers set. */
export function custom(cost: number, zui: number, an: number, tong: number, hp = cost === 0 ? 1 : 2 * cost) {
  return { card: "唐嬌嬌", cost, zui, an, tong, hp };
}

/** The hero in `slot` of `seat` (throws if the slot is empty). */
export function at(s: DuelState, seat: number, slot: number): Unit {
  const u = s.players[seat].board[slot];
  if (!u) throw new Error(`seat ${seat} slot ${slot} is empty`);
  return u;
}

export const alive = (s: DuelState, id: number) => findUnit(s, id) !== null;
export const stats = (u: Unit) => `${u.zui}/${u.an}/${u.tong}`;
export const ofType = (events: GameEvent[], type: string) => events.filter((e) => e.type === type);
export const handDefs = (s: DuelState, seat: number) => s.players[seat].hand.map((c) => c.def);
export const deckDefs = (s: DuelState, seat: number) => s.players[seat].deck.map((c) => c.def);

import { Rng } from "../../../shared/src/core/rng";
import { POOL, copyLimit, type DeckEntry } from "../../../shared/src/games/duelist";

/** A random legal 30-card deck over the whole pool (so property games meet every card, not just the starters'). */
export function randomDeck(rng: Rng): DeckEntry[] {
  const counts = new Map<string, number>();
  const ids = [...POOL.values()].filter((d) => copyLimit(d) > 0).map((d) => d.id);
  for (let n = 0; n < 30; ) {
    const id = rng.pick(ids);
    const c = counts.get(id) ?? 0;
    if (c >= copyLimit(POOL.get(id)!)) continue;
    counts.set(id, c + 1);
    n++;
  }
  return [...counts].map(([card, count]) => ({ card, count }));
}
