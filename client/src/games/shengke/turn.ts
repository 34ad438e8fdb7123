/** 生剋棋's turn line and result note for the table shell (no components: unit tests import this directly). */
import type { LocalText } from "../../i18n";
import type { TurnLabel } from "../types";
import { asState } from "./model";
import { sx } from "./strings";

/** The turn is `state.active`'s; a seat holding priority in a chain or a phase window is responding. */
export function turnLabel(view: unknown): TurnLabel | null {
  const s = asState(view);
  if (!s || s.over) return null;
  if (s.priority.mode === "chain") return { turnSeats: [s.active], respond: sx("respondChain") };
  if (s.priority.mode === "phase") {
    // The phase's name differs per language, so it is put into each language's line separately.
    const line = sx("respondPhase");
    const phase = sx(`phase_${s.phase}`);
    return { turnSeats: [s.active], respond: { zh: line.zh.replace("{phase}", phase.zh), en: line.en.replace("{phase}", phase.en) } };
  }
  return { turnSeats: [s.active] };
}

/** 「8+2」: the first player's count carries the first-player bonus (seed 三). */
export function resultNote(view: unknown): LocalText | null {
  const s = asState(view);
  if (!s || !s.over || !s.rules.firstPlayerBonus) return null;
  const counted = s.t.counted ?? [0, 0];
  return sx("scoreNote", { count: counted[s.first], bonus: s.rules.firstPlayerBonus, n: s.first + 1 });
}

