import { matchMaker, type Presence } from "@colyseus/core";
import type { ArenaContext } from "../context";
import { getEngine } from "../../../shared/src/games";

/**
 * After a restart, every game still marked "playing" gets its room back under the same code. A record that cannot
 * be replayed (unknown mode, engine version changed, corrupt action) is marked aborted and logged, so one bad
 * record never becomes a crash loop.
 */
export async function restoreUnfinishedGames(ctx: ArenaContext, presence: Presence): Promise<number> {
  const { store, logger } = ctx;
  let restored = 0;
  for (const game of store.unfinishedGames()) {
    const engine = getEngine(game.mode);
    if (!engine || engine.version !== game.engineVersion) {
      logger.error({ gameId: game.id, mode: game.mode, version: game.engineVersion }, "cannot restore game: engine missing or changed; marked aborted");
      store.abortGame(game.id);
      continue;
    }
    // With Redis, another process may already have brought this table back.
    if (await presence.sismember("wuxing:tablecodes", game.code)) continue;
    try {
      await matchMaker.createRoom(game.mode, { restore: { restoreKey: ctx.restoreKey, gameId: game.id } });
      restored++;
    } catch (err) {
      logger.error({ err, gameId: game.id }, "cannot restore game: its record does not replay; marked aborted");
      store.abortGame(game.id);
    }
  }
  if (restored) logger.info({ restored }, "unfinished games restored");
  return restored;
}
