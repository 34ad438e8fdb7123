import { liftFromBoard } from "../../ops";
import { at, beastEn, beastZh, elEn, elZh } from "../../text";
import type { CurseEffect } from "../effect";
import { boardMatch, checkBoardTarget, matchingCells, targetCell } from "../targets";

/** Put one board card face down at the bottom of its owner's pile of its element (special: 特殊牌組 bottom). */
export const bury: CurseEffect = {
  fields: ["cell"],
  targets: (s, seat, side) => matchingCells(s, seat, side).map((cell) => ({ cell })),
  check: (s, seat, side, t) => checkBoardTarget(s, seat, side, t),
  resolve(s, seat, side, t, ev) {
    const c = targetCell(s, t);
    if (c < 0 || !boardMatch(s, seat, side, c)) return false;
    const id = liftFromBoard(s, c);
    const card = s.cards[id];
    if (card.special) s.players[card.owner].specialDeck.push(id);
    else s.players[card.owner].piles[card.element].push(id);
    ev?.push({ type: "buried", seat, zh: `${beastZh(s, id)}（${at(c)}）被放回${elZh(card.element)}屬性牌組區最下方。`, en: `${beastEn(s, id)} (${at(c)}) goes to the bottom of its owner's ${elEn(card.element)} pile.`, data: { card: id, cell: c, owner: card.owner } });
    return true;
  },
};
