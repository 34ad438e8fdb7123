import type { LocalText } from "../../core/text";
import { charDef, trapDef } from "./cards";
import type { SkillDef, SpecialCode, TrapDef, TrapEffect } from "./content";
import { oweDraws } from "./draw";
import { defaultPick, pickable } from "./specials";
import { skillOf, stats } from "./stats";
import { changeTime, clocks, resolveEliminations } from "./time";
import { emit, nameEn, nameZh, ownedEn, ownedZh, seatEn, seatZh } from "./text";
import { ambushPick, trapSprings, type AttackCtx, type TrapEvent } from "./traps";
import { enemiesOf, findChar, removeFrom, seatsFrom, type Ctx } from "./state";
import type { CardId } from "./types";

// What one event on the field sets off. These rules call each other, so they share one file (no import circle): a
// defeat can spring 伏兵, which places a character, which springs 連鎖爆破, whose damage defeats it, which springs
// 時光倒流 … What calls nothing back (when a trap springs, what a special may pick) is in traps.ts and specials.ts.

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

/**
 * Placing a character (出場 option 1, spec §1.5): onto the field face-up; enemies' placement traps (連鎖爆破, 封印)
 * resolve first; then, if it is still there and not sealed, its 出場時 special (SR only, once per card per game).
 */
export function placeCharacter(x: Ctx, seat: number, card: CardId, target: number | undefined, auto: boolean): void {
  const s = x.s;
  const p = s.players[seat];
  removeFrom(p.hand, card);
  const uid = s.nextUid++;
  p.field.push({ uid, card, damage: 0, effects: [], atkPenalty: 0, frozen: false, attacks: 0 });
  emit(x, "placed", `${seatZh(seat)}${auto ? "以伏兵" : ""}放上${nameZh(s, card)}。`, `${seatEn(seat)} ${auto ? "ambushes with" : "places"} ${nameEn(s, card)}.`, { seat, uid, card, auto }, { seat });
  fireTraps(x, { kind: "placed", seat, uid });
  if (s.phase === "over" || !findChar(s, uid)) return;
  const special = charDef(s, card).special;
  if (!special || s.sealed.includes(card) || s.specialUsed.includes(card)) return;
  s.specialUsed.push(card);
  emit(x, "special", `${ownedZh(s, seat, card)}發動【${special.name}】。`, `${ownedEn(s, seat, card)} uses ${special.en}.`, { seat, uid, special: special.code }, { seat });
  runSpecial(x, seat, special, target);
}

function runSpecial(x: Ctx, seat: number, special: SkillDef, target: number | undefined): void {
  const s = x.s;
  switch (special.code as SpecialCode) {
    case "halt":
    case "high-tide": {
      const candidates = pickable(s, seat, special);
      const pick = target !== undefined && candidates.includes(target) ? target : defaultPick(s, candidates);
      if (pick === undefined) return;
      const t = findChar(s, pick)!;
      if (special.code === "high-tide") return returnToHand(x, pick);
      t.c.frozen = true;
      emit(x, "frozen", `${ownedZh(s, t.seat, t.c.card)}在其擁有者的下個回合不能攻擊。`, `${ownedEn(s, t.seat, t.c.card)} cannot attack in its owner's next turn.`, { uid: pick }, { seat: t.seat });
      return;
    }
    case "rejuvenate":
      for (const c of [...s.players[seat].field]) healChar(x, c.uid, "full");
      return;
    case "sky-burn":
      for (const e of enemiesOf(s, seat)) for (const c of [...s.players[e].field]) damageChar(x, c.uid, special.params.damage ?? 0, { zh: special.name, en: special.en });
      return;
    case "myriad-blossoms":
      oweDraws(x, seat, special.params.draw ?? 0);
      return;
  }
}

type Effect = (x: Ctx, owner: number, ev: TrapEvent, def: TrapDef) => void;

