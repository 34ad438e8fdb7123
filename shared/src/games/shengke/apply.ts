/**
 * The reducer: checks an action and applies it in place. Every check happens before the first change, so an
 * illegal action throws a RuleError and leaves the state untouched (apply() also works on a copy).
 */
import { ELEMENTS, type Element } from "../../core/elements";
import type { ShengkeAction } from "./actions";
import { avatarSummon } from "./avatar";
import { areOrthogonal, cellName, defaultFacing, onBoard } from "./board";
import { declareCurse, resolveChain, type CurseDeclaration } from "./curses/chain";
import { canPay, costText, pay, reclaimCost } from "./curses/cost";
import { CURSE_BY_ID } from "./content";
import { check, fail } from "./errors";
import { afterChain, advancePhase, endPhase } from "./flow";
import { runJudgement } from "./judgement";
import { drawFromPile, gainTokens, handRoom, type Events } from "./ops";
import { cellOf } from "./state";
import { beastEn, beastZh, curseEn, curseZh, elEn, elZh, kindEn, kindZh, seatEn, seatZh } from "./text";
import type { ElementCounts, ShengkeState } from "./types";

const MAY_PHASES = new Set(["draw", "place", "judge", "end"]);

export function applyAction(s: ShengkeState, seat: number, a: ShengkeAction, ev: Events | null): void {
  check(!s.over, "game_over");
  check(s.priority.seat === seat, "not_your_priority");
  if (s.priority.mode !== "main") {
    check(a.type === "curse" || a.type === "pass", "window_open");
  }
  switch (a.type) {
    case "chooseDie": {
      check(s.phase === "start", "wrong_phase");
      check(a.die === 0 || a.die === 1, "bad_action");
      check(s.rules.dieFaces[String(s.t.dice[a.die])] === "any", "die_not_six");
      check(s.t.dieElements[a.die] === null, "die_already_chosen");
      s.t.dieElements[a.die] = a.element;
      ev?.push({ type: "die_chosen", seat, zh: `${seatZh(seat)} 將六點的骰子定為${elZh(a.element)}屬性。`, en: `${seatEn(seat)} makes the 6 count as ${elEn(a.element)}.`, data: { die: a.die, element: a.element } });
      break;
    }
    case "token": {
      check(s.phase === "start", "wrong_phase");
      check(!s.t.tokenTaken, "token_already_taken");
      s.t.tokenTaken = true;
      gainTokens(s, seat, a.kind, a.element, 1, ev, { zh: "起始階段補充", en: "start of turn" });
      break;
    }
    case "draw": {
      check(s.phase === "draw", "wrong_phase");
      check(!s.t.drawn, "already_drawn");
      s.t.drawn = true;
      const [e0, e1] = s.t.dieElements as [Element, Element];
      if (e0 === e1) drawFromPile(s, seat, e0, 2, ev, { zh: "骰子結果（重複，抽兩張）", en: "dice, same element twice" });
      else {
        drawFromPile(s, seat, e0, 1, ev, { zh: "骰子結果", en: "dice" });
        drawFromPile(s, seat, e1, 1, ev, { zh: "骰子結果", en: "dice" });
      }
      break;
    }
    case "summon": {
      check(s.phase === "place", "wrong_phase");
      const p = s.players[seat];
      check(p.hand.includes(a.card), "card_not_in_hand");
      const el = s.cards[a.card].element;
      const die = [0, 1].find((d) => !s.t.diceUsed[d] && s.t.dieElements[d] === el);
      check(die !== undefined, "element_not_rolled");
      check(onBoard(a.cell), "cell_out_of_board");
      check(!s.board[a.cell], "cell_occupied");
      for (const id of s.t.placed) {
        const c = cellOf(s, id);
        check(c < 0 || !areOrthogonal(c, a.cell), "adjacent_to_placed");
      }
      p.hand.splice(p.hand.indexOf(a.card), 1);
      s.board[a.cell] = { id: a.card, owner: seat, facing: defaultFacing(seat) };
      s.t.diceUsed[die] = true;
      s.t.placed.push(a.card);
      ev?.push({ type: "summon", seat, zh: `${seatZh(seat)} 召喚 ${beastZh(s, a.card)}（${elZh(el)}，入${s.cards[a.card].in}／出${s.cards[a.card].out}）到 ${cellName(a.cell)}。`, en: `${seatEn(seat)} summons ${beastEn(s, a.card)} (${elEn(el)}, in ${s.cards[a.card].in} / out ${s.cards[a.card].out}) to ${cellName(a.cell)}.`, data: { card: a.card, cell: a.cell, die } });
      break;
    }
    case "judge": {
      check(s.phase === "judge", "wrong_phase");
      check(!s.t.judged, "already_judged");
      s.t.judged = true;
      ev?.push({ type: "judge", seat, zh: `${seatZh(seat)} 進行判定（行剋→剋行→行生→生行）。`, en: `${seatEn(seat)} runs the judgement (行剋 → 剋行 → 行生 → 生行).`, data: { placed: s.t.placed.slice() } });
      runJudgement(s, s.t.placed, ev);
      break;
    }
    case "endPhase": {
      check(seat === s.active, "not_your_priority");
      endPhase(s, ev);
      break;
    }
    case "pass": {
      if (s.priority.mode === "chain") {
        ev?.push({ type: "pass", seat, zh: `${seatZh(seat)} 不回應。`, en: `${seatEn(seat)} does not answer.` });
        resolveChain(s, ev, afterChain);
      } else if (s.priority.mode === "phase") {
        ev?.push({ type: "pass", seat, zh: `${seatZh(seat)} 放棄發動。`, en: `${seatEn(seat)} passes.` });
        advancePhase(s, ev);
      } else fail("not_in_window");
      break;
    }
    case "soulDraw": {
      check(MAY_PHASES.has(s.phase), "wrong_phase");
      const p = s.players[seat];
      check(p.soul[a.element] >= a.count, "not_enough_souls");
      check(p.piles[a.element].length >= a.count, "pile_too_small");
      check(handRoom(s, seat) >= a.count, "hand_limit");
      p.soul[a.element] -= a.count;
      drawFromPile(s, seat, a.element, a.count, ev, { zh: `除去 ${a.count} 點${elZh(a.element)}魂`, en: `spending ${a.count} ${elEn(a.element)} soul` });
      break;
    }
    case "returnBeast": {
      check(MAY_PHASES.has(s.phase), "wrong_phase");
      const p = s.players[seat];
      const card = s.cards[a.card];
      check(card && !card.special && card.owner === seat && p.discards[card.element].includes(a.card), "card_not_in_discard");
      check(p.spirit[card.element] >= 1, "not_enough_spirits");
      p.spirit[card.element] -= 1;
      const d = p.discards[card.element];
      d.splice(d.indexOf(a.card), 1);
      p.piles[card.element].push(a.card);
      ev?.push({ type: "beast_returned", seat, zh: `${seatZh(seat)} 除去一點${elZh(card.element)}魄，將 ${beastZh(s, a.card)} 放回${elZh(card.element)}屬性牌組區最下方。`, en: `${seatEn(seat)} spends one ${elEn(card.element)} ${kindEn("spirit")} to put ${beastEn(s, a.card)} at the bottom of the ${elEn(card.element)} pile.`, data: { card: a.card, element: card.element } });
      break;
    }
    case "reclaim": {
      check(MAY_PHASES.has(s.phase), "wrong_phase");
      const p = s.players[seat];
      check(p.curseDiscard.includes(a.curse), "curse_not_in_discard");
      const cost = reclaimCost(CURSE_BY_ID[s.curses[a.curse].def]);
      check(canPay(p.spirit, cost), "not_enough_spirits");
      pay(p.spirit, cost);
      p.curseDiscard.splice(p.curseDiscard.indexOf(a.curse), 1);
      p.curseHand.push(a.curse);
      const c = costText(cost, "魄");
      ev?.push({ type: "curse_reclaimed", seat, zh: `${seatZh(seat)} 支付${c.zh}，回收咒術卡「${curseZh(s, a.curse)}」。`, en: `${seatEn(seat)} pays ${c.en} to reclaim the curse ${curseEn(s, a.curse)}.`, data: { curse: a.curse, cost } });
      break;
    }
    case "curse": {
      declareCurse(s, seat, curseDeclaration(a), ev, afterChain);
      break;
    }
    case "avatar": {
      avatarSummon(s, seat, a.card, a.target, ev);
      break;
    }
    default:
      fail("bad_action");
  }
  s.moves += 1;
}

/** The declaration a curse action stands for (targets hold only the fields the action sets). */
export function curseDeclaration(a: Extract<ShengkeAction, { type: "curse" }>): CurseDeclaration {
  return {
    curse: a.curse, side: a.side, zone: a.zone, waive: a.waive,
    targets: stripUndefined({ cell: a.cell, cell2: a.cell2, card: a.card, element: a.element, turns: a.turns }),
  };
}

function stripUndefined<T extends object>(o: T): T {
  const out = {} as T;
  for (const k of Object.keys(o) as (keyof T)[]) if (o[k] !== undefined) out[k] = o[k];
  return out;
}

export { ELEMENTS, kindZh };
