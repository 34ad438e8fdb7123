import { RULES } from "./content";
import { defOf } from "./cards";
import { KIND_A_EN, KIND_ZH } from "./cards";
import { emit, nameEn, nameZh, seatEn, seatZh } from "./text";
import { seatsFrom, type Ctx } from "./state";
import { KINDS, type ChronoState, type Kind } from "./types";

/** Drawing (spec §1.4 抽牌, AMB-9): the player names a non-empty deck for each card; the choice is public. */
export function nonEmptyDecks(s: ChronoState, seat: number): Kind[] {
  const d = s.players[seat].decks;
  return KINDS.filter((k) => d[k].length > 0);
}

export function drawCard(x: Ctx, seat: number, kind: Kind, why: "opening" | "draw" | "owed"): void {
  const p = x.s.players[seat];
  const card = p.decks[kind].shift()!;
  p.hand.push(card);
  const zhWhy = why === "opening" ? "起手" : why === "owed" ? "（效果）" : "";
  const enWhy = why === "opening" ? " for the opening hand" : why === "owed" ? " (card effect)" : "";
  emit(x, "draw", `${seatZh(seat)}${zhWhy}從${KIND_ZH[kind]}牌庫抽了 1 張。`, `${seatEn(seat)} drew ${KIND_A_EN[kind]}${enWhy}.`, { seat, deck: kind, why, hand: p.hand.length }, { seat });
  if (defOf(x.s, card)) emit(x, "drew", `你抽到${nameZh(x.s, card)}。`, `You drew ${nameEn(x.s, card)}.`, { card }, { seat, visibleTo: [seat] });
}

/** 播種 / 萬花 / 萬象更新: cards owed to `seat`, drawn right after the action that caused them resolves. */
export function oweDraws(x: Ctx, seat: number, n: number): void {
  const p = x.s.players[seat];
  if (!p.alive || n <= 0) return;
  p.owedDraws += n;
  emit(x, "owed_draw", `${seatZh(seat)}將抽 ${n} 張牌。`, `${seatEn(seat)} is to draw ${n} card${n === 1 ? "" : "s"}.`, { seat, count: n }, { seat });
}

/** The first seat in play order from the active player with owed cards still to draw: it draws before anything else. */
export function owingSeat(s: ChronoState): number | null {
  if (s.phase === "over") return null;
  for (const seat of seatsFrom(s, s.current)) if (s.players[seat].owedDraws > 0) return seat;
  return null;
}

/** The opening hand size of a player (spec §1.2 step 5, plus any seat compensation). */
export function openingTarget(extra: number): number {
  return RULES.openingHand.value + extra;
}
