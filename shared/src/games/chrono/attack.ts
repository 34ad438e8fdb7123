import { charDef, effectDef } from "./cards";
import { relation, RELATION_EN, RELATION_ZH, type Relation } from "./relations";
import { skillOf, stats } from "./stats";
import { changeTime, clocks, resolveEliminations } from "./time";
import { emit, ownedEn, ownedZh, seatEn, seatZh } from "./text";
import { damageChar, defeat, fireTraps, healChar } from "./reactions";
import type { AttackCtx } from "./traps";
import { enemiesOf, findChar, type Ctx } from "./state";
import type { Attr, ChronoState, FieldChar } from "./types";

/**
 * Attacks (出場 option 2, spec §1.6). Every own character may attack once per attack phase (AMB-5; twice with
 * 連擊 / 末日之火), one attack at a time. Targets: any character of a living enemy; an enemy player only while that
 * player has no characters on the field (AMB-3).
 */
export type AttackTarget = { seat: number; uid: number } | { seat: number; uid: -1 };

/** Why `uid` cannot attack now, or null. */
export function attackerProblem(s: ChronoState, seat: number, uid: number): "bad_attacker" | "attacker_frozen" | "attacker_spent" | null {
  const ref = findChar(s, uid);
  if (!ref || ref.seat !== seat) return "bad_attacker";
  if (ref.c.frozen) return "attacker_frozen";
  if (ref.c.attacks >= stats(s, seat, ref.c).allowance) return "attacker_spent";
  return null;
}

/** Why the target cannot be attacked by `seat`, or null. uid −1 = the player. */
export function targetProblem(s: ChronoState, seat: number, target: AttackTarget): "bad_target" | "not_enemy" | "target_guarded" | null {
  if (!Number.isInteger(target.seat) || target.seat < 0 || target.seat >= s.seats || !s.players[target.seat].alive) return "bad_target";
  if (target.seat === seat) return "not_enemy";
  if (target.uid < 0) return s.players[target.seat].field.length > 0 ? "target_guarded" : null;
  const ref = findChar(s, target.uid);
  return ref && ref.seat === target.seat ? null : "bad_target";
}

export function attackTargets(s: ChronoState, seat: number): AttackTarget[] {
  const out: AttackTarget[] = [];
  for (const e of enemiesOf(s, seat)) {
    const field = s.players[e].field;
    if (field.length === 0) out.push({ seat: e, uid: -1 });
    for (const c of field) out.push({ seat: e, uid: c.uid });
  }
  return out;
}

export function attackers(s: ChronoState, seat: number): FieldChar[] {
  return s.players[seat].field.filter((c) => attackerProblem(s, seat, c.uid) === null);
}

export function hasAttack(s: ChronoState, seat: number): boolean {
  return attackers(s, seat).length > 0 && attackTargets(s, seat).length > 0;
}

/** The numbers of one attack (the preview shows them; resolveAttack applies them). */
export interface AttackNumbers {
  relation: Relation;
  /** The attacker's 攻擊力 as it stands. */
  baseAtk: number;
  /** +1 when the attacker is 上位 [SEED 屬性 攻擊時機]. */
  superiorBonus: number;
  /** 衝鋒 against a player. */
  chargeBonus: number;
  /** 迷霧 this turn. */
  fog: number;
  /** 攻擊力 for this attack (never below 0). */
  atk: number;
  /** 下位 attacker: the defending character gets +1 心等 for this attack, or the unguarded player dodges 1
   * [SEED 屬性 防禦時機]; both are a 1-point reduction (AMB-7, AMB-8). 0 under 精準 for characters and players. */
  inferiorReduction: number;
  /** 鐵壁 / 鐵壁結界 / 鐘樓庇護 (0 under 精準, and for players). */
  guard: number;
  precise: boolean;
  damage: number;
}

export function targetAttr(s: ChronoState, target: AttackTarget): Attr {
  if (target.uid < 0) return s.players[target.seat].attr!;
  return charDef(s, findChar(s, target.uid)!.c.card).attr;
}

export function attackNumbers(s: ChronoState, seat: number, attacker: FieldChar, target: AttackTarget, rel: Relation = relation(charDef(s, attacker.card).attr, targetAttr(s, target))): AttackNumbers {
  const skill = skillOf(s, attacker);
  const baseAtk = stats(s, seat, attacker).atk;
  const superiorBonus = rel === "superior" ? 1 : 0;
  const chargeBonus = target.uid < 0 && skill?.code === "charge" ? skill.params.atk ?? 0 : 0;
  const fog = s.current === seat ? s.fog : 0;
  const atk = Math.max(0, baseAtk + superiorBonus + chargeBonus - fog);
  const precise = skill?.code === "precision";
  const inferiorReduction = rel === "inferior" && !precise ? 1 : 0;
  let guard = 0;
  if (target.uid >= 0 && !precise) {
    const t = findChar(s, target.uid)!;
    guard = stats(s, t.seat, t.c).guard;
  }
  return { relation: rel, baseAtk, superiorBonus, chargeBonus, fog, atk, inferiorReduction, guard, precise, damage: Math.max(0, atk - inferiorReduction - guard) };
}

