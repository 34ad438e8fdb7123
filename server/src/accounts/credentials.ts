import type { IncomingHttpHeaders } from "node:http";

/** The web client's session cookie (HTTP-only: page scripts never see the token). */
export const SESSION_COOKIE = "wx_session";

/**
 * The session token a request carries: `Authorization: Bearer <token>` (bots, third-party clients) first, else the
 * session cookie. The same reading serves HTTP routes and a room's onAuth (which gets the upgrade request's headers).
 */
export function tokenFrom(headers: IncomingHttpHeaders): string | undefined {
  const auth = headers.authorization;
  if (typeof auth === "string" && /^Bearer\s+/i.test(auth)) return auth.replace(/^Bearer\s+/i, "").trim();
  return cookieValue(headers.cookie, SESSION_COOKIE);
}

/** One cookie's value (RFC 6265 pairs separated by ";"); a malformed or missing one is undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header || header.length > 8192) return undefined;
  for (const pair of header.split(";")) {
    const eq = pair.indexOf("=");
    if (eq > 0 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim().replace(/^"(.*)"$/, "$1");
  }
  return undefined;
}
