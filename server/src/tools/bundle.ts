import { join, resolve } from "node:path";
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
