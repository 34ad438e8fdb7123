import type { GameEvent } from "../../core/engine";
import { ELEMENT_EN, ELEMENT_ZH, type Element } from "../../core/elements";
import type { CfeAction } from "./actions";
import { cardLevel, cardOwner, cardsEn, cardsZh, CFE_ELEMENTS, virtualCard } from "./cards";
import { need } from "./errors";
import { abilitiesOf, abilityById, hooksOf } from "./professions";
import { changeHp, upper } from "./seats";
import { combinations } from "./subsets";
import { discardTo, drawPileOf, removeFromHand, seatEn, seatZh } from "./state";
import { takeFromDeck } from "./turn";
import type { CardId, CfeState } from "./types";

/**
 * 發動能力 activated profession abilities (§10.3): used in the active-effect window before the action, at most one
 * successful activation per turn (counted across all abilities), never under Cannot Act, and only when the whole
 * effect can happen. 幻術 / 幻朧 make a virtual card that this turn's formation must use; 影切 costs 上家's side HP;
 * 冥思 adds a draw; 啟示 draws three to keep one.
 */
type AbilityAction = Extract<CfeAction, { type: "ability" }>;

/** Cards a 啟示 could draw now from `seat`'s pile (after its own discard lands there). */
function drawable(s: CfeState, seat: number, discarded: CardId): number {
  const pile = drawPileOf(s, seat);
  const owner = cardOwner(discarded);
  const lands = !s.options.personalDeck || owner === 0 || owner - 1 === seat;
  return pile.deck.length + pile.discard.length + (lands ? 1 : 0);
}

export function activate(s: CfeState, seat: number, action: AbilityAction, events: GameEvent[], checkEnd: (s: CfeState, events: GameEvent[]) => boolean): void {
  need(s.phase === "action", "wrong_phase");
  need(!!s.advanced?.heroes, "module_off");
  const ability = abilityById(action.ability);
  need(ability && ability.kind === "activated", "unknown_ability");
  need(abilitiesOf(s, seat).some((a) => a.id === ability.id), "ability_not_held");
  const p = s.players[seat];
  need(p.cannotAct === 0, "cannot_act");
  need(s.advanced!.activated === null, "ability_used");
  const cards = action.cards;
  need(new Set(cards).size === cards.length, "duplicate_card");
  for (const c of cards) need(p.hand.includes(c), "card_not_in_hand");
  const e = ability.effect;
  const isIllusion = e.hook === "illusion";
  need(isIllusion || (action.element === undefined && action.level === undefined), "bad_action");
  switch (e.hook) {
    case "illusion": {
      need(cards.length === e.discard, "ability_cards");
      need(action.element !== undefined && action.level !== undefined, "ability_choice");
      spend(s, seat, cards);
      const card = virtualCard(action.element, action.level);
      s.advanced!.virtual = { seat, card, scope: e.scope, ability: ability.id };
      // 幻術精研 rewards 幻術 (the strike) only; 幻朧 is a different ability (§10.3).
      const bonus = e.scope === "strike" ? hooksOf(s, seat, "illusion_mastery").filter((h) => action.level! <= h.maxLevel).reduce((n, h) => n + h.amount, 0) : 0;
      s.drawBonus += bonus;
      events.push({
        type: "ability",
        seat,
        zh: `${seatZh(seat)}發動${ability.zh}：捨棄${cardsZh(cards)}，造出虛擬的${ELEMENT_ZH[action.element]}${action.level}${e.scope === "strike" ? "，本回合須以它施展擊術" : "，本回合須用於基礎陣法"}${bonus ? `（抽牌 +${bonus}）` : ""}。`,
        en: `${seatEn(seat)} activates ${ability.en}: discards ${cardsEn(cards)} and makes a virtual ${ELEMENT_EN[action.element]} ${action.level}${e.scope === "strike" ? " to strike with this turn" : " for a basic formation this turn"}${bonus ? ` (draw +${bonus})` : ""}.`,
        data: { ability: ability.id, cards, virtual: card, element: action.element, level: action.level, drawBonus: bonus },
      });
      break;
    }
    case "shadow_cut": {
      need(cards.length === e.discard, "ability_cards");
      spend(s, seat, cards);
      const target = upper(s, seat);
      const d = changeHp(s, s.teamOf[target], -cardLevel(cards[0]) * e.perLevel);
      events.push({ type: "ability", seat, zh: `${seatZh(seat)}發動${ability.zh}：捨棄${cardsZh(cards)}，${seatZh(target)}的一方扣除 ${-d} 點生命。`, en: `${seatEn(seat)} activates ${ability.en}: discards ${cardsEn(cards)}; ${seatEn(target)}'s side loses ${-d} HP.`, data: { ability: ability.id, cards, target, amount: -d } });
      break;
    }
    case "meditation": {
      need(cards.length === 1 && cardLevel(cards[0]) >= e.minLevel, "ability_cards");
      spend(s, seat, cards);
      s.drawBonus += e.amount;
      events.push({ type: "ability", seat, zh: `${seatZh(seat)}發動${ability.zh}：捨棄${cardsZh(cards)}，本回合抽牌 +${e.amount}。`, en: `${seatEn(seat)} activates ${ability.en}: discards ${cardsEn(cards)}; draw +${e.amount} this turn.`, data: { ability: ability.id, cards, drawBonus: e.amount } });
      break;
    }
    case "revelation": {
      need(cards.length === 1 && cardLevel(cards[0]) >= e.minLevel, "ability_cards");
      need(drawable(s, seat, cards[0]) >= e.look, "ability_impossible");
      spend(s, seat, cards);
      const drawn = takeFromDeck(s, seat, e.look, events);
      s.pending = { kind: "revelation", seat, cards: drawn };
      s.phase = "revelation";
      events.push({ type: "ability", seat, zh: `${seatZh(seat)}發動${ability.zh}：捨棄${cardsZh(cards)}，抽 ${drawn.length} 張留 1 張。`, en: `${seatEn(seat)} activates ${ability.en}: discards ${cardsEn(cards)}, draws ${drawn.length} to keep 1.`, data: { ability: ability.id, cards, count: drawn.length } });
      events.push({ type: "drew", seat, visibleTo: [seat], zh: `你抽到 ${cardsZh(drawn)}，請選一張留下。`, en: `You drew ${cardsEn(drawn)}; choose one to keep.`, data: { cards: drawn } });
      break;
    }
    default:
      need(false, "unknown_ability");
  }
  s.advanced!.activated = ability.id;
  checkEnd(s, events);
}

