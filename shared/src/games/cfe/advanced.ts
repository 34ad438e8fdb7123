import { ADVANCED_FORMATIONS } from "./content";
import type { FormationRegistry } from "./formations";
import type { AdvancedState, CfeState, ModuleId } from "./types";

/**
 * The three advanced modules (§10) as table options: which are on, their state, and the formation table a game
 * uses. A basic game has no `advanced` state at all, so everything here answers "off" for it.
 */
export const MODULE_IDS: readonly ModuleId[] = ["stars", "legends", "heroes"];

export type ModuleFlags = Record<ModuleId, boolean>;

export function moduleOn(s: Pick<CfeState, "advanced">, m: ModuleId): boolean {
  return !!s.advanced?.[m];
}

export function anyModule(flags: ModuleFlags): boolean {
  return MODULE_IDS.some((m) => flags[m]);
}

/** The starting advanced state: no stars, no environment, no professions (§10.1–10.3). */
export function newAdvancedState(flags: ModuleFlags, seats: number, teams: number): AdvancedState {
  return {
    stars: flags.stars,
    legends: flags.legends,
    heroes: flags.heroes,
    teamStar: Array.from({ length: teams }, () => null),
    summoned: Array.from({ length: seats }, () => []),
    alignment: null,
    environment: null,
    profession: Array.from({ length: seats }, () => null),
    activated: null,
    virtual: null,
  };
}

const tables = new WeakMap<FormationRegistry, FormationRegistry[]>();

/**
 * The formations in play: the engine's registry (the 25 basic ones, or a mode's own table) plus the formations of
 * the modules that are on. Built once per registry and module combination.
 */
export function formationTable(reg: FormationRegistry, s: Pick<CfeState, "advanced">): FormationRegistry {
  const a = s.advanced;
  const key = a ? (a.stars ? 1 : 0) | (a.legends ? 2 : 0) | (a.heroes ? 4 : 0) : 0;
  if (key === 0) return reg;
  let byKey = tables.get(reg);
  if (!byKey) tables.set(reg, (byKey = []));
  return (byKey[key] ??= reg.extend(ADVANCED_FORMATIONS.filter((f) => f.module && a![f.module] && !reg.get(f.id))));
}
