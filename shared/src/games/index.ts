import type { AnyEngine } from "../core/engine";
import { drawPassEngine } from "./drawpass/engine";
import { cfeEngine } from "./cfe/engine";
import { shengkeEngine } from "./shengke/engine";
import { slayingEngine } from "./slaying/engine";
import { duelistEngine } from "./duelist/engine";

/** Every engine this codebase ships, by id. Game modes (server rooms) pick from here. */
export const ENGINES: Record<string, AnyEngine> = {
  shengke: shengkeEngine,
  cfe: cfeEngine,
  slaying: slayingEngine,
  duelist: duelistEngine,
  drawpass: drawPassEngine,
};

export function getEngine(id: string): AnyEngine | undefined {
  return Object.prototype.hasOwnProperty.call(ENGINES, id) ? ENGINES[id] : undefined;
}
