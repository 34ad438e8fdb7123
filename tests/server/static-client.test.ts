/** The built web client over HTTP: brotli/gzip copies with the right headers, cache rules, client routes, no escape. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import { acceptedEncodings, clientFiles, IMMUTABLE, REVALIDATE } from "../../server/src/http/staticClient";

const JS = "export const x = 1;\n".repeat(50);
let dir = "";
let server: Server;
let port = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "wuxing-static-"));
  mkdirSync(join(dir, "chunks"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>t</title>");
  writeFileSync(join(dir, "app-ABCD1234.js"), JS);
  writeFileSync(join(dir, "app-ABCD1234.js.br"), brotliCompressSync(JS));
  writeFileSync(join(dir, "app-ABCD1234.js.gz"), gzipSync(JS));
  writeFileSync(join(dir, "chunks/only-gz-ZZZZ9999.css"), "a{b:c}");
  writeFileSync(join(dir, "chunks/only-gz-ZZZZ9999.css.gz"), gzipSync("a{b:c}"));
  writeFileSync(join(dir, ".meta.json"), "{}");
  const app = express();
  app.use(clientFiles(dir, /^\/(table|watch)(\/.*)?$/));
  app.use((_req, res) => res.status(404).send("nope"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(dir, { recursive: true, force: true });
});

/** A raw GET (no automatic decompression), the body as bytes. */
function get(path: string, encoding?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers: encoding === undefined ? {} : { "accept-encoding": encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("a hashed bundle goes out as its brotli copy, typed as JavaScript, cached for a year", async () => {
  const r = await get("/app-ABCD1234.js", "gzip, deflate, br");
  expect(r.status).toBe(200);
  expect(r.headers["content-encoding"]).toBe("br");
  expect(r.headers["content-type"]).toMatch(/^text\/javascript/);
  expect(r.headers["cache-control"]).toBe(IMMUTABLE);
  expect(r.headers.vary).toMatch(/Accept-Encoding/i);
  expect(Number(r.headers["content-length"])).toBeLessThan(JS.length / 5);
  expect(r.body.equals(brotliCompressSync(JS))).toBe(true);
});

test("gzip when brotli is not accepted (or refused with q=0); the file itself when nothing is", async () => {
  const gz = await get("/app-ABCD1234.js", "gzip");
  expect(gz.headers["content-encoding"]).toBe("gzip");
  const refused = await get("/app-ABCD1234.js", "br;q=0, gzip");
  expect(refused.headers["content-encoding"]).toBe("gzip");
  const plain = await get("/app-ABCD1234.js");
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.toString()).toBe(JS);
  const onlyGz = await get("/chunks/only-gz-ZZZZ9999.css", "br, gzip");
  expect(onlyGz.headers["content-encoding"]).toBe("gzip");
  expect(onlyGz.headers["content-type"]).toMatch(/^text\/css/);
});

test("index.html is revalidated on every load, for / and for client routes", async () => {
  for (const path of ["/", "/index.html", "/table/ABCDEF", "/watch/ABCDEF"]) {
    const r = await get(path, "br");
    expect(r.status).toBe(200);
    expect(r.headers["cache-control"]).toBe(REVALIDATE);
    expect(r.headers["content-type"]).toMatch(/^text\/html/);
    expect(r.body.toString()).toContain("<title>t</title>");
  }
});

test("nothing outside the folder, no dotfiles, unknown paths fall through", async () => {
  expect((await get("/../package.json")).status).toBe(404);
  expect((await get("/%2e%2e/%2e%2e/etc/passwd")).status).toBe(404);
  expect((await get("/.meta.json")).status).toBe(404);
  expect((await get("/nope.js")).status).toBe(404);
});

test("Accept-Encoding parsing", () => {
  expect([...acceptedEncodings("gzip, deflate, br")]).toEqual(["gzip", "deflate", "br"]);
  expect([...acceptedEncodings("br;q=0, gzip;q=0.5")]).toEqual(["gzip"]);
  expect([...acceptedEncodings(undefined)]).toEqual([]);
});
