import type { GameEvent } from "../../core/engine";
import { ELEMENT_EN, ELEMENT_ZH } from "../../core/elements";
import { CFE_RULES } from "./content";
import { cardLevel, cardsEn, cardsZh } from "./cards";
import { resolveAttack } from "./damage";
import { need } from "./errors";
import type { Formation, FormationRegistry } from "./formations";
import { flipUpperPassive, type CounterEffect } from "./passives";
import { changeHp, lower, opposingTeam, upper } from "./seats";
import { discardTo, drawPileOf, removeFromHand, seatEn, seatZh } from "./state";
import { endTurn, startDraw } from "./turn";
import type { CfeAction } from "./actions";
import type { CardId, CfeState } from "./types";
import type { Points } from "./content";

/**
 * The rules reducer. `applyMut` validates first (throwing RuleError before any change) and then mutates `s`.
 * The engine's `apply` runs it on a clone, so the caller's state is never touched.
 */
export function applyMut(reg: FormationRegistry, s: CfeState, seat: number, action: CfeAction, events: GameEvent[]): void {
  need(s.phase !== "over", "game_over");
  need(Number.isInteger(seat) && seat >= 0 && seat < s.seats, "bad_seat");
  need(seat === s.current, "not_your_turn");
  switch (action.type) {
    case "play":
      return play(reg, s, seat, action.cards, action.formation, events);
    case "pass":
      return pass(reg, s, seat, events);
    case "recycle":
      return recycle(s, seat, events);
    case "chaos_pick":
      return chaosPick(s, seat, action.cards, events);
    case "discard":
      return discard(s, seat, action.card, events);
  }
}

/** Which formation these cards are, given an optional name (§5.2 step 1). Throws on anything illegal. */
export function resolveFormation(reg: FormationRegistry, cards: readonly CardId[], name: string | undefined): Formation {
  need(cards.length > 0, "no_cards");
  const matches = reg.match(cards);
  if (name !== undefined) {
    need(reg.get(name), "unknown_formation");
    const f = matches.find((m) => m.id === name);
    need(f, "formation_mismatch");
    return f;
  }
  need(matches.length > 0, "no_formation");
  need(matches.length === 1, "ambiguous_formation");
  return matches[0];
}

/**
 * 幻化's source (§8.1): 上家's formation of the previous turn as it resolved, if basic and not itself a 幻化.
 * Undefined when 幻化 has nothing to copy.
 */
export function mimicSource(reg: FormationRegistry, s: CfeState, seat: number): Formation | undefined {
  const prev = s.prevTurn;
  const src = prev && prev.seat === upper(s, seat) && prev.kind === "play" && prev.resolvedAs && prev.basic ? reg.get(prev.resolvedAs) : undefined;
  return src && src.effect.kind !== "mimic" ? src : undefined;
}

/**
 * A player holds at most one passive (§5.3): covering one, or a 幻化 that would copy one, while the player's own
 * passive has not flipped yet would discard nothing and lose its cards. In play a passive always flips before its
 * owner acts again; only a built position (a scenario file) can reach this, and it is refused.
 */
export function wouldOverwritePassive(reg: FormationRegistry, s: CfeState, seat: number, f: Formation): boolean {
  if (s.players[seat].passive === null) return false;
  if (f.category === "passive") return true;
  const copied = f.effect.kind === "mimic" ? mimicSource(reg, s, seat) : undefined;
  return copied?.effect.kind === "counter" && copied.effect.counter !== "none";
}

export function recycleCard(s: CfeState, seat: number): CardId | null {
  const prev = s.prevTurn;
  if (!prev || prev.seat !== upper(s, seat) || prev.drawDiscard === null) return null;
  const c = prev.drawDiscard;
  return s.piles.some((p) => p.discard.includes(c)) ? c : null;
}

