/** 生剋棋 game view: the table board, whose turn it is, and how the final score reads. */
import type { GameView } from "../types";
import { resultNote, turnLabel } from "./turn";
import { ShengkeView } from "./View";

export const shengkeView: GameView = { Board: ShengkeView, turnLabel, resultNote };
