import Redis from "ioredis";
import { withoutPassword } from "../urlWithoutPassword";

/** Start-up stops with this one line when REDIS_URL is set but Redis does not answer. */
export class RedisUnreachableError extends Error {}

const CONNECT_TIMEOUT_MS = 5_000;

/**
 * The process's own Redis connection for table leases (Colyseus' presence and driver keep theirs). Commands fail at
 * once while Redis is away instead of queueing, so a lease renewal or a matchmaking check never hangs on it.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Reported through status and failed commands, not as unhandled events; the first one explains a failed start.
  let cause: Error | undefined;
  redis.on("error", (e: Error) => (cause ??= e));
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch (e) {
    redis.disconnect();
    throw new RedisUnreachableError(`Cannot reach Redis at ${withoutPassword(url)} (REDIS_URL): ${(cause ?? (e as Error)).message}`);
  }
}

export const redisIsUp = (redis: Redis) => redis.status === "ready";

