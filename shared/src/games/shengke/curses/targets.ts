/** Target helpers shared by the effects. */
import { CELLS } from "../board";
import type { CurseSide } from "../content";
import { cellOf } from "../state";
import type { CurseTargets, ShengkeState } from "../types";

/** Does the board card on `cell` satisfy the side's filters (element, name characters, owner)? */
export function boardMatch(s: ShengkeState, seat: number, side: CurseSide, cell: number, allowProtected = true): boolean {
  if (!Number.isInteger(cell) || cell < 0 || cell >= CELLS) return false;
  const bc = s.board[cell];
  if (!bc) return false;
  const card = s.cards[bc.id];
  if (!card) return false;
  const p = side.params;
  if (p.elements && !p.elements.includes(card.element)) return false;
  if (p.chars && !p.chars.some((ch) => card.zh.includes(ch))) return false;
  if (p.owner === "own" && bc.owner !== seat) return false;
  if (p.owner === "opponent" && bc.owner === seat) return false;
  if (!allowProtected && s.t.protected.includes(bc.id)) return false;
  return true;
}

export function matchingCells(s: ShengkeState, seat: number, side: CurseSide, allowProtected = true): number[] {
  const out: number[] = [];
  for (let c = 0; c < CELLS; c++) if (boardMatch(s, seat, side, c, allowProtected)) out.push(c);
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
