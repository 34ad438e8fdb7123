import { destroyAt } from "../../ops";
import type { CurseEffect } from "../effect";
import { boardCardEffect } from "../targets";

/** Destroy one board card matching the side's filters (element / name characters / owner). Not a protected one. */
export const destroy: CurseEffect = boardCardEffect((s, _seat, side, c, ev) => {
  destroyAt(s, c, ev, "curse", { zh: side.zh, en: side.en, relZh: "咒術", relEn: "curse" });
}, false);
