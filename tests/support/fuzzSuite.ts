/**
 * `npm run fuzz` in the suite: 8,000 messages per hosted mode at 8 tables of a real server (every seat count, bot
 * seats included; ≈ 1,000 messages a table, as many as 20,000 over 16 tables gave, and 30 finished 弒魔戰爭 games),
 * with every answer checked. The 20,000-message runs of `npm run fuzz` are the acceptance figures, not the suite's.
 * One test file per mode (tests/server/fuzz-<mode>.test.ts) so jest runs them in parallel; tests/server/
 * per-mode-suites.test.ts fails when a hosted mode has none. The server runs in
 * this process with a raised message allowance, so the run is bound by the machine, not by the rate limiter (which
 * still answers bursts with rate_limited). Crashes of a separate process are covered by `npm run fuzz` itself
 * (its own server as a child process) and by tests/server/fuzz-holes.test.ts. docs/operations.md, "Fuzzing and leak
 * scans".
 */
import { runFuzz } from "../../server/src/tools/fuzz/run";
import type { Rate } from "../../server/src/tools/fuzz/client";
import { startArena, type TestArena } from "./arena";

const MESSAGES = 8_000;
const RATE: Rate = { perSecond: 2000, burst: 400 };

export function fuzzSuite(mode: string) {
  jest.setTimeout(240_000);

  let t: TestArena;
  beforeAll(async () => {
    // Auto-passes at once (as `npm run fuzz`'s own server): the room's own moves land with the move that caused them.
    t = await startArena({ MESSAGES_PER_SECOND: String(RATE.perSecond), MESSAGE_BURST: String(RATE.burst), AUTO_PASS_MS: "0-0" });
  });
  afterAll(async () => {
    await t.stop();
  });

  describe(mode, () => {
    test(`${MESSAGES} fuzz messages: no crash, no change on a refusal, only typed errors, no disconnect`, async () => {
      const report = await runFuzz({ game: mode, messages: MESSAGES, server: t.url, rate: RATE, tables: 8, seed: "jest" });
      const { totals, details } = report;
      const counts = { ...totals, unexpected_accepts: details.unexpected_accepts, unanswered: details.unanswered, decode_errors: details.decode_errors };
      // On a failure the received side carries the first problems of each kind in words.
      expect({ ...counts, examples: report.clean() ? {} : details.examples }).toEqual({
        game: mode,
        messages: MESSAGES,
        crashes: 0,
        state_changes_on_refusal: 0,
        untyped_errors: 0,
        disconnects: 0,
        unexpected_accepts: 0,
        unanswered: 0,
        decode_errors: 0,
        examples: {},
      });
      expect(report.clean()).toBe(true);
      // Real coverage: games were played to the end and restarted, raw frames got their documented outcome.
      expect(details.games_finished).toBeGreaterThan(0);
      for (const [outcome, r] of Object.entries(details.raw)) expect({ outcome, ...r }).toEqual({ outcome, expected: r.expected, matched: r.expected });
    });
  });
}
