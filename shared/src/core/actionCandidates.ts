/**
 * For the property "legalActions lists exactly what apply accepts" (tests/shared/legal-actions.test.ts) and the
 * fuzzer: per engine, actions worth trying at a position besides the legal ones. Each engine's generator lives next to
 * it and knows its action shapes: every card, cell and target the position offers, the right move in the wrong phase,
 * near misses. Here, apart from the registry (games/candidates.ts), so a game's generator imports the contract
 * without importing every other game.
 */
export interface ActionCandidates<S = any, A = any> {
  /** Actions to try for `seat` (need not be legal; they are checked with the action schema first). */
  candidates(state: S, seat: number): unknown[];
  /**
   * Another spelling of the same move maps to its listed form (apply treats both alike); identity when absent.
   * Only for differences the rules give no choice about (e.g. the order cards of one formation are listed in).
   */
  canonical?(state: S, seat: number, action: A): A;
}
