import type { GameEvent } from "../../core/engine";
import { ELEMENT_EN, ELEMENT_ZH } from "../../core/elements";
import { cardsEn, cardsZh } from "../cfe/cards";
import type { CardId } from "../cfe/types";
import type { SlayingAction } from "./actions";
import { RULES } from "./content";
import { need } from "./errors";
import { effectiveCards, resolveFormationEffect, resolvePlayerFormation } from "./formations";
import { settle } from "./hp";
import { cell, entryCost, isCell, stepTargets } from "./map";
import { disabledHere } from "./modules";
import { canDigHere, dig, qualifying, takeShard, useShard } from "./shards";
import { activate, changeProfessionAction, revelationPick } from "./professions";
import { buy, itemById, shopOpen, useItem } from "./shop";
import { emit, seatName } from "./state";
import { endPlayerTurn, handViewers, startDraw } from "./turn";
import type { SlayingState } from "./types";
import { enterZone } from "./zones";

/**
 * The rules reducer: validate first (RuleError before any change), then mutate `s`. The engine's `apply` runs it
 * on a clone. The stage order of a turn (spec §7.1) is T3 move → T4 dig → T5 shop → T6 active window → T7 action.
 */
export const STAGE = { move: 0, dig: 1, shop: 2, window: 3 } as const;

/**
 * `dryRun` (previews on a seat's view): the action resolves but the turn does not go on — no draw, no army turn —
 * since those would read the hidden deck.
 */
export function applyMut(s: SlayingState, seat: number, action: SlayingAction, events: GameEvent[], dryRun = false): void {
  need(s.phase !== "over", "game_over");
  need(Number.isInteger(seat) && seat >= 0 && seat < s.seats, "bad_seat");
  need(seat === s.current, "not_your_turn");
  switch (action.type) {
    case "move":
      return move(s, seat, action.cell, events);
    case "dig":
      return digHere(s, seat, events);
    case "dig_pick":
      return digPick(s, seat, action.card, events);
    case "buy":
      return buyItem(s, seat, action.item, events);
    case "use_item":
      return useItemAction(s, seat, action.item, action.cards, action.element, events);
    case "use_shard":
      return useShardAction(s, seat, action.element, action.card, events);
    case "play":
      return play(s, seat, action.cards, action.formation, events, dryRun);
    case "prepare":
      return prepare(s, seat, action.cards, events, dryRun);
    case "pass":
      return pass(s, seat, events, dryRun);
    case "chaos_pick":
      return chaosPick(s, seat, action.cards, events, dryRun);
    case "discard":
      return discard(s, seat, action.card, events, dryRun);
    case "ability":
      needStep(s, STAGE.window);
      s.turnState.stage = STAGE.window;
      activate(s, seat, action, events);
      settle(s, events);
      return;
    case "revelation_pick":
      return revelationPick(s, seat, action.card, events);
    case "change":
      return change(s, seat, action.profession, action.cards, events, dryRun);
    case "recycle":
      need(false, "disabled_in_mode");
  }
}

/** A turn step that must not come after `stage` (and only while the turn is open). */
function needStep(s: SlayingState, stage: number): void {
  need(s.phase === "turn", "wrong_phase");
  need(s.turnState.stage <= stage, "step_passed");
}

/** Why the team cannot step to `to` now, or null (spec §6.5). */
export function moveProblem(s: SlayingState, to: string): Parameters<typeof need>[1] | null {
  const t = s.team;
  if (s.turnState.stage > STAGE.move) return s.turnState.stage === STAGE.move + 1 ? "already_moved" : "step_passed";
  if (s.turnState.fettered) return "fettered";
  if (!isCell(to)) return "not_adjacent";
  const from = cell(t.cell), dest = cell(to);
  if (Math.abs(from.col - dest.col) + Math.abs(from.row - dest.row) !== 1) return "not_adjacent";
  if (dest.terrain.impassable) return "impassable";
  if (dest.zone < from.zone) return "border_westward";
  if (!stepTargets(t.cell, s.army.alive).some((c) => c.id === to)) return "border_closed";
  if (!t.frozen && t.remaining < entryCost(to)) return "no_turns_for_mountain";
  return null;
}

