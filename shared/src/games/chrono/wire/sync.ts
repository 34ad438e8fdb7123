/** Engine state → 時序之戰 wire schema, in place. Redacts exactly as `redact` does (tests hold them equal). */
import { joinedIds, joinedNumbers, syncChildren, syncList, syncListOf } from "../../../core/wire";
import { kindOf } from "../cards";
import { ownerOf, SEAT_SLOTS } from "../state";
import { HIDDEN, type CardId, type ChronoState, type FieldChar, type PlayerState } from "../types";
import { HELD_BY, IN_A_DECK, SEEN_BY_ALL, secrecyOf } from "../view";
import { ChronoPlayerWire, FieldCharWire, type ChronoSecret, type ChronoWire } from "./schema";

/*
 * Lists are compared in place (syncListOf, joinedNumbers) rather than built and then compared: a 時序之戰 table has
 * 64 catalogue entries a seat, and building them all for every move made this the costliest sync of the modes.
 */
export function syncChrono(s: ChronoState, w: ChronoWire): void {
  const secrecy = secrecyOf(s);
  const seenByAll = (c: CardId) => secrecy[c] === SEEN_BY_ALL;
  const hiddenKind = (c: CardId) => HIDDEN[kindOf(s, c) ?? "character"];
  w.seats = s.seats;
  syncListOf(w.cards, s.cards, (id, card) => (seenByAll(card) ? id : ""));
  syncChildren(w.players, s.players, () => new ChronoPlayerWire(), (pw, p) => syncPlayer(pw, p, hiddenKind));
  s.players.forEach((p, seat) => syncSecret(s, seat, p, w.players[seat].secret, secrecy));
  w.sealed = joinedNumbers(w.sealed, s.sealed.filter(seenByAll));
  w.specialUsed = joinedNumbers(w.specialUsed, s.specialUsed.filter(seenByAll));
  w.rerollSizes = joinedNumbers(w.rerollSizes, s.rerolls, (r) => r.length);
  w.rerollSeats = joinedNumbers(w.rerollSeats, s.rerolls.flat());
  w.firstSeat = s.firstSeat;
  w.round = s.round;
  w.turn = s.turn;
  w.current = s.current;
  w.phase = s.phase;
  w.fog = s.fog;
  w.nextUid = s.nextUid;
  w.winners = joinedNumbers(w.winners, s.winners);
  w.endReason = s.endReason ?? "";
}

function syncPlayer(w: ChronoPlayerWire, p: PlayerState, hiddenKind: (card: CardId) => number): void {
  w.attr = p.attr ?? "";
  w.roll = p.roll;
  w.time = p.time;
  w.alive = p.alive;
  w.position = p.position;
  syncListOf(w.handKinds, p.hand, hiddenKind);
  syncListOf(w.trapKinds, p.traps, hiddenKind);
  w.characterDeck = p.decks.character.length;
  w.effectDeck = p.decks.effect.length;
  w.trapDeck = p.decks.trap.length;
  syncChildren(w.field, p.field, () => new FieldCharWire(), syncChar);
  w.playerEffects = joinedNumbers(w.playerEffects, p.playerEffects);
  syncList(w.graveyard, p.graveyard);
  w.owedDraws = p.owedDraws;
}

function syncChar(w: FieldCharWire, c: FieldChar): void {
  w.uid = c.uid;
  w.card = c.card;
  w.damage = c.damage;
  w.effects = joinedNumbers(w.effects, c.effects);
  w.atkPenalty = c.atkPenalty;
  w.frozen = c.frozen;
  w.attacks = c.attacks;
}

/** The catalogue each secret's `ownCards` was written from: it never changes within a game (cloneState shares it). */
const ownCardsFrom = new WeakMap<ChronoSecret, readonly string[]>();

/** What `seat` sees beyond the public: its hand and traps, its own catalogue, and hidden cards of others it holds. */
function syncSecret(s: ChronoState, seat: number, p: PlayerState, secret: ChronoSecret, secrecy: Uint8Array): void {
  syncList(secret.hand, p.hand);
  syncList(secret.traps, p.traps);
  if (ownCardsFrom.get(secret) !== s.cards) {
    ownCardsFrom.set(secret, s.cards);
    secret.ownCards = joinedIds(secret.ownCards, s.cards.slice(seat * SEAT_SLOTS, (seat + 1) * SEAT_SLOTS));
  }
  const extra = [...p.hand, ...p.traps].filter((c) => ownerOf(c) !== seat);
  secret.extraIds = joinedNumbers(secret.extraIds, extra);
  secret.extraDefs = joinedIds(secret.extraDefs, extra.map((c) => s.cards[c]));
  const hidden = (c: CardId) => secrecy[c] === IN_A_DECK || (secrecy[c] >= HELD_BY && secrecy[c] !== HELD_BY + seat);
  const seen = (c: CardId) => !hidden(c) || ownerOf(c) === seat;
  secret.sealed = joinedNumbers(secret.sealed, s.sealed.filter(seen));
  secret.specialUsed = joinedNumbers(secret.specialUsed, s.specialUsed.filter(seen));
}
