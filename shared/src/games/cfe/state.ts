import { seatToken } from "../../core/text";
import type { RngState } from "../../core/rng";
import { cardOwner, isVirtualCard } from "./cards";
import type { AdvancedState, CardId, CfeState, Pile, PlayerState, TurnSummary } from "./types";

/** Small state helpers shared by the modules. */
export function cloneState(s: CfeState): CfeState {
  // Every field written out (no object spread): clones keep one hidden class, which keeps previews and bots fast.
  const out: CfeState = {
    game: s.game,
    mode: s.mode,
    seats: s.seats,
    teamOf: s.teamOf, // never changes after setup
    hp: [...s.hp],
    maxHp: [...s.maxHp],
    players: s.players.map(clonePlayer),
    piles: s.piles.map((p) => ({ deck: [...p.deck], discard: [...p.discard] })),
    cardCounts: s.cardCounts,
    current: s.current,
    phase: s.phase,
    pending: s.pending ? (s.pending.kind === "chaos" ? { ...s.pending } : { ...s.pending, cards: [...s.pending.cards] }) : null,
    turn: s.turn,
    drawBonus: s.drawBonus,
    thisTurn: { ...s.thisTurn },
    prevTurn: s.prevTurn ? { ...s.prevTurn } : null,
    recycledThisTurn: s.recycledThisTurn,
    options: s.options,
    winnerTeams: s.winnerTeams ? [...s.winnerTeams] : null,
    draw: s.draw,
    rng: [...s.rng] as RngState,
  };
  if (s.advanced) out.advanced = cloneAdvanced(s.advanced);
  return out;
}

function cloneAdvanced(a: AdvancedState): AdvancedState {
  return {
    stars: a.stars,
    legends: a.legends,
    heroes: a.heroes,
    teamStar: [...a.teamStar],
    summoned: a.summoned.map((x) => [...x]),
    alignment: a.alignment,
    environment: a.environment,
    profession: [...a.profession],
    activated: a.activated,
    virtual: a.virtual ? { ...a.virtual } : null,
  };
}

function clonePlayer(p: PlayerState): PlayerState {
  return {
    hand: [...p.hand],
    shield: p.shield,
    passive: p.passive ? { ...p.passive, cards: [...p.passive.cards] } : null,
    cannotAct: p.cannotAct,
    cannotDraw: p.cannotDraw,
    revealedTo: p.revealedTo ? { by: p.revealedTo.by, cards: [...p.revealedTo.cards] } : null,
    lastFormation: p.lastFormation,
  };
}

export function emptyTurn(seat: number, turn: number): TurnSummary {
  return { seat, turn, kind: "none", played: null, resolvedAs: null, basic: false, attackElement: null, covered: false, drawDiscard: null };
}

/** The pile `seat` draws from: its personal deck, or the shared one. */
export function drawPileOf(s: CfeState, seat: number): Pile {
  return s.options.personalDeck ? s.piles[seat] : s.piles[0];
}

/** Used cards go to their owner's discard pile (§9.2); in shared-deck games that is the one pile. A virtual card just ends. */
export function discardTo(s: CfeState, cards: readonly CardId[]): void {
  for (const c of cards) {
    if (isVirtualCard(c)) continue;
    const owner = cardOwner(c);
    (s.options.personalDeck && owner > 0 ? s.piles[owner - 1] : s.piles[0]).discard.push(c);
  }
}

export function removeFromHand(hand: CardId[], cards: readonly CardId[]): void {
  for (const c of cards) {
    const i = hand.indexOf(c);
    if (i >= 0) hand.splice(i, 1);
  }
}

/** Every card in play, wherever it is. */
export function allCards(s: CfeState): CardId[] {
  const out: CardId[] = [];
  for (const p of s.piles) out.push(...p.deck, ...p.discard);
  for (const p of s.players) {
    out.push(...p.hand);
    if (p.passive) out.push(...p.passive.cards.filter((c) => !isVirtualCard(c)));
  }
  if (s.pending && s.pending.kind !== "chaos") out.push(...s.pending.cards);
  return out;
}

/** Seats are named by token; rooms and viewers put the players' names in (core/text.ts). */
export const seatZh = seatToken;
export const seatEn = seatToken;

export function forEachCard(s: CfeState, f: (c: CardId) => void): void {
  for (const p of s.piles) { p.deck.forEach(f); p.discard.forEach(f); }
  for (const p of s.players) {
    p.hand.forEach(f);
    // A 幻朧 virtual card covered in a passive is no physical card.
    if (p.passive) for (const c of p.passive.cards) if (!isVirtualCard(c)) f(c);
  }
  if (s.pending && s.pending.kind !== "chaos") s.pending.cards.forEach(f);
}
