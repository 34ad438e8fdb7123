/** 五行戰鬥牌 wire schema (decoded, or its JSON) → the position as one viewer sees it: equal to `redact`. */
import type { Element } from "../../../core/elements";
import type { RngState } from "../../../core/rng";
import { listOf } from "../../../core/wire";
import type { AdvancedState, CfeState, Mode, PassiveSlot, Pending, Phase, PlayerState, TurnSummary, VirtualCard } from "../types";
import { HIDDEN } from "../types";
import type { AdvancedWire, CfePlayerWire, CfeSecret, CfeWire, TurnSummaryWire } from "./schema";

const mask = (n: number) => Array.from({ length: n }, () => HIDDEN);
const orNull = (s: string) => (s === "" ? null : s);

export function cfeFromWire(w: CfeWire, viewer: number | "spectator"): CfeState {
  const players = listOf(w.players);
  const mine = typeof viewer === "number" ? players[viewer]?.secret : undefined;
  const peeks = peeksOf(mine);
  const pendingKind = w.pendingKind;
  let pending: Pending = null;
  if (pendingKind === "chaos") pending = { kind: "chaos", seat: w.pendingSeat, target: w.pendingTarget, count: w.pendingCount };
  else if (pendingKind === "draw" || pendingKind === "revelation") pending = { kind: pendingKind, seat: w.pendingSeat, cards: w.pendingSeat === viewer && mine ? listOf(mine.drawn) : mask(w.pendingCount) };
  return {
    game: "cfe",
    mode: w.mode as Mode,
    seats: w.seats,
    teamOf: listOf(w.teamOf),
    hp: listOf(w.hp),
    maxHp: listOf(w.maxHp),
    players: players.map((p, seat) => playerFromWire(p, seat, viewer, peeks.get(seat))),
    piles: listOf(w.piles).map((p) => ({ deck: mask(p.deckCount), discard: listOf(p.discard) })),
    cardCounts: listOf(w.cardCounts),
    current: w.current,
    phase: w.phase as Phase,
    pending,
    turn: w.turn,
    drawBonus: w.drawBonus,
    thisTurn: turnFromWire(w.thisTurn, mine?.ownThisTurn ? [mine.thisPlayed, mine.thisResolvedAs] : null),
    prevTurn: w.hasPrevTurn ? turnFromWire(w.prevTurn, mine?.ownPrevTurn ? [mine.prevPlayed, mine.prevResolvedAs] : null) : null,
    recycledThisTurn: w.recycledThisTurn,
    options: { recycle: w.recycle, personalDeck: w.personalDeck },
    winnerTeams: w.hasWinner ? listOf(w.winnerTeams) : null,
    draw: w.draw,
    rng: [0, 0, 0, 0] as RngState,
    ...(w.hasAdvanced ? { advanced: advancedFromWire(w.advanced) } : {}),
  };
}

export function advancedFromWire(a: AdvancedWire): AdvancedState {
  return {
    stars: a.stars,
    legends: a.legends,
    heroes: a.heroes,
    teamStar: listOf(a.teamStar).map((e) => (e ? (e as Element) : null)),
    summoned: listOf(a.summoned).map((l) => (l ? (l.split(",") as Element[]) : [])),
    alignment: a.alignment < 0 ? null : a.alignment,
    environment: a.environment ? (a.environment as Element) : null,
    profession: listOf(a.profession).map((p) => p || null),
    activated: a.activated || null,
    virtual: a.hasVirtual ? { seat: a.virtualSeat, card: a.virtualCard, scope: a.virtualScope as VirtualCard["scope"], ability: a.virtualAbility } : null,
  };
}

/** The other hands this seat has seen, by seat (as it knows them: the cards it saw, -1 for the rest). */
function peeksOf(mine: CfeSecret | undefined): Map<number, number[]> {
  const out = new Map<number, number[]>();
  if (!mine) return out;
  const pairs = listOf(mine.peeks);
  const hands = listOf(mine.peekHands);
  for (let i = 0, at = 0; i < pairs.length; i += 2) {
    out.set(pairs[i], hands.slice(at, at + pairs[i + 1]));
    at += pairs[i + 1];
  }
  return out;
}

function playerFromWire(p: CfePlayerWire, seat: number, viewer: number | "spectator", peek: number[] | undefined): PlayerState {
  // Until this seat's secrets arrive (the patch after joining), it sees its own seat as anyone would.
  const own = seat === viewer && p.secret !== undefined;
  const hand = own ? listOf(p.secret.hand) : peek ?? mask(p.handCount);
  const by = p.revealedBy;
  const revealedTo = by < 0 ? null : { by, cards: own ? listOf(p.secret.revealedCards) : by === viewer && peek ? peek.filter((c) => c !== HIDDEN) : [] };
  return { hand, shield: p.shield, passive: passiveFromWire(p, own), cannotAct: p.cannotAct, cannotDraw: p.cannotDraw, revealedTo, lastFormation: orNull(p.lastFormation) };
}

/** `own`: the seat's own covered play of that turn ([played, resolvedAs]), which the public shows as "hidden". */
function turnFromWire(t: TurnSummaryWire, own: [string, string] | null): TurnSummary {
  const [played, resolvedAs] = own ?? [t.played, t.resolvedAs];
  return {
    seat: t.seat,
    turn: t.turn,
    kind: t.kind as TurnSummary["kind"],
    played: orNull(played),
    resolvedAs: orNull(resolvedAs),
    basic: t.basic,
    attackElement: orNull(t.attackElement) as Element | null,
    covered: t.covered,
    drawDiscard: t.hasDrawDiscard ? t.drawDiscard : null,
  };
}

/** Only true flags and real substitutions are written, as the engine writes them. */
function passiveFromWire(p: CfePlayerWire, own: boolean): PassiveSlot | null {
  if (!p.hasPassive) return null;
  if (!p.passiveCovered) return { formation: p.passiveFormation, cards: [], covered: false, sealed: p.passiveSealed };
  const slot = (formation: string, cards: number[], substituted: number, disabled: boolean, revealed: boolean): PassiveSlot => ({
    formation,
    cards,
    covered: true,
    sealed: p.passiveSealed,
    ...(disabled ? { disabled: true } : {}),
    ...(revealed ? { revealed: true } : {}),
    ...(substituted >= 0 ? { substituted } : {}),
  });
  if (p.passiveRevealed) return slot(p.passiveFormation, listOf(p.passiveCardsShown), p.passiveSubstitutedShown, p.passiveDisabledShown, true);
  if (own) return slot(p.secret.passiveFormation, listOf(p.secret.passiveCards), p.secret.passiveSubstituted, p.secret.passiveDisabled, false);
  return { formation: "hidden", cards: mask(p.passiveCount), covered: true, sealed: p.passiveSealed };
}