function play(reg: FormationRegistry, s: CfeState, seat: number, cards: number[], name: string | undefined, events: GameEvent[]): void {
  need(s.phase === "action", "wrong_phase");
  const p = s.players[seat];
  need(p.cannotAct === 0, "cannot_act");
  need(new Set(cards).size === cards.length, "duplicate_card");
  for (const c of cards) need(p.hand.includes(c), "card_not_in_hand");
  const f = resolveFormation(reg, cards, name);
  need(!wouldOverwritePassive(reg, s, seat, f), "passive_pending");
  // — validated; from here on the state changes —
  removeFromHand(p.hand, cards);
  const t = s.thisTurn;
  t.kind = "play";
  t.played = f.id;
  t.resolvedAs = f.id;
  t.basic = f.basic;
  if (f.category === "passive") {
    const counter = flipUpperPassive(reg, s, seat, events);
    const sealed = counter === "seal";
    p.passive = { formation: f.id, cards: [...cards], covered: true, sealed };
    p.lastFormation = "covered";
    t.covered = true;
    events.push({ type: "cover", seat, zh: `${seatZh(seat)}覆蓋了一個被動術式${sealed ? "（被封印）" : ""}。`, en: `${seatEn(seat)} covered a passive spell${sealed ? " (sealed)" : ""}.`, data: { count: cards.length, sealed } });
    events.push({ type: "cover_private", seat, visibleTo: [seat], zh: `你覆蓋了${f.zh}（${cardsZh(cards)}）。`, en: `You covered ${f.en} (${cardsEn(cards)}).`, data: { formation: f.id, cards } });
  } else {
    events.push({ type: "formation", seat, zh: `${seatZh(seat)}施展${f.zh}（${cardsZh(cards)}）。`, en: `${seatEn(seat)} performs ${f.en} (${cardsEn(cards)}).`, data: { formation: f.id, cards, category: f.category } });
    const counter = flipUpperPassive(reg, s, seat, events);
    p.lastFormation = f.id;
    resolveEffect(reg, s, seat, f, cards, counter, false, events);
    discardTo(s, cards);
  }
  afterAction(s, events);
}

