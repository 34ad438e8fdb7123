/**
 * Bundling leaves no esbuild worker thread behind: the sync API keeps one (and an esbuild process) for the next build,
 * and a jest worker holding one per test file took longer to end than jest allows (server/src/tools/bundle.ts).
 */
import { createHook } from "node:async_hooks";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bundleForNode } from "../../server/src/tools/bundle";
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
