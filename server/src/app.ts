import { createServer, type Server as HttpServer } from "node:http";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import express from "express";
import basicAuth from "express-basic-auth";
import { LobbyRoom, Server, matchMaker } from "@colyseus/core";
import { WebSocketTransport } from "@colyseus/ws-transport";
import type { Config } from "./config";
import { createLogger, type Logger } from "./logger";
import { setContext } from "./context";
import { RecordStore } from "./records/store";
import { GameRoom } from "./rooms/GameRoom";
import { describeModes, hostedModes } from "./modes";
import { capRequestBodies } from "./http/bodyLimit";
import { allowedOrigin, originMayAct } from "./http/cors";
import { clientAddress } from "./http/clientAddress";
import { throttleFailures } from "./http/failureThrottle";
import { refuseForeignMatchmaking } from "./http/foreignOrigins";
import { recordsRouter } from "./http/records";
import { contentRouter } from "./http/content";
import { clientFiles } from "./http/staticClient";
import { MatchmakingLimits } from "./matchmaking/limits";
import { restoreUnfinishedGames } from "./records/restore";
import { StorageUnavailableError } from "./records/errors";

export const MAX_BODY_BYTES = 16 * 1024;
/** Wrong monitor passwords allowed per address and minute before it answers 429. */
export const MONITOR_FAILURES_PER_MINUTE = 5;

export interface Arena {
  app: express.Express;
  http: HttpServer;
  gameServer: Server;
  store: RecordStore;
  logger: Logger;
  /** Listens on config.PORT (0 = any free port) and restores unfinished games; resolves to the port. */
  listen(): Promise<number>;
  /** Graceful stop: rooms are drained, the database closed. Unfinished games stay restorable. */
  stop(): Promise<void>;
}

export async function createArena(config: Config, logger: Logger = createLogger(config.LOG_LEVEL)): Promise<Arena> {
  const store = RecordStore.inDataDir(
    config.DATA_DIR,
    (error, movedTo) => logger.error({ error, movedTo }, "the game record database was unreadable; it was moved aside and a new one started"),
    { logger },
  );
  const ctx = setContext({ config, logger, store });
  const app = express();
  app.disable("x-powered-by");
  app.use(express.json({ limit: MAX_BODY_BYTES }));
  app.use((req, res, next) => {
    const origin = allowedOrigin(req, config.ALLOWED_ORIGINS);
    if (origin) res.setHeader("Access-Control-Allow-Origin", origin);
    next();
  });

  const startedAt = Date.now();
  app.get("/healthz", (_req, res) => {
    // While writes fail, each health check tries one (a probe), so recovery shows without waiting for a player.
    const storage = store.health().writable ? store.health() : store.probe();
    const base = { uptimeSeconds: Math.round((Date.now() - startedAt) / 1000), rooms: matchMaker.stats.local.roomCount, ccu: matchMaker.stats.local.ccu };
    if (storage.writable) return res.json({ status: "ok", ...base });
    res.status(503).json({ status: "storage_unavailable", reason: storage.reason, failingSince: storage.since, operation: storage.operation, ...base });
  });
  app.get("/api/games", (_req, res) => res.json(describeModes()));
  app.use("/api/games", contentRouter());
  app.use("/api/records", recordsRouter(store, logger));

  if (config.MONITOR_PASSWORD) {
    const { monitor } = await import("@colyseus/monitor");
    app.use(
      "/monitor",
      throttleFailures({ limit: MONITOR_FAILURES_PER_MINUTE, windowMs: 60_000, key: (req) => clientAddress(req, config.TRUST_PROXY) }),
      basicAuth({ users: { admin: config.MONITOR_PASSWORD }, challenge: true }),
      monitor(),
    );
  }

  const clientDir = resolve(config.CLIENT_DIR ?? "client/dist");
  if (config.SERVE_CLIENT) {
    if (!existsSync(resolve(clientDir, "index.html"))) {
      logger.warn({ clientDir }, "web client not built (run `npm run build:client`); serving the API only");
    }
    // Hashed bundles cached for good, index.html revalidated, brotli/gzip copies when accepted; deep links
    // (/table/ABCDEF, /replay/…) are client routes and get index.html.
    app.use(clientFiles(clientDir, /^\/(table|replay|watch|deck)(\/.*)?$/));
  }
  app.use("/api", (_req, res) => res.status(404).json({ error: "not_found" }));
  app.use(((err, _req, res, _next) => {
    if (err instanceof StorageUnavailableError) return res.status(503).json({ error: "storage_unavailable" });
    const status = typeof err?.status === "number" ? err.status : 500;
    if (status >= 500) logger.error({ err }, "http error");
    res.status(status).json({ error: status === 413 ? "payload_too_large" : status === 400 ? "bad_request" : "internal" });
  }) as express.ErrorRequestHandler);

  const http = createServer(app);
  const { presence, driver } = await scaleOut(config);
  const gameServer = new Server({
    transport: new WebSocketTransport({
      server: http,
      // Same rule as matchmaking: a page on another origin cannot open a table's socket in a visitor's browser.
      verifyClient: (info, done) => (originMayAct(info.req, config.ALLOWED_ORIGINS) ? done(true) : done(false, 403, "Origin not allowed")),
    }),
    presence,
    driver,
    publicAddress: config.PUBLIC_ADDRESS,
    logger,
    greet: false,
    gracefullyShutdown: false,
  });
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
    unlimitedAddresses: config.UNLIMITED_ADDRESSES,
    trustProxy: config.TRUST_PROXY,
    // Colyseus' own setting (Room.seatReservationTime reads it, default 15 s): how long an unclaimed seat is held.
    reservationSeconds: Number(process.env.COLYSEUS_SEAT_RESERVATION_TIME || 15),
  });
  limits.install(matchMaker.controller);

  gameServer.define("lobby", LobbyRoom);
  for (const mode of hostedModes()) {
    limits.watch(mode.id, gameServer.define(mode.id, GameRoom, { mode: mode.id }).enableRealtimeListing());
  }

  // Besides after every finished game: games still running reach games.sqlite within CHECKPOINT_SECONDS.
  const checkpoints = setInterval(() => store.checkpoint(), config.CHECKPOINT_SECONDS * 1000);
  checkpoints.unref();

  return {
    app,
    http,
    gameServer,
    store,
    logger,
    async listen() {
      await gameServer.listen(config.PORT, config.HOST);
      const address = http.address();
      const port = typeof address === "object" && address ? address.port : config.PORT;
      (gameServer as unknown as { port: number }).port = port;
      await restoreUnfinishedGames(ctx, matchMaker.presence);
      logger.info({ port, host: config.HOST, dataDir: config.DATA_DIR, redis: !!config.REDIS_URL }, "Wuxing Arena listening");
      return port;
    },
    async stop() {
      clearInterval(checkpoints);
      await gameServer.gracefullyShutdown(false);
      store.close();
    },
  };
}

/** Embedded defaults: in-memory presence and driver. REDIS_URL switches both to Colyseus' Redis ones. */
async function scaleOut(config: Config) {
  if (!config.REDIS_URL) return { presence: undefined, driver: undefined };
  const { RedisPresence } = await import("@colyseus/redis-presence");
  const { RedisDriver } = await import("@colyseus/redis-driver");
  return { presence: new RedisPresence(config.REDIS_URL), driver: new RedisDriver(config.REDIS_URL) };
}
