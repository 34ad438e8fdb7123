import type { Rng, RngState } from "../../core/rng";
import { POOL, cardDef, type CardDef } from "./content";
import { starterDeck, deckCardIds } from "./deck";
import { cloneState } from "./state";
import { HIDDEN_DEF, type Card, type DuelState } from "./types";

/**
 * Determinization for the bots (design §4.3): from `me`'s redacted view, a full state in which every hidden card
 * is sampled from what `me` knows. Its own deck: the known contents, shuffled. The opponent's hand and deck: the
 * opponent's starter list minus its cards already seen (field and discard), or, for a custom (secret) list, the
 * collectible pool; cards the opponent gained beyond its deck (傳授, generated cards) are drawn from the pool too.
 * Sampled cards get ids from FAKE_ID up, so they never collide with real ones. The RNG is fresh from `rng`.
 */
export const FAKE_ID = 1_000_000;
const COLLECTIBLE: readonly CardDef[] = [...POOL.values()].filter((d) => !(d.kind === "unit" && d.token));

export function determinize(view: DuelState, me: number, rng: Rng): DuelState {
  return determinizer(view, me)(rng);
}

/** determinize, filling in `view` itself (for a caller that owns a fresh view and needs one sample). */
export function determinizeOwned(view: DuelState, me: number, rng: Rng): DuelState {
  return determinizer(view, me, true)(rng);
}

/**
 * A sampler of determinizations of one view: what the seat knows is worked out once (the search draws a fresh
 * determinization every iteration).
 */
export function determinizer(view: DuelState, me: number, owned = false): (rng: Rng) => DuelState {
  const foeSeat = 1 - me;
  const known = unknownDefs(view, foeSeat);
  const myDeck = view.players[me].deck.map((c) => c.def);
  const foeDeckN = view.players[foeSeat].deck.length;
  const myCards = myDeck.map((def, i) => ({ id: FAKE_ID + i, def, cost: cardDef(def).cost }));
  return (rng) => {
    const s = owned ? view : cloneState(view);
    s.rng = [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()] as RngState;
    // Card records are never changed in place, so the own deck's records can be shared between samples.
    s.players[me].deck = rng.shuffle(myCards.slice());
    let next = FAKE_ID + myCards.length;
    const foe = s.players[foeSeat];
    const unknown = rng.shuffle(known.slice());
    const take = (): Card => {
      const def = unknown.pop() ?? rng.pick(COLLECTIBLE).id;
      return { id: next++, def, cost: cardDef(def).cost };
    };
    const deck: Card[] = new Array(foeDeckN);
    for (let i = 0; i < foeDeckN; i++) deck[i] = take();
    foe.deck = deck;
    const hand = foe.hand;
    for (let i = 0; i < hand.length; i++) if (hand[i].def === HIDDEN_DEF) hand[i] = take();
    return s;
  };
}

/** The defs the opponent's unseen original cards may be (its starter list minus what is visible), else random. */
function unknownDefs(view: DuelState, seat: number): string[] {
  const p = view.players[seat];
  if (!starterDeck(p.deckName)) return [];
  const left = deckCardIds(p.deckName);
  const original = (id: number) => id >= p.idBase && id < p.idBase + p.deckCards;
  const seen = [...p.discard.filter((c) => original(c.id)).map((c) => c.def), ...p.board.flatMap((u) => (u && original(u.id) ? [u.def] : []))];
  for (const d of seen) {
    const i = left.indexOf(d);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}
