import type { RequestHandler } from "express";

export interface FailureThrottleOptions {
  /** Failed attempts allowed per key within `windowMs`; the next request is answered 429 until the oldest expires. */
  limit: number;
  windowMs: number;
  key: (req: Parameters<RequestHandler>[0]) => string;
  /** Which responses count as a failed attempt. */
  isFailure?: (status: number) => boolean;
}

/**
 * Slows down password guessing: counts failed answers (401 by default) per client address and refuses further
 * attempts with 429 and Retry-After once `limit` failures fall within the window.
 */
export function throttleFailures({ limit, windowMs, key, isFailure = (s) => s === 401 }: FailureThrottleOptions): RequestHandler {
  const failures = new Map<string, number[]>();
  const recentFor = (k: string, now: number) => (failures.get(k) ?? []).filter((t) => now - t < windowMs);
  return (req, res, next) => {
    const k = key(req);
    const now = Date.now();
    // Addresses that stopped trying are forgotten once the map grows, so a spray of addresses cannot fill memory.
    if (failures.size > 10_000) for (const [other, times] of failures) if (now - times[times.length - 1] >= windowMs) failures.delete(other);
    const recent = recentFor(k, now);
    if (recent.length) failures.set(k, recent);
    else failures.delete(k);
    if (recent.length >= limit) {
      res.setHeader("Retry-After", String(Math.max(1, Math.ceil((recent[0] + windowMs - now) / 1000))));
      res.status(429).json({ error: "too_many_attempts", message: { zh: "嘗試次數過多，請稍後再試。", en: "Too many failed attempts; try again later." } });
      return;
    }
    res.on("finish", () => {
      if (isFailure(res.statusCode)) failures.set(k, [...recentFor(k, Date.now()), Date.now()]);
    });
    next();
  };
}
