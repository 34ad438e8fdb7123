import { ELEMENTS } from "../../../../core/elements";
import { gainTokens } from "../../ops";
import { opponent } from "../../state";
import { elEn, elZh, kindEn, kindZh, seatEn, seatZh } from "../../text";
import type { CurseEffect } from "../effect";

/** Take one 魂 or 魄 (side.params.kind) of a chosen element from the opponent (the caster's cap still applies). */
export const stealToken: CurseEffect = {
  fields: ["element"],
  targets(s, seat, side) {
    const pool = side.params.kind === "soul" ? s.players[opponent(seat)].soul : s.players[opponent(seat)].spirit;
    return ELEMENTS.filter((e) => pool[e] > 0).map((element) => ({ element }));
  },
  check(s, seat, side, t) {
    const pool = side.params.kind === "soul" ? s.players[opponent(seat)].soul : s.players[opponent(seat)].spirit;
    return t.element !== undefined && ELEMENTS.includes(t.element) && pool[t.element] > 0;
  },
  resolve(s, seat, side, t, ev) {
    const kind = side.params.kind ?? "spirit";
    const o = opponent(seat);
    const pool = kind === "soul" ? s.players[o].soul : s.players[o].spirit;
    const e = t.element!;
    if (pool[e] <= 0) return false;
    pool[e] -= 1;
    ev?.push({ type: "stolen", seat, zh: `${seatZh(seat)} 從 ${seatZh(o)} 取走一點${elZh(e)}「${kindZh(kind)}」。`, en: `${seatEn(seat)} takes one ${elEn(e)} ${kindEn(kind)} from ${seatEn(o)}.`, data: { kind, element: e, from: o } });
    gainTokens(s, seat, kind, e, 1, ev, { zh: side.zh, en: side.en });
    return true;
  },
};
