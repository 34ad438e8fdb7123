import { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from "express";
import { originMayAct } from "../http/cors";
import { clientAddress } from "../http/clientAddress";
import { throttleFailures } from "../http/failureThrottle";
import { AccountError, accountErrorBody } from "./errors";
import { SESSION_COOKIE, tokenFrom } from "./credentials";
import { publicAccount, type Accounts, type Issued, type SignedIn } from "./service";
import { usernameKey } from "./usernames";

/** Failed sign-ins (or account deletions) allowed per client address, and per account, within the window. */
export const SIGN_IN_LIMITS = {
  perAddress: { limit: 20, windowMs: 10 * 60_000 },
  perAccount: { limit: 8, windowMs: 15 * 60_000 },
  /** Accounts created, or names found taken, per address within the window. */
  signUpsPerAddress: { limit: 10, windowMs: 60 * 60_000 },
};

export interface AccountRouterOptions {
  trustProxy: boolean;
  allowedOrigins: string[];
}

type Handler = (req: Request, res: Response) => Promise<void>;

/**
 * /api/account: sign up, sign in, sign out (here or everywhere), me, preferences, delete. Every state change needs
 * a JSON body (so a cross-site form cannot post one) from an origin that may act; every refusal is
 * `{ error, message: { zh, en } }`.
 */
export function accountRouter(accounts: Accounts, options: AccountRouterOptions): Router {
  const router = Router();
  const address = (req: Request) => clientAddress(req, options.trustProxy);
  const perAddress = throttleFailures({ ...SIGN_IN_LIMITS.perAddress, key: address });
  const perAccount = throttleFailures({
    ...SIGN_IN_LIMITS.perAccount,
    key: (req) => (typeof req.body?.username === "string" ? `account:${usernameKey(req.body.username.slice(0, 100))}` : `address:${address(req)}`),
  });
  const signUps = throttleFailures({ ...SIGN_IN_LIMITS.signUpsPerAddress, key: address, isFailure: (s) => s === 201 || s === 409 });

  const handle =
    (run: Handler): RequestHandler =>
    (req, res, next) => {
      run(req, res).catch((e) => (e instanceof AccountError ? refuse(res, e) : next(e)));
    };
  const change = (run: Handler) => [actsFromAllowedOrigin(options.allowedOrigins), jsonObjectBody, handle(run)];
  const signedIn = (run: (req: Request, res: Response, who: SignedIn) => Promise<void>): Handler => async (req, res) => {
    const token = tokenFrom(req.headers);
    if (!token) throw new AccountError("not_signed_in");
    await run(req, res, await accounts.authenticate(token));
  };

  router.post("/signup", signUps, ...change(async (req, res) => sendIssued(req, res.status(201), await accounts.signUp(req.body))));
  router.post("/signin", perAddress, perAccount, ...change(async (req, res) => sendIssued(req, res, await accounts.signIn(req.body))));
  router.post("/signout", ...change(signedIn(async (_req, res, who) => {
    await accounts.signOut(who);
    clearSession(res).status(204).end();
  })));
  router.post("/signout-all", ...change(signedIn(async (_req, res, who) => {
    const sessions = await accounts.signOutEverywhere(who);
    clearSession(res).json({ sessions });
  })));
  router.get("/me", handle(signedIn(async (_req, res, who) => void res.json({ account: publicAccount(who.account) }))));
  router.put("/prefs", ...change(signedIn(async (req, res, who) => void res.json({ prefs: await accounts.setPrefs(who, req.body) }))));
  router.post("/delete", perAddress, ...change(signedIn(async (req, res, who) => {
    await accounts.deleteAccount(who, req.body);
    clearSession(res).status(204).end();
  })));
  return router;
}

/** GET /api/users/:name — a player's public profile: member since, finished games (mode, seat, result, replay id). */
export function profileRouter(accounts: Accounts): Router {
  const router = Router();
  router.get("/:name", (req, res, next) => {
    accounts
      .profile(req.params.name)
      .then((p) =>
        res.json({
          username: p.username,
          memberSince: p.memberSince,
          games: p.games.map(({ game, seat, botFromSeq }) => ({
            id: game.id,
            mode: game.mode,
            seat,
            players: game.seats.map((s) => ({ name: s.name, bot: s.bot, ...(s.replacedByBot ? { replacedByBot: true } : {}) })),
            result: game.result,
            finishedAt: game.finishedAt,
            ...(botFromSeq != null ? { botFromMove: botFromSeq } : {}),
          })),
        }),
      )
      .catch((e) => (e instanceof AccountError ? refuse(res, e) : next(e)));
  });
  return router;
}

/**
 * Body-parser refusals under /api/account come here (mounted after the router): a body that is not JSON or is too
 * large gets the same typed answer as every other refusal.
 */
export const accountBodyErrors: ErrorRequestHandler = (err, _req, res, next) => {
  const status = typeof err?.status === "number" ? err.status : 500;
  if (status === 413) return void res.status(413).json(accountErrorBody("payload_too_large"));
  if (status === 400) return void res.status(400).json(accountErrorBody("bad_request"));
  next(err);
};

function refuse(res: Response, e: AccountError) {
  res.status(e.status).json(e.body());
}

function jsonObjectBody(req: Request, res: Response, next: () => void) {
  if (!req.is("application/json") || typeof req.body !== "object" || req.body === null || Array.isArray(req.body)) {
    return void res.status(400).json(accountErrorBody("bad_request"));
  }
  next();
}

function actsFromAllowedOrigin(allowed: string[]): RequestHandler {
  return (req, res, next) => (originMayAct(req, allowed) ? next() : void res.status(403).json(accountErrorBody("origin_not_allowed")));
}

/**
 * The web client gets the token as an HTTP-only, SameSite=Lax cookie and never sees it; a client that asks with
 * `"session": "token"` (a bot) gets it in the body instead and sends it as `Authorization: Bearer`.
 */
function sendIssued(req: Request, res: Response, issued: Issued) {
  if (req.body.session === "token") return void res.json({ account: issued.account, token: issued.token, expiresAt: issued.expiresAt });
  res.cookie(SESSION_COOKIE, issued.token, { httpOnly: true, sameSite: "lax", secure: req.secure, path: "/", expires: new Date(issued.expiresAt) });
  res.json({ account: issued.account, expiresAt: issued.expiresAt });
}

function clearSession(res: Response): Response {
  return res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "lax", path: "/" });
}
