import type { GameEvent } from "../../core/engine";
import { ELEMENT_EN, ELEMENT_ZH, type Element } from "../../core/elements";
import { cardElement, cardLevel, cardsEn, cardsZh } from "../cfe/cards";
import { takeFromPile } from "../cfe/turn";
import type { CardId } from "../cfe/types";
import { lockArmy, revealArmyHand } from "./army/resolve";
import { MAP, SHARDS, SHOP, type ShardEffect } from "./content";
import { healTeam, hurtArmy } from "./hp";
import { cell } from "./map";
import { cleanse } from "./shop";
import { emit, seatName } from "./state";
import type { SlayingState } from "./types";

/**
 * Artifact shards (seed §8; spec §8). Digging on a zone-2 ruins cell draws 3 cards from the deck; a level-5 card of
 * an element without a shard becomes that element's shard (+20 HP, +20 max HP, +5 shop points). Using a shard
 * turns one hand card into that element's level-5 card for the turn and fires the shard's own effect.
 */
export function canDigHere(s: SlayingState): boolean {
  const c = cell(s.team.cell);
  return c.digSite !== null && c.zone === SHARDS.sites.zone && !s.team.shards.some((x) => x.site === c.id);
}

/** Level-5 cards of elements that have no shard yet (seed §8-3: one shard per element). */
export function qualifying(s: SlayingState, cards: readonly CardId[]): CardId[] {
  const have = new Set(s.team.shards.map((x) => x.element));
  return cards.filter((c) => cardLevel(c) === SHARDS.dig.level && !have.has(cardElement(c)));
}

/** The dig: returns the drawn cards; a single qualifying element is taken at once, several wait for `dig_pick`. */
export function dig(s: SlayingState, seat: number, events: GameEvent[]): void {
  const { cards, reshuffled } = takeFromPile(s.pile, s.rng, SHARDS.dig.draw);
  if (reshuffled) emit(events, "reshuffle", `牌堆不足，棄牌堆洗勻後放到牌堆下方（${reshuffled} 張）。`, `The deck ran short: the discard pile (${reshuffled} cards) was shuffled under it.`, { count: reshuffled });
  const q = qualifying(s, cards);
  emit(events, "dig", `${seatName(seat)}在 ${s.team.cell} 挖掘：翻出 ${cardsZh(cards)}。`, `${seatName(seat)} digs at ${s.team.cell}: ${cardsEn(cards)}.`, { cell: s.team.cell, cards, qualifying: q }, seat);
  const elements = new Set(q.map(cardElement));
  if (elements.size >= 2) {
    s.pending = { kind: "dig", seat, cards };
    s.phase = "dig";
    return;
  }
  if (q.length) takeShard(s, seat, cards, q[0], events);
  else {
    s.pile.discard.push(...cards);
    emit(events, "dig_nothing", "沒有發現神器碎片。", "No shard found.", { cell: s.team.cell }, seat);
  }
}

/** The drawn card `card` becomes a shard; the other drawn cards go to the discard pile. */
export function takeShard(s: SlayingState, seat: number, drawn: readonly CardId[], card: CardId, events: GameEvent[]): void {
  const t = s.team;
  const element = cardElement(card);
  t.shards.push({ element, card, used: false, site: t.cell });
  s.pile.discard.push(...drawn.filter((c) => c !== card));
  t.maxHp += SHARDS.dig.maxHpGain;
  t.points += SHOP.pointSources.shardFound;
  const sh = SHARDS.shards[element];
  emit(events, "shard_found", `發現${ELEMENT_ZH[element]}屬性神器碎片「${sh.zh}」！生命上限 +${SHARDS.dig.maxHpGain}，商城點數 +${SHOP.pointSources.shardFound}。`, `Found the ${ELEMENT_EN[element]} shard, ${sh.en}! Max HP +${SHARDS.dig.maxHpGain}, shop points +${SHOP.pointSources.shardFound}.`, { element, card, site: t.cell, maxHp: t.maxHp }, seat);
  healTeam(s, SHARDS.dig.heal, events, { zh: "神器碎片", en: "Artifact shard" }, true);
}

/** Use the team's shard of `element`: `card` becomes its level-5 card this turn, then the shard's effects. */
export function useShard(s: SlayingState, seat: number, element: Element, card: CardId, events: GameEvent[]): void {
  const slot = s.team.shards.find((x) => x.element === element && !x.used)!;
  slot.used = true;
  s.turnState.shardUsed = true;
  s.turnState.transform = { card, element };
  const sh = SHARDS.shards[element];
  emit(events, "shard_used", `${seatName(seat)}使用神器碎片「${sh.zh}」：${cardsZh([card])}本回合視為${ELEMENT_ZH[element]}5。`, `${seatName(seat)} uses the shard ${sh.en}: ${cardsEn([card])} counts as ${ELEMENT_EN[element]} 5 this turn.`, { element, card }, seat);
  for (const e of sh.effects) shardEffect(s, e, { zh: sh.zh, en: sh.en }, events);
}

function shardEffect(s: SlayingState, e: ShardEffect, name: { zh: string; en: string }, events: GameEvent[]): void {
  const ts = s.turnState;
  switch (e.kind) {
    case "attackBonus":
      ts.attackBonus += e.amount;
      return;
    case "ignoreArmyShield":
      ts.ignoreArmyShield = true;
      return;
    case "teamHeal":
      healTeam(s, e.amount, events, name);
      return;
    case "cleanse":
      return cleanse(s, events);
    case "revealArmyHand":
      return revealArmyHand(s, events);
    case "lockArmy":
      return lockArmy(s, e.turns, events);
    case "armyHpLoss":
      hurtArmy(s, e.amount, events, name);
      return;
    case "armyShield":
      if (s.army.alive) s.army.shield = e.set;
      emit(events, "army_shield", `魔王軍的護盾變為 ${e.set}。`, `The army's shield becomes ${e.set}.`, { shield: s.army.shield });
      return;
    case "allShieldsAtLeast":
      for (const p of s.players) p.shield = Math.max(p.shield, e.amount);
      emit(events, "shield", `所有玩家的護盾至少 ${e.amount} 點。`, `Every player's shield is now at least ${e.amount}.`, { atLeast: e.amount });
      return;
  }
}

export const DIG_SITES = Object.values(MAP.cells).filter((c) => c.digSite !== null).map((c) => c.id);
