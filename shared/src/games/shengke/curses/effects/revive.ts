import { ELEMENTS } from "../../../../core/elements";
import { handRoom } from "../../ops";
import { beastEn, beastZh, seatEn, seatZh } from "../../text";
import type { CurseTargets } from "../../types";
import type { CurseEffect } from "../effect";

/** Take one 靈獸卡 from the caster's element discards into hand. */
export const revive: CurseEffect = {
  fields: ["card"],
  targets(s, seat) {
    if (handRoom(s, seat) <= 0) return [];
    const out: CurseTargets[] = [];
    for (const e of ELEMENTS) for (const card of s.players[seat].discards[e]) out.push({ card });
    return out;
  },
  check(s, seat, _side, t) {
    const c = t.card === undefined ? undefined : s.cards[t.card];
    return !!c && handRoom(s, seat) > 0 && s.players[seat].discards[c.element].includes(t.card!);
  },
  resolve(s, seat, _side, t, ev) {
    const c = s.cards[t.card!];
    const d = s.players[seat].discards[c.element];
    const i = d.indexOf(t.card!);
    if (i < 0) return false;
    d.splice(i, 1);
    s.players[seat].hand.push(t.card!);
    ev?.push({ type: "revived", seat, zh: `${seatZh(seat)} 將 ${beastZh(s, t.card!)} 從棄牌區加入手牌。`, en: `${seatEn(seat)} takes ${beastEn(s, t.card!)} from the discard into hand.`, data: { card: t.card } });
    return true;
  },
};
