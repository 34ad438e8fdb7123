import type { IncomingMessage } from "node:http";

/**
 * The address a request comes from, for per-address limits. Proxy headers are read only when TRUST_PROXY says a
 * proxy in front overwrites them; otherwise any client could name any address and dodge every limit.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    // The last X-Forwarded-For entry is the one our proxy added; earlier ones are whatever the client sent.
    const forwarded = header(req, "x-real-ip") ?? header(req, "x-forwarded-for")?.split(",").pop();
    if (forwarded?.trim()) return normalise(forwarded.trim());
  }
  return normalise(req.socket?.remoteAddress ?? "unknown");
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** "::ffff:127.0.0.1" and "127.0.0.1" are one client. */
function normalise(address: string): string {
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}
