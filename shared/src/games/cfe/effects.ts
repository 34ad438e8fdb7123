import type { GameEvent } from "../../core/engine";
import { ELEMENT_EN, ELEMENT_ZH } from "../../core/elements";
import { moduleOn } from "./advanced";
import { cardElement, cardLevel, cardsEn, cardsZh } from "./cards";
import { resolveAttack } from "./damage";
import type { Formation, FormationRegistry } from "./formations";
import { standaloneCards } from "./formations/patterns";
import type { Via } from "./interpret";
import { clearEnvironment, environmentOf, ENVIRONMENT_MULTIPLIER, setEnvironment } from "./legends";
import type { CounterEffect } from "./passives";
import { breakProfessions, hooksOf, immunities, isImmuneTo } from "./professions";
import { Rng } from "../../core/rng";
import { changeHp, lower, opposingTeam, upper } from "./seats";
import { breakAllStars, breakStar, STAR_SUMMON_POINTS, starSummonedBy, summonStar } from "./stars";
import { seatEn, seatZh } from "./state";
import type { CardId, CfeState } from "./types";

/**
 * Formation effects by kind (the effect registry): the 25 basic ones (§7–8) and those of the advanced modules (§10).
 */
export const PRINTED: Via = { kind: "printed" };

/** Attack points or the effect's number (§7, §10). Proficiency modifiers apply to attack points only, never below 0. */
export function formationPoints(s: CfeState, seat: number, f: Formation, cards: readonly CardId[], via: Via = PRINTED): number {
  return pointsFor(f, cards, via, s.players[upper(s, seat)].hand.length);
}

/**
 * The same with the target's hand size given (五流歸一 counts 上家's hand, §8.4), for modes whose target is not a
 * player seat (弒魔戰爭's army).
 */
export function pointsFor(f: Formation, cards: readonly CardId[], via: Via, targetHandSize: number): number {
  const e = f.effect;
  if (!("points" in e)) return 0;
  const p = e.points;
  let n: number;
  if ("perTargetHandCard" in p) n = targetHandSize * p.perTargetHandCard; // §8.4
  else if ("productOf" in p) n = cards.filter((c) => cardElement(c) === p.productOf).reduce((x, c) => x * cardLevel(c), 1) * p.mul;
  else if ("standalone" in p) {
    // 轉生術: the standalone card's level × mul; when either of two cards could stand apart, the better reading counts.
    const pattern = f.pattern.kind === "standalone_chain" ? f.pattern : null;
    const candidates = pattern ? standaloneCards(pattern, cards) : cards.filter((c) => cardElement(c) === p.standalone);
    n = Math.max(0, ...candidates.map(cardLevel)) * p.mul;
  } else n = cards.reduce((x, c) => x + cardLevel(c), 0) * p.mul + p.add;
  if (via.kind === "proficiency" && e.kind === "attack") n = Math.max(0, n + via.pointsDelta);
  return n;
}

/** 風行術: the performer's attacks of at most this many points ignore counter effects (§10.3). */
function windwalks(s: CfeState, seat: number, points: number): boolean {
  return hooksOf(s, seat, "counter_ward").some((h) => points <= h.maxPoints);
}

/**
 * Resolve a formation's effect. `cards` are the cards its numbers come from (for a 幻化 copy: the two 土 cards,
 * §8.1). `viaMimic` marks a copy: the counter was already judged on 幻化 itself, and a copy summons no star.
 * `counter` is what 上家's flipped passive or public counter does to this action (already judged by category).
 */
