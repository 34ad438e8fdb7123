import express from "express";
import { gameContent } from "../../../shared/src/games/contents";
import { hostedMode } from "../modes";

/** `GET /api/games/:id/content`: a hosted game's static data (map, names, catalogues) as versioned JSON. */
export function contentRouter(): express.Router {
  const router = express.Router();
  router.get("/:id/content", (req, res) => {
    const doc = hostedMode(req.params.id) ? gameContent(req.params.id) : null;
    if (!doc) return res.status(404).json({ error: "no_such_game", message: { zh: "沒有這個遊戲。", en: "There is no such game." } });
    res.setHeader("Cache-Control", "public, max-age=300");
    res.setHeader("ETag", `"${doc.contentVersion}"`);
    res.json(doc);
  });
  return router;
}
