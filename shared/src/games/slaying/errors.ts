import { ruleErrorFrom, type RuleError } from "../../core/errors";
import { CFE_ERRORS } from "../cfe/errors";

/** Every RuleError code the 弒魔戰爭 engine throws, with its text. Formation-naming codes are the base game's. */
const CFE_CODES = [
  "no_cards", "no_formation", "unknown_formation", "formation_mismatch", "ambiguous_formation", "card_not_in_hand", "duplicate_card", "not_drawn_card", "must_act", "cannot_act",
  // 英雄學派 (thrown by the base game's professions API and by this mode's use of it)
  "module_off", "unknown_profession", "same_profession", "profession_prerequisite", "profession_cards", "unknown_ability", "ability_not_held", "ability_used", "ability_cards", "ability_choice", "ability_impossible", "virtual_unused", "revelation_pick",
] as const satisfies readonly (keyof typeof CFE_ERRORS)[];
const FROM_CFE = Object.fromEntries(CFE_CODES.map((c) => [c, CFE_ERRORS[c]])) as { [K in (typeof CFE_CODES)[number]]: (typeof CFE_ERRORS)[K] };

export const SLAYING_ERRORS = {
  ...FROM_CFE,
  game_over: { zh: "遊戲已結束。", en: "The game is over." },
  not_your_turn: { zh: "還沒輪到你。", en: "It is not your turn." },
  bad_seat: { zh: "沒有這個座位。", en: "There is no such seat." },
  wrong_phase: { zh: "現在不能這樣做。", en: "That is not possible at this step of the turn." },
  step_passed: { zh: "回合流程已過了這一步（順序：移動 → 挖掘 → 商城 → 發動 → 行動）。", en: "The turn is past that step (order: move → dig → shop → activate → action)." },
  not_adjacent: { zh: "只能移動到邊相鄰的格子（不能斜走）。", en: "Move only to an edge-adjacent cell (no diagonal steps)." },
  impassable: { zh: "城牆無法進入。", en: "Walls cannot be entered." },
  border_closed: { zh: "必須先擊敗本區域的敵人，才能向東進入下一個區域。", en: "Defeat this zone's opponent before crossing east into the next zone." },
  border_westward: { zh: "不能回到先前的區域。", en: "The team can never go back to an earlier zone." },
  fettered: { zh: "鎖足：隊伍本回合不能移動。", en: "Fettered: the team cannot move this turn." },
  no_turns_for_mountain: { zh: "剩餘回合數不足以進入山脈（需額外消耗 1 回合）。", en: "Not enough turns left to enter a mountain (it costs 1 extra turn)." },
  already_moved: { zh: "本回合已經移動過了。", en: "The team already moved this turn." },
  not_a_dig_site: { zh: "這裡沒有可挖掘的神器碎片（第二區域的遺跡，尚未發現碎片者）。", en: "No shard to dig here (only zone 2 ruins whose shard has not been found)." },
  already_dug: { zh: "本回合已經挖掘過了。", en: "You already dug this turn." },
  not_a_shard_card: { zh: "只能選一張尚無碎片之屬性的 5 級牌。", en: "Pick a level-5 card of an element without a shard yet." },
  not_in_town: { zh: "商城只在城鎮開放。", en: "The shop is open in towns only." },
  unknown_item: { zh: "沒有這個商品。", en: "There is no such item." },
  item_held: { zh: "這個商品的指示物已在場上（每種商品只能持有一個）。", en: "That item's token is already on the sheet (one of each item at a time)." },
  not_enough_points: { zh: "商城點數不足。", en: "Not enough shop points." },
  item_not_held: { zh: "隊伍沒有這個商品。", en: "The team does not hold that item." },
  item_not_usable: { zh: "這個商品現在不能使用。", en: "That item cannot be used now." },
  bad_item_cards: { zh: "換牌卷：請選 1 到 3 張手牌。", en: "Redraw Scroll: choose 1 to 3 cards from your hand." },
  no_used_shard: { zh: "沒有可修復的已用碎片。", en: "There is no used shard of that element to restore." },
  shard_used_this_turn: { zh: "每回合只能使用一個神器碎片。", en: "Only one shard can be used per turn." },
  no_such_shard: { zh: "隊伍沒有可用的這種神器碎片。", en: "The team has no unused shard of that element." },
  not_resting: { zh: "整備只能在擊敗本區域敵人之後進行。", en: "Preparing is only possible after the zone's opponent has fallen." },
  bad_prepare: { zh: "整備：請選 1 到 5 張手牌棄掉。", en: "Prepare: choose 1 to 5 hand cards to discard." },
  chaos_pick_count: { zh: "混沌須選擇正確張數的魔王軍手牌。", en: "Chaos needs exactly the required number of the army's cards." },
  chaos_pick_card: { zh: "只能選魔王軍手上的牌。", en: "Pick cards from the army's hand only." },
  disabled_in_mode: { zh: "棄牌回收在弒魔戰爭（合作模式）中不使用。", en: "Discard retrieval is disabled in this mode (co-op play)." },
  bad_action: { zh: "動作格式錯誤。", en: "Malformed action." },
} as const;
export type SlayingErrorCode = keyof typeof SLAYING_ERRORS;

export function ruleError(code: SlayingErrorCode): RuleError {
  return ruleErrorFrom(SLAYING_ERRORS, code);
}
export function need(cond: unknown, code: SlayingErrorCode): asserts cond {
  if (!cond) throw ruleError(code);
}
