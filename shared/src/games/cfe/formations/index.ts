import { BASE_FORMATIONS } from "../content";
import { FormationRegistry } from "./registry";

export { FormationRegistry, type Formation } from "./registry";
export { matchesPattern, patternSize } from "./patterns";

/** The 25 basic formations of rules v5.16 §7. */
export const BASE_REGISTRY = new FormationRegistry(BASE_FORMATIONS);
