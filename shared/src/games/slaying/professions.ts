import type { GameEvent } from "../../core/engine";
import { ELEMENT_EN, ELEMENT_ZH, type Element } from "../../core/elements";
import { CFE_ELEMENTS, cardLevel, cardsEn, cardsZh, virtualCard } from "../cfe/cards";
import { abilitiesOf, abilityById, applyChange, checkChange, hooksOf, lineage, professionById, professionOf } from "../cfe/professions";
import { combinations } from "../cfe/subsets";
import { takeFromPile } from "../cfe/turn";
import type { CardId } from "../cfe/types";
import type { SlayingAction } from "./actions";
import type { ArmyMove } from "./content";
import { need, ruleError } from "./errors";
import { hurtArmy } from "./hp";
import { emit, seatName } from "./state";
import type { SlayingState } from "./types";

/**
 * 英雄學派 in this mode (spec §13 v1), through the base game's professions API (cfe/professions.ts): 轉職 as an action
 * (also during rest, seed §7-2), the 發動 abilities of the active window (at most one per turn, never under 無法行動,
 * only when the whole effect can happen), and the questions the army's resolution asks (seed §9-5: is 下家 the 武者?).
 * The base game's code does the requirement checks, ability lookup and inheritance; this file only aims the effects
 * at this mode's seats (上家 is the army) and piles (one shared deck).
 */

/** Seed §9-5: is this player unaffected by the effects of `move` (the 武者 and 黑暗鎖鍊, 黑暗埋塵, 魔雷閃, 火山爆)? */
export function exemptFrom(s: SlayingState, seat: number, move: ArmyMove): boolean {
  const p = professionOf(s, seat);
  if (!p || !move.exemptProfessions) return false;
  return lineage(p).some((x) => move.exemptProfessions!.includes(x.id));
}

/** 轉職 (base §10.3): declare, reveal, change, discard. The cards go to the shared discard pile. */
export function changeProfessionAction(s: SlayingState, seat: number, professionId: string, cards: readonly CardId[], events: GameEvent[]): void {
  const check = checkChange(s, seat, professionId, cards);
  if (!check.ok) throw ruleError(check.code as never);
  const p = professionById(professionId)!;
  emit(events, "profession_declare", `${seatName(seat)}宣告轉職為${p.zh}，亮出${cardsZh(cards)}。`, `${seatName(seat)} declares a change to ${p.en}, showing ${cardsEn(cards)}.`, { profession: p.id, cards: [...cards] }, seat);
  applyChange(s, seat, professionId, cards, events, (c) => s.pile.discard.push(...c));
}

type AbilityAction = Extract<SlayingAction, { type: "ability" }>;

/** Cards a 啟示 could draw now from the shared pile (its own discarded card lands there first). */
const drawable = (s: SlayingState) => s.pile.deck.length + s.pile.discard.length + 1;

/** Why this activation is impossible now, or null. */
export function abilityProblem(s: SlayingState, seat: number, action: AbilityAction): Parameters<typeof need>[1] | null {
  if (!s.advanced.heroes) return "module_off";
  const ability = abilityById(action.ability);
  if (!ability || ability.kind !== "activated") return "unknown_ability";
  if (!abilitiesOf(s, seat).some((a) => a.id === ability.id)) return "ability_not_held";
  const p = s.players[seat];
  if (p.cannotAct > 0) return "cannot_act";
  if (s.advanced.activated !== null) return "ability_used";
  const cards = action.cards;
  if (new Set(cards).size !== cards.length) return "duplicate_card";
  if (!cards.every((c) => p.hand.includes(c))) return "card_not_in_hand";
  const e = ability.effect;
  if (e.hook !== "illusion" && (action.element !== undefined || action.level !== undefined)) return "bad_action";
  switch (e.hook) {
    case "illusion":
      if (cards.length !== e.discard) return "ability_cards";
      if (action.element === undefined || action.level === undefined) return "ability_choice";
      return null;
    case "shadow_cut":
      if (cards.length !== e.discard) return "ability_cards";
      return s.army.alive ? null : "ability_impossible";
    case "meditation":
      return cards.length === 1 && cardLevel(cards[0]) >= e.minLevel ? null : "ability_cards";
    case "revelation":
      if (!(cards.length === 1 && cardLevel(cards[0]) >= e.minLevel)) return "ability_cards";
      return drawable(s) >= e.look ? null : "ability_impossible";
    default:
      return "unknown_ability";
  }
}

