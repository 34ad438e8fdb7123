/** Engine state → 五行戰鬥牌 wire schema, in place. Redacts exactly as `redact` does (tests hold them equal). */
import { joinedIds, syncChildren, syncList, syncListOf } from "../../../core/wire";
import type { CardId, CfeState, PlayerState, TurnSummary } from "../types";
import { HIDDEN } from "../types";
import type { AdvancedState } from "../types";
import { CfePlayerWire, PileWire, type AdvancedWire, type CfeSecret, type CfeWire, type TurnSummaryWire } from "./schema";

export function syncCfe(s: CfeState, w: CfeWire): void {
  w.mode = s.mode;
  w.seats = s.seats;
  syncList(w.teamOf, s.teamOf);
  syncList(w.hp, s.hp);
  syncList(w.maxHp, s.maxHp);
  syncChildren(w.players, s.players, () => new CfePlayerWire(), syncPlayer);
  s.players.forEach((_, seat) => syncPeeks(s, seat, w.players[seat].secret));
  syncChildren(w.piles, s.piles, () => new PileWire(), (pw, p) => {
    pw.deckCount = p.deck.length;
    syncList(pw.discard, p.discard);
  });
  syncList(w.cardCounts, s.cardCounts);
  w.current = s.current;
  w.phase = s.phase;
  const pending = s.pending;
  w.pendingKind = pending?.kind ?? "";
  w.pendingSeat = pending?.seat ?? 0;
  w.pendingTarget = pending?.kind === "chaos" ? pending.target : 0;
  w.pendingCount = pending ? (pending.kind === "chaos" ? pending.count : pending.cards.length) : 0;
  s.players.forEach((_, seat) => syncList(w.players[seat].secret.drawn, pending && pending.kind !== "chaos" && pending.seat === seat ? pending.cards : []));
  w.turn = s.turn;
  w.drawBonus = s.drawBonus;
  const inDiscard = (c: CardId) => s.piles.some((p) => p.discard.includes(c));
  syncTurn(w.thisTurn, s.thisTurn, inDiscard);
  w.hasPrevTurn = s.prevTurn !== null;
  if (s.prevTurn) syncTurn(w.prevTurn, s.prevTurn, inDiscard);
  s.players.forEach((_, seat) => syncKnown(s, seat, w.players[seat].secret));
  w.recycledThisTurn = s.recycledThisTurn;
  w.recycle = s.options.recycle;
  w.personalDeck = s.options.personalDeck;
  w.hasWinner = s.winnerTeams !== null;
  syncList(w.winnerTeams, s.winnerTeams ?? []);
  w.draw = s.draw;
  w.hasAdvanced = s.advanced !== undefined;
  if (s.advanced) syncAdvanced(w.advanced, s.advanced);
}

const orNone = (id: string | null) => id ?? "";

export function syncAdvanced(w: AdvancedWire, a: AdvancedState): void {
  w.stars = a.stars;
  w.legends = a.legends;
  w.heroes = a.heroes;
  syncListOf(w.teamStar, a.teamStar, orNone);
  syncListOf(w.summoned, a.summoned, (list, _, current) => joinedIds(current ?? "", list));
  w.alignment = a.alignment ?? -1;
  w.environment = a.environment ?? "";
  syncListOf(w.profession, a.profession, orNone);
  w.activated = a.activated ?? "";
  w.hasVirtual = a.virtual !== null;
  w.virtualSeat = a.virtual?.seat ?? 0;
  w.virtualCard = a.virtual?.card ?? 0;
  w.virtualScope = a.virtual?.scope ?? "";
  w.virtualAbility = a.virtual?.ability ?? "";
}

function syncPlayer(w: CfePlayerWire, p: PlayerState): void {
  w.handCount = p.hand.length;
  w.shield = p.shield;
  const passive = p.passive;
  w.hasPassive = passive !== null;
  w.passiveFormation = passive ? (passive.covered && !passive.revealed ? "hidden" : passive.formation) : "";
  w.passiveCount = passive?.cards.length ?? 0;
  w.passiveCovered = passive?.covered ?? false;
  w.passiveSealed = passive?.sealed ?? false;
  const shown = passive !== null && passive.covered && !!passive.revealed;
  w.passiveRevealed = shown;
  syncList(w.passiveCardsShown, shown ? passive!.cards : []);
  w.passiveSubstitutedShown = shown ? passive!.substituted ?? -1 : -1;
  w.passiveDisabledShown = shown && !!passive!.disabled;
  w.cannotAct = p.cannotAct;
  w.cannotDraw = p.cannotDraw;
  w.revealedBy = p.revealedTo?.by ?? -1;
  w.lastFormation = p.lastFormation ?? "";
  const secret = w.secret;
  syncList(secret.hand, p.hand);
  secret.passiveFormation = passive?.covered ? passive.formation : "";
  // Uncovered passives (a 幻化 copy) have no cards of their own; a covered one's cards are its owner's secret.
  syncList(secret.passiveCards, passive?.covered ? passive.cards : []);
  secret.passiveSubstituted = passive?.covered ? passive.substituted ?? -1 : -1;
  secret.passiveDisabled = !!passive?.covered && !!passive.disabled;
  syncList(secret.revealedCards, p.revealedTo ? p.revealedTo.cards.filter((c) => p.hand.includes(c)) : []);
}

/** What `seat` saw of other hands through 光芒/混沌 (only the cards still held, at their places in the hand). */
function syncPeeks(s: CfeState, seat: number, secret: CfeSecret): void {
  const peeks: number[] = [];
  const hands: number[] = [];
  s.players.forEach((p, i) => {
    if (i === seat || p.revealedTo?.by !== seat) return;
    const known = new Set(p.revealedTo.cards);
    peeks.push(i, p.hand.length);
    hands.push(...p.hand.map((c) => (known.has(c) ? c : HIDDEN)));
  });
  syncList(secret.peeks, peeks);
  syncList(secret.peekHands, hands);
}

function syncTurn(w: TurnSummaryWire, t: TurnSummary, inDiscard: (c: CardId) => boolean): void {
  w.seat = t.seat;
  w.turn = t.turn;
  w.kind = t.kind;
  w.played = t.covered ? "hidden" : t.played ?? "";
  w.resolvedAs = t.covered ? "hidden" : t.resolvedAs ?? "";
  w.basic = t.basic;
  w.attackElement = t.attackElement ?? "";
  w.covered = t.covered;
  w.hasDrawDiscard = t.drawDiscard !== null;
  w.drawDiscard = t.drawDiscard !== null && inDiscard(t.drawDiscard) ? t.drawDiscard : HIDDEN;
}

/** A seat's own covered plays, which everyone else sees as "hidden". */
function syncKnown(s: CfeState, seat: number, secret: CfeSecret): void {
  const own = (t: TurnSummary | null): t is TurnSummary => !!t && t.covered && t.seat === seat;
  secret.ownThisTurn = own(s.thisTurn);
  secret.thisPlayed = own(s.thisTurn) ? s.thisTurn.played ?? "" : "";
  secret.thisResolvedAs = own(s.thisTurn) ? s.thisTurn.resolvedAs ?? "" : "";
  secret.ownPrevTurn = own(s.prevTurn);
  secret.prevPlayed = own(s.prevTurn) ? s.prevTurn.played ?? "" : "";
  secret.prevResolvedAs = own(s.prevTurn) ? s.prevTurn.resolvedAs ?? "" : "";
}
