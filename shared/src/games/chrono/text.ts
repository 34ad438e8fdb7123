import { seatToken } from "../../core/text";
import { cardEn, cardZh } from "./cards";
import type { Ctx } from "./state";
import type { CardId, ChronoState } from "./types";

/** Event helpers. Seats are written as tokens ({p0}); rooms put the players' names in (core/text.ts). */
export const seatZh = seatToken;
export const seatEn = seatToken;

export function emit(x: Ctx, type: string, zh: string, en: string, data?: Record<string, unknown>, extra: { seat?: number; visibleTo?: number[] } = {}): void {
  x.events.push({ type, zh, en, ...(extra.seat !== undefined ? { seat: extra.seat } : {}), ...(extra.visibleTo ? { visibleTo: extra.visibleTo } : {}), ...(data ? { data } : {}) });
}

/** 「潮汐巡者」 / "Tide Patrol" of a card, and "{p1}'s Tide Patrol" when the owner matters. */
export function nameZh(s: ChronoState, card: CardId): string {
  return `「${cardZh(s, card)}」`;
}
export function nameEn(s: ChronoState, card: CardId): string {
  return cardEn(s, card);
}
export function ownedZh(s: ChronoState, seat: number, card: CardId): string {
  return `${seatZh(seat)}的${nameZh(s, card)}`;
}
export function ownedEn(s: ChronoState, seat: number, card: CardId): string {
  return `${seatEn(seat)}'s ${nameEn(s, card)}`;
}
