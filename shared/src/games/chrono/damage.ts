import type { LocalText } from "../../core/text";
import { oweDraws } from "./draw";
import { skillOf, stats } from "./stats";
import { emit, ownedEn, ownedZh } from "./text";
import { fireTraps, type AttackCtx } from "./traps";
import { findChar, seatsFrom, type Ctx } from "./state";

/**
 * Damage, healing and characters leaving the field (spec §1.6, §1.10). Damage from anything but an attack (火種,
 * 焚天, 連鎖爆破, 暗流, 荊棘, 反擊之刻, 鏡像, 爆燃) ignores guards: 鐵壁 and its kin reduce "each attack" only.
 */
export function healChar(x: Ctx, uid: number, amount: number | "full"): number {
  const ref = findChar(x.s, uid);
  if (!ref || ref.c.damage === 0) return 0;
  const healed = amount === "full" ? ref.c.damage : Math.min(amount, ref.c.damage);
  ref.c.damage -= healed;
  if (healed > 0) emit(x, "heal", `${ownedZh(x.s, ref.seat, ref.c.card)}回復 ${healed} 點心等。`, `${ownedEn(x.s, ref.seat, ref.c.card)} restores ${healed} Heart.`, { uid, amount: healed, heart: stats(x.s, ref.seat, ref.c).heart }, { seat: ref.seat });
  return healed;
}

/** Non-attack damage to a character; defeats it at 0. Returns true if it was defeated. */
export function damageChar(x: Ctx, uid: number, amount: number, source: LocalText): boolean {
  const ref = findChar(x.s, uid);
  if (!ref || amount <= 0 || x.s.phase === "over") return false;
  ref.c.damage += amount;
  const heart = stats(x.s, ref.seat, ref.c).heart;
  emit(x, "damage", `${ownedZh(x.s, ref.seat, ref.c.card)}受到 ${amount} 點傷害（${source.zh}），心等剩 ${Math.max(0, heart)}。`, `${ownedEn(x.s, ref.seat, ref.c.card)} takes ${amount} damage (${source.en}); ${Math.max(0, heart)} Heart left.`, { uid, amount, heart: Math.max(0, heart), source: source.en }, { seat: ref.seat });
  if (heart > 0) return false;
  defeat(x, uid, null);
  return true;
}

/**
 * 心等 0: the character goes to its owner's 回收場 with every effect attached to it [SEED 場地 G]. Then its
 * leaves-the-field skills (播種, 爆燃), then "defeated" traps, then 伏兵 if it was its owner's last character.
 */
export function defeat(x: Ctx, uid: number, byAttack: AttackCtx | null): void {
  const s = x.s;
  const ref = findChar(s, uid);
  if (!ref) return;
  const { seat, index, c } = ref;
  const p = s.players[seat];
  const skill = skillOf(s, c);
  p.field.splice(index, 1);
  p.graveyard.push(c.card, ...c.effects);
  emit(x, "defeated", `${ownedZh(s, seat, c.card)}心等歸零，進入回收場${c.effects.length ? `（連同 ${c.effects.length} 張效果卡）` : ""}。`, `${ownedEn(s, seat, c.card)} is defeated and goes to the recycle pile${c.effects.length ? ` with ${c.effects.length} effect card${c.effects.length === 1 ? "" : "s"}` : ""}.`, { seat, uid, card: c.card, effects: c.effects, byAttack: byAttack ? byAttack.uid : null }, { seat });
  if (skill?.code === "seeding") oweDraws(x, seat, skill.params.draw ?? 1);
  if (skill?.code === "burst" && byAttack) damageChar(x, byAttack.uid, skill.params.damage ?? 0, { zh: "爆燃", en: "Deflagration" });
  fireTraps(x, { kind: "defeated", seat, uid, card: c.card, byAttack });
  if (p.alive && p.field.length === 0) fireTraps(x, { kind: "last-left", seat });
  checkDeaths(x);
}

/** 漲潮: back to its owner's hand; its effects go to the owner's 回收場. It leaves the field but is not defeated. */
export function returnToHand(x: Ctx, uid: number): void {
  const s = x.s;
  const ref = findChar(s, uid);
  if (!ref) return;
  const { seat, index, c } = ref;
  const p = s.players[seat];
  const skill = skillOf(s, c);
  p.field.splice(index, 1);
  p.graveyard.push(...c.effects);
  p.hand.push(c.card);
  emit(x, "returned", `${ownedZh(s, seat, c.card)}返回手牌。`, `${ownedEn(s, seat, c.card)} returns to its owner's hand.`, { seat, uid, card: c.card, effects: c.effects }, { seat });
  if (skill?.code === "seeding") oweDraws(x, seat, skill.params.draw ?? 1);
  if (p.field.length === 0) fireTraps(x, { kind: "last-left", seat });
  checkDeaths(x);
}

/** A lost aura or a −心等 effect can leave a character at 0 without a hit: it is defeated (not by an attack). */
export function checkDeaths(x: Ctx): void {
  const s = x.s;
  for (;;) {
    if (s.phase === "over") return;
    let dead: number | null = null;
    for (const seat of seatsFrom(s, s.current)) {
      for (const c of s.players[seat].field) if (stats(s, seat, c).heart <= 0) { dead = c.uid; break; }
      if (dead !== null) break;
    }
    if (dead === null) return;
    defeat(x, dead, null);
  }
}
