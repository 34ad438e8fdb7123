/** 時序之戰 wire schema (decoded, or its JSON) → the position as one viewer sees it: equal to `redact`. */
import type { RngState } from "../../../core/rng";
import { listOf, splitIds, splitNumbers } from "../../../core/wire";
import { SEAT_SLOTS } from "../state";
import { HIDDEN, type Attr, type ChronoState, type FieldChar, type Phase, type PlayerState } from "../types";
import type { ChronoPlayerWire, ChronoWire, FieldCharWire } from "./schema";

const placeholders = (n: number, kind: number) => Array.from({ length: n }, () => kind);

export function chronoFromWire(w: ChronoWire, viewer: number | "spectator"): ChronoState {
  const players = listOf(w.players);
  // Until this seat's secrets arrive (the patch after joining), it sees the table as a spectator would.
  const mine = typeof viewer === "number" ? players[viewer]?.secret : undefined;
  const cards = listOf(w.cards);
  if (mine && typeof viewer === "number") {
    splitIds(mine.ownCards).forEach((id, i) => (cards[viewer * SEAT_SLOTS + i] = id));
    const defs = splitIds(mine.extraDefs);
    splitNumbers(mine.extraIds).forEach((c, i) => (cards[c] = defs[i]));
  }
  const sizes = splitNumbers(w.rerollSizes);
  const rerollSeats = splitNumbers(w.rerollSeats);
  let at = 0;
  const rerolls = sizes.map((n) => rerollSeats.slice(at, (at += n)));
  return {
    game: "chrono",
    seats: w.seats,
    cards,
    players: players.map((p, seat) => playerFromWire(p, seat === viewer && mine !== undefined)),
    sealed: splitNumbers(mine ? mine.sealed : w.sealed),
    specialUsed: splitNumbers(mine ? mine.specialUsed : w.specialUsed),
    rerolls,
    firstSeat: w.firstSeat,
    round: w.round,
    turn: w.turn,
    current: w.current,
    phase: w.phase as Phase,
    fog: w.fog,
    nextUid: w.nextUid,
    winners: splitNumbers(w.winners),
    endReason: (w.endReason || null) as ChronoState["endReason"],
    rng: [0, 0, 0, 0] as RngState,
  };
}

function playerFromWire(p: ChronoPlayerWire, own: boolean): PlayerState {
  return {
    attr: (p.attr || null) as Attr | null,
    roll: p.roll,
    time: p.time,
    alive: p.alive,
    position: p.position,
    hand: own ? listOf(p.secret.hand) : listOf(p.handKinds),
    decks: {
      character: placeholders(p.characterDeck, HIDDEN.character),
      effect: placeholders(p.effectDeck, HIDDEN.effect),
      trap: placeholders(p.trapDeck, HIDDEN.trap),
    },
    field: listOf(p.field).map(charFromWire),
    traps: own ? listOf(p.secret.traps) : listOf(p.trapKinds),
    playerEffects: splitNumbers(p.playerEffects),
    graveyard: listOf(p.graveyard),
    owedDraws: p.owedDraws,
  };
}

function charFromWire(c: FieldCharWire): FieldChar {
  return { uid: c.uid, card: c.card, damage: c.damage, effects: splitNumbers(c.effects), atkPenalty: c.atkPenalty, frozen: c.frozen, attacks: c.attacks };
}
