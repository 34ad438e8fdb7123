import { charDef, defOf } from "./cards";
import type { TrapDef, TrapTrigger } from "./content";
import type { Relation } from "./relations";
import { stats } from "./stats";
import { enemiesOf, findChar } from "./state";
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

/** Whether the trap `def` set by `owner` springs on `ev` (what it then does: reactions.ts). */
export function trapSprings(s: ChronoState, owner: number, ev: TrapEvent, def: TrapDef): boolean {
  return CONDITIONS[def.trigger](s, owner, ev, def);
}

/** 伏兵's pick: the character card with the highest printed 心等 in hand; ties go to the one held longest. */
export function ambushPick(s: ChronoState, seat: number): CardId | null {
  let best: CardId | null = null, bestHeart = -1;
  for (const card of s.players[seat].hand) {
    const d = defOf(s, card);
    if (d?.kind === "character" && d.heart > bestHeart) { best = card; bestHeart = d.heart; }
  }
  return best;
}
