import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import type { BuildOptions } from "esbuild";

/**
 * A TypeScript entry point of the repository as one CommonJS file for plain `node`, its packages left to
 * node_modules: how the fuzzer's server and the tests' child processes run the code as production would, without
 * ts-node transpiling every file again in every process. esbuild is a dev dependency, loaded only here.
 */
export function bundleForNode(root: string, entry: string, outfile: string, extra: BuildOptions = {}): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const esbuild = require("esbuild") as typeof import("esbuild");
  try {
    esbuild.buildSync({
      entryPoints: [resolve(root, entry)],
      bundle: true,
      platform: "node",
      target: "node20",
      format: "cjs",
      packages: "external",
      tsconfig: join(root, "tsconfig.json"),
      outfile,
      logLevel: "error",
      ...extra,
    });
  } finally {
    // The sync API keeps a worker thread (and an esbuild process) for the next build. Left running, each one made the
    // process that loaded it slow to exit: jest forced its workers, each holding one per test file, past its 500 ms.
    void esbuild.stop();
  }
}

/**
 * Entry points of a repository (`server/src/index.ts`, `scripts/verify.ts`…) bundled once each (`bundleForNode`) into
 * a temporary directory of their own, and run with `env()`: their packages resolve from the repository's node_modules
 * through NODE_PATH. Bundling takes well under a second, where `ts-node --transpile-only` transpiled every file again
 * in every process it started (8 s of CPU for scripts/verify.ts, more for the server) and kept the TypeScript compiler
 * in its heap.
 */
export class BundleDir {
  private dir: string | undefined;
  private readonly files = new Map<string, string>();

  constructor(private readonly root: string) {}

  /** `entry` (relative to the root) as one file for plain `node`. */
  file(entry: string): string {
    const known = this.files.get(entry);
    if (known) return known;
    this.dir ??= mkdtempSync(join(tmpdir(), "wuxing-bundles-"));
    const outfile = join(this.dir, `${this.files.size}-${basename(entry, ".ts")}.js`);
    // import() as require(), so the packages resolve through NODE_PATH like the rest.
    bundleForNode(this.root, entry, outfile, { supported: { "dynamic-import": false } });
    this.files.set(entry, outfile);
    return outfile;
  }

  /** The environment a bundle runs in: `env` with the root's packages on NODE_PATH. */
  env(env: Record<string, string | undefined> = process.env): NodeJS.ProcessEnv {
    return { ...env, NODE_PATH: join(this.root, "node_modules") };
  }

  /** The bundles go (the next `file` builds again). */
  remove(): void {
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
    this.dir = undefined;
    this.files.clear();
  }
}
