import { cloneStateInto as duelistCopyInto } from "./duelist/state";
import { cloneStateInto as shengkeCopyInto } from "./shengke/state";

/** Copies a position into a spare one of the same game, reusing its arrays and objects; returns the spare. */
export type CopyInto = (spare: never, state: never) => unknown;

/**
 * `cloneState` into a spare state, for the games that can reuse one (server/src/rooms/sparePositions.ts): the room
 * copies its position into a superseded one and applies the move there in place. Kept out of the engines so the web
 * client, which never reuses a state, does not carry them.
 */
export const SPARE_COPIES: Readonly<Record<string, CopyInto>> = {
  shengke: shengkeCopyInto,
  duelist: duelistCopyInto,
};
