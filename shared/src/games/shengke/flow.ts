/**
 * Turn flow: rolling at the start of a turn, the must-actions that close each phase, the opponent's phase window,
 * phase and turn advance, and the final count after the last turn's <5>.
 */
import { ELEMENTS, type Element } from "../../core/elements";
import { Rng } from "../../core/rng";
import { CELLS, areOrthogonal } from "./board";
import { check } from "./errors";
import type { Events } from "./ops";
import { boardCounts, cellOf, opponent } from "./state";
import { elEn, elZh, seatEn, seatZh } from "./text";
import { PHASES, PHASE_EN, PHASE_ZH, type ShengkeState } from "./types";

export function dieElement(s: ShengkeState, face: number): Element | null {
  const e = s.rules.dieFaces[String(face)];
  return e === "any" ? null : e;
}

/** <1> 起始: the engine rolls two d6 from the state's RNG (the server owns the randomness). */
export function startTurn(s: ShengkeState, ev: Events | null): void {
  const rng = new Rng(s.rng);
  const dice: [number, number] = [rng.die(6), rng.die(6)];
  s.active = s.turn % 2 === 1 ? s.first : opponent(s.first);
  s.phase = "start";
  s.t = {
    dice,
    dieElements: [dieElement(s, dice[0]), dieElement(s, dice[1])],
    tokenTaken: false,
    drawn: false,
    diceUsed: [false, false],
    placed: [],
    judged: false,
    protected: [],
    avatarNames: [],
    counted: null,
  };
  s.priority = { mode: "main", seat: s.active, returnTo: "main" };
  if (ev) {
    const a = s.active;
    ev.push({ type: "turn", seat: a, zh: `第 ${s.turn} 回合：輪到${seatZh(a)}。`, en: `Turn ${s.turn}: ${seatEn(a)} to play.`, data: { turn: s.turn } });
    const name = (d: number) => {
      const e = dieElement(s, d);
      return e ? { zh: elZh(e), en: elEn(e) } : { zh: "任意（自選）", en: "any (player's choice)" };
    };
    ev.push({ type: "dice", seat: a, zh: `${seatZh(a)} 擲出 ${dice[0]}（${name(dice[0]).zh}）與 ${dice[1]}（${name(dice[1]).zh}）。`, en: `${seatEn(a)} rolls ${dice[0]} (${name(dice[0]).en}) and ${dice[1]} (${name(dice[1]).en}).`, data: { dice, elements: s.t.dieElements } });
  }
}

/** The legal cells for a 召喚 now: empty and not orthogonally adjacent to a card placed this turn. */
export function summonCells(s: ShengkeState): number[] {
  const placedCells: number[] = [];
  for (const id of s.t.placed) {
    const c = cellOf(s, id);
    if (c >= 0) placedCells.push(c);
  }
  const out: number[] = [];
  for (let c = 0; c < CELLS; c++) if (!s.board[c] && !placedCells.some((p) => areOrthogonal(p, c))) out.push(c);
  return out;
}

/** Unused dice whose element still can be summoned (a card of it in hand and a legal cell). */
export function summonableDice(s: ShengkeState): number[] {
  if (s.phase !== "place") return [];
  const out: number[] = [];
  let cells: number[] | null = null;
  for (const d of [0, 1]) {
    if (s.t.diceUsed[d]) continue;
    const e = s.t.dieElements[d];
    if (!e || !s.players[s.active].hand.some((id) => s.cards[id]?.element === e)) continue;
    cells ??= summonCells(s);
    if (cells.length) out.push(d);
  }
  return out;
}

/** The must-actions of the current phase are done (so the turn's player may end it). */
export function checkPhaseDone(s: ShengkeState): void {
  switch (s.phase) {
    case "start":
      check(s.t.dieElements[0] !== null && s.t.dieElements[1] !== null, "must_choose_die");
      check(s.t.tokenTaken, "must_take_token");
      return;
    case "draw":
      check(s.t.drawn, "must_draw");
      return;
    case "place":
      check(summonableDice(s).length === 0, "must_summon");
      return;
    case "judge":
      check(s.t.judged, "must_judge");
      return;
    case "end":
      return;
  }
}

