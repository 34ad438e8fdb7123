import type { LocalText } from "../../core/text";
import { seatName } from "./state";
import type { SlayingState } from "./types";

/**
 * Everything an action did to the team, read off the difference between the state before and after (so no effect
 * can be missed by a preview, whatever rule caused it: a 幻化 copy's rider, a profession formation's cost, a void).
 * `harmful` marks what sets the team back; the client asks for confirmation before a play with a harmful effect.
 */
export type TeamEffectKind = "hp" | "max_hp" | "moved" | "turns" | "fetter" | "scorch" | "cannot_act" | "cannot_draw" | "shield" | "hand" | "profession";
export interface TeamEffect extends LocalText {
  kind: TeamEffectKind;
  /** The player it touches; absent for the team's shared sheet (HP, token, R, 鎖足, 灼傷). */
  seat?: number;
  before: number | string | null;
  after: number | string | null;
  harmful: boolean;
}

const scorchTotal = (x: SlayingState["team"]["scorch"]) => (x ? x.perTick * x.ticks : 0);

/** `moveStep`: the action was the team's own step (T3), whose change of cell is no setback. */
export function teamEffects(before: SlayingState, after: SlayingState, actor: number, moveStep: boolean): TeamEffect[] {
  const out: TeamEffect[] = [];
  const b = before.team, a = after.team;
  const add = (kind: TeamEffectKind, from: TeamEffect["before"], to: TeamEffect["after"], harmful: boolean, zh: string, en: string, seat?: number) =>
    out.push({ kind, before: from, after: to, harmful, zh, en, ...(seat === undefined ? {} : { seat }) });

  if (a.hp !== b.hp) add("hp", b.hp, a.hp, a.hp < b.hp, `隊伍生命 ${b.hp} → ${a.hp}`, `Team HP ${b.hp} → ${a.hp}`);
  if (a.maxHp !== b.maxHp) add("max_hp", b.maxHp, a.maxHp, a.maxHp < b.maxHp, `隊伍生命上限 ${b.maxHp} → ${a.maxHp}`, `Team max HP ${b.maxHp} → ${a.maxHp}`);
  // Outside the move step the token only moves backwards (a knockback, §4.7).
  if (a.cell !== b.cell) add("moved", b.cell, a.cell, !moveStep, `隊伍被移到 ${b.cell} → ${a.cell}`, `The team is moved ${b.cell} → ${a.cell}`);
  if (a.remaining !== b.remaining) add("turns", b.remaining, a.remaining, a.remaining < b.remaining, `剩餘回合 ${b.remaining} → ${a.remaining}`, `Turns left ${b.remaining} → ${a.remaining}`);
  if (a.fetter !== b.fetter) add("fetter", b.fetter, a.fetter, a.fetter > b.fetter, a.fetter ? `鎖足：隊伍接下來 ${a.fetter} 個玩家回合不能移動` : "鎖足解除", a.fetter ? `Fetter: the team cannot move for ${a.fetter} player turns` : "Fetter cleared");
  if (scorchTotal(a.scorch) !== scorchTotal(b.scorch)) {
    const s = a.scorch;
    add("scorch", scorchTotal(b.scorch), scorchTotal(s), scorchTotal(s) > scorchTotal(b.scorch), s ? `灼傷：接下來 ${s.ticks} 個玩家回合各失去 ${s.perTick} 點生命` : "灼傷解除", s ? `Scorch: the team loses ${s.perTick} HP at each of the next ${s.ticks} player turns` : "Scorch cleared");
  }
  after.players.forEach((p, i) => {
    const q = before.players[i];
    const who = seatName(i);
    if (p.cannotAct !== q.cannotAct) add("cannot_act", q.cannotAct, p.cannotAct, p.cannotAct > q.cannotAct, p.cannotAct ? `${who}無法行動 ${p.cannotAct} 回合` : `${who}恢復行動`, p.cannotAct ? `${who} cannot act for ${p.cannotAct} turns` : `${who} can act again`, i);
    if (p.cannotDraw !== q.cannotDraw) add("cannot_draw", q.cannotDraw, p.cannotDraw, p.cannotDraw > q.cannotDraw, p.cannotDraw ? `${who}無法抽牌 ${p.cannotDraw} 回合` : `${who}恢復抽牌`, p.cannotDraw ? `${who} cannot draw for ${p.cannotDraw} turns` : `${who} can draw again`, i);
    if (p.shield !== q.shield) add("shield", q.shield, p.shield, p.shield < q.shield, `${who}護盾 ${q.shield} → ${p.shield}`, `${who}'s shield ${q.shield} → ${p.shield}`, i);
    // The actor's hand shrinks by the cards it plays; another player's hand shrinking is a loss.
    if (i !== actor && p.hand.length < q.hand.length) add("hand", q.hand.length, p.hand.length, true, `${who}失去 ${q.hand.length - p.hand.length} 張手牌`, `${who} loses ${q.hand.length - p.hand.length} hand cards`, i);
    const was = before.advanced.profession[i] ?? null, now = after.advanced.profession[i] ?? null;
    if (was !== now && now === null) add("profession", was, now, true, `${who}失去職業`, `${who} loses their profession`, i);
  });
  return out;
}
