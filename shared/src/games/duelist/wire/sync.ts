/** Engine state → 活俠決鬥者 wire schema, in place. Redacts exactly as `redact` does (tests hold them equal). */
import { joinIds, joinNumbers, joinedNumbers, syncChildren, syncListOf } from "../../../core/wire";
import { KEYWORDS } from "../content";
import type { Card, DuelState, PlayerState, Unit } from "../types";
import { knownDeck } from "../view";
import { DuelCardWire, DuelPlayerWire, DuelUnitWire, type DuelSecret, type DuelWire } from "./schema";

export function syncDuel(s: DuelState, w: DuelWire): void {
  w.phase = s.phase;
  w.first = s.first;
  w.active = s.active;
  w.turn = s.turn;
  syncChildren(w.players, s.players, () => new DuelPlayerWire(), syncPlayer);
  w.nextId = s.nextId;
  w.winner = s.winner ?? -1;
  w.draw = s.draw;
  w.endReason = s.endReason ?? "";
}

function syncPlayer(w: DuelPlayerWire, p: PlayerState): void {
  w.base = p.base;
  w.maxMana = p.maxMana;
  w.mana = p.mana;
  w.deckCount = p.deck.length;
  w.handCount = p.hand.length;
  syncChildren(w.board, p.board, () => new DuelUnitWire(), syncUnit);
  syncListOf(w.discardIds, p.discard, (c) => c.id);
  syncListOf(w.discardDefs, p.discard, (c) => c.def);
  syncListOf(w.discardCosts, p.discard, (c) => c.cost);
  w.turnsTaken = p.turnsTaken;
  w.fatigue = p.fatigue;
  w.deckName = p.deckName;
  w.idBase = p.idBase;
  w.deckCards = p.deckCards;
  w.created = p.created;
  w.ready = p.ready;
  const secret = w.secret;
  syncChildren(secret.hand, p.hand, () => new DuelCardWire(), syncCard);
  // Sorting the deck for every move cost a sixth of this sync; it changes only when a card leaves or joins it.
  if (!sameCards(deckSynced.get(secret), p.deck)) {
    deckSynced.set(secret, p.deck.slice());
    const deck = knownDeck(p.deck);
    secret.deckDefs = joinIds(deck.map((c) => c.def));
    secret.deckCosts = joinNumbers(deck.map((c) => c.cost));
  }
}

/** The deck each secret last showed. Card records are never changed in place (state.ts), so the same records mean the same deck. */
const deckSynced = new WeakMap<DuelSecret, readonly Card[]>();

function sameCards(a: readonly Card[] | undefined, b: readonly Card[]): boolean {
  if (a === undefined || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function syncCard(w: DuelCardWire, c: Card): void {
  w.id = c.id;
  w.def = c.def;
  w.cost = c.cost;
}

function syncUnit(w: DuelUnitWire, u: Unit | null): void {
  w.id = u?.id ?? 0;
  w.def = u?.def ?? "";
  w.cost = u?.cost ?? 0;
  w.hp = u?.hp ?? 0;
  w.maxHp = u?.maxHp ?? 0;
  w.zui = u?.zui ?? 0;
  w.an = u?.an ?? 0;
  w.tong = u?.tong ?? 0;
  w.kw = u ? joinedNumbers(w.kw, KEYWORDS, (k) => u.kw[k]) : "";
  w.attacksLeft = u?.attacksLeft ?? 0;
  w.r1Zui = u?.r1Zui ?? 0;
  w.r1Tong = u?.r1Tong ?? 0;
}
