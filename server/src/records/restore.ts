import { matchMaker, type Presence } from "@colyseus/core";
import type { ArenaContext } from "../context";
import { getEngine } from "../../../shared/src/games";
import { StorageUnavailableError } from "./errors";
import type { GameRow } from "./rows";

/** Whether this process should bring a game back (with Redis, the table's owner lease decides). */
export type RestoreClaim = (game: GameRow) => Promise<boolean>;

/**
 * After a restart, every game still marked "playing" gets its room back under the same code. A record that cannot
 * be replayed (unknown mode, engine version changed, a column or action that does not parse) is marked aborted and
 * logged, so one bad record never becomes a crash loop: the store itself leaves out rows it cannot read.
 */
export async function restoreUnfinishedGames(ctx: ArenaContext, presence: Presence, claim?: RestoreClaim): Promise<number> {
  const { store, logger } = ctx;
  let games;
  try {
    games = store.unfinishedGames();
  } catch (e) {
    // The server still starts (and /healthz says why); the games stay "playing" for the next start.
    if (!(e instanceof StorageUnavailableError)) throw e;
    logger.error({ err: e }, "cannot read unfinished games to restore: storage unavailable");
    return 0;
  }
  // Without a claim: another process on the same presence may already have brought this table back.
  const mine = claim ?? (async (game: GameRow) => !(await presence.sismember("wuxing:tablecodes", game.code)));
  let restored = 0;
  for (const game of games) {
    // A record that cannot replay is marked aborted by whichever process reads it first.
    if (replayable(game) && !(await mine(game))) continue;
    if (await restoreGame(ctx, game)) restored++;
  }
  if (restored) logger.info({ restored }, "unfinished games restored");
  return restored;
}

/** Brings one unfinished game back; false (and the game marked aborted) when its record does not replay. */
export async function restoreGame(ctx: ArenaContext, game: GameRow): Promise<boolean> {
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
  if (!replayable(game)) {
    logger.error({ gameId: game.id, mode: game.mode, version: game.engineVersion }, "cannot restore game: engine missing or changed; marked aborted");
    abort(game.id);
    return false;
  }
  try {
    // In this process (createRoom may hand a room to another process): only it knows the restore key, and with Redis
    // it holds the table's lease.
    await matchMaker.handleCreateRoom(game.mode, { restore: { restoreKey: ctx.restoreKey, gameId: game.id } });
    return true;
  } catch (err) {
    logger.error({ err, gameId: game.id }, "cannot restore game: its record does not replay; marked aborted");
    abort(game.id);
    return false;
  }
}

const replayable = (game: GameRow) => getEngine(game.mode)?.version === game.engineVersion;
