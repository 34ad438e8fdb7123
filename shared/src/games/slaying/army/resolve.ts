import type { GameEvent } from "../../../core/engine";
import { ELEMENT_EN, ELEMENT_ZH, type Element } from "../../../core/elements";
import { cardLevel, cardsEn, cardsZh } from "../../cfe/cards";
import { resolveAttack } from "../../cfe/damage";
import { environmentOf, ENVIRONMENT_MULTIPLIER } from "../../cfe/legends";
import type { AttackKind, CardId } from "../../cfe/types";
import { MODES, type ArmyMove, type MovePoints, type Rider } from "../content";
import { healArmy, healTeam, hurtArmy, hurtTeam } from "../hp";
import { knockbackPath } from "../map";
import { immunities, professionOf } from "../../cfe/professions";
import { exemptFrom } from "../professions";
import { emit, seatName } from "../state";
import { terrainAt, terrainModifiers, withModifiers, type PointModifier } from "../terrain";
import type { SlayingState } from "../types";
import { nextPlayer } from "../turnOrder";

/**
 * Resolving a move of the army (spec §4.6) and its riders (§4.7). Riders are also what a 幻化 copy of an army move
 * does from a player's seat (§11.1): `actor` is "army" or the copier's seat, and each rider's target is re-aimed
 * from there ("team" riders stay on the team, as the seed warns for 鐵鎖術, 燒灼術 and 地裂術).
 */
export type Actor = "army" | number;
export type CounterEffect = "defence" | "seal" | "counter" | null;

export function levelSum(cards: readonly CardId[]): number {
  let n = 0;
  for (const c of cards) n += cardLevel(c);
  return n;
}

export function movePoints(p: MovePoints, cards: readonly CardId[]): number {
  return levelSum(cards) * p.perLevelSum + p.flat;
}

export const attackKindOf = (category: ArmyMove["category"]): AttackKind => (category === "spell" ? "special" : category);

/** §4.6 step 1: formula + the mode's attack modifier + the terrain, minimum 1. */
export function armyAttackPoints(s: SlayingState, move: ArmyMove, cards: readonly CardId[], element: Element | null): { base: number; mods: PointModifier[]; points: number } {
  const base = movePoints(move.points!, cards);
  const mods: PointModifier[] = [];
  const modeMod = MODES[s.options.difficulty].armyAttackMod;
  if (modeMod) mods.push({ source: "difficulty", zh: s.options.difficulty, en: MODES[s.options.difficulty].en, points: modeMod });
  mods.push(...terrainModifiers(terrainAt(s.team.cell), "army", move.category, element));
  return { base, mods, points: withModifiers(base, mods) };
}

/**
 * An army attack on 上家 (the player who just acted), §4.6: points → 上家's passive (防禦 cancels the damage, 反震
 * splits it) → 相生/相剋 against 上家's previous-turn elemental attack (no shield) → shield → the player's own
 * resistances → team HP; then the riders, which happen even when the damage was cancelled.
 */
