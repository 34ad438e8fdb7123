// A move built in a spare state (a position nobody holds any more, as server/src/rooms/sparePositions.ts builds every
// move at a table) must be `engine.apply`'s move: the same state and events, the position it was built from unchanged,
// and nothing mutable shared with it.
import { SparePositions } from "../../server/src/rooms/sparePositions";
import type { AnyEngine, BotLevel } from "../../shared/src/core/engine";
import { Rng } from "../../shared/src/core/rng";
import type { CopyInto } from "../../shared/src/games/spareCopies";

export interface SpareCheck {
  /** The seeds and options of the games to play. */
  games: { seed: string; options: unknown; levels: readonly [BotLevel, BotLevel] }[];
  /** Top-level fields every state of a game shares by design (catalogues, rules): the same object, not compared. */
  sharedFields?: readonly string[];
  /** Lists whose items (never changed in place) states share by design; the lists themselves must not be shared. */
  sharedItemsOf?: readonly string[];
}

/** Plays the games, building every move both ways; returns how many moves and what events were seen. */
export function checkSpareBuilds(engine: AnyEngine, copyInto: CopyInto, check: SpareCheck): { moves: number; eventTypes: Map<string, number> } {
  const sharedFields = new Set(check.sharedFields ?? []);
  const sharedItemsOf = new Set(check.sharedItemsOf ?? []);
  const compared = (s: object) => JSON.stringify(s, (key, value) => (sharedFields.has(key) ? undefined : value));
  /** Every array and object a move may change. */
  const mutableParts = (s: Record<string, unknown>) => {
    const parts = new Set<object>();
    const walk = (v: unknown, key: string, item: boolean) => {
      if (typeof v !== "object" || v === null || parts.has(v) || (item && sharedItemsOf.has(key))) return;
      parts.add(v);
      for (const [k, child] of Object.entries(v)) (Array.isArray(v) ? walk(child, key, true) : walk(child, k, false));
    };
    for (const [k, v] of Object.entries(s)) if (!sharedFields.has(k)) walk(v, k, false);
    return parts;
  };

  let moves = 0;
  const eventTypes = new Map<string, number>();
  check.games.forEach(({ seed, options, levels }, g) => {
    const rng = Rng.fromSeed(`${seed}:bots`);
    let state = engine.setup(options, seed, 2);
    // The game's own: the position its previous move superseded is where the next one is built.
    const spares = new SparePositions(copyInto);
    let spare: Record<string, unknown> | undefined;
    for (let seat = engine.activeSeats(state)[0]; seat !== undefined; seat = engine.activeSeats(state)[0]) {
      const where = `game ${g}, move ${moves}`;
      const action = engine.bot(state, seat, rng, levels[seat]);
      const copied = engine.apply(state, seat, action);
      const before = compared(state);
      const built = spares.apply(engine, state, seat, action) as { state: Record<string, unknown>; events: typeof copied.events };
      if (spare && built.state !== spare) throw new Error(`${where}: the spare was not used`);
      // Strings first (expect's deep equality on every move was most of the time); expect says how they differ.
      if (compared(built.state) !== compared(copied.state)) expect(built.state).toEqual(copied.state);
      if (JSON.stringify(built.events) !== JSON.stringify(copied.events)) expect(built.events).toEqual(copied.events);
      if (compared(state) !== before) throw new Error(`${where}: the position it was built from changed`);
      for (const k of sharedFields) if (built.state[k] !== state[k]) throw new Error(`${where}: ${k} is not shared`);
      const old = mutableParts(state);
      for (const part of mutableParts(built.state)) if (old.has(part)) throw new Error(`${where}: the new state shares ${JSON.stringify(part)} with the old one`);
      for (const e of built.events) eventTypes.set(e.type, (eventTypes.get(e.type) ?? 0) + 1);
      spares.give(state);
      spare = state;
      state = built.state;
      moves++;
    }
  });
  return { moves, eventTypes };
}
