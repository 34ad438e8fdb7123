import { BOT, KEYWORDS } from "./content";
import { opponent } from "./state";
import type { DuelState, Keyword, Unit } from "./types";

/**
 * The position value of design §4.2, from `seat`'s side. It reads only public quantities (field, 本陣, max 命運,
 * hand sizes), so it gives the same number on a view as on the state. Weights: content/bot.json.
 */
const W = BOT.evaluate;
// Hoisted weights: the search evaluates millions of heroes per game.
const K = Object.fromEntries(KEYWORDS.map((k) => [k, W.keyword[k] ?? 0])) as Record<Keyword, number>;
const [WHP, WTONG, WAN, WZUI] = [W.unit.hp, W.unit.tong, W.unit.an, W.unit.zui];

export function unitValue(u: Unit): number {
  const k = u.kw;
  let v = WHP * u.hp + WTONG * u.tong + WAN * u.an + WZUI * u.zui
    + K.tactics * k.tactics + K.dart * k.dart + K.study * k.study + K.heal * k.heal + K.poison * k.poison + K.chase * k.chase
    + K.agility * k.agility + K.ultimate * k.ultimate + K.lime * k.lime + K.bell * k.bell;
  if (k.courage > 0) v += W.courage.perHp * u.hp + W.courage.flat;
  if (k.rally > 0) v -= W.rally / k.rally;
  return v;
}

export function evaluate(s: DuelState, seat: number): number {
  if (s.phase === "over") return s.winner === null ? 0 : s.winner === seat ? W.win : -W.win;
  const me = s.players[seat], foe = s.players[opponent(seat)];
  let v = W.base * (me.base - foe.base) + W.hand * (Math.min(me.hand.length, W.handCap) - Math.min(foe.hand.length, W.handCap)) + W.maxMana * (me.maxMana - foe.maxMana);
  let myTong = 0, foeTong = 0, mine = 0, theirs = 0;
  for (const u of me.board) if (u) { v += unitValue(u); myTong += u.tong; mine++; }
  for (const u of foe.board) if (u) { v -= unitValue(u); foeTong += u.tong; theirs++; }
  if (theirs === 0) v += W.openBoardTong * myTong;
  if (mine === 0) v -= W.openBoardTong * foeTong;
  return v;
}
