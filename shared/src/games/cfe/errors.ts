import { ruleErrorFrom, type RuleError } from "../../core/errors";

/** Every RuleError code the CFE engine throws, with its text. Codes are stable (rooms and clients rely on them). */
export const CFE_ERRORS = {
  game_over: { zh: "遊戲已結束。", en: "The game is over." },
  not_your_turn: { zh: "還沒輪到你。", en: "It is not your turn." },
  bad_seat: { zh: "沒有這個座位。", en: "There is no such seat." },
  wrong_phase: { zh: "現在不能這樣做。", en: "That is not possible at this step of the turn." },
  cannot_act: { zh: "你處於無法行動狀態，只能略過。", en: "You cannot act this turn; you can only pass." },
  must_act: { zh: "手上有牌時必須施展一個陣法（§3.1）。", en: "With cards in hand you must perform a formation (§3.1)." },
  card_not_in_hand: { zh: "這張牌不在你的手牌中。", en: "That card is not in your hand." },
  duplicate_card: { zh: "同一張牌不能用兩次。", en: "The same card cannot be used twice." },
  no_cards: { zh: "請選擇至少一張牌。", en: "Choose at least one card." },
  passive_pending: { zh: "你的被動術式尚未翻開，不能再覆蓋或幻化出另一個被動術式（§5.3）。", en: "Your passive has not flipped yet; you cannot cover or copy another passive (§5.3)." },
  no_formation: { zh: "這些牌組不成任何陣法。", en: "These cards make no formation." },
  unknown_formation: { zh: "沒有這個陣法。", en: "There is no such formation." },
  formation_mismatch: { zh: "這些牌組不成所指定的陣法。", en: "These cards do not make the named formation." },
  ambiguous_formation: { zh: "這些牌可組成多種陣法，請指定一種（§5.2）。", en: "These cards make several formations; name the one meant (§5.2)." },
  not_drawn_card: { zh: "只能棄掉這次新抽到的牌（§3.2）。", en: "Only one of the newly drawn cards may be discarded (§3.2)." },
  chaos_pick_count: { zh: "混沌須選擇正確張數的牌。", en: "混沌 needs exactly the required number of cards." },
  chaos_pick_card: { zh: "只能選下家手上的牌。", en: "Pick cards from 下家's hand only." },
  recycle_disabled: { zh: "本局未使用棄牌回收規則。", en: "Discard retrieval is not in use in this game." },
  recycle_used: { zh: "本回合已經回收過了。", en: "You already retrieved a card this turn." },
  recycle_nothing: { zh: "沒有可回收的牌：須是上家上回合抽牌時棄掉、仍在棄牌堆的那張（§9.1）。", en: "Nothing to retrieve: only the card 上家 discarded in last turn's draw, still in the discard pile (§9.1)." },
  bad_action: { zh: "動作格式錯誤。", en: "Malformed action." },
} as const;
export type CfeErrorCode = keyof typeof CFE_ERRORS;

export function ruleError(code: CfeErrorCode): RuleError {
  return ruleErrorFrom(CFE_ERRORS, code);
}
export function need(cond: unknown, code: CfeErrorCode): asserts cond {
  if (!cond) throw ruleError(code);
}
