import { PHASES as CFE_PHASES, type Pending as CfePending } from "./cfe/types";
import { END_REASONS as CHRONO_END_REASONS, PHASES as CHRONO_PHASES } from "./chrono/types";
import { END_REASONS as DUELIST_END_REASONS, PHASES as DUELIST_PHASES } from "./duelist/types";
import { PHASES as SHENGKE_PHASES, PRIORITY_MODES } from "./shengke/types";
import { PHASES as SLAYING_PHASES, type Pending as SlayingPending } from "./slaying/types";

/** A list that must name every member of the union `T`: leaving one out is a compile error. */
const every =
  <T extends string | number>() =>
  <const L extends readonly T[]>(list: L & ([Exclude<T, L[number]>] extends [never] ? unknown : { missing: Exclude<T, L[number]> })): readonly T[] =>
    list;

/** One enumerated state field: where it sits on the wire, every value it takes, and what they mean. */
export interface StateValues {
  field: string;
  values: readonly (string | number)[];
  meaning?: string;
}

/**
 * Every enumerated field of each mode's `game` state, taken from the engines' own lists (docs/protocol.md prints
 * them with `npm run docs:protocol`). An empty string on the wire means "none" wherever a field can be unset.
 */
export const STATE_VALUES: Record<string, StateValues[]> = {
  shengke: [
    { field: "phase", values: SHENGKE_PHASES, meaning: "the turn's five steps (seed 三、<1>–<5>); the game is over when `over` is true" },
    { field: "priorityMode", values: PRIORITY_MODES, meaning: "`main`: the turn's player acts in the phase; `chain`: a curse was declared and `prioritySeat` may answer it; `phase`: the turn's player passed the phase and the opponent may activate curses before it ends" },
    { field: "priorityReturnTo", values: ["main", "phase"], meaning: "where priority goes once the chain has resolved" },
  ],
  cfe: [
    { field: "phase", values: CFE_PHASES },
    { field: "pendingKind", values: ["", ...every<NonNullable<CfePending>["kind"]>()(["chaos", "draw", "revelation"])], meaning: "`chaos`: `pendingSeat` picks `pendingCount` cards of `pendingTarget`'s hand (`chaos_pick`); `draw`: keep all but one of the drawn cards (`discard`); `revelation`: keep one (`revelation_pick`)" },
    { field: "thisTurn.kind / prevTurn.kind", values: ["play", "pass", "change", "none"] },
  ],
  slaying: [
    { field: "phase", values: SLAYING_PHASES },
    { field: "pendingKind", values: ["", ...every<NonNullable<SlayingPending>["kind"]>()(["chaos", "dig", "draw", "revelation"])], meaning: "`chaos`: pick `pendingCount` of the army's cards (`chaos_pick`); `dig`: pick the level-5 card of `pendingCards` that becomes a shard (`dig_pick`); `draw`: keep all of `pendingCards` but one (`discard`); `revelation`: keep one (`revelation_pick`)" },
    { field: "turnState.stage", values: [0, 1, 2, 3], meaning: "how far the turn's optional steps went (T3–T6): 0 before the move, 1 after it (dig), 2 after the dig (shop), 3 in the active window (shards, items, abilities); the action (T7) ends the steps" },
    { field: "turnState.action", values: ["", "<formation id>", "prepare", "change", "pass"], meaning: "this turn's action; empty before it" },
  ],
  duelist: [
    { field: "phase", values: DUELIST_PHASES },
    { field: "endReason", values: ["", ...DUELIST_END_REASONS] },
  ],
  chrono: [
    { field: "phase", values: CHRONO_PHASES },
    { field: "endReason", values: ["", ...CHRONO_END_REASONS] },
  ],
  drawpass: [],
};