function move(s: SlayingState, seat: number, to: string, events: GameEvent[]): void {
  need(s.phase === "turn", "wrong_phase");
  const problem = moveProblem(s, to);
  need(problem === null, problem ?? "not_adjacent");
  const t = s.team;
  const from = t.cell;
  const crossing = cell(to).zone !== cell(from).zone;
  t.cell = to;
  s.turnState.stage = STAGE.move + 1;
  emit(events, "move", `${seatName(seat)}將隊伍從 ${from} 移動到 ${to}（${cell(to).terrain.zh}）。`, `${seatName(seat)} moves the team from ${from} to ${to} (${cell(to).terrain.en}).`, { from, to, crossing }, seat);
  const cost = t.frozen ? 0 : entryCost(to);
  if (cost) {
    t.remaining -= cost;
    emit(events, "time", `進入山脈，額外消耗 ${cost} 回合（剩 ${t.remaining}）。`, `Entering a mountain costs ${cost} extra turn (${t.remaining} left).`, { delta: -cost, remaining: t.remaining, reason: "mountain" });
  }
  if (crossing) enterZone(s, cell(to).zone, events);
}

function digHere(s: SlayingState, seat: number, events: GameEvent[]): void {
  need(s.phase === "turn", "wrong_phase");
  need(!s.turnState.dug, "already_dug");
  needStep(s, STAGE.dig);
  need(canDigHere(s), "not_a_dig_site");
  s.turnState.dug = true;
  s.turnState.stage = STAGE.dig + 1;
  dig(s, seat, events);
  settle(s, events);
}

function digPick(s: SlayingState, seat: number, card: CardId, events: GameEvent[]): void {
  need(s.phase === "dig" && s.pending?.kind === "dig", "wrong_phase");
  const drawn = s.pending.cards;
  need(qualifying(s, drawn).includes(card), "not_a_shard_card");
  s.pending = null;
  s.phase = "turn";
  takeShard(s, seat, drawn, card, events);
  settle(s, events);
}

function buyItem(s: SlayingState, seat: number, id: string, events: GameEvent[]): void {
  needStep(s, STAGE.shop);
  need(shopOpen(s), "not_in_town");
  const item = itemById(id);
  need(item, "unknown_item");
  need(!s.team.tokens.includes(id), "item_held");
  need(s.team.points >= item.price, "not_enough_points");
  s.turnState.stage = STAGE.shop;
  buy(s, seat, item, events);
}

/** Why a held consumable cannot be used with these arguments, or null. */
export function itemProblem(s: SlayingState, seat: number, id: string, cards: readonly CardId[] | undefined, element: string | undefined): Parameters<typeof need>[1] | null {
  const item = itemById(id);
  if (!item) return "unknown_item";
  if (!s.team.tokens.includes(id)) return "item_not_held";
  if (item.kind !== "consumable") return "item_not_usable";
  const e = item.effect;
  const hand = s.players[seat].hand;
  if (e.kind === "redraw") {
    if (!cards || cards.length < 1 || cards.length > e.max) return "bad_item_cards";
    if (new Set(cards).size !== cards.length) return "duplicate_card";
    if (!cards.every((c) => hand.includes(c))) return "card_not_in_hand";
  } else if (cards !== undefined) return "bad_action";
  if (e.kind === "restoreShard") {
    if (!s.team.shards.some((x) => x.element === element && x.used)) return "no_used_shard";
  } else if (element !== undefined) return "bad_action";
  if (e.kind === "turns" && s.team.frozen) return "item_not_usable";
  return null;
}

function useItemAction(s: SlayingState, seat: number, id: string, cards: CardId[] | undefined, element: string | undefined, events: GameEvent[]): void {
  needStep(s, STAGE.window);
  const problem = itemProblem(s, seat, id, cards, element);
  need(problem === null, problem ?? "bad_action");
  s.turnState.stage = STAGE.window;
  useItem(s, seat, itemById(id)!, { cards, element: element as never }, events);
  settle(s, events);
}

