/**
 * The table clocks' bounds (docs/protocol.md, TableSettings), shared by the server's schema and the create form.
 * Zod-free so the lobby bundle can use it.
 */
export const CLOCK_LIMITS = {
  /** Seconds for a whole turn; 0 = no turn clock. */
  turnSeconds: { min: 10, max: 600 },
  /** Seconds to answer a response window; 0 = no limit. */
  responseSeconds: { min: 5, max: 120 },
  /** Turn timeouts in a row before a bot plays the seat. */
  timeoutsBeforeBot: { min: 1, max: 10, default: 2 },
} as const;

/** A response window's clock when the table names none: this with a turn clock (never longer than a turn), else none. */
export const DEFAULT_RESPONSE_SECONDS = 15;

/** The response-window seconds in force for these settings. */
export function responseSecondsFor(turnSeconds: number, responseSeconds: number | undefined): number {
  if (responseSeconds !== undefined) return responseSeconds;
  return turnSeconds > 0 ? Math.min(DEFAULT_RESPONSE_SECONDS, turnSeconds) : 0;
}

/** 0 (off) or within [min, max]: a clock setting the server accepts. */
export const clockValueOk = (n: number, limits: { min: number; max: number }) => Number.isInteger(n) && (n === 0 || (n >= limits.min && n <= limits.max));
