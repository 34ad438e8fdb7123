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
import { allowedOrigin } from "./http/cors";
import { recordsRouter } from "./http/records";
import { restoreUnfinishedGames } from "./records/restore";

export const MAX_BODY_BYTES = 16 * 1024;

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
  const store = RecordStore.inDataDir(config.DATA_DIR, (error, movedTo) =>
    logger.error({ error, movedTo }, "the game record database was unreadable; it was moved aside and a new one started"),
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
    res.json({ status: "ok", uptimeSeconds: Math.round((Date.now() - startedAt) / 1000), rooms: matchMaker.stats.local.roomCount, ccu: matchMaker.stats.local.ccu });
  });
  app.get("/api/games", (_req, res) => res.json(describeModes()));
  app.use("/api/records", recordsRouter(store));

  if (config.MONITOR_PASSWORD) {
    const { monitor } = await import("@colyseus/monitor");
    app.use("/monitor", basicAuth({ users: { admin: config.MONITOR_PASSWORD }, challenge: true }), monitor());
  }

  const clientDir = resolve(config.CLIENT_DIR ?? "client/dist");
  if (config.SERVE_CLIENT) {
    if (!existsSync(resolve(clientDir, "index.html"))) {
      logger.warn({ clientDir }, "web client not built (run `npm run build:client`); serving the API only");
    }
    app.use(express.static(clientDir, { index: "index.html", maxAge: "1h" }));
    // Deep links (/table/ABCDEF, /replay/…) are client routes.
    app.get(/^\/(table|replay|watch|deck)(\/.*)?$/, (_req, res, next) => {
      const index = resolve(clientDir, "index.html");
      if (existsSync(index)) res.sendFile(index);
      else next();
    });
  }
  app.use("/api", (_req, res) => res.status(404).json({ error: "not_found" }));
  app.use(((err, _req, res, _next) => {
    const status = typeof err?.status === "number" ? err.status : 500;
    if (status >= 500) logger.error({ err }, "http error");
    res.status(status).json({ error: status === 413 ? "payload_too_large" : status === 400 ? "bad_request" : "internal" });
  }) as express.ErrorRequestHandler);

  const http = createServer(app);
  const { presence, driver } = await scaleOut(config);
  const gameServer = new Server({
    transport: new WebSocketTransport({ server: http }),
    presence,
    driver,
    publicAddress: config.PUBLIC_ADDRESS,
    logger,
    greet: false,
    gracefullyShutdown: false,
  });
  capRequestBodies(http, MAX_BODY_BYTES);

  // Clients may create a table, join one by code, quick-join the lobby, and reconnect. Nothing else.
  matchMaker.controller.exposedMethods = ["create", "joinById", "joinOrCreate", "reconnect"];
  matchMaker.controller.DEFAULT_CORS_HEADERS = { ...matchMaker.controller.DEFAULT_CORS_HEADERS };
  delete (matchMaker.controller.DEFAULT_CORS_HEADERS as Record<string, string>)["Access-Control-Allow-Origin"];
  matchMaker.controller.getCorsHeaders = (req): Record<string, string> => {
    const origin = allowedOrigin(req, config.ALLOWED_ORIGINS);
    return origin ? { "Access-Control-Allow-Origin": origin } : {};
  };

  gameServer.define("lobby", LobbyRoom);
  for (const mode of hostedModes()) {
    gameServer.define(mode.id, GameRoom, { mode: mode.id }).enableRealtimeListing();
  }

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
