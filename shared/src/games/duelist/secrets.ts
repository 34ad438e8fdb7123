import { COLLECTIBLE_UNITS, RULES, UNIT_IDS, cardDef, isUnitDef, unitDef, type UnitDef } from "./content";
import { fail } from "./errors";
import { annihilateUnit, createCard, damageBase, damageUnit, destroyUnit, discardFromHand, draw, enter, handRoom, healBase, log, pickExtreme, reportDrawn, uniqueBlocks, type Ctx } from "./mechanics";
import { emptySlots, leftmostEmpty, opponent, unitsOf, withCost } from "./state";
import { nameEn, nameZh, seatName, unitLabel } from "./text";
import type { Card } from "./types";

/**
 * The 22 秘笈 (SEED §7), one resolver each, sentence by sentence in printed order (design §1.13). A sentence that
 * cannot be carried out completely calls fail() (SEED §8); the cast procedure then undoes the earlier sentences.
 */
export type SecretResolver = (ctx: Ctx, seat: number) => void;

const handUnitIndexes = (hand: readonly Card[]): number[] => hand.flatMap((c, i) => (isUnitDef(c.def) ? [i] : []));

/** "手牌中所有江湖人卡牌的命運降低 n" — fails with no 江湖人 card in the hand (sweep rule, design §1.12). */
function lowerHandUnits(ctx: Ctx, seat: number, n: number): void {
  const hand = ctx.s.players[seat].hand;
  const idx = handUnitIndexes(hand);
  if (idx.length === 0) fail("no_hand_unit");
  for (const i of idx) hand[i] = withCost(hand[i], hand[i].cost - n);
  log(ctx, () => ({ type: "hand_cost", seat, zh: `${seatName(seat)} 手牌中的 ${idx.length} 張江湖人卡牌命運降低 ${n}。`, en: `${idx.length} hero cards in ${seatName(seat)}'s hand cost ${n} less Fate.`, data: { count: idx.length, amount: n } }));
}

/** The highest-命運 江湖人 card of the hand (random tie), as an index; fails when there is none. */
function highestHandUnit(ctx: Ctx, seat: number): number {
  const hand = ctx.s.players[seat].hand;
  const i = pickExtreme(ctx, handUnitIndexes(hand), (k) => hand[k].cost, "max");
  if (i === null) fail("no_hand_unit");
  return i;
}

/** Generate a 江湖人 on the field (增援: fires its own 召喚時 abilities and counts as summoned, AMB-1). */
function generate(ctx: Ctx, seat: number, def: string, cost = unitDef(def).cost) {
  const slot = leftmostEmpty(ctx.s, seat);
  if (slot < 0) fail("no_slot");
  if (uniqueBlocks(ctx.s, seat, def)) fail("unique_on_board");
  return enter(ctx, seat, createCard(ctx.s, seat, def, cost), slot, "generate");
}

function addToHand(ctx: Ctx, seat: number, defs: readonly string[], secret: boolean): void {
  if (handRoom(ctx.s, seat) < defs.length) fail("hand_full");
  const cards = defs.map((d) => createCard(ctx.s, seat, d, cardDef(d).cost));
  ctx.s.players[seat].hand.push(...cards);
  if (secret) reportDrawn(ctx, seat, cards, { zh: "生成", en: "creates", noun: "hero card" });
  else log(ctx, () => ({ type: "to_hand", seat, zh: `${seatName(seat)} 將 ${defs.map(nameZh).join("、")} 加入手牌。`, en: `${seatName(seat)} adds ${defs.map(nameEn).join(" and ")} to their hand.`, data: { defs: [...defs] } }));
}

/** Take the topmost 江湖人 cards of the deck, the other cards keep their order (AMB-16). */
function takeDeckUnits(ctx: Ctx, seat: number, n: number): Card[] {
  const deck = ctx.s.players[seat].deck;
  const idx: number[] = [];
  for (let i = 0; i < deck.length && idx.length < n; i++) if (isUnitDef(deck[i].def)) idx.push(i);
  if (idx.length < n) fail("deck_units_short");
  const out = idx.map((i) => deck[i]);
  for (let k = idx.length - 1; k >= 0; k--) deck.splice(idx[k], 1);
  return out;
}

