/** Bilingual names for log lines and events. */
import { ELEMENT_EN, ELEMENT_ZH, type Element } from "../../core/elements";
import { seatToken } from "../../core/text";
import { cellName } from "./board";
import { CURSE_BY_ID } from "./content";
import type { ShengkeState, TokenKind } from "./types";

/** Seats are named by token; rooms and viewers put the players' names in (core/text.ts). */
export const seatZh = seatToken;
export const seatEn = seatToken;
export const kindZh = (k: TokenKind) => (k === "soul" ? "魂" : "魄");
export const kindEn = (k: TokenKind) => (k === "soul" ? "soul (魂)" : "spirit (魄)");

export function beastZh(s: ShengkeState, id: string): string {
  return s.cards[id]?.zh ?? "（未知的靈獸卡）";
}
export function beastEn(s: ShengkeState, id: string): string {
  return s.cards[id]?.en ?? "(unknown card)";
}
export function curseZh(s: ShengkeState, id: string): string {
  const c = s.curses[id];
  return c ? CURSE_BY_ID[c.def]?.zh ?? c.def : "（未知的咒術卡）";
}
export function curseEn(s: ShengkeState, id: string): string {
  const c = s.curses[id];
  return c ? CURSE_BY_ID[c.def]?.en ?? c.def : "(unknown curse)";
}
export const elZh = (e: Element) => ELEMENT_ZH[e];
export const elEn = (e: Element) => ELEMENT_EN[e].toLowerCase();
export const at = (c: number) => cellName(c);