export function resolveEffect(reg: FormationRegistry, s: CfeState, seat: number, f: Formation, cards: readonly CardId[], counter: CounterEffect, viaMimic: boolean, events: GameEvent[], via: Via = PRINTED): void {
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
      const points = formationPoints(s, seat, f, cards, via);
      const prev = s.prevTurn && s.prevTurn.seat === target ? s.prevTurn.attackElement : null;
      const kind = f.attackKind ?? "special";
      const element = kind === "elemental" ? f.element ?? null : null;
      let c = viaMimic ? null : counter === "defence" || counter === "counter" ? counter : null;
      // A sacred beast is unaffected by other formations' effects (§10.2); 風行術 attacks of ≤15 points ignore counters (§10.3).
      const ignored = c !== null && (!!f.unaffected || windwalks(s, seat, points));
      if (ignored) c = null;
      const imm = immunities(s, target);
      const out = resolveAttack({ points, kind, element, prevElement: prev, targetShield: tp.shield, counter: c, environment: environmentOf(s), environmentMultiplier: ENVIRONMENT_MULTIPLIER, resists: imm.resists, halvesPhysical: imm.halvesPhysical });
      if (out.shieldLoss) tp.shield -= out.shieldLoss;
      const dTarget = changeHp(s, s.teamOf[target], out.targetHp);
      const dSelf = changeHp(s, s.teamOf[seat], out.attackerHp);
      s.thisTurn.attackElement = element;
      if (e.drawBonus) s.drawBonus += e.drawBonus;
      const how = [
        out.environment === "double" ? { zh: "環境加倍", en: "doubled by the environment" } : null,
        out.environment === "heal" && out.heals ? { zh: "環境相生，轉為回復", en: "the environment turns it into healing" } : null,
        out.interaction === "generate" ? { zh: "相生，轉為回復", en: "generating: healing instead" } : null,
        out.interaction === "overcome" ? { zh: "相剋，加倍", en: "overcoming: doubled" } : null,
        out.interaction === "same" ? { zh: "相抵，減半", en: "same element: halved" } : null,
        out.counter === "defence" ? { zh: "被防禦抵銷", en: "cancelled by Defence" } : null,
        out.counter === "counter" ? { zh: "反震分攤", en: "split by Countershock" } : null,
        ignored ? { zh: "不受反制", en: "counter effects ignored" } : null,
        out.resisted ? { zh: "對方抗性，傷害無效", en: "resisted: no damage" } : null,
        out.halved ? { zh: "卸勁減半", en: "halved by Unloading" } : null,
        out.shieldLoss ? { zh: `護盾吸收 ${out.shieldLoss}`, en: `shield absorbed ${out.shieldLoss}` } : null,
      ].filter((x): x is { zh: string; en: string } => x !== null);
      events.push({
        type: "attack",
        seat,
        zh: `${f.zh}對${seatZh(target)} ${points} 點${element ? `（${ELEMENT_ZH[element]}）` : ""}${how.length ? "，" + how.map((h) => h.zh).join("，") : ""}：對方生命 ${fmt(dTarget)}${dSelf ? `，己方 ${fmt(dSelf)}` : ""}。`,
        en: `${f.en} hits ${seatEn(target)} for ${points}${element ? ` (${ELEMENT_EN[element]})` : ""}${how.length ? "; " + how.map((h) => h.en).join("; ") : ""}: their HP ${fmt(dTarget)}${dSelf ? `, own HP ${fmt(dSelf)}` : ""}.`,
        data: {
          formation: f.id,
          target,
          points,
          interaction: out.interaction,
          amount: out.amount,
          heals: out.heals,
          counter: out.counter,
          shieldLoss: out.shieldLoss,
          targetHp: dTarget,
          attackerHp: dSelf,
          drawBonus: e.drawBonus ?? 0,
          ...(s.advanced ? { environment: out.environment, resisted: out.resisted, halved: out.halved, countersIgnored: ignored, via: via.kind } : {}),
        },
      });
      if (viaMimic || !s.advanced) return;
      // 星辰圖記 (§10.1): points measured before counters, interaction and shields; a proficiency strike only with 法粹.
      const star = moduleOn(s, "stars") ? starSummonedBy(f.id) : undefined;
      if (star && points >= STAR_SUMMON_POINTS && (via.kind !== "proficiency" || hooksOf(s, seat, "proficiency_summons").length > 0)) summonStar(s, seat, star.element, events);
      if (f.breaksOwnStar) breakStar(s, s.teamOf[seat], "formation", events);
      // 五方傳說 (§10.2): the environment changes after the damage, which resolved under the old one.
      if (f.setsEnvironment && moduleOn(s, "legends")) setEnvironment(s, seat, f.setsEnvironment, events);
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
      const d = changeHp(s, s.teamOf[seat], formationPoints(s, seat, f, cards, via));
      events.push({ type: "heal", seat, zh: `${f.zh}：己方回復 ${d} 點。`, en: `${f.en}: own side recovers ${d} HP.`, data: { formation: f.id, amount: d } });
      return;
    }
    case "shield": {
      const v = formationPoints(s, seat, f, cards, via);
      const old = me.shield;
      me.shield = v; // a new shield replaces the old one (§4)
      events.push({ type: "shield", seat, zh: `${f.zh}：護盾 ${v} 點${old ? `（取代 ${old}）` : ""}。`, en: `${f.en}: a ${v}-point shield${old ? ` (replacing ${old})` : ""}.`, data: { formation: f.id, shield: v, replaced: old } });
      return;
    }
    case "shield_break": {
      const target = lower(s, seat);
      const v = formationPoints(s, seat, f, cards, via);
      const before = s.players[target].shield;
      s.players[target].shield = Math.max(0, before - v);
      events.push({ type: "shield_break", seat, zh: `${f.zh}：${seatZh(target)}的護盾減少 ${before - s.players[target].shield} 點。`, en: `${f.en}: ${seatEn(target)}'s shield loses ${before - s.players[target].shield}.`, data: { formation: f.id, target, amount: before - s.players[target].shield } });
      return;
    }
    case "radiance": {
      const target = lower(s, seat);
      if (immune(s, seat, target, "radiance", f, events)) return;
      const tp = s.players[target];
      tp.cannotAct = Math.max(tp.cannotAct, e.turns);
      tp.cannotDraw = Math.max(tp.cannotDraw, e.turns);
      reveal(s, seat, target, f, events);
      events.push({ type: "radiance", seat, zh: `${seatZh(target)}接下來 ${e.turns} 回合無法行動、無法抽牌。`, en: `${seatEn(target)} cannot act or draw for their next ${e.turns} turns.`, data: { target, turns: e.turns } });
      return;
    }
    case "chaos": {
      const target = lower(s, seat);
      if (immune(s, seat, target, "chaos", f, events)) return;
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
    case "hp_loss": {
      const target = e.target === "upper" ? upper(s, seat) : lower(s, seat);
      const d = changeHp(s, s.teamOf[target], -formationPoints(s, seat, f, cards, via));
      events.push({ type: "hp_loss", seat, zh: `${f.zh}：${seatZh(target)}的一方扣除 ${-d} 點生命。`, en: `${f.en}: ${seatEn(target)}'s side loses ${-d} HP.`, data: { formation: f.id, target, amount: -d } });
      return;
    }
    case "halve_hp": {
      const target = e.target === "upper" ? upper(s, seat) : lower(s, seat);
      const team = s.teamOf[target];
      const before = s.hp[team];
      const d = changeHp(s, team, Math.floor(before / 2) - before);
      events.push({ type: "hp_loss", seat, zh: `${f.zh}：${seatZh(target)}的一方生命減半（${before} → ${s.hp[team]}）。`, en: `${f.en}: ${seatEn(target)}'s side has its HP halved (${before} → ${s.hp[team]}).`, data: { formation: f.id, target, amount: -d } });
      return;
    }
    case "holy_wind": {
      const target = lower(s, seat);
      const d = changeHp(s, s.teamOf[target], -e.hpLoss);
      const hand = s.players[target].hand;
      const top = Math.max(0, ...hand.map(cardLevel));
      const highest = hand.filter((c) => cardLevel(c) === top);
      // The caster cannot see the hand: one of the highest-level cards is taken at random.
      const taken = highest.length ? highest[new Rng(s.rng).int(highest.length)] : null;
      if (taken !== null) {
        hand.splice(hand.indexOf(taken), 1);
        me.hand.push(taken);
      }
      events.push({ type: "hp_loss", seat, zh: `${f.zh}：${seatZh(target)}的一方扣除 ${-d} 點生命${taken !== null ? `，${seatZh(seat)}取走一張 ${top} 級手牌` : ""}。`, en: `${f.en}: ${seatEn(target)}'s side loses ${-d} HP${taken !== null ? ` and ${seatEn(seat)} takes one of their level-${top} cards` : ""}.`, data: { formation: f.id, target, amount: -d, took: taken !== null } });
      if (taken !== null) events.push({ type: "holy_wind_private", seat, visibleTo: [seat, target], zh: `取走的牌：${cardsZh([taken])}。`, en: `The card taken: ${cardsEn([taken])}.`, data: { target, card: taken } });
      return;
    }
    case "void":
      return resolveVoid(s, seat, f, e, cards, events);
  }
}

