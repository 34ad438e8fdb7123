import { kindOf } from "./cards";
import { cloneState, ownerOf } from "./state";
import type { Viewer } from "../../core/engine";
import { HIDDEN, KINDS, type CardId, type ChronoState, type PlayerState } from "./types";

/**
 * Redaction (ARCHITECTURE "Hidden information"). A view has the SAME shape as the state, so legalActions and the
 * previews run on it in the browser. Hidden: other players' hands and set traps (face-down cards), every deck's
 * order (own decks included), and the RNG (zeroed). A hidden card becomes a placeholder that keeps only its kind
 * (which deck a card came from is public), and its catalogue entry becomes "" unless the viewer owns the card (a
 * player knows their own deck list, not its order). Fields, player effects and 回收場 are public. "all" sees
 * everything but the RNG.
 */
export function redact(s: ChronoState, viewer: Viewer): ChronoState {
  const v = cloneState(s);
  v.rng = [0, 0, 0, 0];
  if (viewer === "all") return v;
  const hidden = new Uint8Array(s.cards.length);
  for (const c of hiddenCardIds(s, viewer)) hidden[c] = 1;
  v.cards = s.cards.map((id, card) => (hidden[card] && ownerOf(card) !== viewer ? "" : id));
  v.players = v.players.map((p, seat) => redactPlayer(s, p, seat, viewer));
  // A sealed card back in a hand (時光倒流) is a hidden card again: keep only what the viewer may see.
  const seen = (c: CardId) => !hidden[c] || ownerOf(c) === viewer;
  v.sealed = v.sealed.filter(seen);
  v.specialUsed = v.specialUsed.filter(seen);
  return v;
}

function redactPlayer(s: ChronoState, p: PlayerState, seat: number, viewer: Viewer): PlayerState {
  const mask = (cards: CardId[]) => cards.map((c) => HIDDEN[kindOf(s, c) ?? "character"]);
  const decks = { character: mask(p.decks.character), effect: mask(p.decks.effect), trap: mask(p.decks.trap) };
  if (viewer === seat) return { ...p, decks };
  return { ...p, decks, hand: mask(p.hand), traps: mask(p.traps) };
}

/** Every real card id `viewer` must NOT see where it lies (for leak tests), computed from the rules, not from redact. */
export function hiddenCardIds(s: ChronoState, viewer: Viewer): CardId[] {
  if (viewer === "all") return [];
  const out: CardId[] = [];
  s.players.forEach((p, seat) => {
    for (const k of KINDS) out.push(...p.decks[k]);
    if (seat !== viewer) out.push(...p.hand, ...p.traps);
  });
  return out;
}

/**
 * Who may see each card where it lies, for every viewer at once (the rule `hiddenCardIds` states for one viewer):
 * SEEN_BY_ALL, IN_A_DECK (seen by nobody), or HELD_BY + seat (in that seat's hand or traps: seen by that seat alone).
 * The wire sync reads it for the public and every seat from one pass over the zones.
 */
export const SEEN_BY_ALL = 0;
export const IN_A_DECK = 1;
export const HELD_BY = 2;
export function secrecyOf(s: ChronoState): Uint8Array {
  const out = new Uint8Array(s.cards.length);
  s.players.forEach((p, seat) => {
    for (const k of KINDS) for (const c of p.decks[k]) out[c] = IN_A_DECK;
    for (const c of p.hand) out[c] = HELD_BY + seat;
    for (const c of p.traps) out[c] = HELD_BY + seat;
  });
  return out;
}

/** Every real card id present in any zone (or card list) of a state or view. */
export function visibleCardIds(v: ChronoState): CardId[] {
  const out: CardId[] = [...v.sealed, ...v.specialUsed];
  for (const p of v.players) {
    out.push(...p.hand, ...p.decks.character, ...p.decks.effect, ...p.decks.trap, ...p.traps, ...p.playerEffects, ...p.graveyard);
    for (const c of p.field) out.push(c.card, ...c.effects);
  }
  return out.filter((c) => c >= 0);
}

/** Catalogue entries a view names: the definition behind each card id it does not blank. */
export function namedCardIds(v: ChronoState): CardId[] {
  return v.cards.flatMap((id, card) => (id ? [card] : []));
}
