import { Router } from "express";
import { z } from "zod";
import type { ChatLineStore, GameRecordStore } from "../records/contract";

/**
 * A finished game's chat, for its replay. While a game runs its chat is not public: spectators do not read the
 * players' channel, nor the players the spectators'.
 */
export function recordChatRouter(store: GameRecordStore, chats: ChatLineStore): Router {
  const router = Router();
  router.get("/:id/chat", async (req, res, next) => {
    const id = z.string().uuid().safeParse(req.params.id);
    if (!id.success) return res.status(400).json({ error: "bad_id" });
    try {
      const game = await store.getGame(id.data);
      if (!game || game.status !== "finished") return res.status(404).json({ error: "not_found" });
      res.json({ lines: await chats.lines(game.id) });
    } catch (e) {
      next(e);
    }
  });
  return router;
}

const ReportsQuery = z.object({ limit: z.string().regex(/^\d{1,3}$/).transform(Number).pipe(z.number().int().min(1).max(500)).optional() }).strict();

/** The lines players reported, newest first (operators only: mounted behind the monitor password). */
export function reportsRouter(chats: ChatLineStore): Router {
  const router = Router();
  router.get("/", async (req, res, next) => {
    const q = ReportsQuery.safeParse(req.query);
    if (!q.success) return res.status(400).json({ error: "bad_query", message: "limit: a whole number from 1 to 500" });
    try {
      res.json(await chats.reports(q.data.limit ?? 200));
    } catch (e) {
      next(e);
    }
  });
  return router;
}
