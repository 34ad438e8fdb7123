/** Target helpers shared by the effects. */
import { CELLS } from "../board";
import type { CurseSide } from "../content";
import { liftFromBoard, type Events } from "../ops";
import { cellOf } from "../state";
import type { BeastCard, CurseTargets, ShengkeState } from "../types";
import type { CurseEffect } from "./effect";

/** Does the board card on `cell` satisfy the side's filters (element, name characters, owner)? */
export function boardMatch(s: ShengkeState, seat: number, side: CurseSide, cell: number, allowProtected = true): boolean {
  if (!Number.isInteger(cell) || cell < 0 || cell >= CELLS) return false;
  const bc = s.board[cell];
  if (!bc) return false;
  const card = s.cards[bc.id];
  if (!card) return false;
  const p = side.params;
  if (p.elements && !p.elements.includes(card.element)) return false;
  if (p.chars && !hasAnyChar(card.zh, p.chars)) return false;
  if (p.owner === "own" && bc.owner !== seat) return false;
  if (p.owner === "opponent" && bc.owner === seat) return false;
  if (!allowProtected && s.t.protected.includes(bc.id)) return false;
  return true;
}

function hasAnyChar(name: string, chars: readonly string[]): boolean {
  for (let i = 0; i < chars.length; i++) if (name.includes(chars[i])) return true;
  return false;
}

export function matchingCells(s: ShengkeState, seat: number, side: CurseSide, allowProtected = true): number[] {
  const out: number[] = [];
  // Empty cells never match: skip them before the full check (the bots list targets on every decision).
  for (let c = 0; c < CELLS; c++) if (s.board[c] && boardMatch(s, seat, side, c, allowProtected)) out.push(c);
  return out;
}

/** Where the first targeted board card is now (-1 if it left the board). */
export function targetCell(s: ShengkeState, t: CurseTargets, k = 0): number {
  const id = t.ids?.[k];
  return id === undefined ? -1 : cellOf(s, id);
}

export function checkBoardTarget(s: ShengkeState, seat: number, side: CurseSide, t: CurseTargets, allowProtected = true): boolean {
  if (t.cell === undefined || !boardMatch(s, seat, side, t.cell, allowProtected)) return false;
  t.ids = [s.board[t.cell]!.id];
  return true;
}

/**
 * An effect on one board card matching the side's filters, chosen by `cell`: it fizzles when the card left the
 * board or no longer matches at resolution; otherwise `apply` runs on the card's current cell.
 */
export function boardCardEffect(apply: (s: ShengkeState, seat: number, side: CurseSide, cell: number, ev: Events | null) => void, allowProtected = true): CurseEffect {
  return {
    fields: ["cell"],
    targets: (s, seat, side) => matchingCells(s, seat, side, allowProtected).map((cell) => ({ cell })),
    check: (s, seat, side, t) => checkBoardTarget(s, seat, side, t, allowProtected),
    resolve(s, seat, side, t, ev) {
      const c = targetCell(s, t);
      if (c < 0 || !boardMatch(s, seat, side, c, allowProtected)) return false;
      apply(s, seat, side, c, ev);
      return true;
    },
  };
}

/** Take the card on `cell` off the board (not a destruction) into its owner's 特殊牌組 if special, else into `zone`. */
export function liftToOwner(s: ShengkeState, cell: number, zone: (owner: number, element: BeastCard["element"]) => string[]): { id: string; card: BeastCard } {
  const id = liftFromBoard(s, cell);
  const card = s.cards[id];
  (card.special ? s.players[card.owner].specialDeck : zone(card.owner, card.element)).push(id);
  return { id, card };
}