const TRAP_EFFECTS: Record<TrapEffect, Effect> = {
  "cancel-attack": (x, _o, ev) => {
    if (ev.kind === "attack") ev.atk.cancelled = true;
  },
  "reverse-relation": (x, _o, ev) => {
    if (ev.kind === "attack") ev.atk.relation = "inferior";
  },
  "mirror-damage": (x, _o, ev) => {
    if (ev.kind === "attack") ev.atk.mirrors++;
  },
  "zero-damage": (x, _o, ev) => {
    if (ev.kind === "attack") ev.atk.zero = true;
  },
  "counter-damage": (x, _o, ev, def) => {
    if (ev.kind !== "survived") return;
    const t = findChar(x.s, ev.atk.targetUid)!;
    damageChar(x, ev.atk.uid, stats(x.s, t.seat, t.c).atk, { zh: def.name, en: def.en });
  },
  "attacker-owner-loses-time": (x, _o, ev, def) => {
    if (ev.kind !== "defeated" || !ev.byAttack) return;
    const before = clocks(x.s);
    changeTime(x, ev.byAttack.seat, -(def.params.time ?? 0), "time-rift");
    resolveEliminations(x, before);
  },
  "return-to-hand": (x, o, ev) => {
    if (ev.kind !== "defeated") return;
    const p = x.s.players[o];
    removeFrom(p.graveyard, ev.card);
    p.hand.push(ev.card);
    emit(x, "returned", `${ownedZh(x.s, o, ev.card)}回到手牌。`, `${ownedEn(x.s, o, ev.card)} returns to the hand.`, { seat: o, card: ev.card }, { seat: o });
  },
  "place-from-hand": (x, o) => {
    const card = ambushPick(x.s, o);
    if (card !== null) placeCharacter(x, o, card, undefined, true);
  },
  "damage-placed": (x, _o, ev, def) => {
    if (ev.kind === "placed") damageChar(x, ev.uid, def.params.damage ?? 0, { zh: def.name, en: def.en });
  },
  seal: (x, _o, ev) => {
    if (ev.kind !== "placed") return;
    const ref = findChar(x.s, ev.uid)!;
    x.s.sealed.push(ref.c.card);
    emit(x, "sealed", `${ownedZh(x.s, ref.seat, ref.c.card)}被封印，本局失去技能與特殊技能。`, `${ownedEn(x.s, ref.seat, ref.c.card)} is sealed: no skills for the rest of the game.`, { uid: ev.uid, card: ref.c.card }, { seat: ref.seat });
  },
  fog: (x, _o, _ev, def) => {
    x.s.fog += def.params.amount ?? 0;
  },
  "negate-effect": (x, _o, ev) => {
    if (ev.kind === "attached") ev.negated = true;
  },
  "regain-time": (x, o, _ev, def) => {
    changeTime(x, o, def.params.time ?? 0, "hourglass");
  },
  "low-enemies-lose-time": (x, o, _ev, def) => {
    const before = clocks(x.s);
    for (const e of enemiesOf(x.s, o)) if (x.s.players[e].time <= (def.params.threshold ?? 0)) changeTime(x, e, -(def.params.time ?? 0), "doomsday-countdown");
    resolveEliminations(x, before);
  },
};

/** Every set trap that springs on `ev` resolves, in the order traps.ts describes. */
export function fireTraps(x: Ctx, ev: TrapEvent): void {
  const s = x.s;
  for (const seat of seatsFrom(s, s.current)) {
    const p = s.players[seat];
    for (let i = 0; i < p.traps.length; ) {
      if (s.phase === "over") return;
      if (!p.alive) break;
      const card = p.traps[i];
      const def = trapDef(s, card);
      if (!def || !trapSprings(s, seat, ev, def)) { i++; continue; }
      p.traps.splice(i, 1);
      p.graveyard.push(card);
      emit(x, "trap", `${seatZh(seat)}的陷阱${nameZh(s, card)}發動！`, `${seatEn(seat)}'s trap ${nameEn(s, card)} springs!`, { seat, card, trap: def.id }, { seat });
      TRAP_EFFECTS[def.effect](x, seat, ev, def);
    }
  }
}
