import { ELEMENTS } from "../../../../core/elements";
import { gainTokens as gain, tokenPool } from "../../ops";
import type { CurseEffect } from "../effect";

/** Gain `amount` 魂 or 魄 (side.params.kind) of a chosen element, up to the cap. */
export const gainTokens: CurseEffect = {
  fields: ["element"],
  targets: () => ELEMENTS.map((element) => ({ element })),
  check: (_s, _seat, _side, t) => t.element !== undefined && ELEMENTS.includes(t.element),
  // At the cap nothing is gained; a cost paid in the same element is at most regained, so the cast never adds.
  addsNothing: (s, seat, side, t) => tokenPool(s, seat, side.params.kind ?? "soul")[t.element!] >= s.rules.tokenCap,
  resolve(s, seat, side, t, ev) {
    gain(s, seat, side.params.kind ?? "soul", t.element!, side.params.amount ?? 1, ev, { zh: side.zh, en: side.en });
    return true;
  },
};
