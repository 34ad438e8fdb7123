import { charDef, defOf, trapDef } from "./cards";
import type { TrapDef, TrapEffect, TrapTrigger } from "./content";
import { damageChar } from "./damage";
import { placeCharacter } from "./place";
import type { Relation } from "./relations";
import { stats } from "./stats";
import { changeTime, clocks, resolveEliminations } from "./time";
import { emit, nameEn, nameZh, ownedEn, ownedZh, seatEn, seatZh } from "./text";
import { enemiesOf, findChar, removeFrom, seatsFrom, type Ctx } from "./state";
import type { CardId, ChronoState } from "./types";

/**
 * 陷阱卡 (spec §1.8, §3.4). A set trap fires by itself the moment its condition holds, in any turn (AMB-12). Several
 * traps on one event resolve in seat order from the active player, each player's in set order (oldest first); each
 * one's condition is checked again just before it resolves, so a cancelled attack does not trip a second trap.
 * A trap only sees enemies' events, unless its text says "your" (時光倒流, 伏兵, 反擊之刻, …).
 */
export interface AttackCtx {
  /** The attacker's owner and uid. */
  seat: number;
  uid: number;
  targetSeat: number;
  /** −1 when the target is the player. */
  targetUid: number;
  relation: Relation;
  cancelled: boolean;
  /** 時空護盾: this attack deals 0. */
  zero: boolean;
  /** 鏡像 traps that fired: each makes the attacker take the damage it dealt. */
  mirrors: number;
}

export type TrapEvent =
  | { kind: "attack"; atk: AttackCtx }
  | { kind: "survived"; atk: AttackCtx }
  | { kind: "defeated"; seat: number; uid: number; card: CardId; byAttack: AttackCtx | null }
  | { kind: "last-left"; seat: number }
  | { kind: "placed"; seat: number; uid: number }
  | { kind: "chose-attack"; seat: number }
  | { kind: "attached"; seat: number; card: CardId; ownSide: boolean; negated: boolean }
  | { kind: "lost-time"; seat: number; atk: AttackCtx }
  | { kind: "round-start" };

type Condition = (s: ChronoState, owner: number, ev: TrapEvent, def: TrapDef) => boolean;

const liveAttackOn = (s: ChronoState, owner: number, ev: TrapEvent): ev is { kind: "attack"; atk: AttackCtx } =>
  ev.kind === "attack" && ev.atk.targetSeat === owner && ev.atk.seat !== owner && !ev.atk.cancelled && findChar(s, ev.atk.uid) !== null;

const CONDITIONS: Record<TrapTrigger, Condition> = {
  "attack-declared": (s, o, ev) => liveAttackOn(s, o, ev),
  "superior-attack-declared": (s, o, ev) => liveAttackOn(s, o, ev) && ev.atk.relation === "superior",
  "strong-attack-on-my-character": (s, o, ev, def) => {
    if (!liveAttackOn(s, o, ev) || ev.atk.targetUid < 0) return false;
    const a = findChar(s, ev.atk.uid)!;
    return stats(s, a.seat, a.c).atk >= (def.params.minAtk ?? 0);
  },
  "attack-on-me": (s, o, ev) => liveAttackOn(s, o, ev) && ev.atk.targetUid < 0 && !ev.atk.zero,
  "my-character-survived-hit": (s, o, ev) => ev.kind === "survived" && ev.atk.targetSeat === o && ev.atk.seat !== o && findChar(s, ev.atk.targetUid) !== null && findChar(s, ev.atk.uid) !== null,
  "my-character-defeated-by-attack": (s, o, ev) => ev.kind === "defeated" && ev.seat === o && ev.byAttack !== null && ev.byAttack.seat !== o && s.players[ev.byAttack.seat].alive,
  "my-character-defeated": (s, o, ev) => ev.kind === "defeated" && ev.seat === o && s.players[o].graveyard.includes(ev.card),
  "my-last-character-left": (s, o, ev) => ev.kind === "last-left" && ev.seat === o && s.players[o].field.length === 0 && ambushPick(s, o) !== null,
  "enemy-placed": (s, o, ev) => ev.kind === "placed" && ev.seat !== o && findChar(s, ev.uid) !== null,
  "enemy-placed-rare": (s, o, ev) => {
    if (ev.kind !== "placed" || ev.seat === o) return false;
    const ref = findChar(s, ev.uid);
    return ref !== null && charDef(s, ref.c.card).rarity !== "N" && !s.sealed.includes(ref.c.card);
  },
  "enemy-chose-attack": (_s, o, ev) => ev.kind === "chose-attack" && ev.seat !== o,
  "enemy-attached-own": (_s, o, ev) => ev.kind === "attached" && ev.seat !== o && ev.ownSide && !ev.negated,
  "i-lost-time-to-attack": (s, o, ev) => ev.kind === "lost-time" && ev.seat === o,
  "round-start-low-enemy": (s, o, ev, def) => ev.kind === "round-start" && enemiesOf(s, o).some((e) => s.players[e].time <= (def.params.threshold ?? 0)),
};

type Effect = (x: Ctx, owner: number, ev: TrapEvent, def: TrapDef) => void;

const EFFECTS: Record<TrapEffect, Effect> = {
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

/** 伏兵's pick: the character card with the highest printed 心等 in hand; ties go to the one held longest. */
export function ambushPick(s: ChronoState, seat: number): CardId | null {
  let best: CardId | null = null, bestHeart = -1;
  for (const card of s.players[seat].hand) {
    const d = defOf(s, card);
    if (d?.kind === "character" && d.heart > bestHeart) { best = card; bestHeart = d.heart; }
  }
  return best;
}

export function fireTraps(x: Ctx, ev: TrapEvent): void {
  const s = x.s;
  for (const seat of seatsFrom(s, s.current)) {
    const p = s.players[seat];
    for (let i = 0; i < p.traps.length; ) {
      if (s.phase === "over") return;
      if (!p.alive) break;
      const card = p.traps[i];
      const def = trapDef(s, card);
      if (!def || !CONDITIONS[def.trigger](s, seat, ev, def)) { i++; continue; }
      p.traps.splice(i, 1);
      p.graveyard.push(card);
      emit(x, "trap", `${seatZh(seat)}的陷阱${nameZh(s, card)}發動！`, `${seatEn(seat)}'s trap ${nameEn(s, card)} springs!`, { seat, card, trap: def.id }, { seat });
      EFFECTS[def.effect](x, seat, ev, def);
    }
  }
}
