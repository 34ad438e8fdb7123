import { ELEMENTS } from "../../core/elements";
import type { ActionCandidates } from "../../core/actionCandidates";
import type { ShengkeAction } from "./actions";
import { CELLS } from "./board";
import { CURSE_BY_ID, curseElementsOf } from "./content";
import { EFFECTS } from "./curses/registry";
import { curseOptions } from "./legal";
import type { CurseTargets, ShengkeState } from "./types";

const cells = Array.from({ length: CELLS }, (_, i) => i);

/**
 * Every action shape at every position: each phase's must-actions, every hand card on every cell, every soul draw,
 * every discard and curse-discard card, 化身召喚 onto every occupied cell, and for each curse in hand and each side
 * every zone × 減免 choice and every value of each target field (cells both ways round for two-cell effects).
 */
export const shengkeCandidates: ActionCandidates<ShengkeState, ShengkeAction> = {
  candidates(s, seat) {
    const p = s.players[seat];
    const out: unknown[] = [{ type: "draw" }, { type: "judge" }, { type: "endPhase" }, { type: "pass" }];
    for (const die of [0, 1]) for (const element of ELEMENTS) out.push({ type: "chooseDie", die, element });
    for (const kind of ["soul", "spirit"]) for (const element of ELEMENTS) out.push({ type: "token", kind, element });
    const foreign = s.players[1 - seat].hand[0];
    for (const card of [...p.hand, ...(foreign ? [foreign] : [])]) for (const cell of cells) out.push({ type: "summon", card, cell });
    for (const element of ELEMENTS) for (let count = 1; count <= 6; count++) out.push({ type: "soulDraw", element, count });
    const discards = ELEMENTS.flatMap((e) => p.discards[e]);
    for (const card of [...discards, ...p.hand.slice(0, 1)]) out.push({ type: "returnBeast", card });
    for (const curse of [...p.curseDiscard, ...p.curseHand]) out.push({ type: "reclaim", curse });
    const occupied = cells.filter((c) => s.board[c]);
    for (const card of [...p.hand, ...discards, ...p.specialDeck]) for (const target of occupied) out.push({ type: "avatar", card, target });
    for (const curse of p.curseHand) curseCandidates(s, seat, curse, out);
    return out;
  },
};

function curseCandidates(s: ShengkeState, seat: number, curse: string, out: unknown[]): void {
  const p = s.players[seat];
  const def = CURSE_BY_ID[s.curses[curse]?.def];
  if (!def) return;
  const freeZone = curseElementsOf(def).find((z) => p.curseZones[z] === null) ?? ELEMENTS[0];
  const options = curseOptions(s, seat).filter((o) => o.curse === curse);
  for (const side of [...def.sides, { ...def.sides[0], id: "no_such_side" }]) {
    // Targets are tried with the zone and 減免 choices a legal declaration of this side would use.
    const option = options.find((o) => o.side.id === side.id);
    const zone = option?.zones[0] ?? freeZone;
    const targetWaives = option?.waives ?? [undefined];
    const effect = EFFECTS[side.effect];
    const legal = effect.targets(s, seat, side);
    const targets: CurseTargets[] = [...legal, ...legal.filter((t) => t.cell2 !== undefined).map((t) => ({ ...t, cell: t.cell2, cell2: t.cell }))];
    // One field at a time over its whole domain, the others as in the first legal target.
    const base: CurseTargets = legal[0] ?? { cell: 0, cell2: 1, card: p.hand[0], element: "wood", turns: 1 };
    const domains: Record<string, readonly unknown[]> = { cell: cells, cell2: cells, card: [...p.hand, ...ELEMENTS.flatMap((e) => p.discards[e]), ...p.specialDeck], element: ELEMENTS, turns: [1, 2, 3] };
    for (const field of effect.fields) for (const v of domains[field]) targets.push({ ...pick(base, effect.fields), [field]: v });
    const action = (zone: string, waive: string | undefined, t: CurseTargets) => ({ type: "curse", curse, side: side.id, zone, ...(waive ? { waive } : {}), ...pick(t, effect.fields) });
    const waives = [undefined, ...ELEMENTS];
    for (const zone of ELEMENTS) for (const waive of waives) out.push(action(zone, waive, base));
    for (const t of targets) for (const waive of targetWaives) out.push(action(zone, waive, t));
  }
}

function pick(t: CurseTargets, fields: readonly string[]): Partial<CurseTargets> {
  const out: Record<string, unknown> = {};
  for (const f of fields) if ((t as Record<string, unknown>)[f] !== undefined) out[f] = (t as Record<string, unknown>)[f];
  return out;
}
