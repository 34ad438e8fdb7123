import type { GameEvent } from "../../core/engine";
import type { ChronoAction } from "./actions";
import { attackerProblem, hasAttack, resolveAttack, targetProblem } from "./attack";
import { bless, blessProblem, type BlessTarget } from "./bless";
import { defOf, effectDef, KIND_A_EN, KIND_ZH } from "./cards";
import { ATTR_EN, ATTR_ZH, RULES } from "./content";
import { drawCard, owingSeat } from "./draw";
import { need } from "./errors";
import { advance } from "./flow";
import { handSizeOf } from "./stats";
import { emit, nameEn, nameZh, seatEn, seatZh } from "./text";
import { fireTraps, placeCharacter } from "./reactions";
import { specialCandidates } from "./specials";
import { findChar, removeFrom, type Ctx } from "./state";
import type { ChronoState } from "./types";

/**
 * The rules reducer: validate everything first (a RuleError leaves the state untouched), then change the state in
 * place and run the automatic steps that follow. The engine's `apply` runs it on a clone.
 */
export function applyMut(s: ChronoState, seat: number, action: ChronoAction, events: GameEvent[]): void {
  need(s.phase !== "over", "game_over");
  need(Number.isInteger(seat) && seat >= 0 && seat < s.seats, "bad_seat");
  const x: Ctx = { s, events };
  const owing = owingSeat(s);
  if (owing !== null) {
    need(seat === owing, "not_your_turn");
    need(action.type === "draw", "must_draw");
    need(s.players[seat].decks[action.deck].length > 0, "deck_empty");
    drawCard(x, seat, action.deck, "owed");
    s.players[seat].owedDraws--;
    return advance(x);
  }
  need(seat === s.current, "not_your_turn");
  const p = s.players[seat];
  switch (action.type) {
    case "chooseAttr":
      need(s.phase === "attr", "wrong_phase"); // the seat to move in this phase is always one still to choose
      p.attr = action.attr;
      emit(x, "attr", `${seatZh(seat)}選擇了${ATTR_ZH[action.attr]}屬性。`, `${seatEn(seat)} chooses ${ATTR_EN[action.attr]}.`, { seat, attr: action.attr }, { seat });
      break;
    case "draw":
      need(s.phase === "opening" || s.phase === "draw", "wrong_phase");
      need(p.decks[action.deck].length > 0, "deck_empty");
      need(s.phase === "opening" || p.hand.length < handSizeOf(s, seat, RULES.handSize.value), "hand_full");
      drawCard(x, seat, action.deck, s.phase === "opening" ? "opening" : "draw");
      break;
    case "discard":
      need(s.phase === "discard" || s.phase === "trim", "wrong_phase");
      need(p.hand.includes(action.card), "card_not_in_hand");
      removeFrom(p.hand, action.card);
      p.graveyard.push(action.card);
      emit(x, "discard", `${seatZh(seat)}棄掉${nameZh(s, action.card)}。`, `${seatEn(seat)} discards ${nameEn(s, action.card)}.`, { seat, card: action.card }, { seat });
      break;
    case "endDiscard":
      need(s.phase === "discard", "wrong_phase");
      s.phase = "draw";
      break;
    case "place": {
      need(s.phase === "deploy", "wrong_phase");
      need(p.hand.includes(action.card), "card_not_in_hand");
      need(defOf(s, action.card)?.kind === "character", "not_a_character");
      need(p.field.length < RULES.fieldLimit.value, "field_full");
      const candidates = specialCandidates(s, seat, action.card);
      if (candidates.length > 0) need(action.target !== undefined, "target_required");
      need(action.target === undefined || candidates.includes(action.target), "target_not_allowed");
      s.phase = "prepare";
      placeCharacter(x, seat, action.card, action.target, false);
      break;
    }
    case "beginAttack":
      need(s.phase === "deploy", "wrong_phase");
      need(hasAttack(s, seat), "no_attack");
      s.phase = "attack";
      emit(x, "attack_phase", `${seatZh(seat)}選擇攻擊。`, `${seatEn(seat)} chooses to attack.`, { seat }, { seat });
      fireTraps(x, { kind: "chose-attack", seat });
      break;
    case "attack":
    case "attackPlayer": {
      need(s.phase === "attack", "wrong_phase");
      const problem = attackerProblem(s, seat, action.attacker);
      need(problem === null, problem ?? "bad_attacker");
      const target = action.type === "attack" ? { seat: findChar(s, action.target)?.seat ?? -1, uid: action.target } : { seat: action.seat, uid: -1 };
      const tp = targetProblem(s, seat, target);
      need(tp === null, tp ?? "bad_target");
      resolveAttack(x, seat, action.attacker, target);
      break;
    }
    case "endAttack":
      need(s.phase === "attack", "wrong_phase");
      s.phase = "prepare";
      break;
    case "bless":
    case "blessPlayer": {
      need(s.phase === "prepare", "wrong_phase");
      need(p.hand.includes(action.card), "card_not_in_hand");
      const def = effectDef(s, action.card);
      need(def, "not_an_effect");
      const target: BlessTarget = action.type === "bless" ? { uid: action.target } : { seat: action.seat };
      if ("seat" in target) need(target.seat < s.seats, "bad_target");
      const problem = blessProblem(s, def, target);
      need(problem === null, problem ?? "bad_target");
      s.phase = "trim";
      bless(x, seat, action.card, target);
      break;
    }
    case "setTrap":
      need(s.phase === "prepare", "wrong_phase");
      need(p.hand.includes(action.card), "card_not_in_hand");
      need(defOf(s, action.card)?.kind === "trap", "not_a_trap");
      need(p.traps.length < RULES.trapLimit.value, "trap_limit");
      removeFrom(p.hand, action.card);
      p.traps.push(action.card);
      s.phase = "trim";
      emit(x, "set_trap", `${seatZh(seat)}覆蓋了一張${KIND_ZH.trap}。`, `${seatEn(seat)} sets ${KIND_A_EN.trap} face-down.`, { seat, count: p.traps.length }, { seat });
      emit(x, "set_trap_private", `你覆蓋了${nameZh(s, action.card)}。`, `You set ${nameEn(s, action.card)}.`, { card: action.card }, { seat, visibleTo: [seat] });
      break;
    case "skip":
      need(s.phase === "deploy" || s.phase === "prepare", "wrong_phase");
      s.phase = s.phase === "deploy" ? "prepare" : "trim";
      break;
  }
  advance(x);
}
