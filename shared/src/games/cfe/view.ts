import type { CardId, CfeState, PassiveSlot, PlayerState, TurnSummary, Viewer } from "./types";
import { HIDDEN } from "./types";
import { cloneState } from "./state";

/**
 * Redaction (ARCHITECTURE "Hidden information"). The advanced modules' state (stars, environment, professions, a
 * 幻術 virtual card) is public; a 啟示 draw is seen by its drawer only, like the turn draw. A view has the SAME shape as the state, so `legalActions` and
 * `previewCards` run on it in the browser. Hidden: other seats' hands (count kept; 光芒/混沌 reveal shows the caster
 * the cards it saw that are still held), deck order, other seats' face-down passives (card backs), another seat's
 * pending draw, the formation of a covered passive in the turn summaries, and the RNG (zeroed). "all" sees
 * everything but the RNG.
 */
export function redact(s: CfeState, viewer: Viewer): CfeState {
  const v = cloneState(s);
  v.rng = [0, 0, 0, 0];
  if (viewer === "all") return v;
  const sees = (seat: number) => viewer === seat;
  v.players = v.players.map((p, i) => redactPlayer(p, i, viewer));
  for (const pile of v.piles) pile.deck = pile.deck.map(() => HIDDEN);
  if (v.pending && v.pending.kind !== "chaos" && !sees(v.pending.seat)) v.pending.cards = v.pending.cards.map(() => HIDDEN);
  // A draw discard stays public while in a discard pile; once shuffled or retrieved into a deck it is hidden.
  const inDiscard = (c: CardId | null) => c !== null && s.piles.some((p) => p.discard.includes(c));
  v.thisTurn = redactTurn(v.thisTurn, viewer, inDiscard);
  v.prevTurn = v.prevTurn ? redactTurn(v.prevTurn, viewer, inDiscard) : null;
  return v;
}

function redactPlayer(p: PlayerState, seat: number, viewer: Viewer): PlayerState {
  if (viewer === seat) return { ...p, revealedTo: p.revealedTo ? { by: p.revealedTo.by, cards: p.revealedTo.cards.filter((c) => p.hand.includes(c)) } : null };
  const known = p.revealedTo && p.revealedTo.by === viewer ? new Set(p.revealedTo.cards) : null;
  const hand = p.hand.map((c) => (known?.has(c) ? c : HIDDEN));
  const revealedTo = p.revealedTo ? { by: p.revealedTo.by, cards: known ? p.hand.filter((c) => known.has(c)) : [] } : null;
  return { ...p, hand, revealedTo, passive: redactPassive(p.passive) };
}

/**
 * A covered passive is card backs to others, unless 聖光破 revealed it; which card was substituted, and whether the
 * environment disabled it (which says which formation it is), are hidden with it (docs/rules/cfe.md).
 */
function redactPassive(slot: PassiveSlot | null): PassiveSlot | null {
  if (!slot || !slot.covered || slot.revealed) return slot;
  const { substituted: _s, disabled: _d, ...rest } = slot;
  return { ...rest, formation: "hidden", cards: slot.cards.map(() => HIDDEN) };
}

function redactTurn(t: TurnSummary, viewer: Viewer, inDiscard: (c: CardId | null) => boolean): TurnSummary {
  const out = t.drawDiscard !== null && !inDiscard(t.drawDiscard) ? { ...t, drawDiscard: HIDDEN } : t;
  if (!t.covered || viewer === t.seat) return out;
  return { ...out, played: "hidden", resolvedAs: "hidden" };
}

/** Every real card id `viewer` must NOT see (for leak tests), computed from the rules independently of `redact`. */
export function hiddenCardIds(s: CfeState, viewer: Viewer): CardId[] {
  if (viewer === "all") return [];
  const out: CardId[] = [];
  s.players.forEach((p, i) => {
    if (i === viewer) return;
    const known = p.revealedTo?.by === viewer ? p.revealedTo.cards : [];
    out.push(...p.hand.filter((c) => !known.includes(c)));
    if (p.passive?.covered && !p.passive.revealed) out.push(...p.passive.cards);
  });
  for (const pile of s.piles) out.push(...pile.deck);
  if (s.pending && s.pending.kind !== "chaos" && s.pending.seat !== viewer) out.push(...s.pending.cards);
  return out;
}

/** Every real card id present anywhere in a state or view (hands, piles, passives, reveals, pending draw). */
export function visibleCardIds(v: CfeState): CardId[] {
  const out: CardId[] = [];
  for (const p of v.players) {
    out.push(...p.hand);
    if (p.passive) out.push(...p.passive.cards);
    if (p.revealedTo) out.push(...p.revealedTo.cards);
  }
  for (const pile of v.piles) out.push(...pile.deck, ...pile.discard);
  if (v.pending && v.pending.kind !== "chaos") out.push(...v.pending.cards);
  if (v.prevTurn?.drawDiscard != null) out.push(v.prevTurn.drawDiscard);
  if (v.thisTurn.drawDiscard != null) out.push(v.thisTurn.drawDiscard);
  return out.filter((c) => c !== HIDDEN);
}
