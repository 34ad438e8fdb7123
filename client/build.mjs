// Builds the web client into client/dist: the app entry (lobby and table shell) plus one bundle per game mode and
// per page, loaded on demand (esbuild code splitting), every file named by its content hash so it can be cached
// forever; index.html is written last with the entry's names. Each mode's stylesheet (client/src/games/<id>/<id>.css)
// is an entry of its own (`games/<id>-[hash].css`), not part of the app's CSS: index.html lists them by mode and the
// client links a mode's sheet when it first loads that mode's view (client/src/games/styles.ts). Production builds
// also write .br and .gz copies that the server sends to browsers that accept them.
// Usage: node client/build.mjs [--watch] [--dev] [--outdir DIR]
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import * as esbuild from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");
// --outdir DIR builds somewhere else (a test builds into a temporary folder, never under a running server).
const outArg = process.argv.indexOf("--outdir");
const dist = outArg > 0 ? resolve(process.argv[outArg + 1]) : join(here, "dist");
const watch = process.argv.includes("--watch");
const dev = process.argv.includes("--dev") || watch;

const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

/** Every file under `dir`, as paths relative to it. */
function filesIn(dir, base = dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesIn(p, base) : [relative(base, p)];
  });
}

/** The chunks `output` imports statically, transitively: they load before the app can run. */
function staticImports(metafile, output, seen = new Set()) {
  for (const i of metafile.outputs[output].imports) {
    if (i.kind !== "import-statement" || seen.has(i.path)) continue;
    seen.add(i.path);
    staticImports(metafile, i.path, seen);
  }
  return seen;
}

const GAMES = "client/src/games";
/**
 * The modes' stylesheets, as entry points named `games/<id>`: client/src/games/<id>/<id>.css where it exists (a
 * sheet that needs another mode's styles `@import`s them, and esbuild inlines them).
 */
function modeStyleEntries() {
  const entries = {};
  for (const id of readdirSync(join(root, GAMES))) {
    const sheet = `${GAMES}/${id}/${id}.css`;
    if (existsSync(join(root, sheet))) entries[`games/${id}`] = sheet;
  }
  return entries;
}

/** Mode id → URL of its built stylesheet, read from the metafile (the CSS entries above). */
function modeStyles(metafile, url) {
  const out = {};
  for (const [p, o] of Object.entries(metafile.outputs)) {
    const m = o.entryPoint && /^client\/src\/games\/([a-z0-9]+)\/\1\.css$/.exec(o.entryPoint);
    if (m && p.endsWith(".css")) out[m[1]] = url(p);
  }
  return out;
}

/**
 * index.html pointing at this build's hashed entry files, with a modulepreload for every chunk the entry imports
 * (the browser fetches them all at once instead of discovering them one import level per round trip).
 */
function writeIndex(metafile) {
  const [entryOut, entry] = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === "client/src/main.tsx");
  const url = (p) => "/" + relative(dist, join(root, p)).split("\\").join("/");
  const preloads = [...staticImports(metafile, entryOut)].map((p) => `<link rel="modulepreload" href="${url(p)}" />`).join("\n    ");
  const html = readFileSync(join(here, "index.html"), "utf8")
    .replaceAll("__APP_JS__", url(entryOut))
    .replaceAll("__APP_CSS__", entry.cssBundle ? url(entry.cssBundle) : "")
    .replace("__PRELOADS__", preloads)
    // JSON in a data block (never run); `<` escaped so no value can close the element.
    .replace("__MODE_STYLES__", JSON.stringify(modeStyles(metafile, url)).replaceAll("<", "\\u003c"));
  writeFileSync(join(dist, "index.html"), html);
}

/** Drops what an earlier build left (old hashes, stale compressed copies): dist holds exactly this build. */
function prune(metafile) {
  const keep = new Set(Object.keys(metafile.outputs).map((p) => relative(dist, join(root, p))));
  keep.add("index.html");
  keep.add(".meta.json");
  for (const f of filesIn(dist)) {
    const original = f.replace(/\.(br|gz)$/, "");
    if (!keep.has(original) || (f !== original && dev)) rmSync(join(dist, f));
  }
}

/** Brotli (best) and gzip (best) copies of each text file, for the server to send as they are. */
function precompress() {
  for (const f of filesIn(dist)) {
    if (!COMPRESSIBLE.test(f)) continue;
    const body = readFileSync(join(dist, f));
    writeFileSync(join(dist, `${f}.br`), brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    writeFileSync(join(dist, `${f}.gz`), gzipSync(body, { level: 9 }));
  }
}

const finishPlugin = {
  name: "finish",
  setup(build) {
    build.onEnd((result) => {
      if (result.errors.length || !result.metafile) return;
      writeIndex(result.metafile);
      // For `npm run bench:client` (which bundles a page needs); a dotfile, so the server never sends it.
      writeFileSync(join(dist, ".meta.json"), JSON.stringify(result.metafile));
      prune(result.metafile);
      if (!dev) precompress();
    });
  },
};

/**
 * colyseus.js and @colyseus/schema list their CommonJS and UMD builds under the `browser` condition, which esbuild
 * always matches for the browser: whole libraries (schema's encoder, tslib) that nothing can shake. Their ES module
 * builds let esbuild keep only what the client calls.
 */
const colyseusEsm = {
  name: "colyseus-esm",
  setup(build) {
    build.onResolve({ filter: /^(colyseus\.js|@colyseus\/schema)$/ }, (args) => ({
      path: join(root, "node_modules", args.path, "build/esm/index.mjs"),
    }));
  },
};

mkdirSync(dist, { recursive: true });
const options = {
  absWorkingDir: root,
  entryPoints: { app: "client/src/main.tsx", ...modeStyleEntries() },
  outdir: dist,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "browser",
  target: "es2020",
  jsx: "automatic",
  jsxImportSource: "preact",
  minify: !dev,
  sourcemap: dev ? "inline" : false,
  legalComments: "none",
  logLevel: "info",
  entryNames: "[dir]/[name]-[hash]",
  chunkNames: "chunks/[name]-[hash]",
  assetNames: "assets/[name]-[hash]",
  metafile: true,
  define: { "process.env.NODE_ENV": JSON.stringify(dev ? "development" : "production") },
  plugins: [colyseusEsm, finishPlugin],
};

if (watch) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
  console.log("watching client/src …");
} else {
  await esbuild.build(options);
}
