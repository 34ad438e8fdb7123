import type { GameEvent } from "../../core/engine";
import { activate, revelationPick } from "./abilities";
import { formationTable } from "./advanced";
import { CFE_RULES } from "./content";
import { cardLevel, cardsEn, cardsZh } from "./cards";
import { resolveEffect, wouldOverwritePassive } from "./effects";
import { ambiguousFormation } from "../../core/errors";
import { CFE_ERRORS, need, ruleError } from "./errors";
import type { Formation, FormationRegistry } from "./formations";
import { matchPlay, type PlayMatch } from "./interpret";
import { disabledByEnvironment } from "./legends";
import { flipUpperPassive, type CounterEffect } from "./passives";
import { changeProfession, checkChange, hooksOf, professionById } from "./professions";
import { changeHp, upper } from "./seats";
import { discardTo, drawPileOf, removeFromHand, seatEn, seatZh } from "./state";
import { endTurn, startDraw } from "./turn";
import type { CfeAction } from "./actions";
import type { CardId, CfeState } from "./types";

export { formationPoints, mimicSource, resolveEffect, wouldOverwritePassive } from "./effects";

/**
 * The rules reducer. `applyMut` validates first (throwing RuleError before any change) and then mutates `s`.
 * The engine's `apply` runs it on a clone, so the caller's state is never touched. `reg` is the engine's registry;
 * the formations of the advanced modules in play are added to it (advanced.ts `formationTable`).
 */
export function applyMut(reg: FormationRegistry, s: CfeState, seat: number, action: CfeAction, events: GameEvent[]): void {
  need(s.phase !== "over", "game_over");
  need(Number.isInteger(seat) && seat >= 0 && seat < s.seats, "bad_seat");
  need(seat === s.current, "not_your_turn");
  const table = formationTable(reg, s);
  switch (action.type) {
    case "play":
      performPlay(table, s, seat, action.cards, action.formation, events);
      return afterAction(s, events);
    case "pass":
      return pass(table, s, seat, events);
    case "recycle":
      return recycle(s, seat, events);
    case "chaos_pick":
      return chaosPick(s, seat, action.cards, events);
    case "discard":
      return discard(s, seat, action.card, events);
    case "change":
      return change(table, s, seat, action.profession, action.cards, events);
    case "ability":
      return activate(s, seat, action, events, checkEnd);
    case "revelation_pick":
      return revelationPick(s, seat, action.card, events);
  }
}

/** Which formation these cards are by their printed faces, given an optional name (§5.2 step 1). Throws on anything illegal. */
export function resolveFormation(reg: FormationRegistry, cards: readonly CardId[], name: string | undefined): Formation {
  need(cards.length > 0, "no_cards");
  return pickMatch(reg, reg.match(cards).map((formation) => ({ formation, via: { kind: "printed" } as const })), name).formation;
}

/** Which formation `seat`'s cards are now (professions, stars, virtual cards included), given an optional name. */
export function resolvePlay(reg: FormationRegistry, s: CfeState, seat: number, cards: readonly CardId[], name: string | undefined): PlayMatch {
  need(cards.length > 0, "no_cards");
  return pickMatch(formationTable(reg, s), matchPlay(reg, s, seat, cards), name);
}

function pickMatch(table: FormationRegistry, matches: PlayMatch[], name: string | undefined): PlayMatch {
  if (name !== undefined) {
    need(table.get(name), "unknown_formation");
    const m = matches.find((x) => x.formation.id === name);
    need(m, "formation_mismatch");
    return m;
  }
  need(matches.length > 0, "no_formation");
  if (matches.length > 1) throw ambiguousFormation(CFE_ERRORS, "ambiguous_formation", matches.map((m) => m.formation), matches.map((m) => m.formation.id));
  return matches[0];
}

export function recycleCard(s: CfeState, seat: number): CardId | null {
  const prev = s.prevTurn;
  if (!prev || prev.seat !== upper(s, seat) || prev.drawDiscard === null) return null;
  const c = prev.drawDiscard;
  return s.piles.some((p) => p.discard.includes(c)) ? c : null;
}

/** §9.1: level × 2 HP; 尋道術 halves it, rounding up (§10.3). */
export function recycleCost(s: CfeState, seat: number, card: CardId): number {
  const cost = cardLevel(card) * CFE_RULES.recycleCostPerLevel;
  return hooksOf(s, seat, "recycle_discount").length ? Math.ceil(cost / 2) : cost;
}

/** The seat's 幻術 / 幻朧 card waiting to be used this turn, if any. */
function myVirtual(s: CfeState, seat: number): CardId | null {
  const v = s.advanced?.virtual;
  return v && v.seat === seat ? v.card : null;
}