export function armyAttack(s: SlayingState, move: ArmyMove, moveName: { zh: string; en: string }, cards: readonly CardId[], element: Element | null, counter: CounterEffect, prevElement: Element | null, events: GameEvent[]): void {
  const upper = s.current;
  const target = s.players[upper];
  for (const r of move.riders) if (r.kind === "shieldBreak" && r.before) applyRider(s, "army", move, r, cards, events);
  const { base, mods, points } = armyAttackPoints(s, move, cards, element);
  const kind = attackKindOf(move.category);
  // 上家's own resistances and 卸勁 act on the damage they take personally, not on their shield (base §10.3).
  const imm = immunities(s, upper);
  // With 五方傳說 the environment doubles or converts the army's elemental attacks too (spec §11.4).
  const out = resolveAttack({ points, kind, element, prevElement, targetShield: target.shield, counter: counter === "seal" ? null : counter, environment: environmentOf(s), environmentMultiplier: ENVIRONMENT_MULTIPLIER, resists: imm.resists, halvesPhysical: imm.halvesPhysical });
  target.shield -= out.shieldLoss;
  const how = describeOutcome(out, target.shield + out.shieldLoss);
  emit(
    events,
    "army_attack",
    `${moveName.zh}（${cardsZh(cards)}）對${seatName(upper)}：${mods.length ? `${base}${mods.map((m) => `${m.points > 0 ? "+" : ""}${m.points}（${m.zh}）`).join("")} = ` : ""}${points} 點${element ? `（${ELEMENT_ZH[element]}）` : ""}${how.zh}。`,
    `${moveName.en} (${cardsEn(cards)}) hits ${seatName(upper)} for ${mods.length ? `${base}${mods.map((m) => ` ${m.points > 0 ? "+" : "−"} ${Math.abs(m.points)} (${m.en})`).join("")} = ` : ""}${points}${element ? ` (${ELEMENT_EN[element]})` : ""}${how.en}.`,
    { move: move.id, target: upper, cards: [...cards], base, modifiers: mods, points, kind, element, interaction: out.interaction, environment: out.environment, amount: out.amount, heals: out.heals, counter: out.counter, resisted: out.resisted, halved: out.halved, shieldLoss: out.shieldLoss, teamHp: out.targetHp, armyHp: out.attackerHp },
  );
  if (out.targetHp < 0) hurtTeam(s, -out.targetHp, events, moveName);
  else if (out.targetHp > 0) healTeam(s, out.targetHp, events, { zh: `${moveName.zh}（相生）`, en: `${moveName.en} (generating)` });
  if (out.attackerHp < 0) hurtArmy(s, -out.attackerHp, events, { zh: "反震", en: "Countershock" });
  else if (out.attackerHp > 0) healArmy(s, out.attackerHp, events, { zh: "反震（相生）", en: "Countershock (generating)" });
  for (const r of move.riders) if (!(r.kind === "shieldBreak" && r.before)) applyRider(s, "army", move, r, cards, events);
}

function describeOutcome(out: ReturnType<typeof resolveAttack>, shieldBefore: number): { zh: string; en: string } {
  const parts: { zh: string; en: string }[] = [];
  if (out.counter === "defence") parts.push({ zh: "被防禦抵銷", en: "cancelled by Defence" });
  if (out.environment === "double") parts.push({ zh: "環境加倍", en: "doubled by the environment" });
  if (out.environment === "heal" && out.heals) parts.push({ zh: "環境相生，轉為回復", en: "the environment turns it into healing" });
  if (out.interaction === "generate") parts.push({ zh: "相生，轉為回復", en: "generating: healing instead" });
  if (out.interaction === "overcome") parts.push({ zh: "相剋，加倍", en: "overcoming: doubled" });
  if (out.interaction === "same") parts.push({ zh: "相抵，減半", en: "same element: halved" });
  if (out.counter === "counter") parts.push({ zh: "反震分攤", en: "split by Countershock" });
  if (out.resisted) parts.push({ zh: "抗性使傷害無效", en: "resisted: no damage" });
  if (out.halved) parts.push({ zh: "卸勁減半", en: "halved by Unloading" });
  if (out.shieldLoss || (shieldBefore > 0 && out.counter !== "defence")) parts.push({ zh: `護盾吸收 ${out.shieldLoss}`, en: `shield absorbed ${out.shieldLoss}` });
  return parts.length ? { zh: "，" + parts.map((p) => p.zh).join("，"), en: "; " + parts.map((p) => p.en).join("; ") } : { zh: "", en: "" };
}

/** An army spell (§4.6): 封印 cancels all of it (the cards are still spent); otherwise its effects in order. */
export function armySpell(s: SlayingState, move: ArmyMove, moveName: { zh: string; en: string }, cards: readonly CardId[], counter: CounterEffect, events: GameEvent[]): void {
  if (counter === "seal") {
    emit(events, "army_sealed", `${moveName.zh}被封印，沒有效果。`, `${moveName.en} is sealed and has no effect.`, { move: move.id });
    return;
  }
  emit(events, "army_spell", `魔王軍施展${moveName.zh}（${cardsZh(cards)}）。`, `The army casts ${moveName.en} (${cardsEn(cards)}).`, { move: move.id, cards: [...cards] });
  for (const r of move.riders) applyRider(s, "army", move, r, cards, events);
}

/** Highest-level cards of a hand, earliest (leftmost) first among equal levels (§4.7). */
export function highestCards(hand: readonly CardId[], count: number): CardId[] {
  return hand
    .map((c, i) => ({ c, i }))
    .sort((a, b) => cardLevel(b.c) - cardLevel(a.c) || a.i - b.i)
    .slice(0, count)
    .map((x) => x.c);
}

