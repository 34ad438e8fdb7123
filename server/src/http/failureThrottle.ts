import type { RequestHandler } from "express";

/**
 * Failed attempts per key (a client address) within a sliding window: once `limit` fall within `windowMs`, the key
 * is refused until the oldest expires. Keys that stopped failing are forgotten once the map grows, so a spray of
 * addresses cannot fill memory.
 */
export class FailureWindow {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly limit: number, private readonly windowMs: number) {}

  /** Milliseconds until `key` may try again; 0 when it may now. */
  blockedFor(key: string, now = Date.now()): number {
    if (this.failures.size > 10_000) for (const [other, times] of this.failures) if (now - times[times.length - 1] >= this.windowMs) this.failures.delete(other);
    const recent = this.recent(key, now);
    if (recent.length) this.failures.set(key, recent);
    else this.failures.delete(key);
    return recent.length >= this.limit ? Math.max(1, recent[0] + this.windowMs - now) : 0;
  }

  record(key: string, now = Date.now()): void {
    this.failures.set(key, [...this.recent(key, now), now]);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
  }
}

export interface FailureThrottleOptions {
  /** Failed attempts allowed per key within `windowMs`; the next request is answered 429 until the oldest expires. */
  limit: number;
  windowMs: number;
  key: (req: Parameters<RequestHandler>[0]) => string;
  /** Which responses count as a failed attempt. */
  isFailure?: (status: number) => boolean;
  /** Which requests are attempts at all (e.g. only those carrying credentials); default: every request. */
  isAttempt?: (req: Parameters<RequestHandler>[0]) => boolean;
}

/**
 * Slows down password guessing: counts failed answers (401 by default) per client address and refuses further
 * attempts with 429 and Retry-After once `limit` failures fall within the window.
 */
export function throttleFailures({ limit, windowMs, key, isFailure = (s) => s === 401, isAttempt = () => true }: FailureThrottleOptions): RequestHandler {
  const window = new FailureWindow(limit, windowMs);
  return (req, res, next) => {
    const k = key(req);
    const wait = window.blockedFor(k);
    if (wait > 0) {
      res.setHeader("Retry-After", String(Math.ceil(wait / 1000)));
      res.status(429).json({ error: "too_many_attempts", message: { zh: "嘗試次數過多，請稍後再試。", en: "Too many failed attempts; try again later." } });
      return;
    }
    if (isAttempt(req)) {
      res.on("finish", () => {
        if (isFailure(res.statusCode)) window.record(k);
      });
    }
    next();
  };
}