/** Judge the flipped counter by what the incoming action is (§5.4): 道源 makes one's spells ignore 封印 / 幻印 (§10.3). */
function spellCounter(s: CfeState, seat: number, counter: string | null): CounterEffect {
  if (counter !== "seal" && counter !== "spell_seal") return null;
  return hooksOf(s, seat, "spell_ward").some((h) => h.counters.includes(counter)) ? null : "seal";
}

/**
 * Perform a formation (validate, flip 上家's passive, resolve or cover) without the end check and the draw that
 * follow: the action `play` is this plus `afterAction`, and previews run exactly this on a copy of a view.
 * `table` is the game's formation table (advanced.ts `formationTable`).
 */
export function performPlay(table: FormationRegistry, s: CfeState, seat: number, cards: readonly CardId[], name: string | undefined, events: GameEvent[]): PlayMatch {
  need(s.phase === "action", "wrong_phase");
  const p = s.players[seat];
  need(p.cannotAct === 0, "cannot_act");
  need(new Set(cards).size === cards.length, "duplicate_card");
  const virtual = myVirtual(s, seat);
  for (const c of cards) need(p.hand.includes(c) || c === virtual, "card_not_in_hand");
  need(virtual === null || cards.includes(virtual), "virtual_unused");
  if (virtual !== null && matchPlay(table, s, seat, cards).length === 0) {
    // Cards that would make a formation without the virtual card's limits: say why they are refused.
    const unlimited = matchPlay(table, { ...s, advanced: { ...s.advanced!, virtual: null } }, seat, cards);
    need(unlimited.length === 0, "virtual_scope");
  }
  const { formation: f, via } = resolvePlay(table, s, seat, cards, name);
  need(!wouldOverwritePassive(table, s, seat, f), "passive_pending");
  // — validated; from here on the state changes —
  removeFromHand(p.hand, cards);
  if (virtual !== null) s.advanced!.virtual = null;
  const t = s.thisTurn;
  t.kind = "play";
  t.played = f.id;
  t.resolvedAs = f.id;
  t.basic = f.basic;
  // 五方傳說: a disabled formation is still performed (action and cards spent) but has no effect (§10.2).
  const disabled = disabledByEnvironment(s, f.id);
  const viaNote = describeVia(via);
  if (f.category === "passive") {
    const counter = flipUpperPassive(table, s, seat, events);
    const sealed = spellCounter(s, seat, counter) === "seal" && counter === "seal";
    const revealed = counter === "reveal";
    p.passive = { formation: f.id, cards: [...cards], covered: true, sealed, ...(disabled ? { disabled } : {}), ...(revealed ? { revealed } : {}), ...(via.kind === "substitution" ? { substituted: via.card } : {}) };
    p.lastFormation = revealed ? f.id : "covered";
    t.covered = !revealed;
    events.push({ type: "cover", seat, zh: `${seatZh(seat)}覆蓋了一個被動術式${sealed ? "（被封印）" : ""}。`, en: `${seatEn(seat)} covered a passive spell${sealed ? " (sealed)" : ""}.`, data: { count: cards.length, sealed } });
    const off = disabled ? { zh: "（此環境下無效，翻開時沒有效果）", en: " (disabled by the environment: it will flip with no effect)" } : { zh: "", en: "" };
    events.push({ type: "cover_private", seat, visibleTo: [seat], zh: `你覆蓋了${f.zh}（${cardsZh(cards)}）${viaNote.zh}${off.zh}。`, en: `You covered ${f.en} (${cardsEn(cards)})${viaNote.en}${off.en}.`, data: { formation: f.id, cards, ...(via.kind !== "printed" ? { via } : {}), ...(disabled ? { disabled } : {}) } });
    if (revealed) events.push({ type: "passive_revealed", seat, zh: `聖光破使${seatZh(seat)}覆蓋的${f.zh}公開。`, en: `Holy Light Break reveals ${seatEn(seat)}'s covered ${f.en}.`, data: { formation: f.id, cards } });
  } else {
    events.push({ type: "formation", seat, zh: `${seatZh(seat)}施展${f.zh}（${cardsZh(cards)}）${viaNote.zh}。`, en: `${seatEn(seat)} performs ${f.en} (${cardsEn(cards)})${viaNote.en}.`, data: { formation: f.id, cards, category: f.category, ...(via.kind !== "printed" ? { via } : {}) } });
    const flipped = flipUpperPassive(table, s, seat, events);
    const counter: CounterEffect = f.category === "active" ? spellCounter(s, seat, flipped) : flipped === "defence" || flipped === "counter" ? flipped : null;
    p.lastFormation = f.id;
    if (disabled) {
      events.push({ type: "disabled", seat, zh: `此環境下${f.zh}無效。`, en: `${f.en} has no effect in this environment.`, data: { formation: f.id } });
      if (f.effect.kind === "mimic") t.resolvedAs = null;
    } else {
      resolveEffect(table, s, seat, f, cards, counter, false, events, via);
      if (!(f.category === "active" && counter === "seal")) afterEffect(s, seat, f, events);
    }
    discardTo(s, cards);
  }
  return { formation: f, via };
}