function spend(s: CfeState, seat: number, cards: readonly CardId[]): void {
  removeFromHand(s.players[seat].hand, cards);
  discardTo(s, cards);
}

/** 啟示: keep one of the cards just drawn; the others are discarded. */
export function revelationPick(s: CfeState, seat: number, card: CardId, events: GameEvent[]): void {
  need(s.phase === "revelation" && s.pending?.kind === "revelation", "wrong_phase");
  const drawn = s.pending.cards;
  need(drawn.includes(card), "revelation_pick");
  const rest = drawn.filter((c) => c !== card);
  s.players[seat].hand.push(card);
  discardTo(s, rest);
  s.pending = null;
  s.phase = "action";
  events.push({ type: "revelation_pick", seat, zh: `${seatZh(seat)}留下 1 張，棄掉${cardsZh(rest) || "（無）"}。`, en: `${seatEn(seat)} keeps 1 and discards ${cardsEn(rest) || "nothing"}.`, data: { discarded: rest } });
}

/** Every activation `seat` could make now (legalActions); 幻術 / 幻朧 once per discard pair and virtual face. */
export function abilityActions(s: CfeState, seat: number): AbilityAction[] {
  const a = s.advanced;
  if (!a?.heroes || s.phase !== "action" || a.activated !== null || s.players[seat].cannotAct > 0) return [];
  const hand = s.players[seat].hand.filter((c) => c >= 0);
  const out: AbilityAction[] = [];
  for (const ability of abilitiesOf(s, seat)) {
    const e = ability.effect;
    if (e.hook === "illusion") {
      for (const cards of combinations(hand, e.discard)) for (const element of CFE_ELEMENTS as Element[]) for (let level = 1; level <= 5; level++) out.push({ type: "ability", ability: ability.id, cards, element, level });
    } else if (e.hook === "shadow_cut") {
      for (const c of hand) out.push({ type: "ability", ability: ability.id, cards: [c] });
    } else if (e.hook === "meditation" || e.hook === "revelation") {
      for (const c of hand) {
        if (cardLevel(c) < e.minLevel) continue;
        if (e.hook === "revelation" && drawable(s, seat, c) < e.look) continue;
        out.push({ type: "ability", ability: ability.id, cards: [c] });
      }
    }
  }
  return out;
}
