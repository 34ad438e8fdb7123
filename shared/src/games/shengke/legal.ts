/**
 * Every legal action for a seat, in a fixed order (perft tests count them). Curse actions are enumerated from
 * each effect's own target list, so legalActions and apply agree by construction; tests check that every listed
 * action applies without error.
 */
import { ELEMENTS, overcomes, type Element } from "../../core/elements";
import type { ShengkeAction } from "./actions";
import { avatarActions } from "./avatar";
import { CURSE_BY_ID, curseElementsOf } from "./content";
import { BoardNames, cachedReclaimCost, cachedSoulCost, canPay, nameConditionsMet, reductionApplies } from "./curses/cost";
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
  phaseActions(s, seat, out);
  if (s.phase === "place") for (const a of avatarActions(s, seat)) out.push({ type: "avatar", card: a.card, target: a.target });
  if (s.phase !== "start") mayActions(s, seat, out);
  curseActions(s, seat, out);
  return out;
}

/** The must-actions, endPhase and pass only (no optional actions): what the random bot mostly picks from. */
export function progressActions(s: ShengkeState, seat: number): ShengkeAction[] {
  if (s.over || s.priority.seat !== seat) return [];
  if (s.priority.mode !== "main") return [{ type: "pass" }];
  const out: ShengkeAction[] = [];
  phaseActions(s, seat, out);
  return out;
}

/**
 * The turn's player's actions of the current phase: its must-actions while they are open, else endPhase (in <3>
 * endPhase once no summon is left). The start of legalActions and all of progressActions.
 */
function phaseActions(s: ShengkeState, seat: number, out: ShengkeAction[]): void {
  const t = s.t;
  switch (s.phase) {
    case "start":
      for (const d of [0, 1] as const) if (t.dieElements[d] === null) for (const element of ELEMENTS) out.push({ type: "chooseDie", die: d, element });
      if (!t.tokenTaken) for (const kind of ["soul", "spirit"] as const) for (const element of ELEMENTS) out.push({ type: "token", kind, element });
      if (t.tokenTaken && t.dieElements[0] !== null && t.dieElements[1] !== null) out.push({ type: "endPhase" });
      break;
    case "draw":
      out.push(t.drawn ? { type: "endPhase" } : { type: "draw" });
      break;
    case "place": {
      const summons = summonActions(s, seat);
      for (const a of summons) out.push(a);
      if (summons.length === 0) out.push({ type: "endPhase" });
      break;
    }
    case "judge":
      out.push(t.judged ? { type: "endPhase" } : { type: "judge" });
      break;
    case "end":
      out.push({ type: "endPhase" });
      break;
  }
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
    if (def && canPay(p.spirit, cachedReclaimCost(def))) out.push({ type: "reclaim", curse });
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
  let names: BoardNames | null = null;
  for (const curse of p.curseHand) {
    const def = CURSE_BY_ID[s.curses[curse]?.def];
    if (!def || !def.timing.includes(s.phase)) continue;
    const elements = curseElementsOf(def);
    const zones = elements.filter((z) => p.curseZones[z] === null);
    if (!zones.length) continue;
    const waives: (Element | undefined)[] = [];
    if (canPay(p.soul, cachedSoulCost(def))) waives.push(undefined);
    let reduction: boolean | null = null;
    for (const e of elements) {
      if (!canPay(p.soul, cachedSoulCost(def, e))) continue;
      reduction ??= reductionApplies(s, def, (names ??= new BoardNames(s)));
      if (reduction) waives.push(e);
    }
    if (!waives.length || !nameConditionsMet(s, def.cost.names, (names ??= new BoardNames(s)))) continue;
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

/**
 * Whether an action changes something worth stopping for: everything but `pass` and a curse whose target would add
 * nothing (its effect's `addsNothing`, e.g. tokens that are all at the cap). Such a curse stays legal; it just does
 * not hold a step open or a response window (docs/rules/shengke.md, "Information").
 */
export function changesSomething(s: ShengkeState, seat: number, a: ShengkeAction): boolean {
  if (a.type === "pass") return false;
  if (a.type !== "curse") return true;
  const side = CURSE_BY_ID[s.curses[a.curse]?.def]?.sides.find((x) => x.id === a.side);
  const effect = side && EFFECTS[side.effect];
  return !effect?.addsNothing?.(s, seat, side!, { cell: a.cell, cell2: a.cell2, card: a.card, element: a.element, turns: a.turns });
}

/** In a response window: does the seat hold an answer that changes something (so the window is worth asking)? */
export function canAnswer(s: ShengkeState, seat: number, legal: ShengkeAction[] = legalActions(s, seat)): boolean {
  return legal.some((a) => changesSomething(s, seat, a));
}
