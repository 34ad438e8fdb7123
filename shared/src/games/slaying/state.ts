import type { RngState } from "../../core/rng";
import { seatToken } from "../../core/text";
import type { GameEvent } from "../../core/engine";
import type { ArmyState, PlayerState, SlayingState, TeamState, TurnState } from "./types";

/** Small state helpers shared by the modules: cloning (apply never mutates its input), events, seat tokens. */
export function cloneState(s: SlayingState): SlayingState {
  return {
    ...s,
    options: s.options,
    players: s.players.map(clonePlayer),
    army: cloneArmy(s.army),
    team: cloneTeam(s.team),
    pile: { deck: [...s.pile.deck], discard: [...s.pile.discard] },
    pending: s.pending ? ("cards" in s.pending ? { ...s.pending, cards: [...s.pending.cards] } : { ...s.pending }) : null,
    turnState: { ...s.turnState, transform: s.turnState.transform ? { ...s.turnState.transform } : null },
    outcome: s.outcome ? { result: s.outcome.result, score: { ...s.outcome.score } } : null,
    advanced: { ...s.advanced, teamStar: [...s.advanced.teamStar], summoned: s.advanced.summoned.map((x) => [...x]), profession: [...s.advanced.profession], virtual: s.advanced.virtual ? { ...s.advanced.virtual } : null },
    rng: [...s.rng] as RngState,
  };
}

function clonePlayer(p: PlayerState): PlayerState {
  return { ...p, hand: [...p.hand], passive: p.passive ? { ...p.passive, cards: [...p.passive.cards] } : null };
}

function cloneArmy(a: ArmyState): ArmyState {
  return { ...a, hand: a.hand.map((c) => ({ ...c })), lastAction: a.lastAction ? { ...a.lastAction, cards: [...a.lastAction.cards], positions: [...a.lastAction.positions], residual: { ...a.lastAction.residual } } : null };
}

function cloneTeam(t: TeamState): TeamState {
  return { ...t, scorch: t.scorch ? { ...t.scorch } : null, shards: t.shards.map((x) => ({ ...x })), tokens: [...t.tokens] };
}

export function freshTurn(seat: number, extra: boolean): TurnState {
  return { seat, extra, stage: 0, fettered: false, dug: false, shardUsed: false, transform: null, attackBonus: 0, ignoreArmyShield: false, action: null, attackElement: null, drawBonus: 0 };
}

export const seatName = seatToken;

/** Push an event; `seat` is the acting player, absent for the army and the table. */
export function emit(events: GameEvent[], type: string, zh: string, en: string, data?: Record<string, unknown>, seat?: number): void {
  const e: GameEvent = { type, zh, en };
  if (seat !== undefined) e.seat = seat;
  if (data) e.data = data;
  events.push(e);
}

export const signed = (d: number) => (d > 0 ? `+${d}` : `${d}`);
