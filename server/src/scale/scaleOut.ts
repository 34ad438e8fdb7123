import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { ServerError, type Presence, type RegisteredHandler } from "@colyseus/core";
import type { Config } from "../config";
import type { ArenaContext } from "../context";
import { JOIN_ERROR_STATUS } from "../matchmaking/joinError";
import type { RestoreClaim } from "../records/restore";
import { connectRedis, redisIsUp } from "./redisConnection";
import { TableOwnership } from "./tableOwnership";

export const MATCHMAKING_UNAVAILABLE = {
  code: "matchmaking_unavailable",
  message: { zh: "配桌服務暫時無法使用，請稍後再試；進行中的牌局不受影響。", en: "Matchmaking is unavailable for a moment; try again shortly. Games in progress carry on." },
};

type Invoke = (...args: never[]) => Promise<unknown>;

/**
 * One process (the default): Colyseus' in-memory presence and driver, nothing else. With REDIS_URL: Colyseus' Redis
 * presence and driver, table owner leases, and matchmaking that answers a typed refusal while Redis is away.
 */
export interface ScaleOut {
  presence?: Presence;
  driver?: unknown;
  /** Whether start-up restores this unfinished game here (undefined: the single-process rule). */
  claimAtStart?: RestoreClaim;
  watch(handler: RegisteredHandler): void;
  guardMatchmaking(controller: { invokeMethod: Invoke }): void;
  start(): void;
  /** Before a graceful stop: this process's tables go to the others as soon as they close here. */
  handOver(): void;
  close(): Promise<void>;
}

export async function scaleOut(config: Config, ctx: ArenaContext): Promise<ScaleOut> {
  if (!config.REDIS_URL) {
    return { watch() {}, guardMatchmaking() {}, start() {}, handOver() {}, close: async () => undefined };
  }
  const redis = await connectRedis(config.REDIS_URL);
  const { RedisPresence } = await import("@colyseus/redis-presence");
  const { RedisDriver } = await import("@colyseus/redis-driver");
  const ownership = new TableOwnership(ctx, redis, `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`);
  return {
    presence: new RedisPresence(config.REDIS_URL),
    driver: new RedisDriver(config.REDIS_URL),
    claimAtStart: ownership.claimAtStart,
    watch: (handler) => ownership.watch(handler),
    guardMatchmaking(controller) {
      const invoke = controller.invokeMethod.bind(controller);
      controller.invokeMethod = ((...args: never[]) => {
        if (!redisIsUp(redis)) return Promise.reject(new ServerError(JOIN_ERROR_STATUS, JSON.stringify(MATCHMAKING_UNAVAILABLE)));
        return invoke(...args);
      }) as typeof controller.invokeMethod;
    },
    start: () => ownership.start(),
    handOver: () => ownership.handOver(),
    async close() {
      await ownership.settled();
      redis.disconnect();
    },
  };
}
