import { ELEMENT_EN, ELEMENT_ZH } from "../core/elements";
import type { LocalText } from "../core/text";
import { cardEn, cardZh } from "../games/cfe/cards";
import { opponentById, SHARDS } from "../games/slaying/content";
import type { SlayingState } from "../games/slaying/types";
import type { ChatErrorCode } from "./chat";
import type { PingShown, PingTarget } from "./chatLines";

export type ShownPing = { target: PingShown; what: LocalText };

/**
 * What a 弒魔戰爭 ping shows the pinger's teammates, named in both languages. A hand card must be the pinger's own,
 * and its id travels only where hands are public at this table (seesHandOf in view.ts): with private hands the
 * teammates learn that a card was pointed at, never which.
 */
export function slayingPing(state: SlayingState, seat: number, target: PingTarget): ShownPing | { error: ChatErrorCode } {
  switch (target.kind) {
    case "cell":
      return { target, what: { zh: target.cell, en: target.cell } };
    case "enemy": {
      const o = opponentById(state.army.opponent);
      return { target, what: o ? { zh: o.zh, en: o.en } : { zh: "魔王軍", en: "the demon army" } };
    }
    case "shard": {
      const s = SHARDS.shards[target.element];
      return { target, what: { zh: `${ELEMENT_ZH[target.element]}晶石「${s.zh}」`, en: `the ${ELEMENT_EN[target.element]} shard (${s.en})` } };
    }
    case "card":
      if (!state.players[seat]?.hand.includes(target.card)) return { error: "ping_not_yours" };
      if (state.options.privateHands) return { target: { kind: "card" }, what: { zh: "一張手牌", en: "a hand card" } };
      return { target, what: { zh: cardZh(target.card), en: cardEn(target.card) } };
  }
}

export type PingRule = (state: unknown, seat: number, target: PingTarget) => ShownPing | { error: ChatErrorCode };

/** Modes whose tables take pings (co-op: teammates plan together); elsewhere a ping is `pings_not_available`. */
const PING_RULES: Record<string, PingRule> = {
  slaying: (state, seat, target) => slayingPing(state as SlayingState, seat, target),
};

export function pingRuleFor(mode: string): PingRule | undefined {
  return PING_RULES[mode];
}
