import { matchMaker, type Presence } from "@colyseus/core";
import type { ArenaContext } from "../context";
import { getEngine } from "../../../shared/src/games";
import { StorageUnavailableError } from "./errors";

/**
 * After a restart, every game still marked "playing" gets its room back under the same code. A record that cannot
 * be replayed (unknown mode, engine version changed, a column or action that does not parse) is marked aborted and
 * logged, so one bad record never becomes a crash loop: the store itself leaves out rows it cannot read.
 */
export async function restoreUnfinishedGames(ctx: ArenaContext, presence: Presence): Promise<number> {
  const { store, logger } = ctx;
  const abort = (gameId: string) => {
    try {
      store.abortGame(gameId);
    } catch (e) {
      // Still "playing" in the database: the next start tries again.
      if (!(e instanceof StorageUnavailableError)) throw e;
      logger.error({ gameId, err: e }, "cannot mark the game aborted: storage unavailable");
    }
  };
  let games;
  try {
    games = store.unfinishedGames();
  } catch (e) {
    // The server still starts (and /healthz says why); the games stay "playing" for the next start.
    if (!(e instanceof StorageUnavailableError)) throw e;
    logger.error({ err: e }, "cannot read unfinished games to restore: storage unavailable");
    return 0;
  }
  let restored = 0;
  for (const game of games) {
    const engine = getEngine(game.mode);
    if (!engine || engine.version !== game.engineVersion) {
      logger.error({ gameId: game.id, mode: game.mode, version: game.engineVersion }, "cannot restore game: engine missing or changed; marked aborted");
      abort(game.id);
      continue;
    }
    // With Redis, another process may already have brought this table back.
    if (await presence.sismember("wuxing:tablecodes", game.code)) continue;
    try {
      await matchMaker.createRoom(game.mode, { restore: { restoreKey: ctx.restoreKey, gameId: game.id } });
      restored++;
    } catch (err) {
      logger.error({ err, gameId: game.id }, "cannot restore game: its record does not replay; marked aborted");
      abort(game.id);
    }
  }
  if (restored) logger.info({ restored }, "unfinished games restored");
  return restored;
}
