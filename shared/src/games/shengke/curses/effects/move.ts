import { orthogonal } from "../../board";
import { at, beastEn, beastZh } from "../../text";
import type { CurseTargets } from "../../types";
import type { CurseEffect } from "../effect";
import { boardMatch, checkBoardTarget, matchingCells, targetCell } from "../targets";

/** Move one board card to an orthogonally adjacent empty cell (its facing is kept). */
export const move: CurseEffect = {
  fields: ["cell", "cell2"],
  targets(s, seat, side) {
    const out: CurseTargets[] = [];
    for (const cell of matchingCells(s, seat, side)) for (const cell2 of orthogonal(cell)) if (!s.board[cell2]) out.push({ cell, cell2 });
    return out;
  },
  check: (s, seat, side, t) => t.cell2 !== undefined && checkBoardTarget(s, seat, side, t) && orthogonal(t.cell!).includes(t.cell2) && !s.board[t.cell2],
  resolve(s, seat, side, t, ev) {
    const c = targetCell(s, t);
    const to = t.cell2!;
    if (c < 0 || !boardMatch(s, seat, side, c) || !orthogonal(c).includes(to) || s.board[to]) return false;
    const bc = s.board[c]!;
    s.board[to] = bc;
    s.board[c] = null;
    ev?.push({ type: "moved", seat, zh: `${beastZh(s, bc.id)} 從 ${at(c)} 移到 ${at(to)}。`, en: `${beastEn(s, bc.id)} moves from ${at(c)} to ${at(to)}.`, data: { card: bc.id, from: c, to } });
    return true;
  },
};
