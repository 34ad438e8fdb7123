// Longest test files first within each layer (browser, server, shared, client), the layers interleaved so each
// advances at the same pace: the workers finish together instead of one grinding through a long file at the end, and
// three Chromium-driving files never start together on two cores (each timed out starved of CPU).
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
    const byLength = (a, b) => seconds(b) - seconds(a) || (a.path < b.path ? -1 : 1);
    const failed = tests.filter((t) => this.hasFailed(t)).sort(byLength);
    const layers = new Map();
    for (const t of tests.filter((t) => !this.hasFailed(t))) {
      const layer = relative(ROOT, t.path).split("/")[1];
      if (!layers.has(layer)) layers.set(layer, []);
      layers.get(layer).push(t);
    }
    const queues = [...layers.values()].map((list) => {
      list.sort(byLength);
      return { list, total: list.reduce((sum, t) => sum + seconds(t), 0) || 1, done: 0 };
    });
    const order = [...failed];
    // Next from the layer that has advanced least through its own total time.
    for (;;) {
      const open = queues.filter((q) => q.list.length);
      if (!open.length) return order;
      const q = open.reduce((a, b) => (a.done / a.total <= b.done / b.total ? a : b));
      const t = q.list.shift();
      q.done += seconds(t);
      order.push(t);
    }
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
