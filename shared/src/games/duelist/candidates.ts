import type { ActionCandidates } from "../../core/actionCandidates";
import type { DuelAction } from "./actions";
import { RULES } from "./content";
import { subsets } from "./legal";
import type { DuelState } from "./types";

/**
 * For any seat in any phase: every card of either hand into every slot (and one beyond) and cast, every hero on the
 * field against every hero and both 本陣 targets, EndTurn plain and with 醫術 lists (right, short, naming an enemy),
 * mulligans of subsets of either hand (and a card from nowhere), and concede.
 */
export const duelistCandidates: ActionCandidates<DuelState, DuelAction> = {
  candidates(s, seat) {
    const out: unknown[] = [{ type: "endTurn" }, { type: "concede" }, { type: "cast", card: 99_999 }, { type: "mulligan", cards: [99_999] }];
    const units = s.players.flatMap((p) => p.board.flatMap((u) => (u ? [u] : [])));
    for (const p of s.players) {
      for (const c of p.hand) {
        for (let slot = 0; slot <= RULES.slots.value; slot++) out.push({ type: "summon", card: c.id, slot });
        out.push({ type: "cast", card: c.id });
      }
      for (const cards of subsets(p.hand.map((c) => c.id)).slice(0, 12)) out.push({ type: "mulligan", cards });
    }
    for (const u of units) for (const target of [...units.map((t) => t.id), "base-stab", "base-dart"]) out.push({ type: "attack", unit: u.id, target });
    const mine = s.players[seat]?.board.flatMap((u) => (u ? [u] : [])) ?? [];
    const holders = mine.filter((u) => u.kw.heal > 0);
    for (const target of units) {
      if (holders.length) out.push({ type: "endTurn", heal: holders.map((h) => ({ holder: h.id, target: target.id })) });
      out.push({ type: "endTurn", heal: [{ holder: (holders[0] ?? target).id, target: target.id }] });
    }
    if (holders.length > 1) out.push({ type: "endTurn", heal: holders.slice(1).map((h) => ({ holder: h.id, target: h.id })) });
    return out;
  },
  // The cards of a mulligan are a set: the order they are named in changes nothing.
  canonical(s, seat, a) {
    if (a.type !== "mulligan") return a;
    const hand = s.players[seat]?.hand.map((c) => c.id) ?? [];
    if (!a.cards.every((c) => hand.includes(c))) return a;
    return { type: "mulligan", cards: [...a.cards].sort((x, y) => hand.indexOf(x) - hand.indexOf(y)) };
  },
};
