/** A token bucket per client: a burst of `burst` messages, refilled at `perSecond`. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(private readonly perSecond: number, private readonly burst: number, now = Date.now()) {
    this.tokens = burst;
    this.last = now;
  }

  take(now = Date.now()): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
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

  forget(sessionId: string) {
    this.buckets.delete(sessionId);
  }
}