function describeVia(via: PlayMatch["via"]): { zh: string; en: string } {
  switch (via.kind) {
    case "substitution":
      return { zh: `，${cardsZh([via.card])}視為星辰之行`, en: `, ${cardsEn([via.card])} counting as the star's element` };
    case "sacred_art":
      return { zh: `，聖術：${cardsZh([via.card])}視為兩張`, en: `, Sacred Art: ${cardsEn([via.card])} counts as two` };
    case "proficiency":
      return { zh: "，專精", en: ", by proficiency" };
    default:
      return { zh: "", en: "" };
  }
}

/**
 * After a formation took effect: its public counter (道禦 …), profession abilities keyed to the formation performed
 * (武器精研, 仙術, 戰魄) and 魔法反光閃's own no-draw (§10.3).
 */
function afterEffect(s: CfeState, seat: number, f: Formation, events: GameEvent[]): void {
  if (!s.advanced) return;
  if (f.counter) {
    s.players[seat].passive = { formation: f.id, cards: [], covered: false, sealed: false };
    events.push({ type: "public_passive", seat, zh: `${seatZh(seat)}的${f.zh}對下家的下一次行動形成反制效果（公開）。`, en: `${seatEn(seat)}'s ${f.en} holds an open counter effect against 下家's next action.`, data: { formation: f.id, counter: f.counter } });
  }
  for (const h of hooksOf(s, seat, "draw_on_play")) if (h.formations.includes(f.id)) s.drawBonus += h.amount;
  for (const h of hooksOf(s, seat, "others_cannot_act_on_play")) {
    if (!h.formations.includes(f.id)) continue;
    const others = s.players.flatMap((_, i) => (i === seat ? [] : [i]));
    for (const i of others) {
      s.players[i].cannotAct = Math.max(s.players[i].cannotAct, h.turns);
      s.players[i].cannotDraw = Math.max(s.players[i].cannotDraw, h.turns);
    }
    events.push({ type: "battle_soul", seat, zh: `戰魄：其他所有玩家 ${h.turns} 回合無法行動及抽牌。`, en: `Battle Soul: every other player cannot act or draw for ${h.turns} turn${h.turns > 1 ? "s" : ""}.`, data: { turns: h.turns, seats: others } });
  }
  if (f.selfCannotDraw) s.players[seat].cannotDraw = Math.max(s.players[seat].cannotDraw, 1);
}

function pass(table: FormationRegistry, s: CfeState, seat: number, events: GameEvent[]): void {
  need(s.phase === "action", "wrong_phase");
  const p = s.players[seat];
  need((p.hand.length === 0 && myVirtual(s, seat) === null) || p.cannotAct > 0, "must_act");
  s.thisTurn.kind = "pass";
  p.lastFormation = null;
  events.push({ type: "pass", seat, zh: `${seatZh(seat)}略過行動${p.cannotAct > 0 ? "（無法行動）" : ""}。`, en: `${seatEn(seat)} passes${p.cannotAct > 0 ? " (cannot act)" : ""}.`, data: { cannotAct: p.cannotAct > 0 } });
  flipUpperPassive(table, s, seat, events); // flips and is discarded even on a pass (§5.3)
  afterAction(s, events);
}

/**
 * 轉職 (§10.3) is an action but no formation: declare, reveal the cards, flip 上家's covered passive (formation-only
 * counters do nothing to it), change, discard. Not under Cannot Act, and not while a 幻術 card waits to be used.
 */
function change(table: FormationRegistry, s: CfeState, seat: number, professionId: string, cards: number[], events: GameEvent[]): void {
  need(s.phase === "action", "wrong_phase");
  need(!!s.advanced?.heroes, "module_off");
  need(s.players[seat].cannotAct === 0, "cannot_act");
  need(myVirtual(s, seat) === null, "virtual_unused");
  const check = checkChange(s, seat, professionId, cards);
  if (!check.ok) throw ruleError(check.code);
  const p = professionById(professionId)!;
  events.push({ type: "profession_declare", seat, zh: `${seatZh(seat)}宣告轉職為${p.zh}，亮出${cardsZh(cards)}。`, en: `${seatEn(seat)} declares a change to ${p.en}, showing ${cardsEn(cards)}.`, data: { profession: p.id, cards } });
  flipUpperPassive(table, s, seat, events);
  changeProfession(s, seat, professionId, cards, events);
  s.thisTurn.kind = "change";
  s.players[seat].lastFormation = null;
  afterAction(s, events);
}

