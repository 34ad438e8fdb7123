import { at, beastEn, beastZh } from "../../text";
import type { CurseEffect } from "../effect";
import { boardMatch, checkBoardTarget, matchingCells, targetCell } from "../targets";

/** One board card cannot be destroyed (by 判定 or by curses) until the turn ends. */
export const protect: CurseEffect = {
  fields: ["cell"],
  targets: (s, seat, side) => matchingCells(s, seat, side).filter((c) => !s.t.protected.includes(s.board[c]!.id)).map((cell) => ({ cell })),
  check: (s, seat, side, t) => checkBoardTarget(s, seat, side, t) && !s.t.protected.includes(t.ids![0]),
  resolve(s, seat, side, t, ev) {
    const c = targetCell(s, t);
    if (c < 0 || !boardMatch(s, seat, side, c)) return false;
    const id = s.board[c]!.id;
    if (!s.t.protected.includes(id)) s.t.protected.push(id);
    ev?.push({ type: "protected", seat, zh: `${beastZh(s, id)}（${at(c)}）本回合不會被破壞。`, en: `${beastEn(s, id)} (${at(c)}) cannot be destroyed this turn.`, data: { card: id, cell: c } });
    return true;
  },
};
