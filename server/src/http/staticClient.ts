import { existsSync, statSync } from "node:fs";
import { extname, resolve, sep } from "node:path";
import express from "express";

/**
 * The built web client (client/build.mjs): hashed file names (`app-3SECQY3B.js`, `chunks/…`) never change content,
 * so browsers keep them for a year without asking; index.html names this build's files, so it is revalidated on
 * every load (`no-cache`: the browser keeps it but checks its ETag). Each file goes out as the build's brotli or
 * gzip copy when the browser accepts one (the build compresses at the best level once, not per request).
 */
export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";

/** esbuild's `[name]-[hash]` (8 characters of base32). */
const HASHED = /-[A-Z0-9]{8}\.[a-z0-9]+$/;

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".html": "text/html; charset=UTF-8",
  ".json": "application/json; charset=UTF-8",
  ".svg": "image/svg+xml",
};

/** Copies the build writes beside each text file, best first. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/** The encodings an Accept-Encoding header allows (q=0 refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const out = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [token, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    if (token && !(q && Number(q[1]) === 0)) out.add(token);
  }
  return out;
}

export function cacheControlFor(file: string): string {
  const name = file.replace(/\.(br|gz)$/, "");
  return HASHED.test(name) ? IMMUTABLE : REVALIDATE;
}

const isFile = (p: string) => existsSync(p) && statSync(p).isFile();

/** Serves `dir`; `indexRoutes` (client routes such as /table/ABCDEF) get index.html. */
export function clientFiles(dir: string, indexRoutes: RegExp): express.RequestHandler {
  const root = resolve(dir);
  const files = express.static(root, {
    index: false,
    // Cache-Control is set per file below; ETags and Last-Modified stay on for revalidation.
    cacheControl: false,
    setHeaders: (res, path) => res.setHeader("Cache-Control", cacheControlFor(path)),
  });
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let decoded: string;
    try {
      decoded = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const toIndex = decoded === "/" || indexRoutes.test(decoded);
    // `path` stays URL-encoded: serve-static decodes what it is given.
    const path = toIndex ? "/index.html" : req.path;
    const full = resolve(root, `.${toIndex ? path : decoded}`);
    if (!full.startsWith(root + sep) || !isFile(full)) return next();
    const query = req.url.includes("?") ? req.url.slice(req.url.indexOf("?")) : "";
    const type = TYPES[extname(full)];
    res.append("Vary", "Accept-Encoding");
    const accepted = acceptedEncodings(req.headers["accept-encoding"]);
    const copy = type ? ENCODINGS.find((e) => accepted.has(e.name) && isFile(full + e.suffix)) : undefined;
    if (copy) {
      res.setHeader("Content-Encoding", copy.name);
      // send() would name the type after the .br/.gz file; it leaves a type that is already set alone.
      res.setHeader("Content-Type", type!);
      req.url = `${path}${copy.suffix}${query}`;
    } else req.url = `${path}${query}`;
    files(req, res, next);
  };
}
