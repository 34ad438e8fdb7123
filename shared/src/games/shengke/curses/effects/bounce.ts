import { at, beastEn, beastZh } from "../../text";
import type { CurseEffect } from "../effect";
import { boardCardEffect, liftToOwner } from "../targets";

/** Return one board card to its owner's hand (a special card to its owner's 特殊牌組). Not a destruction. */
export const bounce: CurseEffect = boardCardEffect((s, seat, _side, c, ev) => {
  const { id, card } = liftToOwner(s, c, (owner) => s.players[owner].hand);
  ev?.push({ type: "bounced", seat, zh: `${beastZh(s, id)}（${at(c)}）回到持有者手中。`, en: `${beastEn(s, id)} (${at(c)}) returns to its owner's hand.`, data: { card: id, cell: c, owner: card.owner } });
});
