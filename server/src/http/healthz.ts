import type { RequestHandler } from "express";
import type { Logger } from "../logger";
import type { GameRecordStore } from "../records/contract";

/** While the storage fails, how often a health check may have the store try a write (RecordStore.probe). */
export const HEALTH_PROBE_INTERVAL_MS = 2_000;

/**
 * `/healthz`: answers from the store's last known health, so a health check costs microseconds whatever the
 * storage does. While the storage fails, a check starts a write probe after its answer is sent, at most once per
 * `probeIntervalMs` whatever the request rate, so recovery shows without waiting for a player's move and a burst of
 * checks can never queue probes (each up to the busy timeout on a lock, or a page-sized write on a full disk).
 */
export function healthz(store: GameRecordStore, logger: Logger, describe: () => object, probeIntervalMs = HEALTH_PROBE_INTERVAL_MS): RequestHandler {
  let lastProbe = -Infinity;
  const probeSoon = () => {
    const now = Date.now();
    if (now - lastProbe < probeIntervalMs) return;
    lastProbe = now;
    setImmediate(async () => {
      try {
        if (store.isOpen) await store.probe();
      } catch (err) {
        logger.error({ err }, "storage health probe failed");
      }
    });
  };
  return (_req, res) => {
    const storage = store.health();
    if (storage.writable) return res.json({ status: "ok", ...describe() });
    probeSoon();
    res.status(503).json({ status: "storage_unavailable", reason: storage.reason, failingSince: storage.since, operation: storage.operation, ...describe() });
  };
}
