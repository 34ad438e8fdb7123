import { Router } from "express";
import { z } from "zod";
import type { RecordStore } from "../records/store";
import { getEngine } from "../../../shared/src/games";
import { replayRecord } from "../../../shared/src/core/replay";

const ListQuery = z.object({
  mode: z.string().regex(/^[a-z]{2,20}$/).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * Finished games are public in full (every hand, the seed). A running game shows only what a spectator sees.
 */
export function recordsRouter(store: RecordStore): Router {
  const router = Router();

  router.get("/", (req, res) => {
    const q = ListQuery.safeParse(req.query);
    if (!q.success) return res.status(400).json({ error: "bad_query", message: q.error.issues[0]?.message });
    res.json(
      store.recentFinished(q.data.mode ?? null, q.data.limit).map((g) => ({
        id: g.id,
        code: g.code,
        mode: g.mode,
        players: g.seats.map((s) => ({ name: s.name, bot: s.bot })),
        result: g.result,
        createdAt: g.createdAt,
        finishedAt: g.finishedAt,
      })),
    );
  });

  router.get("/:id", (req, res) => {
    const id = z.string().uuid().safeParse(req.params.id);
    if (!id.success) return res.status(400).json({ error: "bad_id" });
    const game = store.getGame(id.data);
    if (!game) return res.status(404).json({ error: "not_found" });
    if (game.status === "finished") return res.json({ status: game.status, record: store.record(game.id, false) });
    const engine = getEngine(game.mode);
    const record = store.record(game.id, true)!;
    let view: unknown = null;
    if (engine && engine.version === game.engineVersion) {
      view = engine.view(replayRecord(engine, { ...record, seed: game.seed }).state, "spectator");
    }
    res.json({
      status: game.status,
      record: { id: game.id, code: game.code, mode: game.mode, seats: record.seats, commitment: game.commitment, createdAt: game.createdAt, actionCount: record.actions.length },
      view,
    });
  });

  return router;
}
