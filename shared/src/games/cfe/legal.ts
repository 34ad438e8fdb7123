import type { FormationRegistry } from "./formations";
import type { CfeAction } from "./actions";
import { abilityActions } from "./abilities";
import { recycleCard } from "./apply";
import { matchPlay } from "./interpret";
import { changeOptions } from "./professions";
import { wouldOverwritePassive } from "./effects";
import { arrangements, subsets } from "./subsets";
import type { CfeState } from "./types";

export { subsets, combinations, arrangements } from "./subsets";

/**
 * Every legal action of `seat` (also on a redacted view of that seat: it reads only the seat's own hand, pending
 * draw and — during a 混沌 pick — the revealed hand). Cards that make several formations give one action each.
 * With the advanced modules: 發動 abilities and 轉職 changes in the action window, plays through proficiencies,
 * substitutions and 聖術, and with a 幻術 / 幻朧 card waiting only plays that use it.
 */
export function legalActions(reg: FormationRegistry, s: CfeState, seat: number): CfeAction[] {
  if (s.phase === "over" || seat !== s.current) return [];
  const out: CfeAction[] = [];
  if (s.phase === "draw" && s.pending?.kind === "draw") {
    for (const card of s.pending.cards) out.push({ type: "discard", card });
    return out;
  }
  if (s.phase === "revelation" && s.pending?.kind === "revelation") {
    for (const card of s.pending.cards) out.push({ type: "revelation_pick", card });
    return out;
  }
  if (s.phase === "chaos" && s.pending?.kind === "chaos") {
    // The order is a choice: the first card goes on top of the deck (docs/rules/cfe.md decision 9).
    for (const cards of arrangements(s.players[s.pending.target].hand, s.pending.count)) out.push({ type: "chaos_pick", cards });
    return out;
  }
  const p = s.players[seat];
  if (s.options.recycle && !s.recycledThisTurn && recycleCard(s, seat) !== null) out.push({ type: "recycle" });
  const virtual = s.advanced?.virtual && s.advanced.virtual.seat === seat ? s.advanced.virtual.card : null;
  if (p.cannotAct > 0 || (p.hand.length === 0 && virtual === null)) {
    out.push({ type: "pass" });
    return out;
  }
  if (virtual !== null) {
    // The virtual card must be used this turn: every play includes it (nothing else is legal).
    for (const cards of [[virtual], ...subsets(p.hand).map((sub) => [virtual, ...sub])]) for (const m of matchPlay(reg, s, seat, cards)) if (!wouldOverwritePassive(reg, s, seat, m.formation)) out.push({ type: "play", cards, formation: m.formation.id });
    return out;
  }
  out.push(...abilityActions(s, seat));
  for (const c of changeOptions(s, seat)) out.push({ type: "change", profession: c.profession, cards: c.cards });
  for (const cards of subsets(p.hand)) for (const m of matchPlay(reg, s, seat, cards)) if (!wouldOverwritePassive(reg, s, seat, m.formation)) out.push({ type: "play", cards, formation: m.formation.id });
  return out;
}
