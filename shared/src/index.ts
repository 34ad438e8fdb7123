/**
 * @wuxing-arena/rules: the rules engines, their content and wire formats, the seeded RNG and the protocol schemas,
 * as the server, the web client and bots use them (no Node or DOM imports). Each game is also its own entry point
 * (`@wuxing-arena/rules/games/cfe`, …) with everything its engine exports.
 */
export * from "./core";
export { simulate, type SimulationOptions, type SimulationSummary } from "./core/simulate";
export { verifyRecord, type Sha256, type VerifyReport } from "./core/verify";
export { ENGINES, getEngine } from "./games";
export { WIRES } from "./games/wires";
export { gameContent, CONTENT_FORMAT, type GameContent } from "./games/contents";
export { STATE_VALUES, type StateValues } from "./games/stateValues";
export * as protocol from "./protocol/messages";
export * as shengke from "./games/shengke";
export * as cfe from "./games/cfe";
export * as slaying from "./games/slaying";
export * as duelist from "./games/duelist";
export * as chrono from "./games/chrono";
export * as drawpass from "./games/drawpass";
