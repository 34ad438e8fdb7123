import type { Viewer } from "../../core/engine";
import { HIDDEN, type CardId } from "../cfe/types";
import { cloneState } from "./state";
import type { SlayingState } from "./types";

/**
 * Redaction (spec §3.4, §12; I16). A view has the SAME shape as the state, with hidden cards replaced by HIDDEN (−1)
 * and the RNG zeroed, so `legalActions` and the previews run on it in the browser. Hidden:
 * - the deck order (every deck card);
 * - the army's face-down cards — except that 偵查之眼 shows them to the players (never to spectators);
 * - for spectators: every player's hand, covered passive and pending draw or 啟示 draw (a transformed card is public:
 *   using the shard names it, while it stays in hand);
 * - with private hands: those of the other players.
 * Face-up army cards, discards, shards, dig cards and the army's last action (while on the discard pile) are public.
 */
export function seesArmyHand(s: SlayingState, viewer: Viewer): boolean {
  return viewer === "all" || (typeof viewer === "number" && s.team.tokens.includes("scout_eye"));
}

/** Whether `viewer` sees `seat`'s hand, covered passive and pending draw. */
export function seesHandOf(s: SlayingState, viewer: Viewer, seat: number): boolean {
  if (viewer === "all" || viewer === seat) return true;
  return typeof viewer === "number" && !s.options.privateHands;
}

export function redact(s: SlayingState, viewer: Viewer): SlayingState {
  const v = cloneState(s);
  v.rng = [0, 0, 0, 0];
  if (viewer === "all") return v;
  v.pile.deck = v.pile.deck.map(() => HIDDEN);
  // The last action's cards are public while they lie on the discard pile; once reshuffled and drawn again their ids
  // would tell where they went.
  if (v.army.lastAction) {
    const inDiscard = new Set(s.pile.discard);
    v.army.lastAction.cards = v.army.lastAction.cards.map((c) => (inDiscard.has(c) ? c : HIDDEN));
  }
  if (!seesArmyHand(s, viewer)) v.army.hand = v.army.hand.map((c) => (c.faceUp ? c : { card: HIDDEN, faceUp: false }));
  const transformed = publicTransform(s);
  if (v.turnState.transform && transformed === undefined) v.turnState.transform.card = HIDDEN;
  v.players.forEach((p, seat) => {
    if (seesHandOf(s, viewer, seat)) return;
    p.hand = p.hand.map((c) => (c === transformed ? c : HIDDEN));
    if (p.passive?.covered) p.passive = { formation: "hidden", cards: p.passive.cards.map(() => HIDDEN), covered: true };
  });
  if (privateDraw(v.pending) && !seesHandOf(s, viewer, v.pending.seat)) v.pending.cards = v.pending.cards.map(() => HIDDEN);
  return v;
}

/**
 * A pending draw whose cards go into a hand: the turn draw and 啟示 (seen like the hand they join, as in the base
 * game's 啟示); a dig is drawn face up for everyone.
 */
export function privateDraw(p: SlayingState["pending"]): p is Extract<NonNullable<SlayingState["pending"]>, { kind: "draw" | "revelation" }> {
  return p?.kind === "draw" || p?.kind === "revelation";
}

/** The card a shard transformed is public (using the shard names it) while it is still in the user's hand. */
export function publicTransform(s: SlayingState): CardId | undefined {
  const t = s.turnState.transform;
  return t && s.players[s.turnState.seat].hand.includes(t.card) ? t.card : undefined;
}

/** Every real card id `viewer` must NOT see, computed from the rules independently of `redact` (leak tests). */
export function hiddenCardIds(s: SlayingState, viewer: Viewer): CardId[] {
  if (viewer === "all") return [];
  const out: CardId[] = [...s.pile.deck];
  if (!(typeof viewer === "number" && s.team.tokens.includes("scout_eye"))) out.push(...s.army.hand.filter((c) => !c.faceUp).map((c) => c.card));
  const transformed = publicTransform(s);
  s.players.forEach((p, seat) => {
    const visible = viewer === seat || (typeof viewer === "number" && !s.options.privateHands);
    if (visible) return;
    out.push(...p.hand.filter((c) => c !== transformed));
    if (p.passive) out.push(...p.passive.cards);
    if (privateDraw(s.pending) && s.pending.seat === seat) out.push(...s.pending.cards);
  });
  return out;
}

/** Every real card id present anywhere in a state or view. */
export function visibleCardIds(v: SlayingState): CardId[] {
  const out: CardId[] = [...v.pile.deck, ...v.pile.discard, ...v.army.hand.map((c) => c.card)];
  for (const p of v.players) {
    out.push(...p.hand);
    if (p.passive) out.push(...p.passive.cards);
  }
  if (v.army.lastAction) out.push(...v.army.lastAction.cards);
  for (const x of v.team.shards) out.push(x.card);
  if (v.pending && "cards" in v.pending) out.push(...v.pending.cards);
  if (v.turnState.transform) out.push(v.turnState.transform.card);
  return out.filter((c) => c !== HIDDEN);
}
