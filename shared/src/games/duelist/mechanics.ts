import type { GameEvent } from "../../core/engine";
import type { Rng } from "../../core/rng";
import { RULES, cardDef, unitDef } from "./content";
import { leftmostEmpty, opponent } from "./state";
import { nameEn, nameZh, plural, seatName, statsOf, unitLabel } from "./text";
import type { Card, DuelState, EndReason, Unit } from "./types";

/**
 * The shared mechanics every rule builds on: events, drawing, entering the field (SEED §5), damage, destroy,
 * annihilate and 勇氣 (SEED §5–6, design §1.9), 本陣 damage and the end of the game (SEED §1).
 */
export interface Ctx {
  s: DuelState;
  rng: Rng;
  /** Events for the UI and the log; null in bot simulations, which skip building texts. */
  ev: GameEvent[] | null;
}

/** Thrown once the game is decided (SEED §1: nothing further is processed); the action handler catches it. */
export class GameEnded {}

export function log(ctx: Ctx, make: () => GameEvent): void {
  if (ctx.ev) ctx.ev.push(make());
}

export function endGame(ctx: Ctx, winner: number | null, reason: EndReason): never {
  const s = ctx.s;
  s.phase = "over";
  s.winner = winner;
  s.draw = winner === null;
  s.endReason = reason;
  log(ctx, () =>
    winner === null
      ? { type: "game_over", zh: "雙方本陣生命相同，平手。", en: "Both bases have the same HP: a draw.", data: { winner, reason } }
      : { type: "game_over", seat: winner, zh: `${seatName(winner)} 獲勝。`, en: `${seatName(winner)} wins.`, data: { winner, reason } },
  );
  throw new GameEnded();
}

/** 生命 of a 江湖人 entering with `cost` 命運 (SEED §3: 命運 × 2, 1 at 命運 0). */
export const hpFor = (cost: number): number => (cost === 0 ? RULES.healAtZeroMana.value : cost * RULES.hpPerMana.value);

/** A new card for `seat` (傳授, generation, tokens): the next free id. */
export function createCard(s: DuelState, seat: number, def: string, cost: number): Card {
  s.players[seat].created++;
  return { id: s.nextId++, def, cost };
}

export const handRoom = (s: DuelState, seat: number): number => RULES.handLimit.value - s.players[seat].hand.length;

// ---- 本陣 ----------------------------------------------------------------------------------------------------

export function damageBase(ctx: Ctx, seat: number, amount: number, cause: string): void {
  const p = ctx.s.players[seat];
  const from = p.base;
  p.base = Math.max(0, p.base - amount);
  log(ctx, () => ({ type: "base_damage", seat, zh: `${seatName(seat)} 的本陣受到 ${amount} 點傷害（${from} → ${p.base}）。`, en: `${seatName(seat)}'s base takes ${amount} damage (${from} → ${p.base}).`, data: { amount, from, to: p.base, cause } }));
  if (p.base <= 0) endGame(ctx, opponent(seat), "base");
}

export function healBase(ctx: Ctx, seat: number, amount: number): void {
  const p = ctx.s.players[seat];
  const from = p.base;
  p.base = Math.min(RULES.baseHp.value, p.base + amount);
  log(ctx, () => ({ type: "base_heal", seat, zh: `${seatName(seat)} 的本陣恢復生命（${from} → ${p.base}）。`, en: `${seatName(seat)}'s base recovers HP (${from} → ${p.base}).`, data: { from, to: p.base } }));
}

// ---- drawing ---------------------------------------------------------------------------------------------------

/**
 * Draw `n` cards from the top (design §1.4): an empty deck deals fatigue 1, 2, 3, … to the drawer's own 本陣; a card
 * drawn into a full hand is destroyed face up. The drawer alone learns which cards came.
 */
export function draw(ctx: Ctx, seat: number, n: number): void {
  const p = ctx.s.players[seat];
  const drawn: Card[] = [];
  for (let i = 0; i < n; i++) {
    const c = p.deck.shift();
    if (!c) {
      p.fatigue++;
      const dmg = RULES.fatigue.start + RULES.fatigue.step * (p.fatigue - 1);
      log(ctx, () => ({ type: "fatigue", seat, zh: `${seatName(seat)} 的牌堆已空，受到疲勞傷害 ${dmg}。`, en: `${seatName(seat)}'s deck is empty: fatigue deals ${dmg}.`, data: { amount: dmg } }));
      damageBase(ctx, seat, dmg, "fatigue");
      continue;
    }
    if (p.hand.length >= RULES.handLimit.value) {
      p.discard.push(c);
      log(ctx, () => ({ type: "overdraw", seat, zh: `${seatName(seat)} 手牌已滿，抽到的 ${nameZh(c.def)} 被破壞。`, en: `${seatName(seat)}'s hand is full: the drawn ${nameEn(c.def)} is destroyed.`, data: { card: c.id, def: c.def } }));
      continue;
    }
    p.hand.push(c);
    drawn.push(c);
  }
  if (drawn.length) reportDrawn(ctx, seat, drawn);
}

