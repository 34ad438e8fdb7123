import type { Viewer } from "../../core/engine";
import type { GameEvent } from "../../core/engine";
import { POOL } from "./content";
import { cloneState } from "./state";
import { HIDDEN_DEF, HIDDEN_ID, type Card, type CardId, type DuelState } from "./types";

/**
 * Redaction (ARCHITECTURE "Hidden information"). The view has the SAME shape as the state, so legalActions and the
 * previews run on it in the browser. Hidden: the other seat's hand (count kept), every deck's order and ids, and
 * the RNG (zeroed). A seat sees the contents of its own deck (it knows its list), as card backs sorted by card
 * so the order cannot leak. The field and the discard piles are public. "all" sees everything but the RNG.
 */
/** Own-deck cards are listed in card-pool order, so the view says nothing about the deck order. */
const POOL_ORDER = new Map([...POOL.keys()].map((id, i) => [id, i]));

export const HIDDEN_CARD: Card = Object.freeze({ id: HIDDEN_ID, def: HIDDEN_DEF, cost: 0 }) as Card;

/** What a seat knows of its own deck: its cards without ids, in pool order (never the deck order). */
export function knownDeck(deck: readonly Card[]): Card[] {
  return deck.map((c) => ({ id: HIDDEN_ID, def: c.def, cost: c.cost })).sort((a, b) => (POOL_ORDER.get(a.def)! - POOL_ORDER.get(b.def)!) || a.cost - b.cost);
}

export function redact(s: DuelState, viewer: Viewer): DuelState {
  const v = cloneState(s);
  v.rng = [0, 0, 0, 0];
  if (viewer === "all") return v;
  v.players.forEach((p, seat) => {
    if (seat === viewer) {
      p.deck = knownDeck(p.deck);
    } else {
      p.deck = p.deck.map(() => HIDDEN_CARD);
      p.hand = p.hand.map(() => HIDDEN_CARD);
    }
  });
  return v;
}

/** Every real card id `viewer` must NOT see (for leak tests), from the rules independently of `redact`. */
export function hiddenCardIds(s: DuelState, viewer: Viewer): CardId[] {
  if (viewer === "all") return [];
  const out: CardId[] = [];
  s.players.forEach((p, seat) => {
    out.push(...p.deck.map((c) => c.id));
    if (seat !== viewer) out.push(...p.hand.map((c) => c.id));
  });
  return out;
}

/** Every real card id present in a state or view (decks, hands, fields, discards). */
export function visibleCardIds(v: DuelState): CardId[] {
  const out: CardId[] = [];
  for (const p of v.players) {
    for (const c of p.deck) out.push(c.id);
    for (const c of p.hand) out.push(c.id);
    for (const u of p.board) if (u) out.push(u.id);
    for (const c of p.discard) out.push(c.id);
  }
  return out.filter((id) => id !== HIDDEN_ID);
}

/** Is this event for `viewer`? Spectators get only public events; "all" gets everything. */
export function eventVisible(e: GameEvent, viewer: Viewer): boolean {
  if (!e.visibleTo || viewer === "all") return true;
  return typeof viewer === "number" && e.visibleTo.includes(viewer);
}
