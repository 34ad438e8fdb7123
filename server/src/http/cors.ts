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
