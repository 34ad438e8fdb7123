import { createServer, type Server as HttpServer } from "node:http";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import express from "express";
import basicAuth from "express-basic-auth";
import { LobbyRoom, Server, matchMaker } from "@colyseus/core";
import { Encoder } from "@colyseus/schema";
import { WebSocketTransport } from "@colyseus/ws-transport";
import type { Config } from "./config";
import { createLogger, type Logger } from "./logger";
import { setContext } from "./context";
import type { GameRecordStore } from "./records/contract";
import { openStorage } from "./storage";
import { GameRoom } from "./rooms/GameRoom";
import { describeModes, hostedMode, hostedModes } from "./modes";
import { capRequestBodies } from "./http/bodyLimit";
import { allowedOrigin, originMayAct } from "./http/cors";
import { clientAddress } from "./http/clientAddress";
import { throttleFailures } from "./http/failureThrottle";
import { refuseForeignMatchmaking } from "./http/foreignOrigins";
import { healthz } from "./http/healthz";
import { requireObjectBodies } from "./http/matchmakeBody";
import { recordsRouter } from "./http/records";
import { baseSecurityHeaders, clientPageHeaders } from "./http/securityHeaders";
import { recordChatRouter, reportsRouter } from "./http/chat";
import { chatsBeside } from "./records/chat";
import { contentRouter } from "./http/content";
import { clientFiles } from "./http/staticClient";
import { MatchmakingLimits } from "./matchmaking/limits";
import { unplayableTableOptions } from "./matchmaking/tableOptions";
import { restoreUnfinishedGames } from "./records/restore";
import { seatReservationsEndWithRoom } from "./rooms/roomTeardown";
import { StorageUnavailableError } from "./records/errors";
import { scaleOut } from "./scale/scaleOut";
import { DEFAULT_SCRYPT, accountBodyErrors, accountRouter, openAccounts, profileRouter } from "./accounts";
import { Ratings, ratingsRouter } from "./ratings";
import { shownChanges } from "./ratings/router";
import { PairingRoom } from "./matchmaking/pairingRoom";
import { PAIRING_ROOM } from "../../shared/src/protocol/pairing";
import { leavePm2AgentOut } from "./pm2Agent";

export const MAX_BODY_BYTES = 16 * 1024;
/**
 * The buffer @colyseus/schema encodes states and patches into (its default is 8 KB). At least twice the largest full
 * state measured (tests/server/state-size.test.ts: seeded bot games of every mode at its largest table; 時序之戰 at
 * 6 seats ≈ 7 KB, 生剋棋 ≈ 4.8 KB, the rest under 3 KB), so no table reaches the encoder's overflow path, which
 * warns and reallocates on every full-state encode. Each room holds two such buffers (32 KB a table).
 */
export const STATE_BUFFER_BYTES = 16 * 1024;
Encoder.BUFFER_SIZE = STATE_BUFFER_BYTES;
/** How long a client may take to send a request's headers, and the whole request (node's defaults: 60 s, 300 s). */
export const HEADERS_TIMEOUT_MS = 15_000;
export const REQUEST_TIMEOUT_MS = 30_000;
/** Wrong monitor passwords allowed per address and minute before it answers 429. */
export const MONITOR_FAILURES_PER_MINUTE = 5;
/** Failed joins by table code allowed per address and minute (a mistyped code or two; not a search of the codes). */
export const FAILED_JOINS_PER_MINUTE = 20;

export interface Arena {
  app: express.Express;
  http: HttpServer;
  gameServer: Server;
  store: GameRecordStore;
  logger: Logger;
  /** Listens on config.PORT (0 = any free port) and restores unfinished games; resolves to the port. */
  listen(): Promise<number>;
  /** Graceful stop: rooms are drained, the database closed. Unfinished games stay restorable. */
  stop(): Promise<void>;
}

