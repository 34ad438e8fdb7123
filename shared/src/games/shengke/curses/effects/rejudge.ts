import { runJudgement } from "../../judgement";
import { at, beastEn, beastZh } from "../../text";
import type { CurseEffect } from "../effect";
import { boardMatch, checkBoardTarget, matchingCells, targetCell } from "../targets";

/** The chosen card is judged again (行剋 → 剋行 → 行生 → 生行) as if it had just been placed. */
export const rejudge: CurseEffect = {
  fields: ["cell"],
  targets: (s, seat, side) => matchingCells(s, seat, side).map((cell) => ({ cell })),
  check: (s, seat, side, t) => checkBoardTarget(s, seat, side, t),
  resolve(s, seat, side, t, ev) {
    const c = targetCell(s, t);
    if (c < 0 || !boardMatch(s, seat, side, c)) return false;
    const id = s.board[c]!.id;
    ev?.push({ type: "rejudge", seat, zh: `${beastZh(s, id)}（${at(c)}）重新判定。`, en: `${beastEn(s, id)} (${at(c)}) is judged again.`, data: { card: id, cell: c } });
    runJudgement(s, [id], ev);
    return true;
  },
};
