import type { GameEvent } from "../../core/engine";
import { Rng } from "../../core/rng";
import type { DuelAction } from "./actions";
import { baseAttack, clash } from "./combat";
import { cardDef, RULES } from "./content";
import { castSecret } from "./cast";
import { need } from "./errors";
import { endGame, enter, GameEnded, log, type Ctx } from "./mechanics";
import { findUnit, handIndex, opponent } from "./state";
import { seatName } from "./text";
import { attacksAllowed, endTurn, mulliganSeat, startTurn } from "./turn";
import type { DuelState } from "./types";

/**
 * Apply one action to `s` in place (the engine's apply works on a copy). Throws RuleError on anything illegal,
 * before changing anything. `ev` null skips building event texts (bot simulations).
 */
export function applyMut(s: DuelState, seat: number, action: DuelAction, ev: GameEvent[] | null): void {
  need(s.phase !== "over", "game_over");
  need(seat === 0 || seat === 1, "bad_seat");
  const ctx: Ctx = { s, rng: new Rng(s.rng), ev };
  if (action.type === "concede") {
    return run(() => {
      log(ctx, () => ({ type: "concede", seat, zh: `${seatName(seat)} 認輸。`, en: `${seatName(seat)} concedes.` }));
      endGame(ctx, opponent(seat), "concede");
    });
  }
  if (s.phase === "mulligan") {
    need(action.type === "mulligan", "mulligan_phase");
    return run(() => mulligan(ctx, seat, action.cards));
  }
  need(action.type !== "mulligan", "not_mulligan_phase");
  need(seat === s.active, "not_your_turn");
  const p = s.players[seat];
  switch (action.type) {
    case "summon": {
      const i = handIndex(s, seat, action.card);
      need(i >= 0, "card_not_in_hand");
      const card = p.hand[i];
      need(cardDef(card.def).kind === "unit", "not_a_unit");
      need(card.cost <= p.mana, "not_enough_mana");
      need(action.slot < RULES.slots.value, "bad_slot");
      need(p.board[action.slot] === null, "slot_taken");
      return run(() => {
        p.hand.splice(i, 1);
        p.mana -= card.cost;
        enter(ctx, seat, card, action.slot, "summon");
      });
    }
    case "cast": {
      const i = handIndex(s, seat, action.card);
      need(i >= 0, "card_not_in_hand");
      need(cardDef(p.hand[i].def).kind === "secret", "not_a_secret");
      need(p.hand[i].cost <= p.mana, "not_enough_mana");
      return run(() => castSecret(ctx, seat, i));
    }
    case "attack": {
      need(attacksAllowed(s, seat), "first_turn_no_attack");
      const a = findUnit(s, action.unit);
      need(a && a.seat === seat, "not_your_unit");
      need(a.unit.attacksLeft >= 1, "no_attacks_left");
      const foe = opponent(seat);
      if (action.target === "base-stab") need(s.players[foe].board.every((u) => u === null), "base_blocked");
      else if (action.target === "base-dart") need(a.unit.an >= 1, "no_darts");
      else {
        const d = findUnit(s, action.target);
        need(d && d.seat === foe, "bad_target");
      }
      return run(() => {
        a.unit.attacksLeft--;
        if (action.target === "base-stab" || action.target === "base-dart") baseAttack(ctx, seat, a.unit, action.target === "base-stab" ? "stab" : "dart");
        else clash(ctx, seat, a.unit, findUnit(s, action.target)!.unit);
      });
    }
    case "endTurn": {
      const heal = healMap(s, seat, action.heal);
      return run(() => endTurn(ctx, seat, heal));
    }
  }
}

/** Run a rules step; the end of the game stops it where it stands (SEED §1). The Rng advances s.rng in place. */
function run(step: () => void): void {
  try {
    step();
  } catch (e) {
    if (!(e instanceof GameEnded)) throw e;
  }
}

/**
 * 醫術 targets named in EndTurn: either none (every holder heals its default target, design §1.10) or one entry per
 * 醫術 holder, left to right, each naming a friendly hero.
 */
export function healMap(s: DuelState, seat: number, heal: readonly { holder: number; target: number }[] | undefined): Map<number, number> {
  const out = new Map<number, number>();
  if (!heal) return out;
  const board = s.players[seat].board;
  const holders = board.filter((u) => u && u.kw.heal > 0).map((u) => u!.id);
  need(heal.length === holders.length && heal.every((h, k) => h.holder === holders[k]), "bad_heal_target", { zh: "須依欄位順序為每位醫術持有者各指定一次", en: "name each Medicine holder once, left to right" });
  for (const h of heal) {
    need(board.some((u) => u && u.id === h.target), "bad_heal_target");
    out.set(h.holder, h.target);
  }
  return out;
}

/** The opening mulligan (design §1.1): the chosen cards go back, the deck is shuffled, as many are drawn. */
function mulligan(ctx: Ctx, seat: number, cards: readonly number[]): void {
  const s = ctx.s;
  const p = s.players[seat];
  need(!p.ready, "mulligan_done");
  need(seat === mulliganSeat(s), "not_your_turn");
  need(new Set(cards).size === cards.length, "duplicate_card");
  const idx = cards.map((id) => handIndex(s, seat, id));
  need(idx.every((i) => i >= 0), "card_not_in_hand");
  const back = p.hand.filter((c) => cards.includes(c.id));
  p.hand = p.hand.filter((c) => !cards.includes(c.id));
  p.deck.push(...back);
  ctx.rng.shuffle(p.deck);
  p.hand.push(...p.deck.splice(0, back.length));
  p.ready = true;
  log(ctx, () => ({ type: "mulligan", seat, zh: `${seatName(seat)} 完成換牌。`, en: `${seatName(seat)} has chosen their mulligan.` }));
  log(ctx, () => ({ type: "mulligan_private", seat, visibleTo: [seat], zh: `你換了 ${back.length} 張牌。`, en: `You sent back ${back.length} ${back.length === 1 ? "card" : "cards"}.`, data: { count: back.length } }));
  if (s.players.every((q) => q.ready)) {
    s.phase = "main";
    startTurn(ctx, s.first);
  }
}

