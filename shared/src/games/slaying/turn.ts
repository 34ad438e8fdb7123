import type { GameEvent } from "../../core/engine";
import { cardsEn, cardsZh } from "../cfe/cards";
import { drawCount, takeFromPile } from "../cfe/turn";
import { armyTurn } from "./army/turn";
import { finish, healTeam, hurtTeam, settle } from "./hp";
import { emit, freshTurn, seatName, signed } from "./state";
import { terrainAt } from "./terrain";
import type { SlayingState } from "./types";

/**
 * The player turn's frame (spec §7.1): T1 the counter, T2 turn-start effects at its start; T8 the draw and T9 the
 * end, after which the army turn runs and the next player's turn starts — all inside the `apply` that ends the turn.
 */
export function startPlayerTurn(s: SlayingState, seat: number, extra: boolean, events: GameEvent[]): void {
  s.current = seat;
  s.turn++;
  s.turnState = freshTurn(seat, extra);
  s.phase = "turn";
  s.pending = null;
  s.advanced.activated = null; // at most one activation per turn (base §10.3)
  s.advanced.virtual = null;
  const t = s.team;
  emit(events, "turn", `輪到${seatName(seat)}${extra ? "（額外回合）" : ""}。`, `${seatName(seat)} to play${extra ? " (extra turn)" : ""}.`, { turn: s.turn, seat, extra, remaining: t.remaining }, seat);
  // T1: every player turn pays one turn (seed §1-4, §4-1); the castle freezes the counter (seed §7-1).
  if (!t.frozen) {
    if (t.remaining === 0) return finish(s, "defeat_time", events);
    t.remaining--;
    emit(events, "time", `剩餘回合數 ${signed(-1)}（剩 ${t.remaining}）。`, `Turns ${signed(-1)} (${t.remaining} left).`, { delta: -1, remaining: t.remaining, reason: "turn" });
  }
  turnStartEffects(s, events);
}

/** T2 (spec §7.1, §6.3, §4.7): the cell's terrain, a 灼傷 tick, and 鎖足 used up at this turn's move step. */
function turnStartEffects(s: SlayingState, events: GameEvent[]): void {
  const t = s.team;
  const terrain = terrainAt(t.cell);
  const d = terrain.turnStartTeamHp ?? 0;
  if (d > 0) healTeam(s, d, events, { zh: terrain.zh, en: terrain.en });
  else if (d < 0) hurtTeam(s, -d, events, { zh: terrain.zh, en: terrain.en });
  if (t.scorch) {
    hurtTeam(s, t.scorch.perTick, events, { zh: "灼傷", en: "Scorch" });
    t.scorch = t.scorch.ticks > 1 ? { perTick: t.scorch.perTick, ticks: t.scorch.ticks - 1 } : null;
  }
  if (t.fetter > 0) {
    t.fetter--;
    s.turnState.fettered = true;
    emit(events, "fettered", "鎖足：隊伍本回合不能移動。", "Fettered: the team cannot move this turn.", { left: t.fetter });
  }
  settle(s, events);
}

/** T8 (base §3.2): draw N+1 keep N, N = min(2 + bonus, 5 − hand); none under 無法抽牌 or with a full hand. */
export function startDraw(s: SlayingState, events: GameEvent[]): void {
  const seat = s.current;
  const p = s.players[seat];
  if (p.cannotDraw > 0) {
    emit(events, "no_draw", `${seatName(seat)}無法抽牌。`, `${seatName(seat)} cannot draw.`, { reason: "cannot_draw" }, seat);
    return endPlayerTurn(s, events);
  }
  const n = drawCount(p.hand.length, s.turnState.drawBonus);
  if (n === 0) {
    emit(events, "no_draw", `${seatName(seat)}手牌已滿，不抽牌。`, `${seatName(seat)} has a full hand and does not draw.`, { reason: "full_hand" }, seat);
    return endPlayerTurn(s, events);
  }
  const { cards, reshuffled } = takeFromPile(s.pile, s.rng, n + 1);
  if (reshuffled) emit(events, "reshuffle", `牌堆不足，棄牌堆洗勻後放到牌堆下方（${reshuffled} 張）。`, `The deck ran short: the discard pile (${reshuffled} cards) was shuffled under it.`, { count: reshuffled });
  const seen = handViewers(s, seat);
  if (cards.length <= n) {
    p.hand.push(...cards);
    emit(events, "draw", `${seatName(seat)}抽了 ${cards.length} 張牌。`, `${seatName(seat)} drew ${cards.length} cards.`, { count: cards.length }, seat);
    events.push({ type: "drew", seat, visibleTo: seen, zh: `${seatName(seat)}抽到 ${cardsZh(cards)}。`, en: `${seatName(seat)} drew ${cardsEn(cards)}.`, data: { cards } });
    return endPlayerTurn(s, events);
  }
  s.pending = { kind: "draw", seat, cards };
  s.phase = "draw";
  emit(events, "draw", `${seatName(seat)}抽 ${n + 1} 張，須棄 1 張。`, `${seatName(seat)} draws ${n + 1} and must discard 1.`, { count: n + 1, keep: n }, seat);
  events.push({ type: "drew", seat, visibleTo: seen, zh: `${seatName(seat)}抽到 ${cardsZh(cards)}，須選一張棄掉。`, en: `${seatName(seat)} drew ${cardsEn(cards)}; one is to be discarded.`, data: { cards } });
}

/** Seats that see `seat`'s hand: the whole team by default, only the owner with private hands (spec §12). */
export function handViewers(s: SlayingState, seat: number): number[] {
  return s.options.privateHands ? [seat] : Array.from({ length: s.seats }, (_, i) => i);
}

/** T9, the army turn (every player turn is followed by one, I14), then the next player's turn. */
export function endPlayerTurn(s: SlayingState, events: GameEvent[]): void {
  const seat = s.current;
  const p = s.players[seat];
  if (p.cannotAct > 0) p.cannotAct--;
  if (p.cannotDraw > 0) p.cannotDraw--;
  s.pending = null;
  emit(events, "turn_end", `${seatName(seat)}的回合結束。`, `${seatName(seat)}'s turn ends.`, { turn: s.turn }, seat);
  armyTurn(s, events);
  if (s.phase === "over") return;
  if (s.extraTurns > 0) {
    s.extraTurns--;
    return startPlayerTurn(s, seat, true, events);
  }
  startPlayerTurn(s, (seat + 1) % s.seats, false, events);
}
