/**
 * Bundling leaves no esbuild worker thread behind: the sync API keeps one (and an esbuild process) for the next build,
 * and a jest worker holding one per test file took longer to end than jest allows (server/src/tools/bundle.ts). A
 * `BundleDir` builds each entry point once, and its bundles run under plain `node` from anywhere with the
 * repository's packages.
 */
import { createHook } from "node:async_hooks";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { BundleDir, bundleForNode } from "../../server/src/tools/bundle";
import { ROOT } from "../support/bundle";
import { waitFor } from "../support/arena";

test("a bundle is written and its build's worker thread then ends", async () => {
  const workers = new Set<number>();
  let started = 0;
  const hook = createHook({
    init: (id, type) => void (type === "WORKER" && (workers.add(id), started++)),
    destroy: (id) => void workers.delete(id),
  }).enable();
  const dir = mkdtempSync(join(tmpdir(), "wuxing-bundle-"));
  try {
    bundleForNode(ROOT, "server/src/rooms/tableCode.ts", join(dir, "tableCode.js"));
    expect(existsSync(join(dir, "tableCode.js"))).toBe(true);
    expect(started).toBe(1);
    await waitFor(() => workers.size === 0, 5_000, "esbuild's worker thread ended");
  } finally {
    hook.disable();
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a BundleDir builds an entry point once, runs it with the repository's packages, and removes its bundles", () => {
  const bundles = new BundleDir(ROOT);
  let file = "";
  try {
    file = bundles.file("shared/src/protocol/messages.ts");
    const built = statSync(file).mtimeMs;
    expect(bundles.file("shared/src/protocol/messages.ts")).toBe(file);
    expect(statSync(file).mtimeMs).toBe(built);
    // Run from a directory with no node_modules above it: zod is found through the environment the bundle runs in.
    const script = `const { JoinOptions } = require(${JSON.stringify(file)}); console.log(JoinOptions.safeParse({ name: 42 }).success)`;
    const run = (env: NodeJS.ProcessEnv) => spawnSync(process.execPath, ["-e", script], { cwd: tmpdir(), env, encoding: "utf8" });
    const ran = run(bundles.env());
    expect(ran.stderr).toBe("");
    expect(ran.stdout.trim()).toBe("false");
    const { NODE_PATH: _unset, ...withoutPath } = process.env;
    expect(run(withoutPath).stderr).toMatch(/Cannot find module 'zod'/);
  } finally {
    bundles.remove();
  }
  expect(existsSync(dirname(file))).toBe(false);
});