function useShardAction(s: SlayingState, seat: number, element: SlayingState["team"]["shards"][number]["element"], card: CardId, events: GameEvent[]): void {
  needStep(s, STAGE.window);
  need(!s.turnState.shardUsed, "shard_used_this_turn");
  need(s.team.shards.some((x) => x.element === element && !x.used), "no_such_shard");
  need(s.players[seat].hand.includes(card), "card_not_in_hand");
  s.turnState.stage = STAGE.window;
  useShard(s, seat, element, card, events);
  settle(s, events);
}

/** The seat's 幻術 / 幻朧 card waiting to be used this turn, if any (base §10.3). */
function myVirtual(s: SlayingState, seat: number): CardId | null {
  const v = s.advanced.virtual;
  return v && v.seat === seat ? v.card : null;
}

function play(s: SlayingState, seat: number, cards: CardId[], name: string | undefined, events: GameEvent[], dryRun: boolean): void {
  needStep(s, STAGE.window);
  const p = s.players[seat];
  need(p.cannotAct === 0, "cannot_act");
  need(new Set(cards).size === cards.length, "duplicate_card");
  const virtual = myVirtual(s, seat);
  for (const c of cards) need(p.hand.includes(c) || c === virtual, "card_not_in_hand");
  need(virtual === null || cards.includes(virtual), "virtual_unused");
  const effective = effectiveCards(s, cards);
  const pf = resolvePlayerFormation(s, seat, effective, name);
  // — validated; from here on the state changes —
  p.hand = p.hand.filter((c) => !cards.includes(c));
  if (virtual !== null) s.advanced.virtual = null;
  const real = cards.filter((c) => c !== virtual); // a virtual card is in no pile and is never discarded
  s.turnState.stage = STAGE.window + 1;
  s.turnState.action = pf.f.id;
  p.lastFormation = pf.f.id;
  if (pf.kind === "base" && pf.f.category === "passive") {
    // A covered passive waits for the army's next action (spec §3.7); the team may see it, the army reads nothing.
    p.passive = { formation: pf.f.id, cards: real, covered: true };
    p.lastFormation = "covered";
    emit(events, "cover", `${seatName(seat)}覆蓋了一個被動術式。`, `${seatName(seat)} covers a passive spell.`, { count: cards.length }, seat);
    events.push({ type: "cover_private", seat, visibleTo: handViewers(s, seat), zh: `${seatName(seat)}覆蓋了${pf.f.zh}（${cardsZh(cards)}）。`, en: `${seatName(seat)} covered ${pf.f.en} (${cardsEn(cards)}).`, data: { formation: pf.f.id, cards } });
  } else {
    emit(events, "formation", `${seatName(seat)}施展${pf.f.zh}（${cardsZh(cards)}${transformNote(s, cards)}）。`, `${seatName(seat)} performs ${pf.f.en} (${cardsEn(cards)}${transformNoteEn(s, cards)}).`, { formation: pf.f.id, cards, effective, category: pf.f.category }, seat);
    // 五方傳說: a disabled formation is performed (action and cards spent) with no effect (base §10.2).
    const off = pf.kind === "base" ? disabledHere(s, pf.f.id) : null;
    if (off) emit(events, "disabled", `${pf.f.zh}${off.zh}，沒有效果。`, `${pf.f.en} is ${off.en}: no effect.`, { formation: pf.f.id }, seat);
    else resolveFormationEffect(s, seat, pf, effective, events);
    s.pile.discard.push(...real);
  }
  afterAction(s, events, dryRun);
}

function transformNote(s: SlayingState, cards: readonly CardId[]): string {
  const t = s.turnState.transform;
  return t && cards.includes(t.card) ? `，${cardsZh([t.card])}視為${ELEMENT_ZH[t.element]}5` : "";
}
function transformNoteEn(s: SlayingState, cards: readonly CardId[]): string {
  const t = s.turnState.transform;
  return t && cards.includes(t.card) ? `; ${cardsEn([t.card])} counts as ${ELEMENT_EN[t.element]} 5` : "";
}

