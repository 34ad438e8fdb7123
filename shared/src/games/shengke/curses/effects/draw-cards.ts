import { ELEMENTS } from "../../../../core/elements";
import { drawFromPile, handRoom } from "../../ops";
import type { CurseEffect } from "../effect";

/** Draw `count` cards from one of the caster's element piles (as many as it holds). */
export const drawCards: CurseEffect = {
  fields: ["element"],
  targets: (s, seat) => (handRoom(s, seat) > 0 ? ELEMENTS.filter((e) => s.players[seat].piles[e].length > 0).map((element) => ({ element })) : []),
  check: (s, seat, _side, t) => t.element !== undefined && ELEMENTS.includes(t.element) && s.players[seat].piles[t.element].length > 0 && handRoom(s, seat) > 0,
  resolve(s, seat, side, t, ev) {
    if (s.players[seat].piles[t.element!].length === 0) return false;
    drawFromPile(s, seat, t.element!, side.params.count ?? 1, ev, { zh: side.zh, en: side.en });
    return true;
  },
};
