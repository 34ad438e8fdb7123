import { Rng, type RngState } from "../../core/rng";
import type { GameEvent } from "../../core/engine";
import { CFE_RULES } from "./content";
import { cardsEn, cardsZh } from "./cards";
import { lower } from "./seats";
import { drawPileOf, emptyTurn, seatEn, seatZh } from "./state";
import type { CardId, CfeState, Pile } from "./types";

/**
 * The turn draw and the turn end (rules §3.2–3.4).
 * N = min(base draw 2 + bonuses, 5 − hand). N = 0 (full hand): no draw at all. Otherwise draw N+1 and discard one
 * of the new cards. Cannot Draw skips the step. A short deck first gets the whole discard pile shuffled under it.
 */
export function drawCount(handSize: number, bonus: number): number {
  return Math.max(0, Math.min(CFE_RULES.baseDraw + bonus, CFE_RULES.handLimit - handSize));
}

/**
 * Take `n` cards from the top of a pile, first shuffling the whole discard pile under the deck when the deck is short
 * (§3.3). Shared with other modes built on this deck (弒魔戰爭). `reshuffled` = cards moved under (0 = none).
 */
export function takeFromPile(pile: Pile, rng: RngState, n: number): { cards: CardId[]; reshuffled: number } {
  let reshuffled = 0;
  if (pile.deck.length < n && pile.discard.length > 0) {
    const under = new Rng(rng).shuffle(pile.discard.splice(0, pile.discard.length));
    pile.deck.push(...under);
    reshuffled = under.length;
  }
  return { cards: pile.deck.splice(0, Math.min(n, pile.deck.length)), reshuffled };
}

/** Take `n` cards from the top of `seat`'s draw pile, refilling from the discard first when short (§3.3). */
export function takeFromDeck(s: CfeState, seat: number, n: number, events: GameEvent[]): CardId[] {
  const { cards, reshuffled } = takeFromPile(drawPileOf(s, seat), s.rng, n);
  if (reshuffled) events.push({ type: "reshuffle", seat, zh: `牌堆不足，棄牌堆洗勻後放到牌堆下方（${reshuffled} 張）。`, en: `The deck ran short: the discard pile (${reshuffled} cards) was shuffled under it.`, data: { count: reshuffled } });
  return cards;
}

/** Step 4 of the turn: start the draw, or end the turn when there is none. */
export function startDraw(s: CfeState, events: GameEvent[]): void {
  const seat = s.current;
  const p = s.players[seat];
  if (p.cannotDraw > 0) {
    events.push({ type: "no_draw", seat, zh: `${seatZh(seat)}無法抽牌。`, en: `${seatEn(seat)} cannot draw.`, data: { reason: "cannot_draw" } });
    return endTurn(s, events);
  }
  const n = drawCount(p.hand.length, s.drawBonus);
  if (n === 0) {
    events.push({ type: "no_draw", seat, zh: `${seatZh(seat)}手牌已滿，不抽牌。`, en: `${seatEn(seat)} has a full hand and does not draw.`, data: { reason: "full_hand" } });
    return endTurn(s, events);
  }
  const drawn = takeFromDeck(s, seat, n + 1, events);
  if (drawn.length <= n) {
    // Deck and discard together could not supply N+1 (rules silent, §3.3 [N]): keep what came, discard nothing.
    p.hand.push(...drawn);
    events.push({ type: "draw", seat, zh: `${seatZh(seat)}抽了 ${drawn.length} 張牌（牌不足，不棄牌）。`, en: `${seatEn(seat)} drew ${drawn.length} cards (too few left to discard one).`, data: { count: drawn.length } });
    events.push({ type: "drew", seat, visibleTo: [seat], zh: `你抽到 ${cardsZh(drawn)}。`, en: `You drew ${cardsEn(drawn)}.`, data: { cards: drawn } });
    return endTurn(s, events);
  }
  s.pending = { kind: "draw", seat, cards: drawn };
  s.phase = "draw";
  events.push({ type: "draw", seat, zh: `${seatZh(seat)}抽 ${n + 1} 張，須棄 1 張。`, en: `${seatEn(seat)} draws ${n + 1} and must discard 1.`, data: { count: n + 1, keep: n } });
  events.push({ type: "drew", seat, visibleTo: [seat], zh: `你抽到 ${cardsZh(drawn)}，請選一張棄掉。`, en: `You drew ${cardsEn(drawn)}; choose one to discard.`, data: { cards: drawn } });
}

/** Step 5: durations counted in the player's own turns tick (rule 6-1), then the next seat's turn starts. */
export function endTurn(s: CfeState, events: GameEvent[]): void {
  const seat = s.current;
  const p = s.players[seat];
  if (p.cannotAct > 0) p.cannotAct--;
  if (p.cannotDraw > 0) p.cannotDraw--;
  s.pending = null;
  s.prevTurn = s.thisTurn;
  s.current = lower(s, seat);
  s.turn++;
  s.drawBonus = 0;
  s.recycledThisTurn = false;
  if (s.advanced) {
    s.advanced.activated = null;
    s.advanced.virtual = null;
  }
  s.thisTurn = emptyTurn(s.current, s.turn);
  s.phase = "action";
  events.push({ type: "turn", seat: s.current, zh: `輪到${seatZh(s.current)}（第 ${s.turn} 回合）。`, en: `${seatEn(s.current)} to play (turn ${s.turn}).`, data: { turn: s.turn } });
}
