/**
 * 發動條件, 減免 and 回收 (seed 二、6). The 魂 cost is per element; the name conditions count board cards of either
 * side whose name holds the character (or a character of the radical); 減免 waives the whole 魂 amount of ONE
 * element named in the cost when its conditions hold (mode "all": every listed condition, as 發動條件 lists are
 * read; "any" is available to content); 回收 costs the same amounts in 魄 and has no name condition.
 */
import { ELEMENTS, type Element } from "../../../core/elements";
import { curseElementsOf, nameMatches, type CurseDef, type NameCond } from "../content";
import type { ElementCounts, ShengkeState } from "../types";

/**
 * nameMatches, memoised by small integer ids: each card name and each condition object gets an id the first time
 * it is seen, and MATCH[name * MAX_CONDS + cond] holds 0 (not yet computed), 1 (no) or 2 (yes).
 */
const MAX_NAMES = 4096, MAX_CONDS = 64;
const nameIds = new Map<string, number>();
const condIds = new WeakMap<NameCond, number>();
let condCount = 0;
const MATCH = new Uint8Array(MAX_NAMES * MAX_CONDS);
function nameId(name: string): number {
  let id = nameIds.get(name);
  if (id === undefined) {
    id = nameIds.size < MAX_NAMES ? nameIds.size : -1;
    if (id >= 0) nameIds.set(name, id);
  }
  return id;
}
function condId(cond: NameCond): number {
  let id = condIds.get(cond);
  if (id === undefined) {
    id = condCount < MAX_CONDS ? condCount++ : -1;
    condIds.set(cond, id);
  }
  return id;
}

/**
 * The names of the board's cards, for counting name conditions; the board must not change while one is in use.
 * curseOptions and checkDeclaration ask several conditions of one board: one pass collects the names.
 */
export class BoardNames {
  private readonly names: string[] = [];
  private readonly ids: number[] = [];
  constructor(s: ShengkeState) {
    for (const bc of s.board) if (bc) { const card = s.cards[bc.id]; if (card) { this.names.push(card.zh); this.ids.push(nameId(card.zh)); } }
  }
  /** How many board cards satisfy `cond`. */
  count(cond: NameCond): number {
    const k = condId(cond);
    let n = 0;
    for (let i = 0; i < this.ids.length; i++) {
      const id = this.ids[i];
      if (id < 0 || k < 0) { if (nameMatches(this.names[i], cond)) n++; continue; }
      const slot = id * MAX_CONDS + k;
      let m = MATCH[slot];
      if (m === 0) MATCH[slot] = m = nameMatches(this.names[i], cond) ? 2 : 1;
      if (m === 2) n++;
    }
    return n;
  }
}

export function nameConditionsMet(s: ShengkeState, conds: readonly NameCond[], names?: BoardNames): boolean {
  if (!conds.length) return true;
  const b = names ?? new BoardNames(s);
  return conds.every((c) => b.count(c) >= c.count);
}

export function reductionApplies(s: ShengkeState, def: CurseDef, names?: BoardNames): boolean {
  const conds = def.reduction.conds;
  if (conds.length === 0) return false;
  const b = names ?? new BoardNames(s);
  return def.reduction.mode === "all" ? conds.every((c) => b.count(c) >= 1) : conds.some((c) => b.count(c) >= 1);
}

/** Per curse: its 魂 cost with nothing waived and with each element waived, and its 回收 cost (read-only). */
interface CostTable { full: Partial<ElementCounts>; waived: Partial<Record<Element, Partial<ElementCounts>>>; reclaim: Partial<ElementCounts> }
const costTables = new WeakMap<CurseDef, CostTable>();
function costTable(def: CurseDef): CostTable {
  let t = costTables.get(def);
  if (!t) {
    const waived: CostTable["waived"] = {};
    for (const e of ELEMENTS) waived[e] = soulCost(def, e);
    t = { full: soulCost(def), waived, reclaim: reclaimCost(def) };
    costTables.set(def, t);
  }
  return t;
}

/** soulCost, shared and cached: only for reading (canPay), never for events or paying into. */
export function cachedSoulCost(def: CurseDef, waive?: Element): Readonly<Partial<ElementCounts>> {
  const t = costTable(def);
  return waive === undefined ? t.full : t.waived[waive]!;
}

/** The 回收 cost: the 發動條件's 魂 amounts, paid in 魄. */
export function reclaimCost(def: CurseDef): Partial<ElementCounts> {
  const cost: Partial<ElementCounts> = {};
  for (const e of curseElementsOf(def)) cost[e] = def.cost.souls[e];
  return cost;
}

/** reclaimCost, shared and cached: only for reading. */
export function cachedReclaimCost(def: CurseDef): Readonly<Partial<ElementCounts>> {
  return costTable(def).reclaim;
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

// Named, not keyed, reads: these run for every curse in every legalActions and bot decision.
export function canPay(pool: ElementCounts, cost: Readonly<Partial<ElementCounts>>): boolean {
  return !((cost.wood ?? 0) > pool.wood || (cost.fire ?? 0) > pool.fire || (cost.earth ?? 0) > pool.earth || (cost.metal ?? 0) > pool.metal || (cost.water ?? 0) > pool.water);
}

export function pay(pool: ElementCounts, cost: Readonly<Partial<ElementCounts>>): void {
  pool.wood -= cost.wood ?? 0;
  pool.fire -= cost.fire ?? 0;
  pool.earth -= cost.earth ?? 0;
  pool.metal -= cost.metal ?? 0;
  pool.water -= cost.water ?? 0;
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
