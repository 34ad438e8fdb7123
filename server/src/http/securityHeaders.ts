import type { RequestHandler } from "express";

/** Every response: no MIME sniffing, and no page address leaks to other sites. */
export const baseSecurityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "same-origin");
  next();
};

/** A Host header as browsers send it (name or address, optional port); anything else is left out of the policy. */
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The web client's pages: a Content-Security-Policy that fits the bundle (client/build.mjs: hashed module scripts
 * and stylesheets from this origin, the favicon as a data: URL, styles set by Preact through the CSSOM, table sockets
 * to this host) and no framing by other sites. The socket's host is named explicitly because some browsers do not
 * count ws:/wss: as 'self'.
 */
export const clientPageHeaders: RequestHandler = (req, res, next) => {
  const host = req.headers.host && HOST.test(req.headers.host) ? req.headers.host : null;
  const sockets = host ? ` ws://${host} wss://${host}` : "";
  res.setHeader(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      `connect-src 'self'${sockets}`,
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; "),
  );
  res.setHeader("X-Frame-Options", "DENY");
  next();
};
