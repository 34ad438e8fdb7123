import { destroyAt } from "../../ops";
import type { CurseEffect } from "../effect";
import { boardMatch, checkBoardTarget, matchingCells, targetCell } from "../targets";

/** Destroy one board card matching the side's filters (element / name characters / owner). Not a protected one. */
export const destroy: CurseEffect = {
  fields: ["cell"],
  targets: (s, seat, side) => matchingCells(s, seat, side, false).map((cell) => ({ cell })),
  check: (s, seat, side, t) => checkBoardTarget(s, seat, side, t, false),
  resolve(s, seat, side, t, ev) {
    const c = targetCell(s, t);
    if (c < 0 || !boardMatch(s, seat, side, c, false)) return false;
    destroyAt(s, c, ev, "curse", { zh: side.zh, en: side.en, relZh: "咒術", relEn: "curse" });
    return true;
  },
};
