import type { ActionCandidates } from "../candidates";
import type { DrawPassState } from "./engine";

/** Both actions, whoever asks and whatever the position (the deck may be empty, the game over). */
export const drawPassCandidates: ActionCandidates<DrawPassState> = {
  candidates: () => [{ type: "draw" }, { type: "pass" }],
};
