import type { ScenarioRunner } from "../core/scenario";
import { runCfeScenario } from "./cfe/scenario";
import { runChronoScenario } from "./chrono/scenario";
import { runShengkeScenario } from "./shengke/scenario";
import { runSlayingScenario } from "./slaying/scenario";
import { runDuelScenario } from "./duelist/scenario";

/**
 * `npm run scenario -- file.json` loads a position and a list of actions and prints what happened. Each game
 * that supports scenarios registers its runner here; the file's "game" field picks it. Format: docs/scenarios.md;
 * what a runner returns: core/scenario.ts.
 */
export const SCENARIO_RUNNERS: Record<string, () => ScenarioRunner> = {
  cfe: () => runCfeScenario,
  chrono: () => runChronoScenario,
  shengke: () => runShengkeScenario,
  slaying: () => runSlayingScenario,
  duelist: () => runDuelScenario,
};