function pass(reg: FormationRegistry, s: CfeState, seat: number, events: GameEvent[]): void {
  need(s.phase === "action", "wrong_phase");
  const p = s.players[seat];
  need(p.hand.length === 0 || p.cannotAct > 0, "must_act");
  s.thisTurn.kind = "pass";
  p.lastFormation = null;
  events.push({ type: "pass", seat, zh: `${seatZh(seat)}略過行動${p.cannotAct > 0 ? "（無法行動）" : ""}。`, en: `${seatEn(seat)} passes${p.cannotAct > 0 ? " (cannot act)" : ""}.`, data: { cannotAct: p.cannotAct > 0 } });
  flipUpperPassive(reg, s, seat, events); // flips and is discarded even on a pass (§5.3)
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
  const cost = cardLevel(c) * CFE_RULES.recycleCostPerLevel;
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

/** §2 End: as soon as a side is at 0 HP; both at once is a draw (G1 7-3). */
export function checkEnd(s: CfeState, events: GameEvent[]): boolean {
  const alive = s.hp.flatMap((hp, team) => (hp > 0 ? [team] : []));
  if (alive.length === s.hp.length) return false;
  s.phase = "over";
  s.pending = null;
  s.winnerTeams = alive;
  s.draw = alive.length === 0;
  events.push(
    s.draw
      ? { type: "game_over", zh: "雙方同時歸零，平手。", en: "Both sides fell to 0 at once: a draw.", data: { draw: true } }
      : { type: "game_over", zh: `隊伍${alive[0] + 1}獲勝。`, en: `Team ${alive[0] + 1} wins.`, data: { winnerTeams: alive } },
  );
  return true;
}

export function formationPoints(s: CfeState, seat: number, points: Points, cards: readonly CardId[]): number {
  if ("perTargetHandCard" in points) return s.players[upper(s, seat)].hand.length * points.perTargetHandCard; // §8.4
  let sum = 0;
  for (const c of cards) sum += cardLevel(c);
  return sum * points.mul + points.add;
}

/**
 * Resolve a formation's effect by kind (the effect registry). `cards` are the cards its numbers come from (for a
 * 幻化 copy: the two 土 cards, §8.1). `viaMimic` marks a copy: the counter was already judged on 幻化 itself.
 */
export function resolveEffect(reg: FormationRegistry, s: CfeState, seat: number, f: Formation, cards: readonly CardId[], counter: CounterEffect, viaMimic: boolean, events: GameEvent[]): void {
  const e = f.effect;
  if (f.category === "active" && counter === "seal" && !viaMimic) {
    events.push({ type: "sealed", seat, zh: `${f.zh}被封印，沒有效果。`, en: `${f.en} is sealed and has no effect.`, data: { formation: f.id } });
    s.thisTurn.resolvedAs = f.id === "mimic" ? null : f.id;
    return;
  }
  const me = s.players[seat];
  switch (e.kind) {
    case "attack": {
      const target = upper(s, seat);
      const tp = s.players[target];
      const points = formationPoints(s, seat, e.points, cards);
      const prev = s.prevTurn && s.prevTurn.seat === target ? s.prevTurn.attackElement : null;
      const kind = f.attackKind ?? "special";
      const element = kind === "elemental" ? f.element ?? null : null;
      const out = resolveAttack({ points, kind, element, prevElement: prev, targetShield: tp.shield, counter: viaMimic ? null : counter === "seal" ? null : counter });
      if (out.shieldLoss) tp.shield -= out.shieldLoss;
      const dTarget = changeHp(s, s.teamOf[target], out.targetHp);
      const dSelf = changeHp(s, s.teamOf[seat], out.attackerHp);
      s.thisTurn.attackElement = element;
      if (e.drawBonus) s.drawBonus += e.drawBonus;
      const how = [
        out.interaction === "generate" ? { zh: "相生，轉為回復", en: "generating: healing instead" } : null,
        out.interaction === "overcome" ? { zh: "相剋，加倍", en: "overcoming: doubled" } : null,
        out.interaction === "same" ? { zh: "相抵，減半", en: "same element: halved" } : null,
        out.counter === "defence" ? { zh: "被防禦抵銷", en: "cancelled by Defence" } : null,
        out.counter === "counter" ? { zh: "反震分攤", en: "split by Countershock" } : null,
        out.shieldLoss ? { zh: `護盾吸收 ${out.shieldLoss}`, en: `shield absorbed ${out.shieldLoss}` } : null,
      ].filter((x): x is { zh: string; en: string } => x !== null);
      events.push({
        type: "attack",
        seat,
        zh: `${f.zh}對${seatZh(target)} ${points} 點${element ? `（${ELEMENT_ZH[element]}）` : ""}${how.length ? "，" + how.map((h) => h.zh).join("，") : ""}：對方生命 ${fmt(dTarget)}${dSelf ? `，己方 ${fmt(dSelf)}` : ""}。`,
        en: `${f.en} hits ${seatEn(target)} for ${points}${element ? ` (${ELEMENT_EN[element]})` : ""}${how.length ? "; " + how.map((h) => h.en).join("; ") : ""}: their HP ${fmt(dTarget)}${dSelf ? `, own HP ${fmt(dSelf)}` : ""}.`,
        data: { formation: f.id, target, points, interaction: out.interaction, amount: out.amount, heals: out.heals, counter: out.counter, shieldLoss: out.shieldLoss, targetHp: dTarget, attackerHp: dSelf, drawBonus: e.drawBonus ?? 0 },
      });
      return;
    }
    case "counter": {
      // Only reached through 幻化 copying a passive: the same counter, created publicly (§8.1); 空城 does nothing.
      if (e.counter === "none") {
        events.push({ type: "no_effect", seat, zh: "幻化複製空城，沒有效果。", en: "Metamorphosis copies Empty City: no effect.", data: { formation: f.id } });
        return;
      }
      me.passive = { formation: f.id, cards: [], covered: false, sealed: false };
      events.push({ type: "public_passive", seat, zh: `${seatZh(seat)}幻化為${f.zh}（公開）。`, en: `${seatEn(seat)}'s Metamorphosis becomes an open ${f.en}.`, data: { formation: f.id } });
      return;
    }
    case "mimic": {
      const src = mimicSource(reg, s, seat);
      if (!src) {
        s.thisTurn.resolvedAs = null;
        s.thisTurn.basic = false;
        events.push({ type: "no_effect", seat, zh: "上家上回合沒有可複製的基礎陣法，幻化沒有效果。", en: "上家 performed no basic formation last turn: Metamorphosis has no effect.", data: { formation: "mimic" } });
        return;
      }
      s.thisTurn.resolvedAs = src.id;
      s.thisTurn.basic = src.basic;
      events.push({ type: "mimic", seat, zh: `幻化複製${src.zh}。`, en: `Metamorphosis copies ${src.en}.`, data: { copied: src.id } });
      resolveEffect(reg, s, seat, src, cards, null, true, events);
      return;
    }
    case "heal": {
      const d = changeHp(s, s.teamOf[seat], formationPoints(s, seat, e.points, cards));
      events.push({ type: "heal", seat, zh: `${f.zh}：己方回復 ${d} 點。`, en: `${f.en}: own side recovers ${d} HP.`, data: { formation: f.id, amount: d } });
      return;
    }
    case "shield": {
      const v = formationPoints(s, seat, e.points, cards);
      const old = me.shield;
      me.shield = v; // a new shield replaces the old one (§4)
      events.push({ type: "shield", seat, zh: `${f.zh}：護盾 ${v} 點${old ? `（取代 ${old}）` : ""}。`, en: `${f.en}: a ${v}-point shield${old ? ` (replacing ${old})` : ""}.`, data: { formation: f.id, shield: v, replaced: old } });
      return;
    }
    case "shield_break": {
      const target = lower(s, seat);
      const v = formationPoints(s, seat, e.points, cards);
      const before = s.players[target].shield;
      s.players[target].shield = Math.max(0, before - v);
      events.push({ type: "shield_break", seat, zh: `${f.zh}：${seatZh(target)}的護盾減少 ${before - s.players[target].shield} 點。`, en: `${f.en}: ${seatEn(target)}'s shield loses ${before - s.players[target].shield}.`, data: { formation: f.id, target, amount: before - s.players[target].shield } });
      return;
    }
    case "radiance": {
      const target = lower(s, seat);
      const tp = s.players[target];
      tp.cannotAct = Math.max(tp.cannotAct, e.turns);
      tp.cannotDraw = Math.max(tp.cannotDraw, e.turns);
      reveal(s, seat, target, f, events);
      events.push({ type: "radiance", seat, zh: `${seatZh(target)}接下來 ${e.turns} 回合無法行動、無法抽牌。`, en: `${seatEn(target)} cannot act or draw for their next ${e.turns} turns.`, data: { target, turns: e.turns } });
      return;
    }
    case "chaos": {
      const target = lower(s, seat);
      const count = Math.min(e.count, s.players[target].hand.length);
      reveal(s, seat, target, f, events);
      if (count > 0) s.pending = { kind: "chaos", seat, target, count };
      else events.push({ type: "no_effect", seat, zh: "下家沒有手牌，混沌沒有效果。", en: "下家 has no cards: Chaos has no effect.", data: { formation: f.id } });
      return;
    }
    case "swap_hp": {
      const mine = s.teamOf[seat], theirs = opposingTeam(s, seat);
      const a = s.hp[mine], b = s.hp[theirs];
      s.hp[mine] = Math.min(b, s.maxHp[mine]);
      s.hp[theirs] = Math.min(a, s.maxHp[theirs]);
      events.push({ type: "swap_hp", seat, zh: `${f.zh}：雙方生命交換（${a} ↔ ${b}）。`, en: `${f.en}: the sides swap HP (${a} ↔ ${b}).`, data: { formation: f.id, before: [a, b] } });
      return;
    }
  }
}

/** 光芒 / 混沌: only the caster sees 下家's hand (a snapshot; views show the caster those cards while still held). */
function reveal(s: CfeState, seat: number, target: number, f: Formation, events: GameEvent[]): void {
  const hand = [...s.players[target].hand];
  s.players[target].revealedTo = { by: seat, cards: hand };
  events.push({ type: "reveal", seat, zh: `${seatZh(seat)}以${f.zh}查看${seatZh(target)}的手牌。`, en: `${seatEn(seat)} looks at ${seatEn(target)}'s hand with ${f.en}.`, data: { target, count: hand.length } });
  events.push({ type: "reveal_private", seat, visibleTo: [seat], zh: `${seatZh(target)}的手牌：${cardsZh(hand) || "（無）"}。`, en: `${seatEn(target)}'s hand: ${cardsEn(hand) || "(none)"}.`, data: { target, cards: hand } });
}

const fmt = (d: number) => (d > 0 ? `+${d}` : `${d}`);

