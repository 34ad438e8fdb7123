import type { ActionCandidates } from "../../core/actionCandidates";
import type { DrawPassState } from "./engine";

/** Both actions, whoever asks and whatever the position (the deck may be empty, the game over). */
export const drawPassCandidates: ActionCandidates<DrawPassState> = {
  candidates: () => [{ type: "draw" }, { type: "pass" }],
};
