import { ruleErrorFrom, type RuleError } from "../../core/errors";

/**
 * Every RuleError code the 生剋棋 engine throws, with what it means. Codes are stable: clients and the protocol
 * document (docs/protocol.md) key on them. `fail(code)` throws with this table's text, optionally with details.
 */
export const SHENGKE_ERRORS = {
  game_over: { zh: "遊戲已結束。", en: "The game is over." },
  not_your_priority: { zh: "現在不是你行動的時候。", en: "You do not hold priority now." },
  bad_action: { zh: "無法辨識的動作。", en: "This action is malformed." },
  wrong_phase: { zh: "這個動作不能在目前的階段進行。", en: "This action is not allowed in the current phase." },
  window_open: { zh: "咒術卡連鎖或回應中，只能發動咒術卡或放棄。", en: "A curse window is open: only activating a curse or passing is allowed." },
  not_in_window: { zh: "目前沒有可以放棄的回應時機。", en: "There is no response window to pass." },
  die_not_six: { zh: "這顆骰子不是六點，不能選擇屬性。", en: "That die is not a 6; its element is fixed." },
  die_already_chosen: { zh: "這顆骰子的屬性已經選過了。", en: "That die's element is already chosen." },
  token_already_taken: { zh: "本回合已補充過「魂」或「魄」。", en: "You already added this turn's 魂 or 魄." },
  must_choose_die: { zh: "請先為擲出六點的骰子選擇屬性。", en: "Choose the element for each die showing 6 first." },
  must_take_token: { zh: "請先補充一點「魂」或「魄」。", en: "Add one 魂 or 魄 first." },
  already_drawn: { zh: "本回合已經抽過牌了。", en: "You already drew this turn." },
  must_draw: { zh: "請先依骰子結果抽牌。", en: "Draw the rolled cards first." },
  must_summon: { zh: "還有可以召喚的靈獸卡，必須先放置。", en: "A rolled element can still be summoned: place it first." },
  must_judge: { zh: "請先進行判定。", en: "Run the judgement first." },
  already_judged: { zh: "本回合已經判定過了。", en: "The judgement already ran this turn." },
  card_not_in_hand: { zh: "這張卡不在你的手牌中。", en: "That card is not in your hand." },
  element_not_rolled: { zh: "這張靈獸卡的屬性沒有對應到尚未使用的骰子。", en: "That card's element matches no unused die." },
  cell_out_of_board: { zh: "格子不在場地區內。", en: "That cell is not on the board." },
  cell_occupied: { zh: "這一格已經有靈獸卡了。", en: "That cell is occupied." },
  cell_empty: { zh: "這一格沒有靈獸卡。", en: "That cell is empty." },
  adjacent_to_placed: { zh: "本回合放置的兩張靈獸卡不得前後左右相鄰。", en: "Cards placed this turn may not be orthogonally adjacent to each other." },
  not_enough_souls: { zh: "「魂」不足。", en: "Not enough 魂 (souls)." },
  not_enough_spirits: { zh: "「魄」不足。", en: "Not enough 魄 (spirits)." },
  pile_too_small: { zh: "牌組區的卡不足。", en: "That pile does not hold enough cards." },
  card_not_in_discard: { zh: "這張卡不在你的該屬性棄牌區。", en: "That card is not in your discard of that element." },
  curse_not_in_hand: { zh: "這張咒術卡不在你的手牌中。", en: "That curse is not in your hand." },
  curse_not_in_discard: { zh: "這張咒術卡不在你的咒術卡棄牌區。", en: "That curse is not in your curse discard." },
  curse_wrong_timing: { zh: "這張咒術卡不能在這個階段發動。", en: "That curse cannot be activated in this phase." },
  curse_no_such_side: { zh: "這張咒術卡沒有這一面咒術。", en: "That curse has no such side." },
  curse_zone_invalid: { zh: "只能放在發動條件記述的屬性咒術卡區。", en: "A curse goes only in a zone of an element its condition names." },
  curse_zone_occupied: { zh: "這個屬性咒術卡區已有咒術卡。", en: "That curse zone is occupied." },
  curse_condition_unmet: { zh: "場地區不滿足發動條件的卡名要求。", en: "The board does not meet the curse's name condition." },
  curse_reduction_invalid: { zh: "不能以此方式減免。", en: "That 減免 (waiver) does not apply." },
  curse_not_a_response: { zh: "回應必須放在相剋屬性的咒術卡區，或是無效發動的咒術。", en: "A response must go in a zone whose element overcomes the answered zone, or be a nullifying (無效發動) curse." },
  curse_needs_chain: { zh: "無效發動只能回應另一張咒術卡。", en: "A nullifying curse can only answer another curse." },
  curse_bad_target: { zh: "咒術卡的對象不合法。", en: "That curse target is not valid." },
  hand_limit: { zh: "手牌已達上限。", en: "Your hand is at its limit." },
  avatar_disabled: { zh: "此桌未開放化身召喚。", en: "化身召喚 (avatar summon) is not enabled at this table." },
  avatar_invalid: { zh: "不符合化身召喚的條件。", en: "The 化身召喚 conditions are not met." },
  avatar_name_used: { zh: "這個卡名本回合已化身召喚過。", en: "That card name already avatar-summoned this turn." },
} as const;

export type ShengkeErrorCode = keyof typeof SHENGKE_ERRORS;
export const SHENGKE_ERROR_CODES = Object.keys(SHENGKE_ERRORS) as ShengkeErrorCode[];

export function ruleError(code: ShengkeErrorCode, detail?: { zh: string; en: string }): RuleError {
  return ruleErrorFrom(SHENGKE_ERRORS, code, detail);
}

export function fail(code: ShengkeErrorCode, detail?: { zh: string; en: string }): never {
  throw ruleError(code, detail);
}

export function check(cond: unknown, code: ShengkeErrorCode, detail?: { zh: string; en: string }): asserts cond {
  if (!cond) throw ruleError(code, detail);
}
