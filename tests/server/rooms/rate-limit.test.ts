import { RuleError } from "../../../shared/src/core/errors";
import { MessageAllowance, TokenBucket } from "../../../server/src/rooms/rateLimit";

test("a bucket says how long until its next message is allowed", () => {
  const bucket = new TokenBucket(10, 2, 0);
  expect(bucket.retryAfterMs(0)).toBe(0);
  expect([bucket.take(0), bucket.take(0), bucket.take(0)]).toEqual([true, true, false]);
  expect(bucket.retryAfterMs(0)).toBe(100);
  expect(bucket.retryAfterMs(40)).toBe(60);
  expect(bucket.take(99)).toBe(false);
  expect(bucket.take(100)).toBe(true);
});

test("a spent allowance refuses with the message's type and the wait", () => {
  const allowance = new MessageAllowance(4, 1);
  allowance.spend("s1", "rematch");
  let refusal: unknown;
  try {
    allowance.spend("s1", "rematch");
  } catch (e) {
    refusal = e;
  }
  expect(refusal).toBeInstanceOf(RuleError);
  expect((refusal as RuleError).code).toBe("rate_limited");
  expect((refusal as RuleError).data).toEqual({ type: "rematch", retryAfterMs: expect.any(Number) });
  const { retryAfterMs } = (refusal as RuleError).data as { retryAfterMs: number };
  expect(retryAfterMs).toBeGreaterThan(0);
  expect(retryAfterMs).toBeLessThanOrEqual(250);
  // Another session has its own allowance.
  expect(() => allowance.spend("s2", "rematch")).not.toThrow();
});
