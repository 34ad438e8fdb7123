import type { IncomingMessage } from "node:http";

/**
 * CORS is not wide open: the web client is served from the same origin, so only origins listed in
 * ALLOWED_ORIGINS (a third-party client, say) get an Access-Control-Allow-Origin header.
 */
export function allowedOrigin(req: IncomingMessage, allowed: string[]): string | undefined {
  const origin = req.headers.origin;
  if (!origin) return undefined;
  return allowed.includes(origin) ? origin : undefined;
}

/**
 * May a request with this Origin act (create or join a table, open a table's WebSocket)? Yes without an Origin
 * header (Node clients, curl: no browser to borrow a victim's session from), from the server's own origin (the
 * bundled client), and from ALLOWED_ORIGINS. A page elsewhere cannot make a visitor's browser open tables.
 */
export function originMayAct(req: IncomingMessage, allowed: string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  return sameOrigin(origin, req.headers.host);
}

/** The scheme is not compared: behind a TLS proxy the server sees http while the page is https. */
function sameOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}
