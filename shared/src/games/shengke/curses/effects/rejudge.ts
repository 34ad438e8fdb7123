import { runJudgement } from "../../judgement";
import { at, beastEn, beastZh } from "../../text";
import type { CurseEffect } from "../effect";
import { boardCardEffect } from "../targets";

/** The chosen card is judged again (行剋 → 剋行 → 行生 → 生行) as if it had just been placed. */
export const rejudge: CurseEffect = boardCardEffect((s, seat, _side, c, ev) => {
  const id = s.board[c]!.id;
  ev?.push({ type: "rejudge", seat, zh: `${beastZh(s, id)}（${at(c)}）重新判定。`, en: `${beastEn(s, id)} (${at(c)}) is judged again.`, data: { card: id, cell: c } });
  runJudgement(s, [id], ev);
});
