import { combinations, subsets } from "../cfe/legal";
import type { SlayingAction } from "./actions";
import { moveProblem, itemProblem, STAGE } from "./apply";
import { SHOP } from "./content";
import { effectiveCards, matchFormations } from "./formations";
import { stepTargets } from "./map";
import { canDigHere, qualifying } from "./shards";
import { shopOpen } from "./shop";
import type { SlayingState } from "./types";

/**
 * Every legal action of `seat`, exactly what `apply` accepts. It reads only what the seat may see, so it runs on
 * the seat's redacted view too (a 混沌 pick reads the army cards, which 混沌 has just turned face up).
 */
export function legalActions(s: SlayingState, seat: number): SlayingAction[] {
  if (s.phase === "over" || seat !== s.current) return [];
  const out: SlayingAction[] = [];
  if (s.phase === "draw" && s.pending?.kind === "draw") {
    for (const card of s.pending.cards) out.push({ type: "discard", card });
    return out;
  }
  if (s.phase === "dig" && s.pending?.kind === "dig") {
    for (const card of qualifying(s, s.pending.cards)) out.push({ type: "dig_pick", card });
    return out;
  }
  if (s.phase === "chaos" && s.pending?.kind === "chaos") {
    for (const cards of combinations(s.army.hand.map((c) => c.card), s.pending.count)) out.push({ type: "chaos_pick", cards });
    return out;
  }
  const ts = s.turnState;
  const p = s.players[seat];
  if (ts.stage <= STAGE.move) for (const c of stepTargets(s.team.cell, s.army.alive)) if (moveProblem(s, c.id) === null) out.push({ type: "move", cell: c.id });
  if (ts.stage <= STAGE.dig && !ts.dug && canDigHere(s)) out.push({ type: "dig" });
  if (ts.stage <= STAGE.shop && shopOpen(s)) for (const i of SHOP.items) if (!s.team.tokens.includes(i.id) && s.team.points >= i.price) out.push({ type: "buy", item: i.id });
  if (ts.stage <= STAGE.window) {
    for (const id of s.team.tokens) {
      const item = SHOP.items.find((i) => i.id === id)!;
      if (item.effect.kind === "redraw") {
        for (const cards of subsets(p.hand)) if (itemProblem(s, seat, id, cards, undefined) === null) out.push({ type: "use_item", item: id, cards });
      } else if (item.effect.kind === "restoreShard") {
        for (const x of s.team.shards) if (x.used && itemProblem(s, seat, id, undefined, x.element) === null) out.push({ type: "use_item", item: id, element: x.element });
      } else if (itemProblem(s, seat, id, undefined, undefined) === null) out.push({ type: "use_item", item: id });
    }
    if (!ts.shardUsed) for (const x of s.team.shards) if (!x.used) for (const card of p.hand) out.push({ type: "use_shard", element: x.element, card });
    if (p.cannotAct > 0 || p.hand.length === 0) out.push({ type: "pass" });
    else {
      for (const cards of subsets(p.hand)) for (const pf of matchFormations(s, effectiveCards(s, cards))) out.push({ type: "play", cards, formation: pf.f.id });
      if (!s.army.alive) for (const cards of subsets(p.hand)) out.push({ type: "prepare", cards });
    }
  }
  return out;
}
