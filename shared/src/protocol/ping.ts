import type { SlayingState } from "../games/slaying/types";
import type { ChatErrorCode, PingShown, PingTarget } from "./chat";

/**
 * What a 弒魔戰爭 ping shows the pinger's teammates. A hand card must be the pinger's own, and its id travels only
 * where hands are public at this table (seesHandOf in view.ts): with private hands the teammates learn that a card
 * was pointed at, never which.
 */
export function slayingPing(state: SlayingState, seat: number, target: PingTarget): PingShown | { error: ChatErrorCode } {
  if (target.kind !== "card") return target;
  if (!state.players[seat]?.hand.includes(target.card)) return { error: "ping_not_yours" };
  return state.options.privateHands ? { kind: "card" } : target;
}

export type PingRule = (state: unknown, seat: number, target: PingTarget) => PingShown | { error: ChatErrorCode };

/** Modes whose tables take pings (co-op: teammates plan together); elsewhere a ping is `pings_not_available`. */
const PING_RULES: Record<string, PingRule> = {
  slaying: (state, seat, target) => slayingPing(state as SlayingState, seat, target),
};

export function pingRuleFor(mode: string): PingRule | undefined {
  return PING_RULES[mode];
}
