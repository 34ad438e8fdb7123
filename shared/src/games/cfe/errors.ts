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
  module_off: { zh: "本局未使用這個進階規則。", en: "That advanced module is not in use in this game." },
  unknown_profession: { zh: "沒有這個職業。", en: "There is no such profession." },
  same_profession: { zh: "你已經是這個職業了。", en: "You already have that profession." },
  profession_prerequisite: { zh: "你目前的職業不能轉職為這個職業（§10.3）。", en: "Your current profession cannot change to that one (§10.3)." },
  profession_cards: { zh: "這些牌不符合轉職需求（§10.3）。", en: "These cards do not meet the profession's requirement (§10.3)." },
  unknown_ability: { zh: "沒有這個能力。", en: "There is no such ability." },
  ability_not_held: { zh: "你的職業沒有這個能力。", en: "Your profession does not have that ability." },
  ability_used: { zh: "本回合已經成功發動過能力了（每回合一次）。", en: "You already activated an ability this turn (once per turn)." },
  ability_cards: { zh: "這個能力需要的牌不對。", en: "That ability needs different cards." },
  ability_choice: { zh: "請指定虛擬牌的屬性與等級。", en: "Name the virtual card's element and level." },
  ability_impossible: { zh: "這個能力現在無法完整生效，不能發動。", en: "That ability cannot take its whole effect now." },
  virtual_unused: { zh: "本回合必須使用幻術造出的虛擬牌。", en: "This turn's formation must use the virtual card." },
  virtual_scope: { zh: "虛擬牌不能用在這個陣法（幻術只能施展該行擊術，幻朧只能用於基礎陣法）。", en: "The virtual card cannot be used in that formation (Illusion: only its element's strike; Phantasm: basic formations only)." },
  revelation_pick: { zh: "只能留下剛抽到的其中一張。", en: "Keep one of the cards just drawn." },
  bad_action: { zh: "動作格式錯誤。", en: "Malformed action." },
} as const;
export type CfeErrorCode = keyof typeof CFE_ERRORS;

export function ruleError(code: CfeErrorCode): RuleError {
  return ruleErrorFrom(CFE_ERRORS, code);
}
export function need(cond: unknown, code: CfeErrorCode): asserts cond {
  if (!cond) throw ruleError(code);
}
