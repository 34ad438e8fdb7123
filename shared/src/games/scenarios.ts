import type { GameEvent } from "../core/engine";
import { runCfeScenario } from "./cfe/scenario";
import { runShengkeScenario } from "./shengke/scenario";
import { runSlayingScenario } from "./slaying/scenario";
import { runDuelScenario } from "./duelist/scenario";

/**
 * `npm run scenario -- file.json` loads a position and a list of actions and prints what happened. Each game
 * that supports scenarios registers its runner here; the file's "game" field picks it. Format: docs/scenarios.md.
 */
export interface ScenarioOutput {
  state: unknown;
  events: GameEvent[];
  /** Set when an action was refused: the index of that action and the typed error. Later actions are not run. */
  error?: { index: number; code: string; zh: string; en: string };
}
export type ScenarioRunner = (input: unknown) => ScenarioOutput;

export const SCENARIO_RUNNERS: Record<string, () => ScenarioRunner> = {
  cfe: () => runCfeScenario,
  shengke: () => runShengkeScenario,
  slaying: () => runSlayingScenario,
  duelist: () => runDuelScenario,
};
