import { charDef, effectDef } from "./cards";
import { compensationFor, type SkillDef } from "./content";
import type { ChronoState, FieldChar } from "./types";

/**
 * A character's numbers right now (spec §1.7, §3.2–3.3): printed values, attached effects (stacking without limit
 * [SEED 屬性 進化時機]), the auras of its owner's other characters (鍛造, 繁茂), its owner's player effects
 * (鐘樓庇護, 世界樹之種) and 纏繞. 攻擊力 and 心等 never go below 0. "+n 心等" raises max and current together,
 * which the damage model gives for free: current = max − damage.
 */
export interface CharStats {
  atk: number;
  maxHeart: number;
  heart: number;
  /** Damage taken off each attack (鐵壁, 鐵壁結界, 鐘樓庇護). */
  guard: number;
  /** Attacks per attack phase: 1, or 2 with 連擊 / 末日之火 (they do not add up). */
  allowance: number;
  /** Any continuous effect attached: a 「加持卡」. */
  blessed: boolean;
}

export function isSealed(s: ChronoState, c: FieldChar): boolean {
  return s.sealed.includes(c.card);
}

/** The character's 技能, or null (N cards, and every card under 封印). */
export function skillOf(s: ChronoState, c: FieldChar): SkillDef | null {
  return isSealed(s, c) ? null : charDef(s, c.card).skill;
}

export function stats(s: ChronoState, seat: number, c: FieldChar): CharStats {
  const def = charDef(s, c.card);
  const owner = s.players[seat];
  let atk = def.atk - c.atkPenalty;
  let heart = def.heart;
  let guard = 0;
  let allowance = 1;
  const skill = skillOf(s, c);
  if (skill?.code === "iron-wall") guard += skill.params.guard ?? 0;
  if (skill?.code === "double-strike") allowance = Math.max(allowance, skill.params.attacks ?? 1);
  for (const e of c.effects) {
    const ed = effectDef(s, e);
    if (!ed) continue;
    atk += ed.atk ?? 0;
    heart += ed.heart ?? 0;
    guard += ed.guard ?? 0;
    if (ed.attacks) allowance = Math.max(allowance, ed.attacks);
    if (ed.whileOther && owner.field.some((o) => o.uid !== c.uid && charDef(s, o.card).attr === ed.whileOther!.attr)) {
      atk += ed.whileOther.atk;
      heart += ed.whileOther.heart;
    }
  }
  for (const o of owner.field) {
    if (o.uid === c.uid) continue;
    const aura = skillOf(s, o);
    if (!aura || aura.params.attr !== def.attr) continue;
    if (aura.code === "forge") heart += aura.params.heart ?? 0;
    if (aura.code === "flourish") atk += aura.params.atk ?? 0;
  }
  heart += compensationFor(s.seats, owner.position).heartBonus ?? 0;
  for (const e of owner.playerEffects) {
    const ed = effectDef(s, e);
    if (!ed) continue;
    guard += ed.teamGuard ?? 0;
    heart += ed.teamHeart ?? 0;
  }
  const maxHeart = Math.max(0, heart);
  return { atk: Math.max(0, atk), maxHeart, heart: maxHeart - c.damage, guard, allowance, blessed: c.effects.length > 0 };
}

/** Total 心等 of a player's field: the seed's tie-break at the end [SEED 遊玩]. */
export function boardHeart(s: ChronoState, seat: number): number {
  let sum = 0;
  for (const c of s.players[seat].field) sum += Math.max(0, stats(s, seat, c).heart);
  return sum;
}

/** The hand size the 抽牌 phase fills to: 5, or more with 花粉. */
export function handSizeOf(s: ChronoState, seat: number, base: number): number {
  let n = base;
  for (const e of s.players[seat].playerEffects) n += effectDef(s, e)?.handSize ?? 0;
  return n;
}
