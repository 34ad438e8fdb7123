import { liftFromBoard } from "../../ops";
import { at, beastEn, beastZh } from "../../text";
import type { CurseEffect } from "../effect";
import { boardMatch, checkBoardTarget, matchingCells, targetCell } from "../targets";

/** Return one board card to its owner's hand (a special card to its owner's 特殊牌組). Not a destruction. */
export const bounce: CurseEffect = {
  fields: ["cell"],
  targets: (s, seat, side) => matchingCells(s, seat, side).map((cell) => ({ cell })),
  check: (s, seat, side, t) => checkBoardTarget(s, seat, side, t),
  resolve(s, seat, side, t, ev) {
    const c = targetCell(s, t);
    if (c < 0 || !boardMatch(s, seat, side, c)) return false;
    const id = liftFromBoard(s, c);
    const card = s.cards[id];
    if (card.special) s.players[card.owner].specialDeck.push(id);
    else s.players[card.owner].hand.push(id);
    ev?.push({ type: "bounced", seat, zh: `${beastZh(s, id)}（${at(c)}）回到持有者手中。`, en: `${beastEn(s, id)} (${at(c)}) returns to its owner's hand.`, data: { card: id, cell: c, owner: card.owner } });
    return true;
  },
};
