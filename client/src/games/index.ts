import type { GameView } from "./types";
import { GenericBoard } from "./GenericBoard";
import { drawpassView } from "./drawpass";
import { shengkeView } from "./shengke";
import { cfeView } from "./cfe";
import { duelistView } from "./duelist";

export type { GameView, GameViewProps } from "./types";

/**
 * Game views by mode id (the room name from /api/games). To add a game: write `games/<id>.tsx` exporting a
 * `GameView`, import it here and add one line. Modes without an entry get the generic board.
 */
export const GAME_VIEWS: Record<string, GameView> = {
  drawpass: drawpassView,
  shengke: shengkeView,
  cfe: cfeView,
  duelist: duelistView,
};

export const genericView: GameView = { Board: GenericBoard };

export function gameViewFor(mode: string): GameView {
  return Object.prototype.hasOwnProperty.call(GAME_VIEWS, mode) ? GAME_VIEWS[mode] : genericView;
}