/** One public event (how many) and one for the drawer (which). */
export function reportDrawn(ctx: Ctx, seat: number, cards: readonly Card[], how: { zh: string; en: string; noun?: string } = { zh: "抽", en: "draws" }): void {
  const noun = how.noun ?? "card";
  log(ctx, () => ({ type: "draw", seat, zh: `${seatName(seat)} ${how.zh}了 ${cards.length} 張${how.noun ? "江湖人卡牌" : "牌"}。`, en: `${seatName(seat)} ${how.en} ${plural(cards.length, noun, `${noun}s`)}.`, data: { count: cards.length } }));
  log(ctx, () => ({ type: "drew", seat, visibleTo: [seat], zh: `你得到 ${cards.map((c) => `${nameZh(c.def)}（命運 ${c.cost}）`).join("、")}。`, en: `You got ${cards.map((c) => `${nameEn(c.def)} (Fate ${c.cost})`).join(", ")}.`, data: { cards: cards.map((c) => c.id) } }));
}

/** A card leaves the hand face up (destroyed or discarded); every such card is public. */
export function discardFromHand(ctx: Ctx, seat: number, index: number, verb: { zh: string; en: string }): Card {
  const p = ctx.s.players[seat];
  const [c] = p.hand.splice(index, 1);
  p.discard.push(c);
  log(ctx, () => ({ type: "hand_destroyed", seat, zh: `${seatName(seat)} 手牌中的 ${nameZh(c.def)} 被${verb.zh}。`, en: `${nameEn(c.def)} in ${seatName(seat)}'s hand is ${verb.en}.`, data: { card: c.id, def: c.def } }));
  return c;
}

// ---- entering the field ------------------------------------------------------------------------------------------

export type EntryKind = "summon" | "generate" | "call";

/** Can this definition enter `seat`'s field now (design §1.5: 唯一在場, only 百萬趙活)? Slots are checked apart. */
export function uniqueBlocks(s: DuelState, seat: number, def: string): boolean {
  return unitDef(def).uniqueOnBoard && s.players[seat].board.some((u) => u?.def === def);
}

/**
 * A 江湖人 enters `slot` (design §1.5). 召喚 and 生成 fire 戰術 and 暗器 of the others, then its own 呼出 and 傳授;
 * 呼出 is the silent entry (SEED §5, AMB-1). It may attack at once (AMB-2).
 */
