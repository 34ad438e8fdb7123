/** 活俠決鬥者 game view: the table board (the create-table options are OptionsForm.tsx; the deck builder is its own page, /deck/duelist). */
import type { GameView } from "../types";
import { DuelistBoard } from "./Board";

export const duelistView: GameView = { Board: DuelistBoard };
