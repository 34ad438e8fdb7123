import type { Element } from "../../core/elements";
import type { MoveCategory, Terrain } from "./content";
import { cell } from "./map";

/**
 * Terrain effects (spec §6.3; seed §6-3: the team token's cell is where the battle is fought, and an effect may touch
 * both sides). Point modifiers apply at the points step of an attack, minimum 1.
 */
export type Side = "army" | "player";

export interface PointModifier {
  source: string;
  zh: string;
  en: string;
  points: number;
}

export function terrainAt(cellId: string): Terrain {
  return cell(cellId).terrain;
}

/** The terrain's point modifiers for an attack by `side` (spells take none). */
export function terrainModifiers(t: Terrain, side: Side, category: MoveCategory, element: Element | null): PointModifier[] {
  if (category === "spell") return [];
  const out: PointModifier[] = [];
  if (t.elementBonus && category === "elemental" && element === t.elementBonus.element) out.push({ source: t.id, zh: t.zh, en: t.en, points: t.elementBonus.points });
  if (t.allAttackPoints) out.push({ source: t.id, zh: t.zh, en: t.en, points: t.allAttackPoints });
  if (side === "army" && t.armyAttackPoints) out.push({ source: t.id, zh: t.zh, en: t.en, points: t.armyAttackPoints });
  return out;
}

/** HP recovery on this terrain (瘴氣 halves it, rounded up, for both sides). */
export function recovery(t: Terrain, amount: number): number {
  return t.healingFactor !== undefined ? Math.ceil(amount * t.healingFactor) : amount;
}

/** Sum a base value and modifiers, floor 1 (§4.6 step 1). */
export function withModifiers(base: number, mods: readonly PointModifier[]): number {
  return Math.max(1, mods.reduce((n, m) => n + m.points, base));
}
