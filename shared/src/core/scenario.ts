import type { GameEvent } from "./engine";

/**
 * What a game's scenario runner (`npm run scenario -- file.json`, format in docs/scenarios.md) returns. Here, apart
 * from the registry (games/scenarios.ts), so a game's runner imports the contract without importing every other game.
 */
export interface ScenarioOutput {
  state: unknown;
  events: GameEvent[];
  /** Set when an action was refused: the index of that action and the typed error. Later actions are not run. */
  error?: { index: number; code: string; zh: string; en: string };
}
export type ScenarioRunner = (input: unknown) => ScenarioOutput;
