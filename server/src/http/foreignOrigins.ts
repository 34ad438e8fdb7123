import type { Server as HttpServer, IncomingMessage, ServerResponse } from "node:http";
import { JOIN_ERRORS } from "../../../shared/src/protocol/messages";
import { originMayAct } from "./cors";

/**
 * Matchmaking (`/matchmake/…`) parses any body as JSON whatever its Content-Type, so a page on another site can
 * make a visitor's browser open tables with a "simple" text/plain POST that needs no CORS preflight. This wraps
 * the HTTP server's request listeners (like capRequestBodies) and answers 403 to matchmaking requests whose Origin
 * may not act (see originMayAct), before Colyseus sees them.
 */
export function refuseForeignMatchmaking(server: HttpServer, allowed: string[]): void {
  const listeners = server.listeners("request") as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners("request");
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.includes("/matchmake") && req.method !== "OPTIONS" && !originMayAct(req, allowed)) {
      const [zh, en] = JOIN_ERRORS.origin_not_allowed;
      res.writeHead(403, { "Content-Type": "application/json", Connection: "close" });
      res.end(JSON.stringify({ error: "origin_not_allowed", message: { zh, en } }));
      req.resume();
      return;
    }
    for (const listener of listeners) listener.call(server, req, res);
  });
}
