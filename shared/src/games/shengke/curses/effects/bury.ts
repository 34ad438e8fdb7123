import { at, beastEn, beastZh, elEn, elZh } from "../../text";
import type { CurseEffect } from "../effect";
import { boardCardEffect, liftToOwner } from "../targets";

/** Put one board card face down at the bottom of its owner's pile of its element (special: 特殊牌組 bottom). */
export const bury: CurseEffect = boardCardEffect((s, seat, _side, c, ev) => {
  const { id, card } = liftToOwner(s, c, (owner, element) => s.players[owner].piles[element]);
  ev?.push({ type: "buried", seat, zh: `${beastZh(s, id)}（${at(c)}）被放回${elZh(card.element)}屬性牌組區最下方。`, en: `${beastEn(s, id)} (${at(c)}) goes to the bottom of its owner's ${elEn(card.element)} pile.`, data: { card: id, cell: c, owner: card.owner } });
});
