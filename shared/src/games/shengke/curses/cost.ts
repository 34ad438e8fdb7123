/**
 * 發動條件, 減免 and 回收 (seed 二、6). The 魂 cost is per element; the name conditions count board cards of either
 * side whose name holds the character (or a character of the radical); 減免 waives the whole 魂 amount of ONE
 * element named in the cost when its conditions hold (mode "all": every listed condition, as 發動條件 lists are
 * read; "any" is available to content); 回收 costs the same amounts in 魄 and has no name condition.
 */
import { ELEMENTS, type Element } from "../../../core/elements";
import { nameMatches, type CurseDef, type NameCond } from "../content";
import type { ElementCounts, ShengkeState } from "../types";

function boardNameCount(s: ShengkeState, cond: NameCond): number {
  let n = 0;
  for (const bc of s.board) if (bc && s.cards[bc.id] && nameMatches(s.cards[bc.id].zh, cond)) n++;
  return n;
}

export function nameConditionsMet(s: ShengkeState, conds: readonly NameCond[]): boolean {
  return conds.every((c) => boardNameCount(s, c) >= c.count);
}

export function reductionApplies(s: ShengkeState, def: CurseDef): boolean {
  const conds = def.reduction.conds;
  if (conds.length === 0) return false;
  return def.reduction.mode === "all" ? conds.every((c) => boardNameCount(s, c) >= 1) : conds.some((c) => boardNameCount(s, c) >= 1);
}

/** The 魂 to pay after waiving `waive` (already checked to be allowed). */
export function soulCost(def: CurseDef, waive?: Element): Partial<ElementCounts> {
  const out: Partial<ElementCounts> = {};
  for (const e of ELEMENTS) {
    const n = def.cost.souls[e] ?? 0;
    if (n > 0 && e !== waive) out[e] = n;
  }
  return out;
}

export function canPay(pool: ElementCounts, cost: Partial<ElementCounts>): boolean {
  for (const e of ELEMENTS) if ((cost[e] ?? 0) > pool[e]) return false;
  return true;
}

export function pay(pool: ElementCounts, cost: Partial<ElementCounts>): void {
  for (const e of ELEMENTS) pool[e] -= cost[e] ?? 0;
}

export function costText(cost: Partial<ElementCounts>, kind: "魂" | "魄"): { zh: string; en: string } {
  const parts = ELEMENTS.filter((e) => (cost[e] ?? 0) > 0);
  if (!parts.length) return { zh: "無", en: "nothing" };
  const zhN = ["零", "一", "二", "三", "四", "五", "六"];
  return {
    zh: parts.map((e) => `${zhN[cost[e]!] ?? cost[e]}${"木火土金水"[ELEMENTS.indexOf(e)]}${kind}`).join("、"),
    en: parts.map((e) => `${cost[e]} ${e} ${kind === "魂" ? "soul" : "spirit"}`).join(", "),
  };
}