/** Knock the team token back `steps` times along the arrows (§6.5); never changes R. */
export function knockback(s: SlayingState, steps: number, events: GameEvent[]): void {
  const from = s.team.cell;
  const path = knockbackPath(from, steps);
  if (path.length) s.team.cell = path[path.length - 1];
  emit(events, "knockback", path.length ? `擊退 ${steps}：隊伍從 ${from} 被擊退到 ${s.team.cell}。` : `擊退 ${steps}：${from} 沒有箭頭，隊伍不動。`, path.length ? `Knockback ${steps}: the team is pushed from ${from} to ${s.team.cell}.` : `Knockback ${steps}: ${from} has no arrow; the team stays.`, { from, path, steps });
}

/** One rider (§4.7), re-aimed from `actor` (§11.1 step 2). */
export function applyRider(s: SlayingState, actor: Actor, move: ArmyMove, r: Rider, cards: readonly CardId[], events: GameEvent[]): void {
  const byArmy = actor === "army";
  const next = nextPlayer(s);
  const nextExempt = byArmy && exemptFrom(s, next, move);
  const exemptNote = () => {
    const p = professionOf(s, next);
    emit(events, "exempt", `${seatName(next)}是${p?.zh ?? "武者"}，不受${move.zh}的效果影響。`, `${seatName(next)} is a ${p?.en ?? "Martial Artist"} and unaffected by ${move.en}'s effect.`, { seat: next, move: move.id, profession: p?.id ?? null });
  };
  switch (r.kind) {
    case "knockback":
      return knockback(s, r.steps, events);
    case "fetter": {
      s.team.fetter = Math.max(s.team.fetter, r.turns);
      emit(events, "fetter", `鎖足：隊伍接下來 ${s.team.fetter} 個玩家回合不能移動。`, `Fetter: the team cannot move for the next ${s.team.fetter} player turns.`, { turns: s.team.fetter });
      return;
    }
    case "scorch": {
      s.team.scorch = { perTick: r.perTick, ticks: r.ticks };
      emit(events, "scorch", `灼傷：接下來 ${r.ticks} 個玩家回合開始時，隊伍各失去 ${r.perTick} 點生命。`, `Scorch: the team loses ${r.perTick} HP at the start of each of the next ${r.ticks} player turns.`, { perTick: r.perTick, ticks: r.ticks });
      return;
    }
    case "lock": {
      if (byArmy) {
        if (nextExempt) return exemptNote();
        const p = s.players[next];
        p.cannotAct = Math.max(p.cannotAct, r.turns);
        p.cannotDraw = Math.max(p.cannotDraw, r.turns);
        emit(events, "lock", `${seatName(next)}下 ${r.turns} 回合無法行動、無法抽牌。`, `${seatName(next)} cannot act or draw for ${r.turns} turn.`, { seat: next, turns: r.turns });
      } else lockArmy(s, r.turns, events);
      return;
    }
    case "bury": {
      if (byArmy) {
        if (nextExempt) return exemptNote();
        const hand = s.players[next].hand;
        const picked = highestCards(hand, r.count);
        s.players[next].hand = hand.filter((c) => !picked.includes(c));
        s.pile.deck.unshift(...picked);
        // The hand is revealed to the table (the players); spectators, who see no hand, learn the cards that go on
        // the deck, which everyone then knows the army draws (docs/rules/slaying.md).
        events.push({ type: "bury_reveal", seat: next, visibleTo: Array.from({ length: s.seats }, (_, i) => i), zh: `黑暗埋塵：${seatName(next)}的手牌公開：${cardsZh(hand) || "無"}。`, en: `Dark Burial: ${seatName(next)}'s hand is revealed: ${cardsEn(hand) || "none"}.`, data: { seat: next, hand: [...hand] } });
        emit(events, "bury", `黑暗埋塵：${seatName(next)}最高級的 ${cardsZh(picked) || "（無）"} 被放到牌堆頂。`, `Dark Burial: ${seatName(next)}'s highest cards, ${cardsEn(picked) || "none"}, go on top of the deck.`, { seat: next, cards: picked });
      } else {
        revealArmyHand(s, events);
        const picked = highestCards(s.army.hand.map((c) => c.card), r.count);
        s.army.hand = s.army.hand.filter((c) => !picked.includes(c.card));
        s.pile.deck.unshift(...picked);
        emit(events, "bury", `魔王軍的 ${cardsZh(picked) || "（無）"} 被放到牌堆頂，由施術者抽牌時取得。`, `The army's ${cardsEn(picked) || "(none)"} go on top of the deck for the copier's draw.`, { seat: actor, cards: picked });
      }
      return;
    }
    case "burn": {
      if (byArmy) {
        if (nextExempt) return exemptNote();
        const hand = s.players[next].hand;
        const picked = highestCards(hand, r.count);
        s.players[next].hand = hand.filter((c) => !picked.includes(c));
        s.pile.discard.push(...picked);
        emit(events, "burn", `${seatName(next)}棄掉最高級的 ${cardsZh(picked) || "（無）"}。`, `${seatName(next)} discards their highest cards: ${cardsEn(picked) || "(none)"}.`, { seat: next, cards: picked });
      } else {
        const picked = highestCards(s.army.hand.map((c) => c.card), r.count);
        s.army.hand = s.army.hand.filter((c) => !picked.includes(c.card));
        s.pile.discard.push(...picked);
        emit(events, "burn", `魔王軍棄掉 ${cardsZh(picked) || "（無）"}。`, `The army discards ${cardsEn(picked) || "(none)"}.`, { cards: picked });
      }
      return;
    }
    case "drain": {
      const x = movePoints(r.points, cards);
      if (byArmy) {
        hurtTeam(s, x, events, { zh: move.zh, en: move.en });
        healArmy(s, x, events, { zh: move.zh, en: move.en });
      } else {
        hurtArmy(s, x, events, { zh: move.zh, en: move.en });
        healTeam(s, x, events, { zh: move.zh, en: move.en });
      }
      return;
    }
    case "guard": {
      const x = movePoints(r.points, cards);
      if (byArmy) {
        s.army.shield = x;
        emit(events, "army_shield", `魔王軍獲得 ${x} 點護盾。`, `The army gains a ${x}-point shield.`, { shield: x });
      } else {
        s.players[actor].shield = x;
        emit(events, "shield", `${seatName(actor)}獲得 ${x} 點護盾。`, `${seatName(actor)} gains a ${x}-point shield.`, { seat: actor, shield: x }, actor);
      }
      return;
    }
    case "heal": {
      const x = movePoints(r.points, cards);
      if (byArmy) healArmy(s, x, events, { zh: move.zh, en: move.en });
      else healTeam(s, x, events, { zh: move.zh, en: move.en });
      return;
    }
    case "shieldBreak": {
      if (byArmy) {
        for (const p of s.players) p.shield = 0;
        emit(events, "shield_break", "碎盾：所有玩家的護盾歸零。", "Shield-break: every player's shield drops to 0.", {});
      } else {
        s.army.shield = 0;
        emit(events, "army_shield", "魔王軍的護盾歸零。", "The army's shield drops to 0.", { shield: 0 });
      }
      return;
    }
    case "teamLoss":
      hurtTeam(s, movePoints(r.points, cards), events, { zh: move.zh, en: move.en });
      return;
  }
}

/** 無法行動 + 無法抽牌 on the army for `turns` army turns (max with what it has, §3.3). */
export function lockArmy(s: SlayingState, turns: number, events: GameEvent[]): void {
  const a = s.army;
  if (!a.alive) return;
  a.cannotAct = Math.max(a.cannotAct, turns);
  a.cannotDraw = Math.max(a.cannotDraw, turns);
  emit(events, "army_locked", `魔王軍接下來 ${a.cannotAct} 個魔王軍回合無法行動、無法抽牌。`, `The army cannot act or draw for its next ${a.cannotAct} turns.`, { cannotAct: a.cannotAct, cannotDraw: a.cannotDraw });
}

/** Turn the whole army hand face up (光芒, 混沌, the 水 shard, a 黑暗埋塵 copy: §3.4). */
export function revealArmyHand(s: SlayingState, events: GameEvent[]): void {
  const hand = s.army.hand;
  if (!s.army.alive || hand.every((c) => c.faceUp)) return;
  for (const c of hand) c.faceUp = true;
  const cards = hand.map((c) => c.card);
  emit(events, "army_reveal", `魔王軍的手牌全部翻開：${cardsZh(cards)}。`, `The army's hand is turned face up: ${cardsEn(cards)}.`, { hand: cards });
}
