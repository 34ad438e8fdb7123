import { ruleErrorFrom, type RuleError } from "../../core/errors";

/** Every RuleError code the 時序之戰 engine throws, with its text. Codes are stable (rooms and clients rely on them). */
export const CHRONO_ERRORS = {
  game_over: { zh: "遊戲已結束。", en: "The game is over." },
  bad_seat: { zh: "沒有這個座位。", en: "There is no such seat." },
  not_your_turn: { zh: "還沒輪到你。", en: "It is not your turn." },
  must_draw: { zh: "請先抽完效果給你的牌。", en: "First draw the cards an effect gave you." },
  wrong_phase: { zh: "現在這個階段不能這樣做。", en: "That is not possible in this phase." },
  deck_empty: { zh: "這個牌庫已經沒有牌了。", en: "That deck is empty." },
  hand_full: { zh: "手牌已補滿，不能再抽。", en: "Your hand is full; no more draws." },
  card_not_in_hand: { zh: "這張牌不在你的手牌中。", en: "That card is not in your hand." },
  not_a_character: { zh: "這不是角色卡。", en: "That is not a character card." },
  not_an_effect: { zh: "這不是效果卡。", en: "That is not an effect card." },
  not_a_trap: { zh: "這不是陷阱卡。", en: "That is not a trap card." },
  field_full: { zh: "場上角色已達上限。", en: "Your field is full." },
  trap_limit: { zh: "覆蓋的陷阱卡已達上限。", en: "You already have the most traps allowed set." },
  target_required: { zh: "這個角色的出場時特殊技能需要指定目標。", en: "This character's on-entry special needs a target." },
  target_not_allowed: { zh: "這個角色出場時不需要指定目標，或所指定的目標不符合條件。", en: "This placement takes no target, or the named target does not qualify." },
  no_attack: { zh: "沒有可以進行的攻擊。", en: "There is no attack to make." },
  bad_attacker: { zh: "只能用你場上的角色攻擊。", en: "Attack with a character on your own field." },
  attacker_frozen: { zh: "這個角色本回合不能攻擊。", en: "That character cannot attack this turn." },
  attacker_spent: { zh: "這個角色本回合已經攻擊過了。", en: "That character has already attacked this turn." },
  bad_target: { zh: "沒有這個目標。", en: "There is no such target." },
  not_enemy: { zh: "只能攻擊敵方。", en: "Only enemies can be attacked." },
  target_guarded: { zh: "該玩家場上還有角色，只能先攻擊角色（AMB-3）。", en: "That player still has characters; attack them first (AMB-3)." },
  bless_kind: { zh: "這張效果卡不能加持在這種目標上（角色／玩家）。", en: "This effect does not go on that kind of target (character / player)." },
  bless_attribute: { zh: "效果卡只能加持在同屬性或其所生屬性的玩家或角色上。", en: "An effect may only go on a player or character of its own attribute or the one it generates." },
  bad_action: { zh: "動作格式錯誤。", en: "Malformed action." },
} as const;
export type ChronoErrorCode = keyof typeof CHRONO_ERRORS;

export function ruleError(code: ChronoErrorCode): RuleError {
  return ruleErrorFrom(CHRONO_ERRORS, code);
}
export function need(cond: unknown, code: ChronoErrorCode): asserts cond {
  if (!cond) throw ruleError(code);
}
