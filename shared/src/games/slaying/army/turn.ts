import type { GameEvent } from "../../../core/engine";
import { cardElement, cardLevel, cardsEn, cardsZh } from "../../cfe/cards";
import { takeFromPile } from "../../cfe/turn";
import { MODES, RULES } from "../content";
import { registryOf } from "../formations";
import { settle } from "../hp";
import { emit, seatName } from "../state";
import { disabledHere } from "../modules";
import type { SlayingState } from "../types";
import { armyAttack, armySpell, type CounterEffect } from "./resolve";
import { basicStrikeMove, currentOpponent, moveElement, tableOf } from "./moves";
import { selectMove } from "./select";

/**
 * The army turn (spec §3.6), run inside the `apply` that ends a player's turn. Each step emits one event with
 * structured data so the web view can replay it step by step (the engine's `liveEventData` sends it to live tables;
 * `army_select` says which move from which positions and why, the following lines what it did, `army_turn_end` the
 * position it leaves, so a viewer can skip to the end):
 *   A0 no opponent alive → empty turn (上家's passive flips with no effect), no draw
 *   A1 flip 上家's covered passive
 *   A2 action: all cards face up, select (§4.2), resolve (§4.6), discard the used cards, slide left
 *   A3 draw min(2 or 3, 5 − hand) face down at the right end, unless 無法抽牌
 *   A4 the army's 無法行動 / 無法抽牌 tick
 */
export function armyTurn(s: SlayingState, events: GameEvent[]): void {
  const a = s.army;
  const upper = s.current;
  const prevElement = s.turnState.attackElement;
  a.turns++;
  a.lastAction = null;
  emit(events, "army_turn", a.alive ? "魔王軍的回合。" : "魔王軍的回合（無敵人在場，跳過）。", a.alive ? "The army's turn." : "The army's turn (no opponent on the field: skipped).", { armyTurn: a.turns, upper, alive: a.alive, cannotAct: a.cannotAct, cannotDraw: a.cannotDraw });
  if (!a.alive) {
    flipPassive(s, upper, true, events);
    return endArmyTurn(s, events);
  }
  const locked = a.cannotAct > 0;
  const counter = flipPassive(s, upper, locked, events);
  if (locked) emit(events, "army_no_action", "魔王軍無法行動。", "The army cannot act.", { reason: "cannot_act" });
  else {
    act(s, counter, prevElement, events);
    if (settle(s, events)) return;
  }
  if (a.alive) draw(s, events);
  endArmyTurn(s, events);
}

/**
 * A1: 上家's covered passive flips and is discarded, or its open counter (道禦, 幻印, 法震, 聖光破) is used up; it acts
 * on this army action unless `voided`. 幻印's seal works on the army's spells like 封印; 聖光破's reveal finds no
 * covered passive on the army, so it does nothing.
 */
function flipPassive(s: SlayingState, seat: number, voided: boolean, events: GameEvent[]): CounterEffect {
  const p = s.players[seat];
  const slot = p.passive;
  if (!slot) return null;
  p.passive = null;
  s.pile.discard.push(...slot.cards);
  const f = registryOf(s).get(slot.formation);
  const kind = f ? (f.effect.kind === "counter" ? f.effect.counter : f.counter ?? null) : null;
  // 五方傳說: a passive meets the environment when it flips, which is when its effect would happen (rules doc).
  const disabled = voided ? null : disabledHere(s, slot.formation);
  const effect: CounterEffect = voided || disabled ? null : kind === "defence" || kind === "counter" ? kind : kind === "seal" || kind === "spell_seal" ? "seal" : null;
  const name = f ? { zh: f.zh, en: f.en } : { zh: slot.formation, en: slot.formation };
  const why = voided ? { zh: "（魔王軍沒有行動，無效）", en: " (the army does not act: no effect)" } : disabled ? { zh: `（${disabled.zh}）`, en: ` (${disabled.en})` } : { zh: "", en: "" };
  emit(events, "passive_flip", `${seatName(seat)}的${slot.covered ? "被動術式翻開" : "反制效果"}：${name.zh}${why.zh}。`, `${seatName(seat)}'s ${slot.covered ? "passive flips" : "counter effect"}: ${name.en}${why.en}.`, { seat, formation: slot.formation, cards: slot.cards, covered: slot.covered, voided, disabled: disabled !== null }, seat);
  return effect;
}

