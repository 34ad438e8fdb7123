import { resolve } from "node:path";
import { BundleDir } from "../../server/src/tools/bundle";

/**
 * The benchmarks' child processes (the server, the load workers) run their entry point bundled for plain `node`, as
 * the deployed server runs compiled JavaScript: under ts-node each also held the TypeScript compiler, ≈ 34 MB of the
 * server's 53 MB of heap before any table (18 MB bundled), which every full collection marked again
 * (docs/operations.md, Capacity). Built once per benchmark process, removed when it exits.
 */
export const benchBundles = new BundleDir(resolve(__dirname, "../.."));
process.once("exit", () => benchBundles.remove());
