/**
 * State operations shared by the phases, the judgement and the curse effects. Each mutates the state it is given
 * and appends the events that describe it (private events carry `visibleTo`, with a public counterpart).
 */
import type { GameEvent } from "../../core/engine";
import type { Element } from "../../core/elements";
import { at, beastEn, beastZh, elEn, elZh, kindEn, kindZh, seatEn, seatZh } from "./text";
import { discardOf, removeFrom } from "./state";
import type { ShengkeState, TokenKind } from "./types";

export type Events = GameEvent[];

/** A seat's 魂 (soul) or 魄 (spirit) counts. */
export const tokenPool = (s: ShengkeState, seat: number, kind: TokenKind) => (kind === "soul" ? s.players[seat].soul : s.players[seat].spirit);

/** Add `n` tokens, up to the cap; returns how many were actually added (the rest is lost). */
export function gainTokens(s: ShengkeState, seat: number, kind: TokenKind, e: Element, n: number, ev: Events | null, why: { zh: string; en: string }): number {
  const pool = tokenPool(s, seat, kind);
  const got = Math.max(0, Math.min(n, s.rules.tokenCap - pool[e]));
  pool[e] += got;
  if (ev) {
    const lost = n - got;
    ev.push({
      type: "token", seat,
      zh: `${seatZh(seat)} 得到 ${got} 點${elZh(e)}「${kindZh(kind)}」（${why.zh}）${lost ? `，已達上限 ${s.rules.tokenCap}，${lost} 點作廢` : ""}。`,
      en: `${seatEn(seat)} gains ${got} ${elEn(e)} ${kindEn(kind)} (${why.en})${lost ? `; ${lost} lost at the cap of ${s.rules.tokenCap}` : ""}.`,
      data: { kind, element: e, gained: got, lost, total: pool[e] },
    });
  }
  return got;
}

export function spendTokens(s: ShengkeState, seat: number, kind: TokenKind, e: Element, n: number): void {
  const pool = tokenPool(s, seat, kind);
  pool[e] -= n;
}

/** Room left in hand under the table's hand limit (Infinity when there is none). */
export function handRoom(s: ShengkeState, seat: number): number {
  return s.rules.handLimit === null ? Infinity : Math.max(0, s.rules.handLimit - s.players[seat].hand.length);
}

/**
 * Draw up to `n` cards from the top of `seat`'s `e` pile into hand. An empty pile (or a full hand) skips the rest:
 * no substitute pile, no reshuffle. Returns the ids drawn.
 */
export function drawFromPile(s: ShengkeState, seat: number, e: Element, n: number, ev: Events | null, why: { zh: string; en: string }): string[] {
  const p = s.players[seat];
  const pile = p.piles[e];
  const k = Math.min(n, pile.length, handRoom(s, seat));
  const drawn = pile.splice(0, k);
  p.hand.push(...drawn);
  if (ev) {
    const skipped = n - k;
    ev.push({
      type: "draw", seat,
      zh: `${seatZh(seat)} 從${elZh(e)}屬性牌組區抽了 ${k} 張卡（${why.zh}）${skipped ? `，${skipped} 張因牌組區已空${s.rules.handLimit !== null ? "或手牌已滿" : ""}而略過` : ""}。`,
      en: `${seatEn(seat)} draws ${k} card${k === 1 ? "" : "s"} from the ${elEn(e)} pile (${why.en})${skipped ? `; ${skipped} skipped (empty pile${s.rules.handLimit !== null ? " or full hand" : ""})` : ""}.`,
      data: { element: e, count: k, skipped, pileLeft: pile.length },
    });
    if (k > 0) {
      ev.push({
        type: "drew", seat, visibleTo: [seat],
        zh: `你抽到：${drawn.map((id) => beastZh(s, id)).join("、")}。`,
        en: `You drew: ${drawn.map((id) => beastEn(s, id)).join(", ")}.`,
        data: { element: e, cards: drawn },
      });
    }
  }
  return drawn;
}

export type DestroyRule = "行剋" | "剋行" | "curse";

/** Move the card on `cell` to its owner's discard. */
export function destroyAt(s: ShengkeState, cell: number, ev: Events | null, rule: DestroyRule, by: { zh: string; en: string; relZh?: string; relEn?: string }): void {
  const bc = s.board[cell]!;
  s.board[cell] = null;
  discardOf(s, bc.id).push(bc.id);
  if (ev) {
    const ruleText = rule === "curse" ? { zh: "咒術", en: "curse" } : rule === "行剋" ? { zh: "行剋", en: "行剋, it overcomes" } : { zh: "剋行", en: "剋行, it is overcome" };
    ev.push({
      type: "destroyed", seat: s.active,
      zh: `${by.zh} 破壞了 ${beastZh(s, bc.id)}（${by.relZh ?? ruleText.zh}），位於 ${at(cell)}。`,
      en: `${by.en} destroyed ${beastEn(s, bc.id)} (${by.relEn ?? ruleText.en}) at ${at(cell)}.`,
      data: { card: bc.id, owner: bc.owner, cell, rule },
    });
  }
}

/** Take a board card off the board into a list (hand, pile bottom, …) without destroying it. */
export function liftFromBoard(s: ShengkeState, cell: number): string {
  const id = s.board[cell]!.id;
  s.board[cell] = null;
  return id;
}

export function takeFromHand(s: ShengkeState, seat: number, id: string): boolean {
  return removeFrom(s.players[seat].hand, id);
}