/** A2. */
function act(s: SlayingState, counter: CounterEffect, prevElement: SlayingState["turnState"]["attackElement"], events: GameEvent[]): void {
  const a = s.army;
  const o = currentOpponent(s);
  for (const c of a.hand) c.faceUp = true;
  const hand = a.hand.map((c) => c.card);
  const sel = selectMove(hand, tableOf(o, MODES[s.options.difficulty].heroRows));
  if (sel.kind === "pass") {
    emit(events, "army_pass", "魔王軍沒有手牌，略過行動。", "The army has no cards and passes.", { hand: [] });
    return;
  }
  const move = sel.kind === "move" ? sel.move : basicStrikeMove(o);
  const cards = sel.positions.map((i) => hand[i]);
  const element = moveElement(move, cards);
  const name = { zh: move.zh, en: move.en };
  const why = reasonText(sel);
  emit(
    events,
    "army_select",
    `魔王軍翻開手牌 ${cardsZh(hand)}，以第 ${sel.positions.map((i) => i + 1).join("、")} 張施展${move.zh}${why.zh}。`,
    `The army turns up ${cardsEn(hand)} and uses position${sel.positions.length > 1 ? "s" : ""} ${sel.positions.map((i) => i + 1).join(", ")} for ${move.en}${why.en}.`,
    { hand, move: move.id, basic: sel.kind === "basic", pattern: sel.kind === "move" ? move.pattern : null, positions: sel.positions.map((i) => i + 1), cards, category: move.category, element, reason: sel.kind === "move" ? sel.reason : "no_match", candidates: sel.candidates.map((c) => ({ move: c.move.id, positions: c.positions.map((i) => i + 1) })) },
  );
  a.hand = a.hand.filter((_, i) => !sel.positions.includes(i));
  if (move.category === "spell") armySpell(s, move, name, cards, counter, events);
  else armyAttack(s, move, name, cards, element, counter, prevElement, events);
  s.pile.discard.push(...cards);
  const last = cards[cards.length - 1];
  a.lastAction = { move: move.id, cards, positions: sel.positions.map((i) => i + 1), category: move.category, element, residual: { element: cardElement(last), level: cardLevel(last) } };
}

function reasonText(sel: ReturnType<typeof selectMove>): { zh: string; en: string } {
  if (sel.kind === "basic") return { zh: "（沒有符合的招式，以最左邊的牌施展基本招式）", en: " (no move matches: the basic strike with the leftmost card)" };
  if (sel.kind !== "move") return { zh: "", en: "" };
  switch (sel.reason) {
    case "most_cards":
      return { zh: "（張數最多）", en: " (most cards)" };
    case "leftmost":
      return { zh: "（最左邊的牌優先）", en: " (the leftmost first card wins)" };
    case "priority":
      return { zh: "（同一張最左牌，依招式表順序）", en: " (same leftmost card: table order)" };
    case "subset":
      return { zh: "（用最靠左的牌）", en: " (the leftmost qualifying cards)" };
    default:
      return { zh: "", en: "" };
  }
}

/** A3: draw face down at the right end, up to the hand limit (seed §5-3). */
function draw(s: SlayingState, events: GameEvent[]): void {
  const a = s.army;
  if (a.cannotDraw > 0) {
    emit(events, "army_no_draw", "魔王軍無法抽牌。", "The army cannot draw.", { reason: "cannot_draw" });
    return;
  }
  const want = Math.max(0, Math.min(currentOpponent(s).draw, RULES.handLimit - a.hand.length));
  const { cards, reshuffled } = takeFromPile(s.pile, s.rng, want);
  if (reshuffled) emit(events, "reshuffle", `牌堆不足，棄牌堆洗勻後放到牌堆下方（${reshuffled} 張）。`, `The deck ran short: the discard pile (${reshuffled} cards) was shuffled under it.`, { count: reshuffled });
  for (const card of cards) a.hand.push({ card, faceUp: false });
  emit(events, "army_draw", `魔王軍抽 ${cards.length} 張牌，覆蓋放在右邊。`, `The army draws ${cards.length} card${cards.length === 1 ? "" : "s"} face down on the right.`, { count: cards.length, handSize: a.hand.length });
}

/** A4. */
function endArmyTurn(s: SlayingState, events: GameEvent[]): void {
  const a = s.army;
  if (a.cannotAct > 0) a.cannotAct--;
  if (a.cannotDraw > 0) a.cannotDraw--;
  emit(events, "army_turn_end", "魔王軍的回合結束。", "The army's turn ends.", { armyTurn: a.turns, handSize: a.hand.length, lastAction: a.lastAction?.move ?? null, teamHp: s.team.hp, armyHp: a.hp, armyShield: a.shield, cell: s.team.cell });
}