export async function createArena(config: Config, logger: Logger = createLogger(config.LOG_LEVEL)): Promise<Arena> {
  leavePm2AgentOut();
  const storage = await openStorage(config, logger);
  const store = storage.records;
  const accounts = openAccounts(storage.accounts, config.DATA_DIR, config.ACCOUNT_SECRET, { ...DEFAULT_SCRYPT, N: 2 ** config.PASSWORD_HASH_COST });
  const ratings = new Ratings(storage.ratings);
  const ctx = setContext({ config, logger, store, accounts, ratings });
  const app = express();
  app.disable("x-powered-by");
  app.use(baseSecurityHeaders);
  app.use(express.json({ limit: MAX_BODY_BYTES }));
  app.use((req, res, next) => {
    const origin = allowedOrigin(req, config.ALLOWED_ORIGINS);
    if (origin) res.setHeader("Access-Control-Allow-Origin", origin);
    next();
  });

  const startedAt = Date.now();
  app.get(
    "/healthz",
    healthz(store, logger, () => ({ uptimeSeconds: Math.round((Date.now() - startedAt) / 1000), rooms: matchMaker.stats.local.roomCount, ccu: matchMaker.stats.local.ccu })),
  );
  app.get("/api/games", (_req, res) => res.json(describeModes()));
  app.use("/api/games", contentRouter());
  app.use("/api/records", recordChatRouter(store, chatsBeside(store)));
  const ratingChanges = async (id: string) => shownChanges(await ratings.store.changesOf(id));
  app.use("/api/records", recordsRouter(store, logger, (id) => accounts.store.standIns(id), ratingChanges));
  app.use("/api/account", accountRouter(accounts, { trustProxy: config.TRUST_PROXY, allowedOrigins: config.ALLOWED_ORIGINS }), accountBodyErrors);
  app.use("/api/users", profileRouter(accounts));
  const ratingRoutes = ratingsRouter(ratings, accounts);
  app.use("/api/leaderboard", ratingRoutes.leaderboard);
  app.use("/api/ratings", ratingRoutes.ratings);

  if (config.MONITOR_PASSWORD) {
    const { monitor } = await import("@colyseus/monitor");
    const operatorOnly = [
      // Only requests that carry a password are attempts: a browser's first request (no credentials, answered with
      // the 401 challenge) is not a wrong password.
      throttleFailures({ limit: MONITOR_FAILURES_PER_MINUTE, windowMs: 60_000, key: (req) => clientAddress(req, config.TRUST_PROXY), isAttempt: (req) => req.headers.authorization !== undefined }),
      basicAuth({ users: { admin: config.MONITOR_PASSWORD }, challenge: true }),
    ];
    app.use("/monitor", ...operatorOnly, monitor());
    app.use("/api/reports", ...operatorOnly, reportsRouter(chatsBeside(store)));
  }

  const clientDir = resolve(config.CLIENT_DIR ?? "client/dist");
  if (config.SERVE_CLIENT) {
    if (!existsSync(resolve(clientDir, "index.html"))) {
      logger.warn({ clientDir }, "web client not built (run `npm run build:client`); serving the API only");
    }
    // Hashed bundles cached for good, index.html revalidated, brotli/gzip copies when accepted; deep links
    // (/table/ABCDEF, /replay/…, /rules/shengke, /u/name) are client routes and get index.html.
    app.use(clientPageHeaders, clientFiles(clientDir, /^\/(table|replay|watch|deck|rules|tutorial|u|me|leaderboard)(\/.*)?$/));
  }
  app.use("/api", (_req, res) => res.status(404).json({ error: "not_found" }));
  app.use(((err, _req, res, _next) => {
    if (err instanceof StorageUnavailableError) return res.status(503).json({ error: "storage_unavailable" });
    const status = typeof err?.status === "number" ? err.status : 500;
    if (status >= 500) logger.error({ err }, "http error");
    res.status(status).json({ error: status === 413 ? "payload_too_large" : status === 400 ? "bad_request" : "internal" });
  }) as express.ErrorRequestHandler);

  // A client that sends its headers slowly (or never) is dropped after HEADERS_TIMEOUT_MS, checked every 2 s.
  const http = createServer({ headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 2_000 }, app);
  // Colyseus' transport stops pinging its sockets on this event: `stop` waits for it.
  const httpClosed = new Promise<void>((resolve) => http.once("close", () => resolve()));
  const scale = await scaleOut(config, ctx);
  const gameServer = new Server({
    transport: new WebSocketTransport({
      server: http,
      // Same rule as matchmaking: a page on another origin cannot open a table's socket in a visitor's browser.
      verifyClient: (info, done) => (originMayAct(info.req, config.ALLOWED_ORIGINS) ? done(true) : done(false, 403, "Origin not allowed")),
    }),
    presence: scale.presence,
    driver: scale.driver as never,
    publicAddress: config.PUBLIC_ADDRESS,
    logger,
    greet: false,
    gracefullyShutdown: false,
  });
  requireObjectBodies(gameServer);
  capRequestBodies(http, MAX_BODY_BYTES);
  refuseForeignMatchmaking(http, config.ALLOWED_ORIGINS);

  // Clients may create a table, join one by code, quick-join the lobby, and reconnect. Nothing else.
  matchMaker.controller.exposedMethods = ["create", "joinById", "joinOrCreate", "reconnect"];
  matchMaker.controller.DEFAULT_CORS_HEADERS = { ...matchMaker.controller.DEFAULT_CORS_HEADERS };
  delete (matchMaker.controller.DEFAULT_CORS_HEADERS as Record<string, string>)["Access-Control-Allow-Origin"];
  matchMaker.controller.getCorsHeaders = (req): Record<string, string> => {
    const origin = allowedOrigin(req, config.ALLOWED_ORIGINS);
    return origin ? { "Access-Control-Allow-Origin": origin } : {};
  };

  const limits = new MatchmakingLimits({
    maxTables: config.MAX_TABLES,
    maxTablesPerAddress: config.MAX_TABLES_PER_ADDRESS,
    maxPendingSeatsPerAddress: config.MAX_PENDING_SEATS_PER_ADDRESS,
    maxPendingSeatsPerTable: config.MAX_PENDING_SEATS_PER_TABLE,
    unlimitedAddresses: config.UNLIMITED_ADDRESSES,
    trustProxy: config.TRUST_PROXY,
    // Colyseus' own setting (Room.seatReservationTime reads it, default 15 s): how long an unclaimed seat is held.
    reservationSeconds: Number(process.env.COLYSEUS_SEAT_RESERVATION_TIME || 15),
    failedJoinsPerMinute: FAILED_JOINS_PER_MINUTE,
    unplayableOptions: (roomName, clientOptions) => unplayableTableOptions(hostedMode(roomName)!.engine, clientOptions),
  });
  limits.install(matchMaker.controller);
  scale.guardMatchmaking(matchMaker.controller);

  seatReservationsEndWithRoom(gameServer.define("lobby", LobbyRoom));
  seatReservationsEndWithRoom(gameServer.define(PAIRING_ROOM, PairingRoom)).filterBy(["mode"]);
  for (const mode of hostedModes()) {
    const handler = seatReservationsEndWithRoom(gameServer.define(mode.id, GameRoom, { mode: mode.id })).enableRealtimeListing();
    limits.watch(mode.id, handler);
    scale.watch(handler);
  }

  // SQLite records are checkpointed every second from a thread of their own (checkpointer.ts), which leaves this one
  // little to copy: it keeps the record marker file current.
  const checkpoints = setInterval(() => void store.checkpoint(), config.CHECKPOINT_SECONDS * 1000);
  checkpoints.unref();

  return {
    app,
    http,
    gameServer,
    store,
    logger,
    async listen() {
      // Colyseus keeps one stats interval per process and overwrites its handle on every listen: clear an earlier
      // arena's first, or it is orphaned and keeps the process alive.
      matchMaker.stats.clearAutoPersistInterval();
      await gameServer.listen(config.PORT, config.HOST);
      const address = http.address();
      const port = typeof address === "object" && address ? address.port : config.PORT;
      (gameServer as unknown as { port: number }).port = port;
      await restoreUnfinishedGames(ctx, matchMaker.presence, scale.claimAtStart);
      scale.start();
      logger.info({ port, host: config.HOST, dataDir: config.DATA_DIR, redis: !!config.REDIS_URL }, "Wuxing Arena listening");
      return port;
    },
    async stop() {
      clearInterval(checkpoints);
      scale.handOver();
      // The match maker is one per process. When another arena in it (a test's second server, an embedding app's
      // earlier one) has already shut it down, gracefullyShutdown returns at once and leaves this server's port open.
      await gameServer.gracefullyShutdown(false);
      await closeHttp(http, httpClosed);
      // A player who left within the last second left Colyseus' stats a timer to write the player count (1 s, which
      // holds the process open): reset clears it, and writes nothing once the match maker is shut down.
      matchMaker.stats.reset(true);
      await scale.close();
      await storage.close();
    },
  };
}

/** Closes the server's HTTP server and its connections, if Colyseus has not, and resolves once it has closed. */
function closeHttp(http: HttpServer, closed: Promise<void>): Promise<void> {
  if (http.listening) http.close();
  http.closeAllConnections();
  return closed;
}