export function enter(ctx: Ctx, seat: number, card: Card, slot: number, kind: EntryKind): Unit {
  const s = ctx.s;
  const d = unitDef(card.def);
  const hp = hpFor(card.cost);
  const u: Unit = { id: card.id, def: card.def, cost: card.cost, hp, maxHp: hp, zui: d.zui, an: d.an, tong: d.tong, kw: { ...d.kw }, attacksLeft: 1 + d.kw.chase, r1Zui: 0, r1Tong: 0 };
  s.players[seat].board[slot] = u;
  const verb = kind === "summon" ? { zh: "召喚", en: "summons" } : kind === "generate" ? { zh: "生成", en: "creates" } : { zh: "呼出", en: "calls" };
  log(ctx, () => ({ type: "enter", seat, zh: `${seatName(seat)} ${verb.zh}了 ${nameZh(u.def)}（命運 ${u.cost}，${statsOf(u)}，生命 ${u.hp}）到欄位 ${slot + 1}。`, en: `${seatName(seat)} ${verb.en} ${nameEn(u.def)} (Fate ${u.cost}, ${statsOf(u)}, HP ${u.hp}) into slot ${slot + 1}.`, data: { unit: u.id, def: u.def, slot, kind, cost: u.cost } }));
  if (kind === "call") return u;
  // 1. 戰術 (SEED §6): every other friendly holder gains its own n; the newcomer gains the sum (AMB-8).
  let tactics = 0;
  for (const h of s.players[seat].board) {
    if (!h || h === u || h.kw.tactics <= 0) continue;
    h.tong += h.kw.tactics;
    tactics += h.kw.tactics;
  }
  if (tactics > 0) {
    u.tong += tactics;
    log(ctx, () => ({ type: "tactics", seat, zh: `戰術：${seatName(seat)} 的戰術持有者各自獲得捅人，${nameZh(u.def)} 獲得 ${tactics} 點捅人。`, en: `Tactics: ${seatName(seat)}'s tactics holders gain Stab, and ${nameEn(u.def)} gains ${tactics} Stab.`, data: { unit: u.id, amount: tactics } }));
  }
  // 2. 暗器 ability (SEED §6): every other hero on either side with it gains that much current 暗器.
  for (const side of [seat, opponent(seat)]) {
    for (const h of s.players[side].board) {
      if (!h || h === u || h.kw.dart <= 0) continue;
      h.an += h.kw.dart;
      log(ctx, () => ({ type: "dart_skill", seat: side, zh: `${unitLabel(side, h.def).zh} 的暗器能力發動：暗器 +${h.kw.dart}（${h.an}）。`, en: `${unitLabel(side, h.def).en}'s Dart Skill: Darts +${h.kw.dart} (${h.an}).`, data: { unit: h.id, amount: h.kw.dart } }));
    }
  }
  // 3. 呼出, in printed order; a call without an empty slot is skipped.
  for (const c of d.call) {
    for (let k = 0; k < c.n; k++) {
      const free = leftmostEmpty(s, seat);
      if (free < 0) break;
      enter(ctx, seat, createCard(s, seat, c.id, unitDef(c.id).cost), free, "call");
    }
  }
  // 4. 傳授: the 秘笈 cards go to the hand; those beyond the hand limit are lost (design §1.4).
  for (const t of d.teach) {
    for (let k = 0; k < t.n; k++) {
      if (handRoom(s, seat) <= 0) {
        log(ctx, () => ({ type: "teach_lost", seat, zh: `手牌已滿，${nameZh(t.id)} 無法加入手牌。`, en: `The hand is full: ${nameEn(t.id)} is lost.`, data: { def: t.id } }));
        continue;
      }
      s.players[seat].hand.push(createCard(s, seat, t.id, cardDef(t.id).cost));
      log(ctx, () => ({ type: "teach", seat, zh: `傳授：${seatName(seat)} 將 ${nameZh(t.id)} 加入手牌。`, en: `Teaching: ${seatName(seat)} adds ${nameEn(t.id)} to their hand.`, data: { def: t.id } }));
    }
  }
  return u;
}

// ---- damage, destroy, annihilate (design §1.9) --------------------------------------------------------------------

export function onField(s: DuelState, seat: number, u: Unit): boolean {
  return s.players[seat].board.includes(u);
}

/** Take a hero off the field; its card goes face up to the discard with the 命運 it entered with. */
export function removeUnit(s: DuelState, seat: number, u: Unit): void {
  const p = s.players[seat];
  const slot = p.board.indexOf(u);
  if (slot < 0) return;
  p.board[slot] = null;
  p.discard.push({ id: u.id, def: u.def, cost: u.cost });
}

/** 勇氣 (SEED §6): the lethal damage or destroy is cancelled; 勇氣 is lost; 嘴攻 / 暗器 / 捅人 return to the printed values. */
function useCourage(ctx: Ctx, seat: number, u: Unit): void {
  const d = unitDef(u.def);
  u.kw.courage = 0;
  u.zui = d.zui;
  u.an = d.an;
  u.tong = d.tong;
  u.r1Zui = 0;
  u.r1Tong = 0;
  log(ctx, () => ({ type: "courage", seat, zh: `${unitLabel(seat, u.def).zh} 的勇氣發動：免於倒下，數值回到 ${statsOf(u)}。`, en: `${unitLabel(seat, u.def).en}'s Courage: it survives, and its stats return to ${statsOf(u)}.`, data: { unit: u.id } }));
}

export interface DamageOpts {
  /** A R3 捅人 hit (only those meet 金鐘罩). */
  stab?: boolean;
  /** Tag for previews and logs: "R2", "R3", "bell", "poison", "spell". */
  round?: string;
}

/**
 * One damage instance to a hero (design §1.9): 0 is no event; 輕功 blocks it whole; a stab is reduced by 金鐘罩;
 * 勇氣 cancels lethal damage; otherwise 生命 drops and a hero at 0 falls (removed at once). Returns the 金鐘罩
 * reflection owed to the striker (the caller deals it, as a separate instance).
 */
