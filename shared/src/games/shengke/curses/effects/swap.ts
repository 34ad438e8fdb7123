import { at, beastEn, beastZh } from "../../text";
import type { CurseTargets } from "../../types";
import type { CurseEffect } from "../effect";
import { boardMatch, matchingCells, targetCell } from "../targets";

/**
 * Swap the cells of two board cards (each keeps its facing). The two cards may be named in either order (the same
 * swap), so both orders are listed: a player may pick either card first.
 */
export const swap: CurseEffect = {
  fields: ["cell", "cell2"],
  targets(s, seat, side) {
    const cells = matchingCells(s, seat, side);
    const out: CurseTargets[] = [];
    for (let i = 0; i < cells.length; i++) for (let j = 0; j < cells.length; j++) if (i !== j) out.push({ cell: cells[i], cell2: cells[j] });
    return out;
  },
  check(s, seat, side, t) {
    if (t.cell === undefined || t.cell2 === undefined || t.cell === t.cell2) return false;
    if (!boardMatch(s, seat, side, t.cell) || !boardMatch(s, seat, side, t.cell2)) return false;
    t.ids = [s.board[t.cell]!.id, s.board[t.cell2]!.id];
    return true;
  },
  resolve(s, seat, side, t, ev) {
    const a = targetCell(s, t, 0), b = targetCell(s, t, 1);
    if (a < 0 || b < 0) return false;
    const x = s.board[a]!, y = s.board[b]!;
    s.board[a] = y;
    s.board[b] = x;
    ev?.push({ type: "swapped", seat, zh: `${beastZh(s, x.id)}（${at(a)}）與 ${beastZh(s, y.id)}（${at(b)}）交換位置。`, en: `${beastEn(s, x.id)} (${at(a)}) and ${beastEn(s, y.id)} (${at(b)}) swap cells.`, data: { a: x.id, b: y.id, cellA: a, cellB: b } });
    return true;
  },
};
