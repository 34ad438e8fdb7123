import { CELLS, defaultFacing } from "../../board";
import { at, beastEn, beastZh, seatEn, seatZh } from "../../text";
import type { CurseTargets } from "../../types";
import type { CurseEffect } from "../effect";

/**
 * An extra 召喚: one 靈獸卡 from the caster's hand (any element unless the side names some) onto an empty cell.
 * It joins this turn's placed cards, so <4> judges it. The not-adjacent rule of <3> binds only the two rolled
 * placements, so this card may sit next to them.
 */
export const extraSummon: CurseEffect = {
  fields: ["card", "cell"],
  targets(s, seat, side) {
    const out: CurseTargets[] = [];
    const seen = new Set<string>();
    for (const id of s.players[seat].hand) {
      const c = s.cards[id];
      if (!c || (side.params.elements && !side.params.elements.includes(c.element))) continue;
      const key = `${c.zh}|${c.element}|${c.in}|${c.out}`;
      if (seen.has(key)) continue;
      seen.add(key);
      for (let cell = 0; cell < CELLS; cell++) if (!s.board[cell]) out.push({ card: id, cell });
    }
    return out;
  },
  check(s, seat, side, t) {
    if (t.card === undefined || t.cell === undefined || !Number.isInteger(t.cell) || t.cell < 0 || t.cell >= CELLS || s.board[t.cell]) return false;
    const c = s.cards[t.card];
    return !!c && s.players[seat].hand.includes(t.card) && (!side.params.elements || side.params.elements.includes(c.element));
  },
  resolve(s, seat, _side, t, ev) {
    const p = s.players[seat];
    if (!p.hand.includes(t.card!) || s.board[t.cell!]) return false;
    p.hand.splice(p.hand.indexOf(t.card!), 1);
    s.board[t.cell!] = { id: t.card!, owner: seat, facing: defaultFacing(seat) };
    s.t.placed.push(t.card!);
    ev?.push({ type: "summon", seat, zh: `${seatZh(seat)} 額外召喚 ${beastZh(s, t.card!)} 到 ${at(t.cell!)}。`, en: `${seatEn(seat)} extra-summons ${beastEn(s, t.card!)} to ${at(t.cell!)}.`, data: { card: t.card, cell: t.cell, extra: true } });
    return true;
  },
};
