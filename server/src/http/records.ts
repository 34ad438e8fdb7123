import { Router } from "express";
import { z } from "zod";
import type { Logger } from "../logger";
import { CorruptRecordError } from "../records/errors";
import type { GameRecordStore } from "../records/contract";
import { getEngine } from "../../../shared/src/games";
import { SpectatorViews } from "./spectatorViews";

/**
 * Query strings are parsed strictly: every value must be one plain string (express turns `limit[toString]=1` into an
 * object and `limit=1&limit=2` into an array), and unknown keys are refused, each with a 400 that says why.
 */
const ListQuery = z
  .object({
    mode: z.string().regex(/^[a-z]{2,20}$/, "a game id (lower-case letters)").optional(),
    limit: z
      .string()
      .regex(/^\d{1,3}$/, "a whole number from 1 to 100")
      .transform(Number)
      .pipe(z.number().int().min(1, "a whole number from 1 to 100").max(100, "a whole number from 1 to 100"))
      .optional(),
  })
  .strict();

const describe = (issues: z.ZodIssue[]) => issues.map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message)).join("; ");

/**
 * Finished games are public in full (every hand, the seed). A running game shows only what a spectator sees.
 */
/** Per seat of a game, the move from which a bot played for a person who left (kept with the seat ↔ identity link). */
export type StandIns = (gameId: string) => Promise<Map<number, number>>;

/** A finished rated game's rating changes, by seat (none for a casual game). */
export type RatingChangesOf = (gameId: string) => Promise<unknown[]>;

export function recordsRouter(store: GameRecordStore, logger: Pick<Logger, "error">, standIns: StandIns = async () => new Map(), ratingChanges: RatingChangesOf = async () => []): Router {
  const router = Router();
  const views = new SpectatorViews(store);

  router.get("/", async (req, res, next) => {
    const q = ListQuery.safeParse(req.query);
    if (!q.success) return res.status(400).json({ error: "bad_query", message: describe(q.error.issues) });
    try {
      const games = await store.recentFinished(q.data.mode ?? null, q.data.limit ?? 20);
      const from = await Promise.all(games.map((g) => standIns(g.id)));
      res.json(
        games.map((g, i) => ({
          id: g.id,
          code: g.code,
          mode: g.mode,
          // A person a bot stood in for stays in the list under their own name ("電腦代打 from move N").
          players: g.seats.map((s, seat) => ({
            name: s.name,
            bot: s.bot,
            ...(s.replacedByBot ? { replacedByBot: true, ...(from[i].has(seat) ? { botFromMove: from[i].get(seat) } : {}) } : {}),
          })),
          result: g.result,
          createdAt: g.createdAt,
          finishedAt: g.finishedAt,
        })),
      );
    } catch (e) {
      next(e);
    }
  });

  router.get("/:id", async (req, res, next) => {
    try {
      const id = z.string().uuid().safeParse(req.params.id);
      if (!id.success) return res.status(400).json({ error: "bad_id" });
      const game = await store.getGame(id.data);
      if (!game) return res.status(404).json({ error: "not_found" });
      if (game.status === "finished") {
        views.forget(game.id);
        const record = await store.record(game.id, false);
        if (!record) return res.status(404).json({ error: "not_found" });
        // Beside the record, not in it: the record is what replays and verifies; the ratings are the site's.
        const ratings = await ratingChanges(game.id);
        return res.json({ status: game.status, record, ...(ratings.length ? { ratings } : {}) });
      }
      const engine = getEngine(game.mode);
      let view: unknown = null;
      if (engine && engine.version === game.engineVersion) {
        view = await views.view(game, engine, (err) => {
          if (err instanceof CorruptRecordError) void store.markUnreadable(game.id, err.problem);
          else logger.error({ err, gameId: game.id }, "a running game's record does not replay; no spectator view");
        });
      }
      const seats = game.seats.map((s) => ({ name: s.name, bot: s.bot, ...(s.replacedByBot ? { replacedByBot: true } : {}) }));
      res.json({
        status: game.status,
        record: { id: game.id, code: game.code, mode: game.mode, seats, commitment: game.commitment, createdAt: game.createdAt, actionCount: await store.actionCount(game.id) },
        view,
      });
    } catch (e) {
      next(e);
    }
  });

  return router;
}
