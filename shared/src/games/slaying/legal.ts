import { changeOptions } from "../cfe/professions";
import { arrangements, subsets } from "../cfe/subsets";
import type { CardId } from "../cfe/types";
import type { SlayingAction } from "./actions";
import { moveProblem, itemProblem, STAGE } from "./apply";
import { SHOP } from "./content";
import { effectiveCards, matchFormations, type PlayerFormation } from "./formations";
import { stepTargets } from "./map";
import { abilityActions } from "./professions";
import { canDigHere, qualifying } from "./shards";
import { shopOpen } from "./shop";
import type { SlayingState } from "./types";

/**
 * Every legal action of `seat`, exactly what `apply` accepts. It reads only what the seat may see, so it runs on
 * the seat's redacted view too (a 混沌 pick reads the army cards, which 混沌 has just turned face up). It is built
 * from one generator per step of the turn (spec §7.1), which the bots also call one at a time.
 */
export function legalActions(s: SlayingState, seat: number): SlayingAction[] {
  if (s.phase === "over" || seat !== s.current) return [];
  if (s.phase !== "turn") return pendingActions(s);
  return [...moveActions(s), ...digActions(s), ...buyActions(s), ...windowActions(s, seat), ...playOptions(s, seat).map((o) => o.action), ...otherActionActions(s, seat)];
}

/** The choice a pending step waits for: the draw's discard, the dig's shard, 啟示's keep, 混沌's pick. */
export function pendingActions(s: SlayingState): SlayingAction[] {
  const p = s.pending;
  if (s.phase === "draw" && p?.kind === "draw") return p.cards.map((card) => ({ type: "discard", card }));
  if (s.phase === "dig" && p?.kind === "dig") return qualifying(s, p.cards).map((card) => ({ type: "dig_pick", card }));
  if (s.phase === "revelation" && p?.kind === "revelation") return p.cards.map((card) => ({ type: "revelation_pick", card }));
  // The order is a choice (the first card goes on top), as in the base game's 混沌.
  if (s.phase === "chaos" && p?.kind === "chaos") return arrangements(s.army.hand.map((c) => c.card), p.count).map((cards) => ({ type: "chaos_pick", cards }));
  return [];
}

/** T3. */
export function moveActions(s: SlayingState): SlayingAction[] {
  if (s.phase !== "turn" || s.turnState.stage > STAGE.move) return [];
  return stepTargets(s.team.cell, s.army.alive)
    .filter((c) => moveProblem(s, c.id) === null)
    .map((c) => ({ type: "move", cell: c.id }));
}

/** T4. */
export function digActions(s: SlayingState): SlayingAction[] {
  const ts = s.turnState;
  return s.phase === "turn" && ts.stage <= STAGE.dig && !ts.dug && canDigHere(s) ? [{ type: "dig" }] : [];
}

/** T5. */
export function buyActions(s: SlayingState): SlayingAction[] {
  if (s.phase !== "turn" || s.turnState.stage > STAGE.shop || !shopOpen(s)) return [];
  return SHOP.items.filter((i) => !s.team.tokens.includes(i.id) && s.team.points >= i.price).map((i) => ({ type: "buy", item: i.id }));
}

/** T6: consumables, shards and 發動 abilities. */
export function windowActions(s: SlayingState, seat: number): SlayingAction[] {
  if (s.phase !== "turn" || s.turnState.stage > STAGE.window) return [];
  const out: SlayingAction[] = [];
  const p = s.players[seat];
  for (const id of s.team.tokens) {
    const item = SHOP.items.find((i) => i.id === id)!;
    if (item.effect.kind === "redraw") {
      for (const cards of subsets(p.hand)) if (itemProblem(s, seat, id, cards, undefined) === null) out.push({ type: "use_item", item: id, cards });
    } else if (item.effect.kind === "restoreShard") {
      for (const x of s.team.shards) if (x.used && itemProblem(s, seat, id, undefined, x.element) === null) out.push({ type: "use_item", item: id, element: x.element });
    } else if (itemProblem(s, seat, id, undefined, undefined) === null) out.push({ type: "use_item", item: id });
  }
  if (!s.turnState.shardUsed) for (const x of s.team.shards) if (!x.used) for (const card of p.hand) out.push({ type: "use_shard", element: x.element, card });
  out.push(...abilityActions(s, seat));
  return out;
}

/** The seat's 幻術 / 幻朧 card waiting to be used this turn, if any. */
export function virtualOf(s: SlayingState, seat: number): CardId | null {
  const v = s.advanced.virtual;
  return v && v.seat === seat ? v.card : null;
}

/** T7 formations, each with the reading it is played under (a 幻術 card must be among the cards). */
export function playOptions(s: SlayingState, seat: number): { action: Extract<SlayingAction, { type: "play" }>; pf: PlayerFormation; effective: CardId[] }[] {
  if (s.phase !== "turn" || s.turnState.stage > STAGE.window) return [];
  const p = s.players[seat];
  if (p.cannotAct > 0) return [];
  const v = virtualOf(s, seat);
  const sets = v !== null ? [[v], ...subsets(p.hand).map((sub) => [...sub, v])] : subsets(p.hand);
  const out: { action: Extract<SlayingAction, { type: "play" }>; pf: PlayerFormation; effective: CardId[] }[] = [];
  for (const cards of sets) {
    const effective = effectiveCards(s, cards);
    for (const pf of matchFormations(s, seat, effective)) out.push({ action: { type: "play", cards, formation: pf.f.id }, pf, effective });
  }
  return out;
}

/** T7 besides formations: pass (empty hand or 無法行動), 整備 during rest, 轉職. */
export function otherActionActions(s: SlayingState, seat: number, opts: { changes?: boolean } = {}): SlayingAction[] {
  if (s.phase !== "turn" || s.turnState.stage > STAGE.window) return [];
  const p = s.players[seat];
  const v = virtualOf(s, seat);
  if (p.cannotAct > 0 || (p.hand.length === 0 && v === null)) return [{ type: "pass" }];
  if (v !== null) return [];
  const out: SlayingAction[] = [];
  if (!s.army.alive) for (const cards of subsets(p.hand)) out.push({ type: "prepare", cards });
  if (opts.changes !== false) for (const o of changeOptions(s, seat)) out.push({ type: "change", profession: o.profession, cards: o.cards });
  return out;
}
