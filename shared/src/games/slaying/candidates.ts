import { CFE_ELEMENTS } from "../cfe/cards";
import { PROFESSIONS, abilitiesOf } from "../cfe/professions";
import type { ActionCandidates } from "../../core/actionCandidates";
import { arrangements, subsets } from "../cfe/subsets";
import { HIDDEN } from "../cfe/types";
import type { SlayingAction } from "./actions";
import { SHOP } from "./content";
import { matchFormations, effectiveCards, COOP_FORMATIONS } from "./formations";
import { edgeCells } from "./map";
import type { SlayingState } from "./types";

/**
 * For every seat in every phase: each step of the turn out of order, every neighbouring cell (walls, borders and
 * the far side of the map too), every shop item bought and used with and without cards or an element, every shard
 * with every card, each of the seat's abilities with its cards, every subset of the hand as each formation it
 * makes, a wrong one and an unknown one, 整備, 轉職 to each profession with a few card sets, the drawn and dug cards,
 * and 混沌 picks of the army's cards in every order.
 */
export const slayingCandidates: ActionCandidates<SlayingState, SlayingAction> = {
  candidates(s, seat) {
    const out: unknown[] = [{ type: "pass" }, { type: "dig" }];
    const hand = (s.players[seat]?.hand ?? []).filter((c) => c !== HIDDEN);
    for (const c of edgeCells(s.team.cell)) out.push({ type: "move", cell: c.id });
    out.push({ type: "move", cell: s.team.cell }, { type: "move", cell: "O5" }, { type: "move", cell: "Z9" });
    for (const item of [...SHOP.items.map((i) => i.id), "no_such_item"]) {
      out.push({ type: "buy", item }, { type: "use_item", item });
      if (hand.length) out.push({ type: "use_item", item, cards: hand.slice(0, 1) }, { type: "use_item", item, cards: hand.slice(0, 4) });
      for (const element of CFE_ELEMENTS) out.push({ type: "use_item", item, element });
    }
    for (const element of CFE_ELEMENTS) for (const card of [...hand, 999]) out.push({ type: "use_shard", element, card });
    const abilities = [...abilitiesOf(s, seat).map((a) => a.id), "no_such_ability"];
    for (const ability of abilities) {
      for (const card of hand) out.push({ type: "ability", ability, cards: [card] });
      if (hand.length > 1) out.push({ type: "ability", ability, cards: hand.slice(0, 2), element: "fire", level: 3 }, { type: "ability", ability, cards: hand.slice(0, 2) });
    }
    const names = ["defence", "no_such_formation", ...COOP_FORMATIONS.map((f) => f.id)];
    for (const cards of subsets(hand)) {
      const matching = matchFormations(s, seat, effectiveCards(s, cards)).map((m) => m.f.id);
      for (const formation of [undefined, ...matching, ...names.filter((n) => !matching.includes(n))]) out.push({ type: "play", cards, ...(formation ? { formation } : {}) });
      if (cards.length > 1) out.push({ type: "play", cards: [...cards].reverse() }, { type: "prepare", cards: [...cards].reverse() });
      out.push({ type: "prepare", cards });
    }
    if (hand.length) out.push({ type: "play", cards: [hand[0], hand[0]] }, { type: "prepare", cards: [hand[0], hand[0]] });
    for (const other of s.players) if (other.hand.length && other.hand[0] !== HIDDEN && !hand.includes(other.hand[0])) out.push({ type: "play", cards: [other.hand[0]] });
    for (const p of PROFESSIONS) for (const cards of [hand.slice(0, 1), hand.slice(0, 3), hand]) if (cards.length) out.push({ type: "change", profession: p.id, cards });
    out.push({ type: "change", profession: "no_such_profession", cards: hand.slice(0, 1) });
    const pendingCards = s.pending && "cards" in s.pending ? s.pending.cards : [];
    for (const card of [...pendingCards, ...hand.slice(0, 2), ...s.pile.discard.slice(-2)]) out.push({ type: "discard", card }, { type: "dig_pick", card }, { type: "revelation_pick", card });
    const army = s.army.hand.map((c) => c.card).filter((c) => c !== HIDDEN);
    for (let k = 0; k <= Math.min(3, army.length); k++) for (const cards of arrangements(army, k)) out.push({ type: "chaos_pick", cards });
    if (hand.length) out.push({ type: "chaos_pick", cards: [hand[0]] });
    return out;
  },
  // The order in which cards are listed is no choice the rules offer (they go to the discard pile or a passive
  // together) except for 混沌's, and naming the formation is optional when the cards make only one.
  canonical(s, seat, a) {
    const hand = s.players[seat].hand;
    const inHandOrder = (cards: number[]) => [...cards].sort((x, y) => hand.indexOf(x) - hand.indexOf(y));
    switch (a.type) {
      case "play": {
        const virtual = s.advanced.virtual?.seat === seat ? s.advanced.virtual.card : null;
        // legalActions lists a 幻術 card after the hand cards.
        const cards = [...inHandOrder(a.cards.filter((c) => c !== virtual)), ...a.cards.filter((c) => c === virtual)];
        let formation = a.formation;
        if (formation === undefined) {
          const m = matchFormations(s, seat, effectiveCards(s, cards));
          if (m.length === 1) formation = m[0].f.id;
        }
        return { type: "play", cards, ...(formation !== undefined ? { formation } : {}) };
      }
      case "prepare":
      case "change":
      case "ability":
        return { ...a, cards: inHandOrder(a.cards) };
      case "use_item":
        return a.cards ? { ...a, cards: inHandOrder(a.cards) } : a;
      default:
        return a;
    }
  },
};
