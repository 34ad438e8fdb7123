/** 生剋棋 game view: the table board, the create-table options and (separately routed) the deck builder. */
import type { GameView } from "../types";
import { ShengkeOptionsForm } from "./OptionsForm";
import { ShengkeView } from "./View";
import "./shengke.css";

export const shengkeView: GameView = { Board: ShengkeView, OptionsForm: ShengkeOptionsForm };
