/** `npm test` on a machine without Chromium stops before any test, with one line saying what to install. */
import { spawnSync } from "node:child_process";
import { join } from "node:path";

const preflight = join(__dirname, "../../scripts/preflight.mjs");
const run = (chromium: string) => spawnSync(process.execPath, [preflight], { env: { ...process.env, CHROMIUM_PATH: chromium }, encoding: "utf8" });

test("no Chromium: exit 1 and a single line naming what to install", () => {
  const r = run("/nonexistent/chromium");
  expect(r.status).toBe(1);
  const lines = r.stderr.trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/needs Chromium at \/nonexistent\/chromium/);
  expect(lines[0]).toMatch(/apt-get install chromium/);
  expect(lines[0]).toMatch(/CHROMIUM_PATH/);
  expect(r.stdout).toBe("");
});

test("an executable at CHROMIUM_PATH passes silently", () => {
  const r = run(process.execPath);
  expect(r.status).toBe(0);
  expect(r.stderr).toBe("");
});

test("package.json runs it before the tests", () => {
  const pkg = require("../../package.json") as { scripts: Record<string, string> };
  expect(pkg.scripts.pretest).toBe("node scripts/preflight.mjs");
});
