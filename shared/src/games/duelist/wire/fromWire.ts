/** 活俠決鬥者 wire schema (decoded, or its JSON) → the position as one viewer sees it: equal to `redact`. */
import type { RngState } from "../../../core/rng";
import { listOf, splitIds, splitNumbers } from "../../../core/wire";
import { KEYWORDS } from "../content";
import { HIDDEN_ID, type Card, type DuelState, type EndReason, type Keywords, type Phase, type PlayerState, type Unit } from "../types";
import { HIDDEN_CARD } from "../view";
import type { DuelCardWire, DuelPlayerWire, DuelUnitWire, DuelWire } from "./schema";

const card = (c: DuelCardWire): Card => ({ id: c.id, def: c.def, cost: c.cost });
const backs = (n: number): Card[] => Array.from({ length: n }, () => HIDDEN_CARD);

export function duelFromWire(w: DuelWire, viewer: number | "spectator"): DuelState {
  return {
    game: "duelist",
    phase: w.phase as Phase,
    first: w.first,
    active: w.active,
    turn: w.turn,
    players: listOf(w.players).map((p, seat) => playerFromWire(p, seat === viewer && p.secret !== undefined)),
    nextId: w.nextId,
    winner: w.winner < 0 ? null : w.winner,
    draw: w.draw,
    endReason: (w.endReason || null) as EndReason | null,
    rng: [0, 0, 0, 0] as RngState,
  };
}

function playerFromWire(p: DuelPlayerWire, mine: boolean): PlayerState {
  const secret = mine ? p.secret : null;
  const costs = secret ? splitNumbers(secret.deckCosts) : [];
  return {
    base: p.base,
    maxMana: p.maxMana,
    mana: p.mana,
    deck: secret ? splitIds(secret.deckDefs).map((def, i) => ({ id: HIDDEN_ID, def, cost: costs[i] })) : backs(p.deckCount),
    hand: secret ? listOf(secret.hand).map(card) : backs(p.handCount),
    board: listOf(p.board).map(unit),
    discard: discardOf(p),
    turnsTaken: p.turnsTaken,
    fatigue: p.fatigue,
    deckName: p.deckName,
    idBase: p.idBase,
    deckCards: p.deckCards,
    created: p.created,
    ready: p.ready,
  };
}

function discardOf(p: DuelPlayerWire): Card[] {
  const defs = listOf(p.discardDefs);
  const costs = listOf(p.discardCosts);
  return listOf(p.discardIds).map((id, i) => ({ id, def: defs[i], cost: costs[i] }));
}

function unit(u: DuelUnitWire): Unit | null {
  if (!u.def) return null;
  const values = splitNumbers(u.kw);
  const kw = Object.fromEntries(KEYWORDS.map((k, i) => [k, values[i] ?? 0])) as unknown as Keywords;
  return { id: u.id, def: u.def, cost: u.cost, hp: u.hp, maxHp: u.maxHp, zui: u.zui, an: u.an, tong: u.tong, kw, attacksLeft: u.attacksLeft, r1Zui: u.r1Zui, r1Tong: u.r1Tong };
}