/** 整備 (spec §7.3): during rest only, discard 1–5 hand cards as the action; the draw follows. */
function prepare(s: SlayingState, seat: number, cards: CardId[], events: GameEvent[], dryRun: boolean): void {
  needStep(s, STAGE.window);
  need(!s.army.alive, "not_resting");
  const p = s.players[seat];
  need(p.cannotAct === 0, "cannot_act");
  need(myVirtual(s, seat) === null, "virtual_unused");
  need(cards.length >= RULES.prepare.min && cards.length <= RULES.prepare.max, "bad_prepare");
  need(new Set(cards).size === cards.length, "duplicate_card");
  for (const c of cards) need(p.hand.includes(c), "card_not_in_hand");
  p.hand = p.hand.filter((c) => !cards.includes(c));
  s.pile.discard.push(...cards);
  s.turnState.stage = STAGE.window + 1;
  s.turnState.action = "prepare";
  p.lastFormation = null;
  emit(events, "prepare", `${seatName(seat)}整備：棄掉 ${cardsZh(cards)}。`, `${seatName(seat)} prepares: discards ${cardsEn(cards)}.`, { cards }, seat);
  afterAction(s, events, dryRun);
}

/** 轉職 (base §10.3) as this turn's action, also during rest (seed §7-2); not while a 幻術 card waits. */
function change(s: SlayingState, seat: number, professionId: string, cards: CardId[], events: GameEvent[], dryRun: boolean): void {
  needStep(s, STAGE.window);
  need(s.players[seat].cannotAct === 0, "cannot_act");
  need(myVirtual(s, seat) === null, "virtual_unused");
  changeProfessionAction(s, seat, professionId, cards, events);
  s.turnState.stage = STAGE.window + 1;
  s.turnState.action = "change";
  s.players[seat].lastFormation = null;
  afterAction(s, events, dryRun);
}

function pass(s: SlayingState, seat: number, events: GameEvent[], dryRun: boolean): void {
  needStep(s, STAGE.window);
  const p = s.players[seat];
  need((p.hand.length === 0 && myVirtual(s, seat) === null) || p.cannotAct > 0, "must_act");
  s.turnState.stage = STAGE.window + 1;
  s.turnState.action = "pass";
  p.lastFormation = null;
  emit(events, "pass", `${seatName(seat)}略過行動${p.cannotAct > 0 ? "（無法行動）" : ""}。`, `${seatName(seat)} passes${p.cannotAct > 0 ? " (cannot act)" : ""}.`, { cannotAct: p.cannotAct > 0 }, seat);
  afterAction(s, events, dryRun);
}

function chaosPick(s: SlayingState, seat: number, cards: CardId[], events: GameEvent[], dryRun: boolean): void {
  need(s.phase === "chaos" && s.pending?.kind === "chaos", "wrong_phase");
  const { count } = s.pending;
  need(cards.length === count && new Set(cards).size === count, "chaos_pick_count");
  const hand = s.army.hand;
  for (const c of cards) need(hand.some((h) => h.card === c), "chaos_pick_card");
  s.army.hand = hand.filter((h) => !cards.includes(h.card)); // the rest slide left
  s.pile.deck.unshift(...cards);
  s.pending = null;
  s.phase = "turn";
  emit(events, "chaos_pick", `${seatName(seat)}把魔王軍的 ${cardsZh(cards)} 放回牌堆頂。`, `${seatName(seat)} puts the army's ${cardsEn(cards)} on top of the deck.`, { cards }, seat);
  if (!dryRun) startDraw(s, events);
}

function discard(s: SlayingState, seat: number, card: CardId, events: GameEvent[], dryRun: boolean): void {
  need(s.phase === "draw" && s.pending?.kind === "draw", "wrong_phase");
  const drawn = s.pending.cards;
  need(drawn.includes(card), "not_drawn_card");
  const keep = drawn.filter((c) => c !== card);
  s.players[seat].hand.push(...keep);
  s.pile.discard.push(card);
  s.pending = null;
  emit(events, "draw_discard", `${seatName(seat)}留下 ${keep.length} 張，棄掉${cardsZh([card])}。`, `${seatName(seat)} keeps ${keep.length} and discards ${cardsEn([card])}.`, { card, kept: keep.length }, seat);
  if (!dryRun) endPlayerTurn(s, events);
}

/** After the action: the game may be over; otherwise a 混沌 pick or the draw. */
function afterAction(s: SlayingState, events: GameEvent[], dryRun: boolean): void {
  if (settle(s, events) || dryRun) return;
  if (s.pending?.kind === "chaos") {
    s.phase = "chaos";
    return;
  }
  startDraw(s, events);
}
