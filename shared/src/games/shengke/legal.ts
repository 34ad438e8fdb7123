/**
 * Every legal action for a seat, in a fixed order (perft tests count them). Curse actions are enumerated from
 * each effect's own target list, so legalActions and apply agree by construction; tests check that every listed
 * action applies without error.
 */
import { ELEMENTS, overcomes, type Element } from "../../core/elements";
import type { ShengkeAction } from "./actions";
import { avatarActions } from "./avatar";
import { CURSE_BY_ID, curseElements } from "./content";
import { canPay, nameConditionsMet, reductionApplies, soulCost } from "./curses/cost";
import { EFFECTS } from "./curses/registry";
import { summonCells } from "./flow";
import { handRoom } from "./ops";
import type { CurseSide } from "./content";
import type { CurseTargets, ElementCounts, ShengkeState } from "./types";

export function legalActions(s: ShengkeState, seat: number): ShengkeAction[] {
  if (s.over || s.priority.seat !== seat) return [];
  const out: ShengkeAction[] = [];
  if (s.priority.mode !== "main") {
    out.push({ type: "pass" });
    curseActions(s, seat, out);
    return out;
  }
  const t = s.t;
  switch (s.phase) {
    case "start":
      for (const d of [0, 1] as const) if (t.dieElements[d] === null) for (const element of ELEMENTS) out.push({ type: "chooseDie", die: d, element });
      if (!t.tokenTaken) for (const kind of ["soul", "spirit"] as const) for (const element of ELEMENTS) out.push({ type: "token", kind, element });
      if (t.tokenTaken && t.dieElements[0] !== null && t.dieElements[1] !== null) out.push({ type: "endPhase" });
      break;
    case "draw":
      if (!t.drawn) out.push({ type: "draw" });
      else out.push({ type: "endPhase" });
      break;
    case "place": {
      const summons = summonActions(s, seat);
      out.push(...summons);
      if (summons.length === 0) out.push({ type: "endPhase" });
      for (const a of avatarActions(s, seat)) out.push({ type: "avatar", card: a.card, target: a.target });
      break;
    }
    case "judge":
      out.push(t.judged ? { type: "endPhase" } : { type: "judge" });
      break;
    case "end":
      out.push({ type: "endPhase" });
      break;
  }
  if (s.phase !== "start") mayActions(s, seat, out);
  curseActions(s, seat, out);
  return out;
}

/** The must-actions, endPhase and pass only (no optional actions): what the random bot mostly picks from. */
export function progressActions(s: ShengkeState, seat: number): ShengkeAction[] {
  if (s.over || s.priority.seat !== seat) return [];
  if (s.priority.mode !== "main") return [{ type: "pass" }];
  const t = s.t;
  const out: ShengkeAction[] = [];
  switch (s.phase) {
    case "start":
      for (const d of [0, 1] as const) if (t.dieElements[d] === null) for (const element of ELEMENTS) out.push({ type: "chooseDie", die: d, element });
      if (!t.tokenTaken) for (const kind of ["soul", "spirit"] as const) for (const element of ELEMENTS) out.push({ type: "token", kind, element });
      if (!out.length) out.push({ type: "endPhase" });
      break;
    case "draw":
      out.push(t.drawn ? { type: "endPhase" } : { type: "draw" });
      break;
    case "place":
      out.push(...summonActions(s, seat));
      if (!out.length) out.push({ type: "endPhase" });
      break;
    case "judge":
      out.push(t.judged ? { type: "endPhase" } : { type: "judge" });
      break;
    case "end":
      out.push({ type: "endPhase" });
      break;
  }
  return out;
}

export function summonActions(s: ShengkeState, seat: number): ShengkeAction[] {
  const out: ShengkeAction[] = [];
  const els = new Set<Element>();
  for (const d of [0, 1]) if (!s.t.diceUsed[d] && s.t.dieElements[d]) els.add(s.t.dieElements[d]!);
  if (!els.size) return out;
  const cells = summonCells(s);
  for (const card of s.players[seat].hand) {
    const c = s.cards[card];
    if (!c || !els.has(c.element)) continue;
    for (const cell of cells) out.push({ type: "summon", card, cell });
  }
  return out;
}

export function mayActions(s: ShengkeState, seat: number, out: ShengkeAction[]): void {
  const p = s.players[seat];
  const room = handRoom(s, seat);
  for (const element of ELEMENTS) {
    const max = Math.min(p.soul[element], p.piles[element].length, room);
    for (let count = 1; count <= max; count++) out.push({ type: "soulDraw", element, count });
  }
  for (const element of ELEMENTS) if (p.spirit[element] > 0) for (const card of p.discards[element]) out.push({ type: "returnBeast", card });
  for (const curse of p.curseDiscard) {
    const def = CURSE_BY_ID[s.curses[curse]?.def];
    if (!def) continue;
    const cost: Partial<ElementCounts> = {};
    for (const e of curseElements(def)) cost[e] = def.cost.souls[e];
    if (canPay(p.spirit, cost)) out.push({ type: "reclaim", curse });
  }
}

/** A curse card and side that may be activated now, with the zones and 減免 choices open to it (targets not expanded). */
export interface CurseOption {
  curse: string;
  side: CurseSide;
  zones: Element[];
  waives: (Element | undefined)[];
}

export function curseOptions(s: ShengkeState, seat: number): CurseOption[] {
  const p = s.players[seat];
  const out: CurseOption[] = [];
  if (!p.curseHand.length) return out;
  const top = s.priority.mode === "chain" ? s.chain[s.chain.length - 1] : null;
  for (const curse of p.curseHand) {
    const def = CURSE_BY_ID[s.curses[curse]?.def];
    if (!def || !def.timing.includes(s.phase)) continue;
    const zones = curseElements(def).filter((z) => p.curseZones[z] === null);
    if (!zones.length) continue;
    const waives: (Element | undefined)[] = [];
    if (canPay(p.soul, soulCost(def))) waives.push(undefined);
    let reduction: boolean | null = null;
    for (const e of curseElements(def)) {
      if (!canPay(p.soul, soulCost(def, e))) continue;
      reduction ??= reductionApplies(s, def);
      if (reduction) waives.push(e);
    }
    if (!waives.length || !nameConditionsMet(s, def.cost.names)) continue;
    for (const side of def.sides) {
      const effect = EFFECTS[side.effect];
      if (!!effect.responseOnly !== !!top && effect.responseOnly) continue;
      const okZones = top && !effect.responseOnly ? zones.filter((z) => overcomes(z, top.zone)) : zones;
      if (okZones.length) out.push({ curse, side, zones: okZones, waives });
    }
  }
  return out;
}

export function curseAction(o: CurseOption, zone: Element, waive: Element | undefined, t: CurseTargets): ShengkeAction {
  const a: Extract<ShengkeAction, { type: "curse" }> = { type: "curse", curse: o.curse, side: o.side.id, zone, ...(waive ? { waive } : {}) };
  if (t.cell !== undefined) a.cell = t.cell;
  if (t.cell2 !== undefined) a.cell2 = t.cell2;
  if (t.card !== undefined) a.card = t.card;
  if (t.element !== undefined) a.element = t.element;
  if (t.turns !== undefined) a.turns = t.turns;
  return a;
}

export function curseActions(s: ShengkeState, seat: number, out: ShengkeAction[]): void {
  for (const o of curseOptions(s, seat)) {
    const targets = EFFECTS[o.side.effect].targets(s, seat, o.side);
    for (const zone of o.zones) for (const waive of o.waives) for (const t of targets) out.push(curseAction(o, zone, waive, t));
  }
}
