import type { CurseSide } from "../content";
import type { Events } from "../ops";
import type { CurseTargets, ShengkeState } from "../types";

export type TargetField = "cell" | "cell2" | "card" | "element" | "turns";

/**
 * One 咒術 effect. Effects are a registry (./registry.ts), one per file: content names them by id, and a new
 * effect is a new file, never a new branch in a switch.
 */
export interface CurseEffect {
  /** Which action fields the effect reads (the others must be absent). */
  readonly fields: readonly TargetField[];
  /** Every legal target right now, for legalActions and the bots. */
  targets(s: ShengkeState, seat: number, side: CurseSide): CurseTargets[];
  /** Is `t` legal right now? On success fills `t.ids` with the board cards named by cell/cell2. */
  check(s: ShengkeState, seat: number, side: CurseSide, t: CurseTargets): boolean;
  /** Apply at resolution. Returns false when the effect fizzles (its target left or changed). */
  resolve(s: ShengkeState, seat: number, side: CurseSide, t: CurseTargets, ev: Events | null): boolean;
  /**
   * The target is legal but its effect would add nothing now (everything it gives is lost at the cap): casting it
   * changes nothing worth a stop, so it neither holds a step open nor opens a window for its holder
   * (legal.ts `changesSomething`; docs/rules/shengke.md, "Information"). Absent: every legal target changes something.
   */
  addsNothing?(s: ShengkeState, seat: number, side: CurseSide, t: CurseTargets): boolean;
  /** Only usable as an answer to another curse (無效發動). */
  readonly responseOnly?: boolean;
}
