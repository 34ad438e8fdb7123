import type { DuelAction } from "./actions";
import { cardDef } from "./content";
import { opponent } from "./state";
import { attacksAllowed, mulliganSeat } from "./turn";
import type { DuelState, Unit } from "./types";

/**
 * Every action `apply` accepts from `seat` (also on that seat's redacted view: it reads only the seat's own hand
 * and the public field). Concede is always there while the game runs; the mulligan lists every subset of the hand;
 * EndTurn comes plain (default 醫術 targets) and with every full choice of 醫術 targets.
 */
export function legalActions(s: DuelState, seat: number): DuelAction[] {
  if (s.phase === "over" || (seat !== 0 && seat !== 1)) return [];
  const out: DuelAction[] = [];
  const p = s.players[seat];
  if (s.phase === "mulligan") {
    if (seat === mulliganSeat(s)) for (const cards of subsets(p.hand.map((c) => c.id))) out.push({ type: "mulligan", cards });
  } else if (seat === s.active) {
    mainActions(s, seat, out);
  }
  out.push({ type: "concede" });
  return out;
}

/** The active seat's actions in its main phase, without Concede. */
export function mainActions(s: DuelState, seat: number, out: DuelAction[] = []): DuelAction[] {
  const p = s.players[seat];
  const empty: number[] = [];
  p.board.forEach((u, i) => { if (!u) empty.push(i); });
  for (const c of p.hand) {
    if (c.cost > p.mana) continue;
    const d = cardDef(c.def);
    if (d.kind === "unit") for (const slot of empty) out.push({ type: "summon", card: c.id, slot });
    else out.push({ type: "cast", card: c.id });
  }
  attackActions(s, seat, out);
  out.push({ type: "endTurn" });
  const holders = p.board.filter((u): u is Unit => u !== null && u.kw.heal > 0);
  if (holders.length) {
    const targets = p.board.filter((u): u is Unit => u !== null).map((u) => u.id);
    for (const choice of product(holders.length, targets)) out.push({ type: "endTurn", heal: holders.map((h, k) => ({ holder: h.id, target: choice[k] })) });
  }
  return out;
}

/** Every attack `seat` may declare now (SEED §3–4): each ready hero against each enemy hero or the 本陣. */
export function attackActions(s: DuelState, seat: number, out: DuelAction[] = []): DuelAction[] {
  if (!attacksAllowed(s, seat)) return out;
  const foes = s.players[opponent(seat)].board;
  const open = foes.every((f) => f === null);
  for (const u of s.players[seat].board) {
    if (!u || u.attacksLeft < 1) continue;
    for (const f of foes) if (f) out.push({ type: "attack", unit: u.id, target: f.id });
    if (open) out.push({ type: "attack", unit: u.id, target: "base-stab" });
    if (u.an >= 1) out.push({ type: "attack", unit: u.id, target: "base-dart" });
  }
  return out;
}

/** Every subset of `ids` (the empty one first), keeping their order. */
export function subsets(ids: readonly number[]): number[][] {
  const out: number[][] = [];
  for (let mask = 0; mask < 1 << ids.length; mask++) out.push(ids.filter((_, i) => mask & (1 << i)));
  return out;
}

function product(n: number, items: readonly number[]): number[][] {
  let acc: number[][] = [[]];
  for (let k = 0; k < n; k++) acc = acc.flatMap((prefix) => items.map((x) => [...prefix, x]));
  return acc;
}
