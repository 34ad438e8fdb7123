import { charDef, effectDef } from "./cards";
import type { EffectDef } from "./content";
import { oweDraws } from "./draw";
import { canBless } from "./relations";
import { changeTime, clocks, resolveEliminations } from "./time";
import { emit, nameEn, nameZh, ownedEn, ownedZh, seatEn, seatZh } from "./text";
import { checkDeaths, damageChar, fireTraps, healChar } from "./reactions";
import { findChar, livingSeats, removeFrom, type Ctx } from "./state";
import type { Attr, CardId, ChronoState } from "./types";

/**
 * 加持 (備戰 option 1, spec §1.7). An X effect goes on any living player or any character on any field whose
 * attribute is X or the one X generates [SEED 屬性 進化時機]; enemies too (AMB-11). Continuous effects stay (zone D
 * under a character, zone H beside a player); one-shot ones resolve and go to their owner's 回收場.
 */
export type BlessTarget = { uid: number } | { seat: number };

export function blessTargetAttr(s: ChronoState, target: BlessTarget): Attr | null {
  if ("uid" in target) {
    const ref = findChar(s, target.uid);
    return ref ? charDef(s, ref.c.card).attr : null;
  }
  const p = s.players[target.seat];
  return p && p.alive ? p.attr : null;
}

/** Why this effect cannot go on this target, or null. */
export function blessProblem(s: ChronoState, effect: EffectDef, target: BlessTarget): "bless_kind" | "bad_target" | "bless_attribute" | null {
  if (("uid" in target) !== (effect.on === "character")) return "bless_kind";
  const attr = blessTargetAttr(s, target);
  if (attr === null) return "bad_target";
  return canBless(effect.attr, attr) ? null : "bless_attribute";
}

/** Every legal target of an effect card (characters on every field, then living players). */
export function blessTargets(s: ChronoState, effect: EffectDef): BlessTarget[] {
  const out: BlessTarget[] = [];
  if (effect.on === "character") {
    for (const seat of livingSeats(s)) for (const c of s.players[seat].field) if (canBless(effect.attr, charDef(s, c.card).attr)) out.push({ uid: c.uid });
  } else {
    for (const seat of livingSeats(s)) if (s.players[seat].attr && canBless(effect.attr, s.players[seat].attr!)) out.push({ seat });
  }
  return out;
}

export function bless(x: Ctx, seat: number, card: CardId, target: BlessTarget): void {
  const s = x.s;
  const def = effectDef(s, card)!;
  const p = s.players[seat];
  removeFrom(p.hand, card);
  const ownSide = "uid" in target ? findChar(s, target.uid)!.seat === seat : target.seat === seat;
  const onZh = "uid" in target ? ownedZh(s, findChar(s, target.uid)!.seat, findChar(s, target.uid)!.c.card) : seatZh(target.seat);
  const onEn = "uid" in target ? ownedEn(s, findChar(s, target.uid)!.seat, findChar(s, target.uid)!.c.card) : seatEn(target.seat);
  emit(x, "bless", `${seatZh(seat)}將${nameZh(s, card)}加持在${onZh}。`, `${seatEn(seat)} attaches ${nameEn(s, card)} to ${onEn}.`, { seat, card, ...target }, { seat });
  const ev = { kind: "attached" as const, seat, card, ownSide, negated: false };
  fireTraps(x, ev);
  if (s.phase === "over") return;
  if (ev.negated) {
    p.graveyard.push(card);
    emit(x, "negated", `${nameZh(s, card)}被吸取，沒有效果。`, `${nameEn(s, card)} is drained and has no effect.`, { card }, { seat });
    return;
  }
  if (!def.oneShot) {
    if ("uid" in target) findChar(s, target.uid)!.c.effects.push(card);
    else s.players[target.seat].playerEffects.push(card);
    checkDeaths(x);
    return;
  }
  resolveOneShot(x, def, target);
  p.graveyard.push(card);
}

function resolveOneShot(x: Ctx, def: EffectDef, target: BlessTarget): void {
  const s = x.s;
  if ("uid" in target) {
    const ref = findChar(s, target.uid);
    if (!ref) return;
    const owner = ref.seat;
    if (def.heal) healChar(x, target.uid, def.heal);
    if (def.fullHeal) healChar(x, target.uid, "full");
    if (def.damage) damageChar(x, target.uid, def.damage, { zh: def.name, en: def.en });
    if (def.draw) oweDraws(x, owner, def.draw);
    return;
  }
  if (def.timeCatchUp) {
    // 時之泉: +n, never above the highest clock among the other living players (a catch-up card).
    const me = s.players[target.seat];
    const others = livingSeats(s).filter((o) => o !== target.seat).map((o) => s.players[o].time);
    const cap = Math.max(0, ...others);
    const gain = Math.max(0, Math.min(me.time + def.timeCatchUp, cap) - me.time);
    if (gain === 0) emit(x, "no_effect", `${seatZh(target.seat)}的生存時間已不低於其他玩家的最高值，沒有增加。`, `${seatEn(target.seat)} is not behind the highest other clock: no time gained.`, { seat: target.seat }, { seat: target.seat });
    const before = clocks(s);
    changeTime(x, target.seat, gain, "time-spring");
    resolveEliminations(x, before);
  }
}
