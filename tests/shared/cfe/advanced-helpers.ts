import type { CfeOptions, CfeState, PositionSpec } from "../../../shared/src/games/cfe";
import { act, pos } from "./helpers";

/**
 * Positions with the advanced modules (§10). `official` = all three (HP 200 / 250); `modules` picks some.
 * Seat 0 acts; in 1v1 seat 1 is both 上家 and 下家.
 */
export const OFFICIAL: Partial<CfeOptions> = { preset: "official" };
export function apos(spec: PositionSpec, seats = 2, options: Partial<CfeOptions> = OFFICIAL): CfeState {
  return pos(spec, seats, options);
}
export function modules(...m: ("stars" | "legends" | "heroes")[]): Partial<CfeOptions> {
  return Object.fromEntries(m.map((x) => [x, true]));
}

/** 轉職 by faces. */
export function change(s: CfeState, seat: number, profession: string, cards: string[]) {
  return act(s, seat, { type: "change", profession, cards });
}
/** 發動 by faces. */
export function ability(s: CfeState, seat: number, id: string, cards: string[], extra: Record<string, unknown> = {}) {
  return act(s, seat, { type: "ability", ability: id, cards, ...extra });
}
export const codeOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as { code?: string }).code;
  }
  return "no error";
};