export function resolveAttack(x: Ctx, seat: number, uid: number, target: AttackTarget): void {
  const s = x.s;
  const a = findChar(s, uid)!;
  a.c.attacks++;
  const ctx: AttackCtx = { seat, uid, targetSeat: target.seat, targetUid: target.uid, relation: relation(charDef(s, a.c.card).attr, targetAttr(s, target)), cancelled: false, zero: false, mirrors: 0 };
  const targetZh = target.uid < 0 ? seatZh(target.seat) : ownedZh(s, target.seat, findChar(s, target.uid)!.c.card);
  const targetEn = target.uid < 0 ? seatEn(target.seat) : ownedEn(s, target.seat, findChar(s, target.uid)!.c.card);
  emit(x, "attack", `${ownedZh(s, seat, a.c.card)}攻擊${targetZh}（${RELATION_ZH[ctx.relation]}）。`, `${ownedEn(s, seat, a.c.card)} attacks ${targetEn} (${RELATION_EN[ctx.relation]}).`, { seat, uid, card: a.c.card, target: target.seat, targetUid: target.uid, relation: ctx.relation }, { seat });
  const skill = skillOf(s, a.c);
  if (skill?.code === "backflow") healChar(x, uid, skill.params.heal ?? 0);
  fireTraps(x, { kind: "attack", atk: ctx });
  if (s.phase === "over") return;
  if (ctx.cancelled) {
    emit(x, "attack_cancelled", "這次攻擊被取消。", "The attack is cancelled.", { uid }, { seat });
    return;
  }
  const n = attackNumbers(s, seat, a.c, target, ctx.relation);
  if (target.uid < 0) return hitPlayer(x, ctx, ctx.zero ? 0 : n.damage);
  hitCharacter(x, ctx, n.damage);
}

function hitPlayer(x: Ctx, ctx: AttackCtx, dmg: number): void {
  const before = clocks(x.s);
  emit(x, "hit_player", `造成 ${dmg} 點傷害。`, `It deals ${dmg} damage.`, { target: ctx.targetSeat, damage: dmg }, { seat: ctx.seat });
  const lost = -changeTime(x, ctx.targetSeat, -dmg, "attack");
  if (lost > 0) fireTraps(x, { kind: "lost-time", seat: ctx.targetSeat, atk: ctx });
  resolveEliminations(x, before);
}

function hitCharacter(x: Ctx, ctx: AttackCtx, dmg: number): void {
  const s = x.s;
  const t = findChar(s, ctx.targetUid)!;
  t.c.damage += dmg;
  const heart = stats(s, t.seat, t.c).heart;
  emit(x, "hit", `造成 ${dmg} 點傷害，心等剩 ${Math.max(0, heart)}。`, `It deals ${dmg} damage; ${Math.max(0, heart)} Heart left.`, { targetUid: ctx.targetUid, damage: dmg, heart: Math.max(0, heart) }, { seat: ctx.seat });
  if (heart <= 0) defeat(x, ctx.targetUid, ctx);
  else if (dmg > 0) onHitSurvived(x, ctx);
  if (s.phase === "over") return;
  for (let i = 0; i < ctx.mirrors && findChar(s, ctx.uid); i++) damageChar(x, ctx.uid, dmg, { zh: "鏡像", en: "Mirror Image" });
  const a = findChar(s, ctx.uid);
  const skill = a ? skillOf(s, a.c) : null;
  if (skill?.code === "undertow") {
    const others = s.players[ctx.targetSeat].field.filter((c) => c.uid !== ctx.targetUid);
    let low: FieldChar | null = null;
    for (const c of others) if (!low || stats(s, ctx.targetSeat, c).heart < stats(s, ctx.targetSeat, low).heart) low = c;
    if (low) damageChar(x, low.uid, skill.params.damage ?? 0, { zh: skill.name, en: skill.en });
  }
}

/** A character damaged by an attack that survived: 凍結 / 激流, 纏繞, then 反擊之刻, then 荊棘. */
function onHitSurvived(x: Ctx, ctx: AttackCtx): void {
  const s = x.s;
  const a = findChar(s, ctx.uid)!;
  const t = findChar(s, ctx.targetUid)!;
  const skill = skillOf(s, a.c);
  const freezes = skill?.code === "freeze" || a.c.effects.some((e) => effectDef(s, e)?.freezeOnHit);
  if (freezes) {
    t.c.frozen = true;
    emit(x, "frozen", `${ownedZh(s, t.seat, t.c.card)}在其擁有者的下個回合不能攻擊。`, `${ownedEn(s, t.seat, t.c.card)} cannot attack in its owner's next turn.`, { uid: t.c.uid }, { seat: t.seat });
  }
  if (skill?.code === "entangle") {
    t.c.atkPenalty -= skill.params.atk ?? 0;
    emit(x, "entangled", `${ownedZh(s, t.seat, t.c.card)}本局攻擊力 -1。`, `${ownedEn(s, t.seat, t.c.card)} has -1 Attack for the rest of the game.`, { uid: t.c.uid }, { seat: t.seat });
  }
  fireTraps(x, { kind: "survived", atk: ctx });
  const still = findChar(s, ctx.targetUid);
  const thorns = still ? skillOf(s, still.c) : null;
  if (thorns?.code === "thorns" && findChar(s, ctx.uid)) damageChar(x, ctx.uid, thorns.params.damage ?? 0, { zh: thorns.name, en: thorns.en });
}