const HERO_DRAW = { zh: "從牌堆抽出", en: "draws", noun: "hero card" };

const POOL_5_PLUS = (min: number): readonly UnitDef[] => COLLECTIBLE_UNITS.filter((d) => d.cost >= min);
const DAILY_POOL = POOL_5_PLUS(RULES.randomPoolMinCost.dailyProgress);
const FINAL_POOL = POOL_5_PLUS(RULES.randomPoolMinCost.finalBattle);
/** Ordered pairs (a, b) of collectible 江湖人 by the sum of their printed 命運 (江湖鬼蜮錄・續, design §1.13). */
const PAIRS_BY_SUM: ReadonlyMap<number, readonly [string, string][]> = (() => {
  const m = new Map<number, [string, string][]>();
  for (const a of COLLECTIBLE_UNITS) for (const b of COLLECTIBLE_UNITS) {
    const k = a.cost + b.cost;
    if (!m.has(k)) m.set(k, []);
    m.get(k)!.push([a.id, b.id]);
  }
  return m;
})();

/** "消耗全部目前命運": returns how much was spent. */
function spendAllMana(ctx: Ctx, seat: number): number {
  const p = ctx.s.players[seat];
  const x = p.mana;
  p.mana = 0;
  log(ctx, () => ({ type: "mana_spent", seat, zh: `${seatName(seat)} 消耗全部目前命運 ${x}。`, en: `${seatName(seat)} spends all current Fate (${x}).`, data: { amount: x } }));
  return x;
}

function lowerMaxMana(ctx: Ctx, seat: number, n: number): void {
  const p = ctx.s.players[seat];
  const from = p.maxMana;
  p.maxMana = Math.max(0, p.maxMana - n);
  log(ctx, () => ({ type: "max_mana", seat, zh: `${seatName(seat)} 的最大命運 ${from} → ${p.maxMana}。`, en: `${seatName(seat)}'s max Fate ${from} → ${p.maxMana}.`, data: { from, to: p.maxMana } }));
}

function boost(ctx: Ctx, seat: number, u: { def: string; zui: number; an: number; tong: number; id: number }, x: number): void {
  u.zui += x;
  u.tong += x;
  u.an += x;
  log(ctx, () => ({ type: "boost", seat, zh: `${unitLabel(seat, u.def).zh} 的嘴攻、捅人、暗器各增加 ${x}（${u.zui}/${u.an}/${u.tong}）。`, en: `${unitLabel(seat, u.def).en} gains ${x} Taunt, Stab and Darts (${u.zui}/${u.an}/${u.tong}).`, data: { unit: u.id, amount: x } }));
}

