// Builds the web client: client/src/main.tsx → client/dist/app.js + app.css, and client/index.html → client/dist.
// Usage: node client/build.mjs [--watch] [--dev]
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, "dist");
const watch = process.argv.includes("--watch");
const dev = process.argv.includes("--dev") || watch;

/** index.html gets a content hash on its asset URLs so a new build is never hidden by the 1 h static cache. */
function writeIndex() {
  const hash = createHash("sha256");
  for (const f of ["app.js", "app.css"]) {
    const p = join(dist, f);
    if (existsSync(p)) hash.update(readFileSync(p));
  }
  const version = hash.digest("hex").slice(0, 10);
  const html = readFileSync(join(here, "index.html"), "utf8").replaceAll("__VERSION__", version);
  writeFileSync(join(dist, "index.html"), html);
}

const writeIndexPlugin = {
  name: "write-index",
  setup(build) {
    build.onEnd((result) => {
      if (result.errors.length === 0) writeIndex();
    });
  },
};

mkdirSync(dist, { recursive: true });
const options = {
  entryPoints: { app: join(here, "src/main.tsx") },
  outdir: dist,
  bundle: true,
  format: "esm",
  platform: "browser",
  target: "es2020",
  jsx: "automatic",
  jsxImportSource: "preact",
  minify: !dev,
  sourcemap: dev ? "inline" : false,
  legalComments: "none",
  logLevel: "info",
  define: { "process.env.NODE_ENV": JSON.stringify(dev ? "development" : "production") },
  plugins: [writeIndexPlugin],
};

if (watch) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
  console.log("watching client/src …");
} else {
  await esbuild.build(options);
}
