import { ruleErrorFrom, type RuleError } from "../../core/errors";
import type { LocalText } from "../../core/text";

/** Every RuleError code the Duelist engine throws, with its text. Codes are stable (rooms and clients rely on them). */
export const DUELIST_ERRORS = {
  bad_action: { zh: "動作格式錯誤。", en: "Malformed action." },
  game_over: { zh: "遊戲已結束。", en: "The game is over." },
  bad_seat: { zh: "沒有這個座位。", en: "There is no such seat." },
  not_your_turn: { zh: "還沒輪到你。", en: "It is not your turn." },
  mulligan_phase: { zh: "雙方還在選擇換牌。", en: "The players are still choosing their mulligans." },
  not_mulligan_phase: { zh: "現在不是換牌的時候。", en: "This is not the time to mulligan." },
  mulligan_done: { zh: "你已經換過牌了。", en: "You have already chosen your mulligan." },
  card_not_in_hand: { zh: "這張牌不在你的手牌中。", en: "That card is not in your hand." },
  duplicate_card: { zh: "同一張牌不能選兩次。", en: "The same card cannot be chosen twice." },
  not_a_unit: { zh: "只有江湖人卡牌可以召喚。", en: "Only hero (江湖人) cards can be summoned." },
  not_a_secret: { zh: "只有秘笈卡牌可以使用。", en: "Only secret manual (秘笈) cards can be cast." },
  not_enough_mana: { zh: "目前命運不足（§9）。", en: "Not enough current Fate (§9)." },
  bad_slot: { zh: "沒有這個欄位。", en: "There is no such slot." },
  slot_taken: { zh: "這個欄位已經有江湖人。", en: "That slot is already taken." },
  first_turn_no_attack: { zh: "先攻在自己的第一回合不能攻擊（§2）。", en: "The first player may not attack on their first turn (§2)." },
  not_your_unit: { zh: "這不是你戰場上的江湖人。", en: "That is not one of your heroes on the field." },
  no_attacks_left: { zh: "這名江湖人沒有剩餘攻擊次數（§3）。", en: "This hero has no attacks left (§3)." },
  bad_target: { zh: "對方戰場上沒有這名江湖人。", en: "There is no such hero on the opposing field." },
  base_blocked: { zh: "對方戰場有江湖人時，只能以暗器攻擊本陣（§4）。", en: "While the opponent has heroes on the field, only darts can hit the base (§4)." },
  no_darts: { zh: "暗器須在 1 以上才能以暗器攻擊本陣（§4）。", en: "Darts must be 1 or more to hit the base with darts (§4)." },
  bad_heal_target: { zh: "醫術只能指定己方戰場上的江湖人。", en: "Medicine can only name one of your own heroes on the field." },
} as const satisfies Record<string, LocalText>;
export type DuelErrorCode = keyof typeof DUELIST_ERRORS;

export function ruleError(code: DuelErrorCode, detail?: LocalText): RuleError {
  return ruleErrorFrom(DUELIST_ERRORS, code, detail);
}
export function need(cond: unknown, code: DuelErrorCode, detail?: LocalText): asserts cond {
  if (!cond) throw ruleError(code, detail);
}

/**
 * Why a 秘笈 fails (SEED §8: its effect cannot be processed completely). Not an error: the cast is legal, it
 * resolves as "refund and draw". Thrown inside a resolution and caught by the cast procedure.
 */
export class SecretFailure {
  constructor(readonly code: string, readonly reason: LocalText) {}
}

export const FAILURES = {
  no_enemy_unit: { zh: "對方戰場沒有江湖人", en: "the opponent has no hero on the field" },
  no_friendly_unit: { zh: "己方戰場沒有江湖人", en: "you have no hero on the field" },
  too_few_friendly_units: { zh: "己方戰場的江湖人少於 2 名", en: "you have fewer than 2 heroes on the field" },
  no_courage_target: { zh: "沒有可獲得勇氣的江湖人", en: "no hero of yours can gain Courage" },
  unique_on_board: { zh: "百萬趙活已在場，無法再生成", en: "Mega Zhao Huo is already on your field and cannot be created again" },
  no_slot: { zh: "戰場沒有足夠的空位", en: "not enough empty slots on your field" },
  no_pair: { zh: "沒有命運合計相符的 2 名江湖人", en: "no 2 heroes have Fate adding up to that" },
  no_hand_unit: { zh: "手牌中沒有江湖人卡牌", en: "no hero card in your hand" },
  empty_hand: { zh: "手牌是空的", en: "your hand is empty" },
  hands_empty: { zh: "雙方都沒有手牌", en: "both hands are empty" },
  deck_short: { zh: "牌堆不夠抽", en: "the deck has too few cards to draw" },
  deck_units_short: { zh: "牌堆中的江湖人卡牌不足", en: "too few hero cards left in your deck" },
  hand_full: { zh: "手牌已滿", en: "your hand is full" },
  no_low_cost_unit: { zh: "雙方戰場沒有命運 3 以下的江湖人", en: "no hero with Fate 3 or less on either field" },
} as const satisfies Record<string, LocalText>;
export type FailureCode = keyof typeof FAILURES;

export function fail(code: FailureCode): never {
  throw new SecretFailure(code, FAILURES[code]);
}