export function damageUnit(ctx: Ctx, seat: number, u: Unit, amount: number, opts: DamageOpts = {}): number {
  if (amount <= 0 || u.hp <= 0 || !onField(ctx.s, seat, u)) return 0;
  const round = opts.round ?? "";
  if (u.kw.agility > 0) {
    u.kw.agility--;
    log(ctx, () => ({ type: "blocked", seat, zh: `${unitLabel(seat, u.def).zh} 以輕功擋下 ${amount} 點傷害（輕功剩 ${u.kw.agility}）。`, en: `${unitLabel(seat, u.def).en} dodges ${amount} damage with Lightness (${u.kw.agility} left).`, data: { unit: u.id, amount, round } }));
    return 0;
  }
  let reflect = 0;
  if (opts.stab && u.kw.bell > 0) {
    reflect = u.kw.bell;
    const reduced = Math.max(0, amount - u.kw.bell);
    log(ctx, () => ({ type: "bell", seat, zh: `${unitLabel(seat, u.def).zh} 的金鐘罩：傷害 ${amount} → ${reduced}，反震 ${reflect}。`, en: `${unitLabel(seat, u.def).en}'s Golden Bell: damage ${amount} → ${reduced}, ${reflect} back to the striker.`, data: { unit: u.id, from: amount, to: reduced, reflect, round } }));
    amount = reduced;
  }
  if (amount === 0) return reflect;
  if (amount >= u.hp && u.kw.courage > 0) {
    useCourage(ctx, seat, u);
    return reflect;
  }
  const from = u.hp;
  u.hp -= amount;
  log(ctx, () => ({ type: "damage", seat, zh: `${unitLabel(seat, u.def).zh} 受到 ${amount} 點傷害（生命 ${from} → ${Math.max(0, u.hp)}）。`, en: `${unitLabel(seat, u.def).en} takes ${amount} damage (HP ${from} → ${Math.max(0, u.hp)}).`, data: { unit: u.id, amount, from, to: Math.max(0, u.hp), round } }));
  if (u.hp <= 0) fall(ctx, seat, u, round);
  return reflect;
}

function fall(ctx: Ctx, seat: number, u: Unit, round: string): void {
  removeUnit(ctx.s, seat, u);
  log(ctx, () => ({ type: "fall", seat, zh: `${unitLabel(seat, u.def).zh} 倒下。`, en: `${unitLabel(seat, u.def).en} falls.`, data: { unit: u.id, round } }));
}

/** 破壞 (SEED §5): remove the hero unless 勇氣 saves it. Returns whether it left the field. */
export function destroyUnit(ctx: Ctx, seat: number, u: Unit, round = ""): boolean {
  if (!onField(ctx.s, seat, u)) return false;
  if (u.kw.courage > 0) {
    useCourage(ctx, seat, u);
    return false;
  }
  removeUnit(ctx.s, seat, u);
  log(ctx, () => ({ type: "destroy", seat, zh: `${unitLabel(seat, u.def).zh} 被破壞。`, en: `${unitLabel(seat, u.def).en} is destroyed.`, data: { unit: u.id, round } }));
  return true;
}

/** 消滅 (SEED §5): all abilities are removed first, then the hero leaves; nothing can stop or answer it. */
export function annihilateUnit(ctx: Ctx, seat: number, u: Unit): void {
  if (!onField(ctx.s, seat, u)) return;
  for (const k of Object.keys(u.kw) as (keyof typeof u.kw)[]) u.kw[k] = 0;
  removeUnit(ctx.s, seat, u);
  log(ctx, () => ({ type: "annihilate", seat, zh: `${unitLabel(seat, u.def).zh} 被消滅。`, en: `${unitLabel(seat, u.def).en} is annihilated.`, data: { unit: u.id } }));
}

/** Pick uniformly among the candidates with the extreme value (SEED §3 tie rule); the RNG is used only on a tie. */
export function pickExtreme<T>(ctx: Ctx, items: readonly T[], key: (x: T) => number, want: "min" | "max"): T | null {
  if (items.length === 0) return null;
  let best = key(items[0]);
  for (const x of items) {
    const k = key(x);
    if (want === "min" ? k < best : k > best) best = k;
  }
  const tied = items.filter((x) => key(x) === best);
  return tied.length === 1 ? tied[0] : ctx.rng.pick(tied);
}