/** The three 虛空 spells (§10.1–10.3), each with the HP cost its text gives. */
function resolveVoid(s: CfeState, seat: number, f: Formation, e: Extract<Formation["effect"], { kind: "void" }>, cards: readonly CardId[], events: GameEvent[]): void {
  const lose = (teams: number[]) => teams.map((t) => changeHp(s, t, -e.hpLoss));
  if (e.breaks === "stars") {
    const lost = breakAllStars(s, events);
    lose(lost);
    events.push({ type: "void", seat, zh: lost.length ? `${f.zh}：失去星辰的一方各扣 ${e.hpLoss} 點生命。` : `${f.zh}：場上沒有星辰。`, en: lost.length ? `${f.en}: each side that lost a star loses ${e.hpLoss} HP.` : `${f.en}: there are no stars.`, data: { formation: f.id, teams: lost } });
  } else if (e.breaks === "environment") {
    // Only if an environment was actually cleared do both sides lose HP, at the same time.
    const cleared = clearEnvironment(s, seat, events);
    const teams = cleared ? s.hp.map((_, t) => t) : [];
    lose(teams);
    events.push({ type: "void", seat, zh: cleared ? `${f.zh}：雙方各扣 ${e.hpLoss} 點生命。` : `${f.zh}：沒有環境可破除。`, en: cleared ? `${f.en}: every side loses ${e.hpLoss} HP.` : `${f.en}: there is no environment to clear.`, data: { formation: f.id, teams } });
  } else {
    const level = cardLevel(cards[0]);
    const keepLegendary = !!e.keepLegendaryAtLevels?.includes(level);
    const team = s.teamOf[seat];
    lose([team]);
    const broken = breakProfessions(s, keepLegendary, events);
    events.push({ type: "void", seat, zh: `${f.zh}：己方扣 ${e.hpLoss} 點生命，破除 ${broken.length} 個職業${keepLegendary ? "（傳說職業保留）" : ""}。`, en: `${f.en}: own side loses ${e.hpLoss} HP; ${broken.length} profession${broken.length === 1 ? "" : "s"} broken${keepLegendary ? " (legendary ones stay)" : ""}.`, data: { formation: f.id, teams: [team], broken, keepLegendary } });
  }
}

