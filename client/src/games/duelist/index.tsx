/** 活俠決鬥者 game view: the table board and the create-table options (the deck builder is its own page, /deck/duelist). */
import type { GameView } from "../types";
import { DuelistBoard } from "./Board";
import { DuelistOptionsForm } from "./OptionsForm";
import "./duelist.css";

export const duelistView: GameView = { Board: DuelistBoard, OptionsForm: DuelistOptionsForm };
