import { matchMaker, type Presence } from "@colyseus/core";
import type { ArenaContext } from "../context";
import { getEngine } from "../../../shared/src/games";
import { replayRecord } from "../../../shared/src/core/replay";
import { stateHash } from "../../../shared/src/core/hash";
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
    games = await store.unfinishedGames();
  } catch (e) {
    // The server still starts (and /healthz says why); the games stay "playing" for the next start.
    if (!(e instanceof StorageUnavailableError)) throw e;
    logger.error({ err: e }, "cannot read unfinished games to restore: storage unavailable");
    return 0;
  }
  // Without a claim: another process on the same presence may already have brought this table back.
  const mine = claim ?? (async (game: GameRow) => !(await presence.sismember("wuxing:tablecodes", game.code)));
  let restored = 0;
  for (const game of await newestPerCode(ctx, games)) {
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
  const abort = async (gameId: string) => {
    try {
      await store.abortGame(gameId);
    } catch (e) {
      // Still "playing" in the database: the next start tries again.
      if (!(e instanceof StorageUnavailableError)) throw e;
      logger.error({ gameId, err: e }, "cannot mark the game aborted: storage unavailable");
    }
  };
  if (!replayable(game)) {
    logger.error({ gameId: game.id, mode: game.mode, version: game.engineVersion }, "cannot restore game: engine missing or changed; marked aborted");
    await abort(game.id);
    return false;
  }
  try {
    // In this process (createRoom may hand a room to another process): only it knows the restore key, and with Redis
    // it holds the table's lease.
    await matchMaker.handleCreateRoom(game.mode, { restore: { restoreKey: ctx.restoreKey, gameId: game.id } });
    return true;
  } catch (err) {
    logger.error({ err, gameId: game.id }, "cannot restore game: its record does not replay; marked aborted");
    await abort(game.id);
    return false;
  }
}

/**
 * One table per code: the newest "playing" game at each code is the table. An older one at the same code (a finish
 * write dropped before its rematch started) is closed now, so it never comes back as a dead table that hides the
 * rematch and holds its code: finished with its real result when its record replays to the end, else aborted.
 */
async function newestPerCode(ctx: ArenaContext, games: GameRow[]): Promise<GameRow[]> {
  const newest = new Map<string, GameRow>();
  // Ties on createdAt: the later row (the store lists by created_at, then insertion) is the newer game.
  for (const game of games) if ((newest.get(game.code)?.createdAt ?? -Infinity) <= game.createdAt) newest.set(game.code, game);
  for (const game of games) if (newest.get(game.code) !== game) await closeSuperseded(ctx, game, newest.get(game.code)!);
  return games.filter((game) => newest.get(game.code) === game);
}

async function closeSuperseded(ctx: ArenaContext, game: GameRow, by: GameRow): Promise<void> {
  const { store, logger } = ctx;
  const result = await finalResult(ctx, game);
  try {
    if (result) await store.finishGame(game.id, result.result, result.hash);
    else await store.abortGame(game.id);
  } catch (e) {
    // Still "playing" in the database: the next start closes it again. It is not restored now either way.
    if (!(e instanceof StorageUnavailableError)) throw e;
    logger.error({ gameId: game.id, err: e }, "cannot close a superseded game: storage unavailable");
    return;
  }
  logger.warn(
    { gameId: game.id, code: game.code, newerGameId: by.id, status: result ? "finished" : "aborted" },
    result ? "a finished game was still marked playing; its result is recorded" : "superseded by a newer game at this code; marked aborted",
  );
}

/** The result a stored game's record replays to, as the room records it; null when it is unfinished or does not replay. */
async function finalResult(ctx: ArenaContext, game: GameRow): Promise<{ result: unknown; hash: string } | null> {
  const engine = getEngine(game.mode);
  if (!engine || !replayable(game)) return null;
  try {
    const { state } = replayRecord(engine, { options: game.options, seats: game.seats, seed: game.seed, actions: await ctx.store.getActions(game.id) });
    const result = engine.result(state);
    if (!result) return null;
    return { result: { ...result, replacedByBot: game.seats.map((s) => Boolean(s.replacedByBot)) }, hash: stateHash(state) };
  } catch {
    return null;
  }
}

const replayable = (game: GameRow) => getEngine(game.mode)?.version === game.engineVersion;
