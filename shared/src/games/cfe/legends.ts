import type { GameEvent } from "../../core/engine";
import type { Element } from "../../core/elements";
import { moduleOn } from "./advanced";
import { MODULE_CONTENT, type EnvironmentData } from "./moduleContent";
import { seatEn, seatZh } from "./state";
import type { CfeState } from "./types";

/**
 * 五方傳說 Five Directions Legend (rules §10.2): the shared environment (none at the start), set by the sacred
 * beasts and cleared by 虛空斷脈術. Damage of its element is doubled; damage of the element that generates it
 * becomes healing (not against a shield); each environment disables two formations (data: content/environments.json).
 */
export type { EnvironmentData } from "./moduleContent";
export const ENVIRONMENTS: readonly EnvironmentData[] = MODULE_CONTENT.environments.list;
/** Damage of the environment's element is multiplied by this. */
export const ENVIRONMENT_MULTIPLIER = MODULE_CONTENT.environments.damageMultiplier;
const BY_ELEMENT = new Map(ENVIRONMENTS.map((e) => [e.element, e]));

export function environmentData(e: Element): EnvironmentData {
  return BY_ELEMENT.get(e)!;
}
export function environmentOf(s: Pick<CfeState, "advanced">): Element | null {
  return moduleOn(s, "legends") ? s.advanced!.environment : null;
}
/** Does the current environment disable this formation (played, cards spent, no effect)? */
export function disabledByEnvironment(s: Pick<CfeState, "advanced">, formationId: string): boolean {
  const e = environmentOf(s);
  return e !== null && environmentData(e).disables.includes(formationId);
}

export function setEnvironment(s: CfeState, seat: number, e: Element, events: GameEvent[]): void {
  const before = s.advanced!.environment;
  s.advanced!.environment = e;
  const d = environmentData(e);
  events.push({
    type: "environment",
    seat,
    zh: `${seatZh(seat)}使環境變為${d.zh}${before && before !== e ? `（原為${environmentData(before).zh}）` : ""}。`,
    en: `${seatEn(seat)} turns the environment to ${d.en}${before && before !== e ? ` (was ${environmentData(before).en})` : ""}.`,
    data: { environment: e, before, disables: d.disables },
  });
}

/** Clears the environment; returns whether there was one. */
export function clearEnvironment(s: CfeState, seat: number, events: GameEvent[]): boolean {
  const before = s.advanced!.environment;
  if (before === null) return false;
  s.advanced!.environment = null;
  events.push({ type: "environment_cleared", seat, zh: `${environmentData(before).zh}的環境被破除。`, en: `The ${environmentData(before).en} environment is cleared.`, data: { before } });
  return true;
}
