import { Router, type Request, type Response } from "express";
import { tokenFrom } from "../accounts/credentials";
import type { Accounts } from "../accounts/service";
import { usernameKey } from "../accounts/usernames";
import { RATED_MODES, isRatedMode } from "../../../shared/src/protocol/pairing";
import type { Ratings } from "./service";
import type { RatingChange } from "./store";

/** How many points of a player's rating history the profile chart gets per mode. */
export const HISTORY_POINTS = 200;

const RATING_ERRORS = {
  unknown_mode: [404, "這個遊戲沒有積分排行。", "That game has no ratings."],
  no_such_player: [404, "找不到這位玩家。", "No such player."],
} as const;

function refuse(res: Response, code: keyof typeof RATING_ERRORS) {
  const [status, zh, en] = RATING_ERRORS[code];
  res.status(status).json({ error: code, message: { zh, en } });
}

/**
 * GET /api/leaderboard/<mode>: the top 100 active players and, when the request is signed in, the viewer's own place.
 * GET /api/ratings/<username>: that player's rating per mode as it stands now, and each mode's history (chart).
 * GET /api/ratings/game/<id>: the rating changes a rated game made, by seat (result panel, record).
 */
/** A rated game's changes as players read them (result panel, record): whole points, before, after and the difference. */
export function shownChanges(changes: RatingChange[]) {
  return changes.map((c) => ({ seat: c.seat, before: Math.round(c.before.rating), after: Math.round(c.after.rating), change: Math.round(c.after.rating) - Math.round(c.before.rating) }));
}

export function ratingsRouter(ratings: Ratings, accounts: Accounts): { leaderboard: Router; ratings: Router } {
  const viewer = async (req: Request) => {
    const token = tokenFrom(req.headers);
    return token ? (await accounts.authenticate(token).catch(() => null))?.account.id : undefined;
  };

  const leaderboard = Router();
  leaderboard.get("/:mode", async (req, res, next) => {
    try {
      if (!isRatedMode(req.params.mode)) return refuse(res, "unknown_mode");
      res.json(await ratings.leaderboard(req.params.mode, await viewer(req)));
    } catch (e) {
      next(e);
    }
  });

  const perPlayer = Router();
  perPlayer.get("/game/:id", async (req, res, next) => {
    try {
      res.json({ changes: shownChanges(await ratings.store.changesOf(req.params.id)) });
    } catch (e) {
      next(e);
    }
  });
  perPlayer.get("/:name", async (req, res, next) => {
    try {
      const account = req.params.name.length <= 100 ? await accounts.store.accountByUsername(usernameKey(req.params.name)) : undefined;
      if (!account) return refuse(res, "no_such_player");
      const history = Object.fromEntries(
        await Promise.all(RATED_MODES.map(async (mode) => [mode, (await ratings.store.history(account.id, mode, HISTORY_POINTS)).map((p) => ({ at: p.at, rating: Math.round(p.rating) }))] as const)),
      );
      res.json({ username: account.username, ratings: await ratings.ratingsOf(account.id), history });
    } catch (e) {
      next(e);
    }
  });
  return { leaderboard, ratings: perPlayer };
}