export const SECRET_RESOLVERS: Readonly<Record<string, SecretResolver>> = {
  "li-tie"(ctx, seat) {
    const foe = opponent(seat);
    const t = pickExtreme(ctx, unitsOf(ctx.s, foe), (u) => u.hp, "min");
    if (!t) fail("no_enemy_unit");
    damageUnit(ctx, foe, t, 5, { round: "spell" });
  },

  "ghost-record"(ctx, seat) {
    const order = [seat, opponent(seat)];
    const lost = order.map((p) => ctx.s.players[p].hand.length);
    if (lost[0] + lost[1] === 0) fail("hands_empty");
    order.forEach((p, k) => {
      while (ctx.s.players[p].hand.length) discardFromHand(ctx, p, 0, { zh: "破壞", en: "destroyed" });
      if (ctx.s.players[p].deck.length < lost[k]) fail("deck_short");
    });
    order.forEach((p, k) => draw(ctx, p, lost[k]));
  },

  "ghost-record-sequel"(ctx, seat) {
    const x = spendAllMana(ctx, seat);
    if (emptySlots(ctx.s, seat) < 2) fail("no_slot");
    const pairs = PAIRS_BY_SUM.get(x);
    if (!pairs) fail("no_pair");
    const [a, b] = ctx.rng.pick(pairs);
    generate(ctx, seat, a);
    generate(ctx, seat, b);
    lowerMaxMana(ctx, seat, 1);
  },

  "midnight-letter"(ctx, seat) {
    lowerMaxMana(ctx, opponent(seat), 2);
  },

  "evil-for-evil"(ctx, seat) {
    const foe = opponent(seat);
    const t = pickExtreme(ctx, unitsOf(ctx.s, foe), (u) => u.cost, "min");
    if (!t) fail("no_enemy_unit");
    damageBase(ctx, seat, t.hp, "spell");
    destroyUnit(ctx, foe, t, "spell");
  },

  "xielao-vow"(ctx, seat) {
    const t = pickExtreme(ctx, unitsOf(ctx.s, seat).filter((u) => u.kw.courage === 0), (u) => u.cost, "max");
    if (!t) fail("no_courage_target");
    t.kw.courage = 1;
    log(ctx, () => ({ type: "courage_gain", seat, zh: `${unitLabel(seat, t.def).zh} 獲得勇氣。`, en: `${unitLabel(seat, t.def).en} gains Courage.`, data: { unit: t.id } }));
    const zhao = unitsOf(ctx.s, seat).find((u) => u.def === UNIT_IDS.zhaoHuo);
    if (!zhao) return;
    annihilateUnit(ctx, seat, zhao);
    generate(ctx, seat, UNIT_IDS.megaZhaoHuo);
  },

  "duel-you"(ctx, seat) {
    discardFromHand(ctx, seat, highestHandUnit(ctx, seat), { zh: "破壞", en: "destroyed" });
    const mine = unitsOf(ctx.s, seat);
    if (mine.length === 0) fail("no_friendly_unit");
    for (const u of mine) {
      u.kw.chase += 1;
      u.attacksLeft += 1;
    }
    log(ctx, () => ({ type: "chase_gain", seat, zh: `${seatName(seat)} 的所有江湖人獲得追擊 1（並立刻多 1 次攻擊）。`, en: `All of ${seatName(seat)}'s heroes gain Pursuit 1 (and one more attack now).`, data: { count: mine.length } }));
  },

  "nangong-heart"(ctx, seat) {
    const mine = unitsOf(ctx.s, seat);
    if (mine.length < 2) fail("too_few_friendly_units");
    const L = pickExtreme(ctx, mine, (u) => u.cost, "min")!;
    const H = pickExtreme(ctx, mine.filter((u) => u !== L), (u) => u.cost, "max")!;
    const hpLost = L.hp - 1, tongLost = L.tong - 1;
    L.hp = 1;
    L.tong = 1;
    H.hp += hpLost;
    H.maxHp += hpLost;
    H.tong += tongLost;
    log(ctx, () => ({ type: "transfer", seat, zh: `${unitLabel(seat, L.def).zh} 的生命與捅人變為 1；${unitLabel(seat, H.def).zh} 獲得生命 ${hpLost}、捅人 ${tongLost}（生命 ${H.hp}/${H.maxHp}，捅人 ${H.tong}）。`, en: `${unitLabel(seat, L.def).en}'s HP and Stab become 1; ${unitLabel(seat, H.def).en} gains ${hpLost} HP and ${tongLost} Stab (HP ${H.hp}/${H.maxHp}, Stab ${H.tong}).`, data: { from: L.id, to: H.id, hp: hpLost, tong: tongLost } }));
  },

  "nirvana-samadhi"(ctx, seat) {
    const x = spendAllMana(ctx, seat);
    const t = pickExtreme(ctx, unitsOf(ctx.s, seat), (u) => u.tong, "min");
    if (!t) fail("no_friendly_unit");
    boost(ctx, seat, t, x);
    lowerMaxMana(ctx, seat, x);
  },

  "wuwei-elixir"(ctx, seat) {
    lowerHandUnits(ctx, seat, 1);
  },

  "mighty-kick"(ctx, seat) {
    const max = RULES.lowKickMaxCost.value;
    const targets = [seat, opponent(seat)].flatMap((p) => unitsOf(ctx.s, p).filter((u) => u.cost <= max).map((u) => [p, u] as const));
    if (targets.length === 0) fail("no_low_cost_unit");
    for (const [p, u] of targets) destroyUnit(ctx, p, u, "spell");
  },

  "daily-progress"(ctx, seat) {
    const t = pickExtreme(ctx, unitsOf(ctx.s, seat), (u) => u.cost, "min");
    if (!t) fail("no_friendly_unit");
    annihilateUnit(ctx, seat, t);
    generate(ctx, seat, ctx.rng.pick(DAILY_POOL).id);
  },

  "final-battle"(ctx, seat) {
    const p = ctx.s.players[seat];
    if (p.hand.length === 0) fail("empty_hand");
    while (p.hand.length) discardFromHand(ctx, seat, 0, { zh: "捨棄", en: "discarded" });
    if (leftmostEmpty(ctx.s, seat) < 0) fail("no_slot");
    for (let slot = leftmostEmpty(ctx.s, seat); slot >= 0; slot = leftmostEmpty(ctx.s, seat)) {
      const d = ctx.rng.pick(FINAL_POOL);
      enter(ctx, seat, createCard(ctx.s, seat, d.id, d.cost), slot, "call");
    }
    const from = p.maxMana;
    p.maxMana = 0;
    log(ctx, () => ({ type: "max_mana", seat, zh: `${seatName(seat)} 的最大命運 ${from} → 0。`, en: `${seatName(seat)}'s max Fate ${from} → 0.`, data: { from, to: 0 } }));
  },

  "flame-forge"(ctx, seat) {
    const hand = ctx.s.players[seat].hand;
    const i = highestHandUnit(ctx, seat);
    hand[i] = withCost(hand[i], hand[i].cost - 1);
    log(ctx, () => ({ type: "hand_cost", seat, zh: `${seatName(seat)} 手牌中命運最高的江湖人卡牌命運降低 1。`, en: `The highest-Fate hero card in ${seatName(seat)}'s hand costs 1 less Fate.`, data: { count: 1, amount: 1 } }));
  },

  "kongtong-forge"(ctx, seat) {
    generate(ctx, seat, UNIT_IDS.yuZhu);
    lowerHandUnits(ctx, seat, 2);
  },

  "tang-legacy"(ctx, seat) {
    if (emptySlots(ctx.s, seat) < 2) fail("no_slot");
    generate(ctx, seat, UNIT_IDS.tangMoling, 2);
    generate(ctx, seat, UNIT_IDS.zhaoHuo, 2);
  },

  "wulin-legend"(ctx, seat) {
    const u = generate(ctx, seat, UNIT_IDS.zhaoHuo);
    boost(ctx, seat, u, 5);
  },

  "xiaomei-stash"(ctx, seat) {
    addToHand(ctx, seat, [UNIT_IDS.yuXiaomei, UNIT_IDS.zhaoHuo], false);
    lowerHandUnits(ctx, seat, 1);
  },

  "initiation-oath"(ctx, seat) {
    if (handRoom(ctx.s, seat) < 3) fail("hand_full");
    addToHand(ctx, seat, [0, 1, 2].map(() => ctx.rng.pick(COLLECTIBLE_UNITS).id), true);
  },

  "three-teachings"(ctx, seat) {
    const [c] = takeDeckUnits(ctx, seat, 1);
    if (handRoom(ctx.s, seat) < 1) fail("hand_full");
    const zero = withCost(c, 0);
    ctx.s.players[seat].hand.push(zero);
    reportDrawn(ctx, seat, [zero], HERO_DRAW);
  },

  "drumstick-tycoon"(ctx, seat) {
    discardFromHand(ctx, seat, highestHandUnit(ctx, seat), { zh: "破壞", en: "destroyed" });
    healBase(ctx, seat, 20);
  },

  "shenzhou-traveller"(ctx, seat) {
    const p = ctx.s.players[seat];
    if (p.hand.length === 0) fail("empty_hand");
    while (p.hand.length) discardFromHand(ctx, seat, 0, { zh: "破壞", en: "destroyed" });
    const cards = takeDeckUnits(ctx, seat, 4);
    p.hand.push(...cards);
    reportDrawn(ctx, seat, cards, HERO_DRAW);
    lowerHandUnits(ctx, seat, 1);
  },
};

