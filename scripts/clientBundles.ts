/**
 * What a browser downloads, read from the client build's metafile (client/dist/.meta.json, written by
 * client/build.mjs): the app entry and everything it imports statically (the lobby), and per game mode the
 * bundles a table of that mode loads on demand (its view, its wire reader, its create-table options, its stylesheet).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

export const ROOT = join(__dirname, "..");
export const DIST = join(ROOT, "client/dist");
const APP_ENTRY = "client/src/main.tsx";

interface Output {
  imports: { path: string; kind: string }[];
  entryPoint?: string;
  cssBundle?: string;
  inputs: Record<string, unknown>;
}
export interface Metafile {
  outputs: Record<string, Output>;
}

export function readMetafile(dist = DIST): Metafile {
  return JSON.parse(readFileSync(join(dist, ".meta.json"), "utf8")) as Metafile;
}

/**
 * `outputs` plus everything they import statically, transitively (what loads together). The app's CSS (the
 * entry's cssBundle: every stylesheet its code imports, dynamic imports included) is the only one index.html links:
 * pass `css` for the entry only. The modes' stylesheets are entries of their own (see `modeStyleSheet`).
 */
export function staticClosure(meta: Metafile, outputs: string[], css = false): Set<string> {
  const seen = new Set<string>();
  const stack = [...outputs];
  while (stack.length) {
    const o = stack.pop()!;
    if (seen.has(o) || !meta.outputs[o]) continue;
    seen.add(o);
    const out = meta.outputs[o];
    if (css && out.cssBundle) seen.add(out.cssBundle);
    for (const i of out.imports) if (i.kind === "import-statement") stack.push(i.path);
  }
  return seen;
}

/** The game mode a source file belongs to (client/src/games/<id>/…, client/src/games/<id>.tsx, shared/src/games/<id>/…). */
export function modeOfSource(path: string): string | null {
  const m = /(?:^|\/)src\/games\/([a-z0-9]+)(?:\/|\.tsx?$)/.exec(path);
  return m ? m[1] : null;
}

/** The mode whose stylesheet entry this is (client/src/games/<id>/<id>.css, built as games/<id>-[hash].css). */
export function modeStyleSheet(entryPoint: string | undefined): string | null {
  const m = entryPoint ? /^client\/src\/games\/([a-z0-9]+)\/\1\.css$/.exec(entryPoint) : null;
  return m ? m[1] : null;
}

export interface BundleReport {
  /** What the lobby loads before anything is clicked: the app entry, its static imports, the CSS. */
  lobby: Set<string>;
  /** Per mode: the bundles its table and create form load on demand (beyond the lobby), its stylesheet included. */
  modes: Record<string, Set<string>>;
  /** Per mode: every source file of the mode (code or CSS) that ends up in the lobby (should be none). */
  leaks: Record<string, string[]>;
}

const TABLE_PARTS = /(?:games\/[a-z0-9]+\/index\.tsx|client\/src\/games\/[a-z0-9]+\.tsx|wire\/fromWire\.ts|OptionsForm\.tsx)$/;

export function bundleReport(meta: Metafile): BundleReport {
  const entry = Object.entries(meta.outputs).find(([, o]) => o.entryPoint === APP_ENTRY)?.[0];
  if (!entry) throw new Error(`the metafile has no output for ${APP_ENTRY}`);
  const lobby = staticClosure(meta, [entry], true);
  const modes: Record<string, Set<string>> = {};
  const leaks: Record<string, string[]> = {};
  // The lazily loaded entries are the targets of dynamic imports; each names its mode by its source path.
  for (const [out, o] of Object.entries(meta.outputs)) {
    const mode = o.entryPoint && !out.endsWith(".css") ? modeOfSource(o.entryPoint) : null;
    // A table loads its view and wire reader, the create form its options; engines load for replays, the deck
    // builder is a page of its own.
    if (!mode || !TABLE_PARTS.test(o.entryPoint!)) continue;
    const set = (modes[mode] ??= new Set());
    // A part's own cssBundle counts too (a mode view that imported CSS again would show up here, if not in the lobby).
    for (const f of staticClosure(meta, [out], true)) if (!lobby.has(f)) set.add(f);
  }
  // Each mode's stylesheet, loaded with its view or options (client/src/games/styles.ts).
  for (const [out, o] of Object.entries(meta.outputs)) {
    const mode = out.endsWith(".css") ? modeStyleSheet(o.entryPoint) : null;
    if (mode && modes[mode]) modes[mode].add(out);
  }
  for (const f of lobby) {
    for (const input of Object.keys(meta.outputs[f]?.inputs ?? {})) {
      const mode = modeOfSource(input);
      if (mode && modes[mode]) (leaks[mode] ??= []).push(input);
    }
  }
  return { lobby, modes, leaks };
}

/** Bytes of an output as sent: the build's .gz / .br copy, or the file itself. */
export function sizeOf(output: string, encoding: "gzip" | "br" | "raw"): number {
  const file = join(ROOT, output);
  const copy = encoding === "gzip" ? `${file}.gz` : encoding === "br" ? `${file}.br` : file;
  return existsSync(copy) ? statSync(copy).size : statSync(file).size;
}

export const total = (files: Iterable<string>, encoding: "gzip" | "br" | "raw") => [...files].reduce((n, f) => n + sizeOf(f, encoding), 0);

export const distName = (output: string) => relative(DIST, join(ROOT, output));
