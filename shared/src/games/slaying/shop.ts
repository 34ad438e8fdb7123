import type { GameEvent } from "../../core/engine";
import { takeFromPile } from "../cfe/turn";
import type { CardId } from "../cfe/types";
import { SHOP, type ShopItem } from "./content";
import { healTeam } from "./hp";
import { emit, seatName } from "./state";
import { terrainAt } from "./terrain";
import type { Element, SlayingState } from "./types";

/**
 * The shop (spec §9): open on a town cell at T5; the team's points pay; each item has one indicator-token slot, so
 * the team holds at most one of each. Consumables are used at T6 by any player anywhere; function items act while
 * their token stays on the sheet (偵查之眼 until the zone ends, 不屈之心 until it triggers).
 */
export function shopOpen(s: SlayingState): boolean {
  return !!terrainAt(s.team.cell).shop;
}

export function buy(s: SlayingState, seat: number, item: ShopItem, events: GameEvent[]): void {
  s.team.points -= item.price;
  s.team.tokens.push(item.id);
  emit(events, "buy", `${seatName(seat)}在商城購買${item.zh}（${item.price} 點，剩 ${s.team.points} 點）。`, `${seatName(seat)} buys ${item.en} (${item.price} points, ${s.team.points} left).`, { item: item.id, price: item.price, points: s.team.points }, seat);
}

/** Remove 無法行動 / 無法抽牌 from every player and 鎖足 / 灼傷 from the team (淨化水, the 木 shard). */
export function cleanse(s: SlayingState, events: GameEvent[]): void {
  for (const p of s.players) {
    p.cannotAct = 0;
    p.cannotDraw = 0;
  }
  s.team.fetter = 0;
  s.team.scorch = null;
  emit(events, "cleanse", "所有玩家的無法行動、無法抽牌與隊伍的鎖足、灼傷都解除了。", "Every player's Cannot Act and Cannot Draw, and the team's Fetter and Scorch, are removed.", {});
}

/** Use a consumable the team holds; its token leaves the sheet. Arguments are validated by the caller. */
export function useItem(s: SlayingState, seat: number, item: ShopItem, args: { cards?: CardId[]; element?: Element }, events: GameEvent[]): void {
  s.team.tokens = s.team.tokens.filter((t) => t !== item.id);
  emit(events, "use_item", `${seatName(seat)}使用${item.zh}。`, `${seatName(seat)} uses ${item.en}.`, { item: item.id }, seat);
  const e = item.effect;
  const p = s.players[seat];
  switch (e.kind) {
    case "teamHeal":
      healTeam(s, e.amount, events, { zh: item.zh, en: item.en });
      return;
    case "userShieldAtLeast":
      p.shield = Math.max(p.shield, e.amount);
      emit(events, "shield", `${seatName(seat)}的護盾 ${p.shield} 點。`, `${seatName(seat)}'s shield is ${p.shield}.`, { seat, shield: p.shield }, seat);
      return;
    case "redraw": {
      const cards = args.cards ?? [];
      p.hand = p.hand.filter((c) => !cards.includes(c));
      s.pile.discard.push(...cards);
      const { cards: drawn, reshuffled } = takeFromPile(s.pile, s.rng, cards.length);
      if (reshuffled) emit(events, "reshuffle", `牌堆不足，棄牌堆洗勻後放到牌堆下方（${reshuffled} 張）。`, `The deck ran short: the discard pile (${reshuffled} cards) was shuffled under it.`, { count: reshuffled });
      p.hand.push(...drawn);
      emit(events, "redraw", `${seatName(seat)}棄 ${cards.length} 張，再抽 ${drawn.length} 張。`, `${seatName(seat)} discards ${cards.length} and draws ${drawn.length}.`, { discarded: cards, count: drawn.length }, seat);
      return;
    }
    case "attackBonus":
      s.turnState.attackBonus += e.amount;
      return;
    case "cleanse":
      return cleanse(s, events);
    case "turns":
      s.team.remaining += e.amount;
      emit(events, "time", `回合數 +${e.amount}（剩 ${s.team.remaining}）。`, `Turns +${e.amount} (${s.team.remaining} left).`, { delta: e.amount, remaining: s.team.remaining, reason: "hourglass" });
      return;
    case "restoreShard": {
      const slot = s.team.shards.find((x) => x.element === args.element && x.used)!;
      slot.used = false;
      emit(events, "shard_restored", "一個已用的神器碎片翻回正面，可以再次使用。", "A used shard is turned face up again and can be used once more.", { element: slot.element }, seat);
      return;
    }
    case "revealArmyHand":
    case "surviveAtOne":
      return; // function items: never "used" (they act while their token is on the sheet)
  }
}

export function itemById(id: string): ShopItem | undefined {
  return SHOP.items.find((i) => i.id === id);
}