/** The turn's player ends the phase: the opponent's window opens if they hold a curse, else the phase advances. */
export function endPhase(s: ShengkeState, ev: Events | null): void {
  checkPhaseDone(s);
  if (s.phase === "place") {
    for (const d of [0, 1]) {
      if (s.t.diceUsed[d]) continue;
      const e = s.t.dieElements[d]!;
      ev?.push({ type: "forfeit", seat: s.active, zh: `${seatZh(s.active)} 無法召喚${elZh(e)}屬性靈獸卡，該次放置作廢。`, en: `${seatEn(s.active)} cannot summon a ${elEn(e)} card; that placement is forfeited.`, data: { die: d, element: e } });
    }
  }
  if (s.phase === "end") {
    const counted = boardCounts(s);
    s.t.counted = counted;
    ev?.push({ type: "count", seat: s.active, zh: `場地區：${seatZh(0)} ${counted[0]} 張，${seatZh(1)} ${counted[1]} 張。`, en: `On the board: ${seatEn(0)} ${counted[0]}, ${seatEn(1)} ${counted[1]}.`, data: { counts: counted } });
  }
  openPhaseWindowOrAdvance(s, ev);
}

export function openPhaseWindowOrAdvance(s: ShengkeState, ev: Events | null): void {
  const o = opponent(s.active);
  if (s.rules.opponentPhaseWindows && s.players[o].curseHand.length > 0) {
    s.priority = { mode: "phase", seat: o, returnTo: "phase" };
    ev?.push({ type: "window", seat: o, zh: `${seatZh(o)} 可以在${PHASE_ZH[s.phase]}階段發動咒術卡，或放棄。`, en: `${seatEn(o)} may activate curses in the ${PHASE_EN[s.phase]} phase, or pass.`, data: { mode: "phase", phase: s.phase } });
  } else advancePhase(s, ev);
}

/** After a chain resolved: back to the turn's player, or back to the opponent's phase window. */
export function afterChain(s: ShengkeState, ev: Events | null): void {
  if (s.priority.returnTo === "main") s.priority = { mode: "main", seat: s.active, returnTo: "main" };
  else openPhaseWindowOrAdvance(s, ev);
}

export function advancePhase(s: ShengkeState, ev: Events | null): void {
  const i = PHASES.indexOf(s.phase);
  if (i < PHASES.length - 1) {
    s.phase = PHASES[i + 1];
    s.priority = { mode: "main", seat: s.active, returnTo: "main" };
    ev?.push({ type: "phase", seat: s.active, zh: `進入<${i + 2}>${PHASE_ZH[s.phase]}階段。`, en: `${PHASE_EN[s.phase]} phase (<${i + 2}>).`, data: { phase: s.phase } });
    return;
  }
  if (s.turn >= s.rules.turns) {
    s.over = true;
    s.t.counted = boardCounts(s);
    s.priority = { mode: "main", seat: -1, returnTo: "main" };
    const r = finalScores(s);
    ev?.push({ type: "game_over", zh: r.zh, en: r.en, data: { counts: s.t.counted, scores: r.scores, winner: r.winner } });
    return;
  }
  s.turn += 1;
  startTurn(s, ev);
}

/**
 * Final scoring (seed 三): the first player's count gets +firstPlayerBonus. The second player wins with 3 or more
 * cards more than the first player, draws with exactly 2 more, and loses otherwise (with the default bonus 2).
 */
export function finalScores(s: ShengkeState): { scores: [number, number]; winner: number | null; zh: string; en: string } {
  const counts = s.t.counted ?? boardCounts(s);
  const scores: [number, number] = [counts[0], counts[1]];
  scores[s.first] += s.rules.firstPlayerBonus;
  const winner = scores[0] === scores[1] ? null : scores[0] > scores[1] ? 0 : 1;
  const detail = `${seatZh(0)} ${counts[0]}${s.first === 0 ? `+${s.rules.firstPlayerBonus}` : ""}，${seatZh(1)} ${counts[1]}${s.first === 1 ? `+${s.rules.firstPlayerBonus}` : ""}`;
  const detailEn = `${seatEn(0)} ${counts[0]}${s.first === 0 ? `+${s.rules.firstPlayerBonus}` : ""}, ${seatEn(1)} ${counts[1]}${s.first === 1 ? `+${s.rules.firstPlayerBonus}` : ""}`;
  return winner === null
    ? { scores, winner, zh: `平手（${detail}）。`, en: `Draw (${detailEn}).` }
    : { scores, winner, zh: `${seatZh(winner)} 獲勝（${detail}）。`, en: `${seatEn(winner)} wins (${detailEn}).` };
}

export { ELEMENTS };
