import type { ActionCandidates } from "../../core/actionCandidates";
import type { ChronoAction } from "./actions";
import { ATTRS, KINDS, type ChronoState } from "./types";

/**
 * Every action type × the seat's hand and a few cards from elsewhere (another hand, a deck, a set trap, a 回收場)
 * × every character on any field and the next unused uid × every seat and one past the last: the right move in the
 * wrong phase, someone else's card, a missing target. Used by tests/shared/legal-actions.test.ts and the chrono
 * legal-actions test.
 */
export function chronoCandidates(s: ChronoState, seat: number): ChronoAction[] {
  const p = s.players[seat];
  if (!p) return [];
  const elsewhere = s.players.flatMap((q) => [q.graveyard[0], q.decks.character[0], q.hand[0], q.traps[0]]).filter((c) => c !== undefined && !p.hand.includes(c));
  const cards = [...p.hand, ...elsewhere.slice(0, 4)];
  const uids = [...s.players.flatMap((q) => q.field.map((c) => c.uid)), s.nextUid];
  const seats = [...Array(s.seats + 1).keys()];
  const out: ChronoAction[] = [{ type: "endDiscard" }, { type: "beginAttack" }, { type: "endAttack" }, { type: "skip" }];
  for (const attr of ATTRS) out.push({ type: "chooseAttr", attr });
  for (const deck of KINDS) out.push({ type: "draw", deck });
  for (const card of cards) {
    out.push({ type: "discard", card }, { type: "setTrap", card }, { type: "place", card });
    for (const target of uids) out.push({ type: "place", card, target }, { type: "bless", card, target });
    for (const x of seats) out.push({ type: "blessPlayer", card, seat: x });
  }
  for (const attacker of uids) {
    for (const target of uids) out.push({ type: "attack", attacker, target });
    for (const x of seats) out.push({ type: "attackPlayer", attacker, seat: x });
  }
  return out;
}

export const chronoActionCandidates: ActionCandidates<ChronoState, ChronoAction> = { candidates: chronoCandidates };