/** 影遁: 光芒 / 混沌 (and 幻化 copies) do not affect the target (§10.3). */
function immune(s: CfeState, seat: number, target: number, effect: "radiance" | "chaos", f: Formation, events: GameEvent[]): boolean {
  if (!isImmuneTo(s, target, effect)) return false;
  events.push({ type: "immune", seat, zh: `${seatZh(target)}不受${f.zh}影響（影遁）。`, en: `${f.en} does not affect ${seatEn(target)} (Shadow Escape).`, data: { formation: f.id, target } });
  return true;
}

/** 光芒 / 混沌: only the caster sees 下家's hand (a snapshot; views show the caster those cards while still held). */
function reveal(s: CfeState, seat: number, target: number, f: Formation, events: GameEvent[]): void {
  const hand = [...s.players[target].hand];
  s.players[target].revealedTo = { by: seat, cards: hand };
  events.push({ type: "reveal", seat, zh: `${seatZh(seat)}以${f.zh}查看${seatZh(target)}的手牌。`, en: `${seatEn(seat)} looks at ${seatEn(target)}'s hand with ${f.en}.`, data: { target, count: hand.length } });
  events.push({ type: "reveal_private", seat, visibleTo: [seat], zh: `${seatZh(target)}的手牌：${cardsZh(hand) || "（無）"}。`, en: `${seatEn(target)}'s hand: ${cardsEn(hand) || "(none)"}.`, data: { target, cards: hand } });
}

const fmt = (d: number) => (d > 0 ? `+${d}` : `${d}`);

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
