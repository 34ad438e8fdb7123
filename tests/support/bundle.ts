import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { BundleDir } from "../../server/src/tools/bundle";

export const ROOT = resolve(__dirname, "../..");

/** Entry points for plain `node`, bundled once per test file (`BundleDir`); the bundles are removed after it. */
const bundles = new BundleDir(ROOT);
if (typeof afterAll === "function") afterAll(() => bundles.remove());

/** A TypeScript entry point of the repository (`server/src/index.ts`, `scripts/verify.ts`…) as one CommonJS file. */
export const bundled = (entry: string): string => bundles.file(entry);

/** The environment a bundle runs in: its packages from the repository's node_modules, run from the repository. */
export const bundledEnv = (env: Record<string, string | undefined> = process.env): NodeJS.ProcessEnv => bundles.env(env);

/** Runs a bundled command-line entry point (`scripts/verify.ts`…) to its end: its exit code and all it printed. */
export function runBundled(entry: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number; out: string }> {
  return new Promise((done) => {
    execFile(process.execPath, [bundled(entry), ...args], { cwd: ROOT, env: bundledEnv({ ...process.env, ...env }) }, (error, stdout, stderr) =>
      done({ code: !error ? 0 : typeof error.code === "number" ? error.code : -1, out: String(stdout) + String(stderr) }),
    );
  });
}
