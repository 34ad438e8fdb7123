import type { SlayingState } from "./types";

/**
 * Seats in the co-op sequence (spec §3.1–3.2): P1 → D → P2 → D → … with an army turn after every player turn.
 * For any player both 上家 and 下家 are the army; for the army, 上家 is the player who just acted and 下家 is the
 * player who acts next — the same player again when an extra turn is owed (§11.6), P1 itself in solo.
 */
export function nextPlayer(s: Pick<SlayingState, "current" | "seats" | "extraTurns">): number {
  return s.extraTurns > 0 ? s.current : (s.current + 1) % s.seats;
}
