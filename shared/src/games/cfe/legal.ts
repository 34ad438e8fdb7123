import type { FormationRegistry } from "./formations";
import type { CfeAction } from "./actions";
import { recycleCard, wouldOverwritePassive } from "./apply";
import type { CardId, CfeState } from "./types";

/**
 * Every legal action of `seat` (also on a redacted view of that seat: it reads only the seat's own hand, pending
 * draw and — during a 混沌 pick — the revealed hand). Cards that make several formations give one action each.
 */
export function legalActions(reg: FormationRegistry, s: CfeState, seat: number): CfeAction[] {
  if (s.phase === "over" || seat !== s.current) return [];
  const out: CfeAction[] = [];
  if (s.phase === "draw" && s.pending?.kind === "draw") {
    for (const card of s.pending.cards) out.push({ type: "discard", card });
    return out;
  }
  if (s.phase === "chaos" && s.pending?.kind === "chaos") {
    // The order is a choice: the first card goes on top of the deck (docs/rules/cfe.md decision 9).
    for (const cards of arrangements(s.players[s.pending.target].hand, s.pending.count)) out.push({ type: "chaos_pick", cards });
    return out;
  }
  const p = s.players[seat];
  if (s.options.recycle && !s.recycledThisTurn && recycleCard(s, seat) !== null) out.push({ type: "recycle" });
  if (p.cannotAct > 0 || p.hand.length === 0) {
    out.push({ type: "pass" });
    return out;
  }
  for (const cards of subsets(p.hand)) for (const f of reg.match(cards)) if (!wouldOverwritePassive(reg, s, seat, f)) out.push({ type: "play", cards, formation: f.id });
  return out;
}

/** Non-empty subsets, in bitmask order. */
export function subsets(hand: readonly CardId[]): CardId[][] {
  const out: CardId[][] = [];
  const n = hand.length;
  for (let mask = 1; mask < 1 << n; mask++) {
    const sub: CardId[] = [];
    for (let i = 0; i < n; i++) if (mask & (1 << i)) sub.push(hand[i]);
    out.push(sub);
  }
  return out;
}

/** Ordered choices of k distinct items (k-permutations), in lexicographic index order. */
export function arrangements(items: readonly CardId[], k: number): CardId[][] {
  const out: CardId[][] = [];
  const used = new Array<boolean>(items.length).fill(false);
  const rec = (acc: CardId[]) => {
    if (acc.length === k) { out.push([...acc]); return; }
    for (let i = 0; i < items.length; i++) if (!used[i]) { used[i] = true; acc.push(items[i]); rec(acc); acc.pop(); used[i] = false; }
  };
  rec([]);
  return out;
}

export function combinations(items: readonly CardId[], k: number): CardId[][] {
  const out: CardId[][] = [];
  const rec = (start: number, acc: CardId[]) => {
    if (acc.length === k) { out.push([...acc]); return; }
    for (let i = start; i < items.length; i++) { acc.push(items[i]); rec(i + 1, acc); acc.pop(); }
  };
  rec(0, []);
  return out;
}
