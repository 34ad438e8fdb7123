import { roomError } from "./roomErrors";

/** A token bucket per client: a burst of `burst` messages, refilled at `perSecond`. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(private readonly perSecond: number, private readonly burst: number, now = Date.now()) {
    this.tokens = burst;
    this.last = now;
  }

  take(now = Date.now()): boolean {
    this.tokens = this.refilled(now);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** How long until `take` succeeds again (0 when it would now). */
  retryAfterMs(now = Date.now()): number {
    const tokens = this.refilled(now);
    return tokens >= 1 ? 0 : Math.ceil(((1 - tokens) / this.perSecond) * 1000);
  }

  private refilled(now: number): number {
    return Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
  }
}

/** Each session's message allowance (a TokenBucket), forgotten when the session leaves. */
export class MessageAllowance {
  private buckets = new Map<string, TokenBucket>();

  constructor(private readonly perSecond: number, private readonly burst: number) {}

  take(sessionId: string): boolean {
    let bucket = this.buckets.get(sessionId);
    if (!bucket) this.buckets.set(sessionId, (bucket = new TokenBucket(this.perSecond, this.burst)));
    return bucket.take();
  }

  /**
   * `sessionId` spends one message of `type`; over the allowance, the refusal says which message it was and when to
   * send it again (a program retries then instead of losing it: a `rematch` refused after a burst of moves).
   */
  spend(sessionId: string, type: string): void {
    if (this.take(sessionId)) return;
    const refused = roomError("rate_limited");
    refused.data = { type, retryAfterMs: this.buckets.get(sessionId)!.retryAfterMs() };
    throw refused;
  }

  forget(sessionId: string) {
    this.buckets.delete(sessionId);
  }
}
