import { FACING_NAMES, FACING_ZH } from "../../board";
import { at, beastEn, beastZh } from "../../text";
import type { CurseTargets, Facing } from "../../types";
import type { CurseEffect } from "../effect";
import { boardMatch, checkBoardTarget, matchingCells, targetCell } from "../targets";

/** Turn one board card clockwise by `turns` quarter turns: its 入/出 ranges turn with it. */
export const rotate: CurseEffect = {
  fields: ["cell", "turns"],
  targets(s, seat, side) {
    const out: CurseTargets[] = [];
    for (const cell of matchingCells(s, seat, side)) for (const turns of [1, 2, 3] as const) out.push({ cell, turns });
    return out;
  },
  check: (s, seat, side, t) => (t.turns === 1 || t.turns === 2 || t.turns === 3) && checkBoardTarget(s, seat, side, t),
  resolve(s, seat, side, t, ev) {
    const c = targetCell(s, t);
    if (c < 0 || !boardMatch(s, seat, side, c)) return false;
    const bc = s.board[c]!;
    bc.facing = ((bc.facing + t.turns!) % 4) as Facing;
    ev?.push({ type: "rotated", seat, zh: `${beastZh(s, bc.id)}（${at(c)}）轉向，前方朝${FACING_ZH[bc.facing]}。`, en: `${beastEn(s, bc.id)} (${at(c)}) turns to face ${FACING_NAMES[bc.facing]}.`, data: { card: bc.id, cell: c, facing: bc.facing } });
    return true;
  },
};
