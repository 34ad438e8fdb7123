// Longest test files first, so the workers finish together instead of one grinding through a long file at the end.
// Jest knows the durations of the last run on this machine (its cache); a fresh clone (CI) has no cache, and jest
// would fall back to file size, which puts the short fuzz-<mode> files (one line each, minutes of work) last. So a
// fresh clone uses the durations measured here, tests/durations.json (refresh: `node tests/sequencer.js <cacheDir>`).
const { readFileSync, readdirSync, writeFileSync } = require("node:fs");
const { join, relative } = require("node:path");
const Sequencer = require("@jest/test-sequencer").default;

const ROOT = join(__dirname, "..");
const HINTS_FILE = join(__dirname, "durations.json");

class LongestFirst extends Sequencer {
  sort(tests) {
    const hints = JSON.parse(readFileSync(HINTS_FILE, "utf8"));
    const seconds = (test) => this.time(test) / 1000 || hints[relative(ROOT, test.path)] || 0;
    return [...tests].sort((a, b) => Number(this.hasFailed(b)) - Number(this.hasFailed(a)) || seconds(b) - seconds(a) || (a.path < b.path ? -1 : 1));
  }
}
module.exports = LongestFirst;

// Rewrites durations.json from a jest cache directory (e.g. /tmp/jest_0 after a full run).
if (require.main === module) {
  const dir = process.argv[2];
  const out = {};
  for (const file of readdirSync(dir).filter((f) => f.startsWith("perf-cache-"))) {
    for (const [path, [, ms]] of Object.entries(JSON.parse(readFileSync(join(dir, file), "utf8")))) {
      if (path.startsWith(ROOT) && ms >= 1000) out[relative(ROOT, path)] = Math.round(ms / 100) / 10;
    }
  }
  writeFileSync(HINTS_FILE, JSON.stringify(Object.fromEntries(Object.entries(out).sort(([, a], [, b]) => b - a)), null, 1) + "\n");
  console.log(`${Object.keys(out).length} durations written to ${relative(process.cwd(), HINTS_FILE)}`);
}
