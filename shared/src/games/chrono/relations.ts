import { GENERATES, OVERCOMES } from "./content";
import type { Attr } from "./types";

/**
 * The relation of an attacker to a target (spec §1.1): 上 superior (attacker 剋 target), 下 inferior (target 剋
 * attacker), 生→ the attacker generates the target, ←生 the target generates the attacker, = the same attribute.
 * Only 上 and 下 change combat numbers [SEED 屬性]; 生 matters for 加持.
 */
export type Relation = "superior" | "inferior" | "generates" | "generated-by" | "same";

export function relation(attacker: Attr, target: Attr): Relation {
  if (attacker === target) return "same";
  if (OVERCOMES[attacker] === target) return "superior";
  if (OVERCOMES[target] === attacker) return "inferior";
  if (GENERATES[attacker] === target) return "generates";
  return "generated-by";
}

/** [SEED 屬性 進化時機] an X effect may be attached to X or to what X generates (水生木: 水 effects on 水 and 木). */
export function canBless(effectAttr: Attr, targetAttr: Attr): boolean {
  return targetAttr === effectAttr || targetAttr === GENERATES[effectAttr];
}

export const RELATION_ZH: Record<Relation, string> = { superior: "屬性上位", inferior: "屬性下位", generates: "相生", "generated-by": "相生", same: "同屬性" };
export const RELATION_EN: Record<Relation, string> = { superior: "superior", inferior: "inferior", generates: "generating", "generated-by": "generated", same: "same attribute" };
