import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { bundleForNode } from "../../server/src/tools/bundle";

export const ROOT = resolve(__dirname, "../..");

/**
 * A TypeScript entry point of the repository (`server/src/index.ts`, `scripts/verify.ts`…) as one CommonJS file
 * for plain `node` (`bundleForNode`), its packages resolved through NODE_PATH (see `bundledEnv`): esbuild bundles
 * the server in well under a second, where `ts-node --transpile-only` transpiled every file again in every process
 * it started (8 s of CPU for scripts/verify.ts, more for the server). Bundled once per test file; the bundles are
 * removed after it.
 */
export function bundled(entry: string): string {
  const known = bundles.get(entry);
  if (known) return known;
  dir ??= mkdtempSync(join(tmpdir(), "wuxing-bundles-"));
  const outfile = join(dir, `${bundles.size}-${basename(entry, ".ts")}.js`);
  // import() as require(), so the packages resolve through NODE_PATH like the rest.
  bundleForNode(ROOT, entry, outfile, { supported: { "dynamic-import": false } });
  bundles.set(entry, outfile);
  return outfile;
}

/** The environment a bundle runs in: its packages from the repository's node_modules, run from the repository. */
export function bundledEnv(env: Record<string, string | undefined> = process.env): NodeJS.ProcessEnv {
  return { ...env, NODE_PATH: join(ROOT, "node_modules") };
}

/** Runs a bundled command-line entry point (`scripts/verify.ts`…) to its end: its exit code and all it printed. */
export function runBundled(entry: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number; out: string }> {
  return new Promise((done) => {
    execFile(process.execPath, [bundled(entry), ...args], { cwd: ROOT, env: bundledEnv({ ...process.env, ...env }) }, (error, stdout, stderr) =>
      done({ code: !error ? 0 : typeof error.code === "number" ? error.code : -1, out: String(stdout) + String(stderr) }),
    );
  });
}

const bundles = new Map<string, string>();
let dir: string | undefined;
if (typeof afterAll === "function") afterAll(() => dir && rmSync(dir, { recursive: true, force: true }));
