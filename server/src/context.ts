import { randomBytes } from "node:crypto";
import type { Config } from "./config";
import type { Logger } from "./logger";
import type { GameRecordStore } from "./records/contract";
import type { Accounts } from "./accounts/service";
import type { Ratings } from "./ratings/service";

/**
 * What rooms need from the process: Colyseus constructs rooms itself, so they reach the store, config and logger
 * through this one object, set once at boot.
 */
export interface ArenaContext {
  config: Config;
  logger: Logger;
  store: GameRecordStore;
  /** Accounts and the seat ↔ identity link (optional so a room test may run without them). */
  accounts?: Accounts;
  /** Ratings of rated games and quick pairing (optional like accounts). */
  ratings?: Ratings;
  /** Only the server knows it: room creation with it restores a game from its record instead of opening a table. */
  restoreKey: string;
}

let current: ArenaContext | undefined;

export function setContext(ctx: Omit<ArenaContext, "restoreKey">): ArenaContext {
  current = { ...ctx, restoreKey: randomBytes(24).toString("hex") };
  return current;
}

export function context(): ArenaContext {
  if (!current) throw new Error("Arena context used before the server was created");
  return current;
}
