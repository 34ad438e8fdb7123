import type { ChronoAction } from "./actions";
import { attackers, attackTargets, hasAttack } from "./attack";
import { blessTargets } from "./bless";
import { defOf } from "./cards";
import { RULES } from "./content";
import { nonEmptyDecks, owingSeat } from "./draw";
import { specialCandidates } from "./specials";
import { ATTRS, type ChronoState } from "./types";

/**
 * Every legal action of `seat`: exactly what `apply` accepts. It reads only the seat's own hand and public zones,
 * so it runs unchanged on the seat's redacted view (the web client highlights moves with it).
 */
export function legalActions(s: ChronoState, seat: number): ChronoAction[] {
  if (s.phase === "over") return [];
  const owing = owingSeat(s);
  if (owing !== null) return owing === seat ? nonEmptyDecks(s, seat).map((deck) => ({ type: "draw", deck })) : [];
  if (seat !== s.current) return [];
  const hand = s.players[seat].hand;
  switch (s.phase) {
    case "attr":
      return ATTRS.map((attr) => ({ type: "chooseAttr", attr }));
    case "opening":
    case "draw":
      return nonEmptyDecks(s, seat).map((deck) => ({ type: "draw", deck }));
    case "discard":
      return [...hand.map((card): ChronoAction => ({ type: "discard", card })), { type: "endDiscard" }];
    case "trim":
      return hand.map((card) => ({ type: "discard", card }));
    case "deploy":
      return [...placeActions(s, seat), ...(hasAttack(s, seat) ? [{ type: "beginAttack" } as const] : []), { type: "skip" }];
    case "attack":
      return [...attackActions(s, seat), { type: "endAttack" }];
    case "prepare":
      return [...blessActions(s, seat), ...trapActions(s, seat), { type: "skip" }];
  }
}

export function placeActions(s: ChronoState, seat: number): ChronoAction[] {
  const p = s.players[seat];
  if (p.field.length >= RULES.fieldLimit.value) return [];
  const out: ChronoAction[] = [];
  for (const card of p.hand) {
    if (defOf(s, card)?.kind !== "character") continue;
    const candidates = specialCandidates(s, seat, card);
    if (candidates.length === 0) out.push({ type: "place", card });
    else for (const target of candidates) out.push({ type: "place", card, target });
  }
  return out;
}

export function attackActions(s: ChronoState, seat: number): ChronoAction[] {
  const out: ChronoAction[] = [];
  const targets = attackTargets(s, seat);
  for (const a of attackers(s, seat))
    for (const t of targets) out.push(t.uid < 0 ? { type: "attackPlayer", attacker: a.uid, seat: t.seat } : { type: "attack", attacker: a.uid, target: t.uid });
  return out;
}

export function blessActions(s: ChronoState, seat: number): ChronoAction[] {
  const out: ChronoAction[] = [];
  for (const card of s.players[seat].hand) {
    const d = defOf(s, card);
    if (d?.kind !== "effect") continue;
    for (const t of blessTargets(s, d)) out.push("uid" in t ? { type: "bless", card, target: t.uid } : { type: "blessPlayer", card, seat: t.seat });
  }
  return out;
}

export function trapActions(s: ChronoState, seat: number): ChronoAction[] {
  const p = s.players[seat];
  if (p.traps.length >= RULES.trapLimit.value) return [];
  return p.hand.filter((card) => defOf(s, card)?.kind === "trap").map((card) => ({ type: "setTrap", card }));
}

/** Whether the 出場 phase offers anything but skipping (or, for "attack", whether an attack is left). */
export function canDeploy(s: ChronoState, seat: number, only?: "attack"): boolean {
  if (only === "attack") return hasAttack(s, seat);
  return placeActions(s, seat).length > 0 || hasAttack(s, seat);
}

/** Whether the 備戰 phase offers anything but skipping. */
export function canPrepare(s: ChronoState, seat: number): boolean {
  return blessActions(s, seat).length > 0 || trapActions(s, seat).length > 0;
}