/** 發動 (base §10.3), aimed at this mode: 影切 costs the army HP (★ rule); 啟示 draws from the shared deck. */
export function activate(s: SlayingState, seat: number, action: AbilityAction, events: GameEvent[]): void {
  const problem = abilityProblem(s, seat, action);
  need(problem === null, problem ?? "bad_action");
  const ability = abilityById(action.ability)!;
  const cards = action.cards;
  const spend = () => {
    s.players[seat].hand = s.players[seat].hand.filter((c) => !cards.includes(c));
    s.pile.discard.push(...cards);
  };
  const e = ability.effect;
  const name = { zh: ability.zh, en: ability.en };
  switch (e.hook) {
    case "illusion": {
      spend();
      const element = action.element!, level = action.level!;
      const card = virtualCard(element, level);
      s.advanced.virtual = { seat, card, scope: e.scope, ability: ability.id };
      // 幻術精研 rewards 幻術 (the strike) only; 幻朧 is a different ability.
      const bonus = e.scope === "strike" ? hooksOf(s, seat, "illusion_mastery").filter((h) => level <= h.maxLevel).reduce((n, h) => n + h.amount, 0) : 0;
      s.turnState.drawBonus += bonus;
      emit(events, "ability", `${seatName(seat)}發動${ability.zh}：捨棄${cardsZh(cards)}，造出虛擬的${ELEMENT_ZH[element]}${level}${e.scope === "strike" ? "，本回合須以它施展擊術" : "，本回合須用於基礎陣法"}${bonus ? `（抽牌 +${bonus}）` : ""}。`, `${seatName(seat)} activates ${ability.en}: discards ${cardsEn(cards)} and makes a virtual ${ELEMENT_EN[element]} ${level}${e.scope === "strike" ? " to strike with this turn" : " for a basic formation this turn"}${bonus ? ` (draw +${bonus})` : ""}.`, { ability: ability.id, cards, virtual: card, element, level, drawBonus: bonus }, seat);
      break;
    }
    case "shadow_cut": {
      spend();
      emit(events, "ability", `${seatName(seat)}發動${ability.zh}：捨棄${cardsZh(cards)}。`, `${seatName(seat)} activates ${ability.en}: discards ${cardsEn(cards)}.`, { ability: ability.id, cards }, seat);
      hurtArmy(s, cardLevel(cards[0]) * e.perLevel, events, name);
      break;
    }
    case "meditation": {
      spend();
      s.turnState.drawBonus += e.amount;
      emit(events, "ability", `${seatName(seat)}發動${ability.zh}：捨棄${cardsZh(cards)}，本回合抽牌 +${e.amount}。`, `${seatName(seat)} activates ${ability.en}: discards ${cardsEn(cards)}; draw +${e.amount} this turn.`, { ability: ability.id, cards, drawBonus: e.amount }, seat);
      break;
    }
    case "revelation": {
      spend();
      const { cards: drawn, reshuffled } = takeFromPile(s.pile, s.rng, e.look);
      if (reshuffled) emit(events, "reshuffle", `牌堆不足，棄牌堆洗勻後放到牌堆下方（${reshuffled} 張）。`, `The deck ran short: the discard pile (${reshuffled} cards) was shuffled under it.`, { count: reshuffled });
      s.pending = { kind: "revelation", seat, cards: drawn };
      s.phase = "revelation";
      emit(events, "ability", `${seatName(seat)}發動${ability.zh}：捨棄${cardsZh(cards)}，抽 ${drawn.length} 張留 1 張。`, `${seatName(seat)} activates ${ability.en}: discards ${cardsEn(cards)}, draws ${drawn.length} to keep 1.`, { ability: ability.id, cards, count: drawn.length }, seat);
      break;
    }
    default:
      need(false, "unknown_ability");
  }
  s.advanced.activated = ability.id;
}

/** 啟示: keep one of the cards just drawn; the others are discarded. */
export function revelationPick(s: SlayingState, seat: number, card: CardId, events: GameEvent[]): void {
  need(s.phase === "revelation" && s.pending?.kind === "revelation", "wrong_phase");
  const drawn = s.pending.cards;
  need(drawn.includes(card), "revelation_pick");
  const rest = drawn.filter((c) => c !== card);
  s.players[seat].hand.push(card);
  s.pile.discard.push(...rest);
  s.pending = null;
  s.phase = "turn";
  emit(events, "revelation_pick", `${seatName(seat)}留下 1 張，棄掉${cardsZh(rest) || "（無）"}。`, `${seatName(seat)} keeps 1 and discards ${cardsEn(rest) || "nothing"}.`, { discarded: rest }, seat);
}

/** Every activation `seat` could make now. */
export function abilityActions(s: SlayingState, seat: number): AbilityAction[] {
  if (!s.advanced.heroes || s.advanced.activated !== null || s.players[seat].cannotAct > 0) return [];
  const hand = s.players[seat].hand.filter((c) => c >= 0);
  const out: AbilityAction[] = [];
  for (const ability of abilitiesOf(s, seat)) {
    const e = ability.effect;
    const candidates: AbilityAction[] = [];
    if (e.hook === "illusion") {
      for (const cards of combinations(hand, e.discard)) for (const element of CFE_ELEMENTS as Element[]) for (let level = 1; level <= 5; level++) candidates.push({ type: "ability", ability: ability.id, cards, element, level });
    } else if (e.hook === "shadow_cut" || e.hook === "meditation" || e.hook === "revelation") for (const c of hand) candidates.push({ type: "ability", ability: ability.id, cards: [c] });
    for (const a of candidates) if (abilityProblem(s, seat, a) === null) out.push(a);
  }
  return out;
}