/** §9.1 棄牌回收: before the action, even under Cannot Act; costs level × 2 of your team's HP; card on top of your deck. */
function recycle(s: CfeState, seat: number, events: GameEvent[]): void {
  need(s.options.recycle, "recycle_disabled");
  need(s.phase === "action", "wrong_phase");
  need(!s.recycledThisTurn, "recycle_used");
  const c = recycleCard(s, seat);
  need(c !== null, "recycle_nothing");
  for (const p of s.piles) {
    const i = p.discard.indexOf(c);
    if (i >= 0) { p.discard.splice(i, 1); break; }
  }
  drawPileOf(s, seat).deck.unshift(c);
  s.recycledThisTurn = true;
  const cost = recycleCost(s, seat, c);
  changeHp(s, s.teamOf[seat], -cost);
  events.push({ type: "recycle", seat, zh: `${seatZh(seat)}以 ${cost} 點生命回收${cardsZh([c])}，放到牌堆頂。`, en: `${seatEn(seat)} pays ${cost} HP to retrieve ${cardsEn([c])} onto the top of the deck.`, data: { card: c, cost } });
  checkEnd(s, events);
}

function chaosPick(s: CfeState, seat: number, cards: number[], events: GameEvent[]): void {
  need(s.phase === "chaos" && s.pending?.kind === "chaos", "wrong_phase");
  const { target, count } = s.pending;
  need(cards.length === count && new Set(cards).size === count, "chaos_pick_count");
  const hand = s.players[target].hand;
  for (const c of cards) need(hand.includes(c), "chaos_pick_card");
  removeFromHand(hand, cards);
  drawPileOf(s, seat).deck.unshift(...cards);
  s.pending = null;
  events.push({ type: "chaos_pick", seat, zh: `${seatZh(seat)}把${seatZh(target)}的 ${count} 張手牌放回牌堆頂。`, en: `${seatEn(seat)} puts ${count} of ${seatEn(target)}'s cards on top of the deck.`, data: { target, count } });
  events.push({ type: "chaos_pick_private", seat, visibleTo: [seat, target], zh: `放回牌堆頂的牌：${cardsZh(cards)}。`, en: `Cards put on top of the deck: ${cardsEn(cards)}.`, data: { target, cards } });
  startDraw(s, events);
}

function discard(s: CfeState, seat: number, card: number, events: GameEvent[]): void {
  need(s.phase === "draw" && s.pending?.kind === "draw", "wrong_phase");
  const drawn = s.pending.cards;
  need(drawn.includes(card), "not_drawn_card");
  const keep = drawn.filter((c) => c !== card);
  s.players[seat].hand.push(...keep);
  discardTo(s, [card]);
  s.thisTurn.drawDiscard = card;
  s.pending = null;
  events.push({ type: "draw_discard", seat, zh: `${seatZh(seat)}留下 ${keep.length} 張，棄掉${cardsZh([card])}。`, en: `${seatEn(seat)} keeps ${keep.length} and discards ${cardsEn([card])}.`, data: { card, kept: keep.length } });
  endTurn(s, events);
}

/** After the action: the game may be over; otherwise a 混沌 pick or the draw. */
function afterAction(s: CfeState, events: GameEvent[]): void {
  if (checkEnd(s, events)) return;
  if (s.pending?.kind === "chaos") {
    s.phase = "chaos";
    return;
  }
  startDraw(s, events);
}

/**
 * §2 End: as soon as a side is at 0 HP; both at once is a draw (G1 7-3). 五星連珠 (§10.1) wins for the summoner's
 * team once the formation has resolved, before the HP check.
 */
export function checkEnd(s: CfeState, events: GameEvent[]): boolean {
  const aligned = s.advanced?.alignment ?? null;
  const alive = aligned !== null ? [s.teamOf[aligned]] : s.hp.flatMap((hp, team) => (hp > 0 ? [team] : []));
  if (aligned === null && alive.length === s.hp.length) return false;
  s.phase = "over";
  s.pending = null;
  if (s.advanced) s.advanced.virtual = null; // an unused 幻術 card ends with the game
  s.winnerTeams = alive;
  s.draw = alive.length === 0;
  events.push(
    s.draw
      ? { type: "game_over", zh: "雙方同時歸零，平手。", en: "Both sides fell to 0 at once: a draw.", data: { draw: true } }
      : { type: "game_over", zh: `隊伍${alive[0] + 1}獲勝${aligned !== null ? "（五星連珠）" : ""}。`, en: `Team ${alive[0] + 1} wins${aligned !== null ? " (Five-Star Alignment)" : ""}.`, data: { winnerTeams: alive, ...(aligned !== null ? { alignment: aligned } : {}) } },
  );
  return true;
}
