import type { Server as HttpServer, IncomingMessage, ServerResponse } from "node:http";

/**
 * Colyseus 0.16 buffers matchmaking POST bodies without a cap. This wraps the HTTP server's request listeners
 * and answers 413 to any request whose body grows past `maxBytes`, before anyone buffers it.
 */
export function capRequestBodies(server: HttpServer, maxBytes: number): void {
  const listeners = server.listeners("request") as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners("request");
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > maxBytes) return tooLarge(req, res, maxBytes);
    let seen = 0;
    req.on("data", (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes && !res.headersSent) tooLarge(req, res, maxBytes);
    });
    for (const listener of listeners) listener.call(server, req, res);
  });
}

function tooLarge(req: IncomingMessage, res: ServerResponse, maxBytes: number) {
  res.writeHead(413, { "Content-Type": "application/json", Connection: "close" });
  res.end(JSON.stringify({ error: "payload_too_large", message: `Request bodies are limited to ${maxBytes} bytes.` }));
  req.destroy();
}
