/** Engine state → 時序之戰 wire schema, in place. Redacts exactly as `redact` does (tests hold them equal). */
import { joinIds, joinNumbers, syncChildren, syncList } from "../../../core/wire";
import { kindOf } from "../cards";
import { ownerOf, SEAT_SLOTS } from "../state";
import { HIDDEN, type CardId, type ChronoState, type FieldChar, type PlayerState } from "../types";
import { hiddenCardIds } from "../view";
import { ChronoPlayerWire, FieldCharWire, type ChronoSecret, type ChronoWire } from "./schema";

export function syncChrono(s: ChronoState, w: ChronoWire): void {
  const hiddenPublic = new Uint8Array(s.cards.length);
  for (const c of hiddenCardIds(s, "spectator")) hiddenPublic[c] = 1;
  const mask = (cards: CardId[]) => cards.map((c) => HIDDEN[kindOf(s, c) ?? "character"]);
  w.seats = s.seats;
  syncList(w.cards, s.cards.map((id, card) => (hiddenPublic[card] ? "" : id)));
  syncChildren(w.players, s.players, () => new ChronoPlayerWire(), (pw, p) => syncPlayer(pw, p, mask));
  s.players.forEach((p, seat) => syncSecret(s, seat, p, w.players[seat].secret));
  w.sealed = joinNumbers(s.sealed.filter((c) => !hiddenPublic[c]));
  w.specialUsed = joinNumbers(s.specialUsed.filter((c) => !hiddenPublic[c]));
  w.rerollSizes = joinNumbers(s.rerolls.map((r) => r.length));
  w.rerollSeats = joinNumbers(s.rerolls.flat());
  w.firstSeat = s.firstSeat;
  w.round = s.round;
  w.turn = s.turn;
  w.current = s.current;
  w.phase = s.phase;
  w.fog = s.fog;
  w.nextUid = s.nextUid;
  w.winners = joinNumbers(s.winners);
  w.endReason = s.endReason ?? "";
}

function syncPlayer(w: ChronoPlayerWire, p: PlayerState, mask: (cards: CardId[]) => number[]): void {
  w.attr = p.attr ?? "";
  w.roll = p.roll;
  w.time = p.time;
  w.alive = p.alive;
  w.position = p.position;
  syncList(w.handKinds, mask(p.hand));
  syncList(w.trapKinds, mask(p.traps));
  w.characterDeck = p.decks.character.length;
  w.effectDeck = p.decks.effect.length;
  w.trapDeck = p.decks.trap.length;
  syncChildren(w.field, p.field, () => new FieldCharWire(), syncChar);
  w.playerEffects = joinNumbers(p.playerEffects);
  syncList(w.graveyard, p.graveyard);
  w.owedDraws = p.owedDraws;
}

function syncChar(w: FieldCharWire, c: FieldChar): void {
  w.uid = c.uid;
  w.card = c.card;
  w.damage = c.damage;
  w.effects = joinNumbers(c.effects);
  w.atkPenalty = c.atkPenalty;
  w.frozen = c.frozen;
  w.attacks = c.attacks;
}

/** What `seat` sees beyond the public: its hand and traps, its own catalogue, and hidden cards of others it holds. */
function syncSecret(s: ChronoState, seat: number, p: PlayerState, secret: ChronoSecret): void {
  syncList(secret.hand, p.hand);
  syncList(secret.traps, p.traps);
  secret.ownCards = joinIds(s.cards.slice(seat * SEAT_SLOTS, (seat + 1) * SEAT_SLOTS));
  const extra = [...p.hand, ...p.traps].filter((c) => ownerOf(c) !== seat);
  secret.extraIds = joinNumbers(extra);
  secret.extraDefs = joinIds(extra.map((c) => s.cards[c]));
  const hidden = new Uint8Array(s.cards.length);
  for (const c of hiddenCardIds(s, seat)) hidden[c] = 1;
  const seen = (c: CardId) => !hidden[c] || ownerOf(c) === seat;
  secret.sealed = joinNumbers(s.sealed.filter(seen));
  secret.specialUsed = joinNumbers(s.specialUsed.filter(seen));
}
