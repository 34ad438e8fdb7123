import type { ActionCandidates } from "../../core/actionCandidates";
import type { CfeAction } from "./actions";
import { resolveFormation } from "./apply";
import { BASE_REGISTRY } from "./formations";
import { arrangements, subsets } from "./legal";
import type { CfeState } from "./types";

/**
 * Every subset of the hand with the names of the formations it makes, none, a wrong one and an unknown one, the cards of other hands, every drawn card and
 * every pick from 下家's hand in every order, pass and recycle: in every phase, for every seat.
 */
export const cfeCandidates: ActionCandidates<CfeState, CfeAction> = {
  candidates(s, seat) {
    const out: unknown[] = [{ type: "pass" }, { type: "recycle" }];
    const hand = s.players[seat]?.hand ?? [];
    const all = BASE_REGISTRY.all().map((f) => f.id);
    for (const cards of subsets(hand)) {
      const matching = BASE_REGISTRY.match(cards).map((f) => f.id);
      const names = [undefined, ...matching, all.find((id) => !matching.includes(id)), "no_such_formation"];
      for (const formation of names) out.push({ type: "play", cards, ...(formation ? { formation } : {}) });
      // Listed in another order.
      if (cards.length > 1) out.push({ type: "play", cards: [...cards].reverse(), ...(matching[0] ? { formation: matching[0] } : {}) });
    }
    // The same cards listed twice, and a card from someone else's hand.
    if (hand.length) out.push({ type: "play", cards: [hand[0], hand[0]] });
    for (const other of s.players) if (other.hand.length && other.hand !== hand) out.push({ type: "play", cards: [other.hand[0]] });
    const drawn = s.pending?.kind === "draw" ? s.pending.cards : [];
    for (const card of [...drawn, ...hand, ...(s.piles[0]?.discard.slice(-2) ?? [])]) out.push({ type: "discard", card });
    const target = s.pending?.kind === "chaos" ? s.players[s.pending.target].hand : s.players[(seat + 1) % s.seats]?.hand ?? [];
    for (let k = 0; k <= Math.min(3, target.length); k++) for (const cards of arrangements(target, k)) out.push({ type: "chaos_pick", cards });
    if (hand.length) out.push({ type: "chaos_pick", cards: [hand[0]] });
    return out;
  },
  // The order a formation's cards are listed in is not a choice the rules offer (it only orders them on the
  // discard pile), and naming the formation is optional when the cards make only one.
  canonical(s, seat, a) {
    if (a.type !== "play") return a;
    const hand = s.players[seat].hand;
    const cards = [...a.cards].sort((x, y) => hand.indexOf(x) - hand.indexOf(y));
    let formation = a.formation;
    if (formation === undefined) {
      try {
        formation = resolveFormation(BASE_REGISTRY, cards, undefined).id;
      } catch {
        // no unique formation: leave it unnamed (apply refuses it)
      }
    }
    return { type: "play", cards, ...(formation !== undefined ? { formation } : {}) };
  },
};
