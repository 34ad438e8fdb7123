import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/**
 * Colyseus answers every matchmaking POST with 200 before it parses the body, so malformed JSON came back as a 200
 * "error", and a `[]` or `null` body became empty options (a `[]` opened a default table). This replaces the game
 * server's matchmaking handler with one that reads the body first and answers 400 unless it is a JSON object, then
 * hands Colyseus the same request with that body replayed. The body size is capped before this (capRequestBodies).
 */
export function requireObjectBodies(gameServer: object): void {
  const server = gameServer as { handleMatchMakeRequest: Handler };
  const original = server.handleMatchMakeRequest.bind(gameServer);
  server.handleMatchMakeRequest = (req, res) => {
    if (req.method !== "POST") return original(req, res);
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (res.headersSent) return;
      const body = Buffer.concat(chunks);
      if (!isJsonObject(body)) {
        res.writeHead(400, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: "bad_request", message: { zh: "請求內容必須是 JSON 物件。", en: "The request body must be a JSON object." } }));
        return;
      }
      const replayed = Object.assign(Readable.from([body]), { url: req.url, method: req.method, headers: req.headers, socket: req.socket });
      void original(replayed as unknown as IncomingMessage, res);
    });
  };
}

function isJsonObject(body: Buffer): boolean {
  try {
    const value: unknown = JSON.parse(body.toString("utf8"));
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}
