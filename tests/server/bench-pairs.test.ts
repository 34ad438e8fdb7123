import { spawnSync } from "node:child_process";
import { pairedRatios, type PairedRun } from "../../scripts/bench/pairs";

/** `bench:load --pairs K` (scripts/bench/pairs.ts): the capacity ratios read pair by pair, and their median. */
const run = (bare: boolean, cpu: number, heap: number, main?: number): PairedRun => ({
  bare,
  game: bare ? "baseline" : "duelist",
  tables: 1000,
  seats: 2,
  server_cpu_ms_per_action: cpu,
  server_heap_kb_per_table: heap,
  ...(main !== undefined ? { server_main_thread_ms_per_action: main } : {}),
});
const table = { game: "duelist", tables: 1000, seats: 2 };

test("each ratio is the mode's over the bare room's within its pair, whichever ran first, and the median is theirs", () => {
  const ratios = pairedRatios([run(true, 0.4, 80, 0.3), run(false, 0.8, 112, 0.45), run(false, 0.66, 111, 0.5), run(true, 0.4, 80.2, 0.25), run(true, 0.5, 80, 0.3), run(false, 0.7, 112, 0.6)], table);
  expect(ratios).toEqual({
    game: "duelist",
    tables: 1000,
    seats: 2,
    pairs: 3,
    cpu_ratio_median: 1.65,
    cpu_ratios: [2, 1.65, 1.4],
    main_thread_ratio_median: 2,
    main_thread_ratios: [1.5, 2, 2],
    heap_ratio_median: 1.4,
    heap_ratios: [1.4, 1.38, 1.4],
  });
});

test("an even count of pairs takes the middle two's mean; a figure some run lacks gives ratios only where both have it", () => {
  const ratios = pairedRatios([run(true, 0.4, 80), run(false, 0.6, 120, 0.5), run(true, 0.5, 100, 0.25), run(false, 0.9, 120, 0.5)], table);
  expect(ratios).toMatchObject({ pairs: 2, cpu_ratio_median: 1.65, cpu_ratios: [1.5, 1.8], main_thread_ratio_median: 2, main_thread_ratios: [2], heap_ratio_median: 1.35 });
  expect(pairedRatios([run(false, 0.6, 120)], table)).toMatchObject({ pairs: 0, cpu_ratio_median: null, cpu_ratios: [] });
});

test("the ratios' line names the bots the game's tables played with", () => {
  expect(pairedRatios([run(true, 0.4, 80), run(false, 0.6, 120)], { ...table, bots: "greedy" })).toMatchObject({ game: "duelist", bots: "greedy", pairs: 1 });
});

test("two runs of the same side cannot make a pair", () => {
  expect(() => pairedRatios([run(true, 0.4, 80), run(true, 0.4, 80)], table)).toThrow(/runs 1 and 2 are not a bare run and a duelist run/);
});

test.each([
  [["--baseline", "--pairs", "2"], "--pairs runs the bare room beside a game's tables: not with --baseline or --failover"],
  [["--game", "slaying", "--bots", "smart"], "--bots random or greedy, not smart"],
])("%j is refused with one line, before any server starts", (args, line) => {
  const out = spawnSync(process.execPath, ["-r", require.resolve("ts-node/register/transpile-only"), "scripts/benchLoad.ts", ...args], { encoding: "utf8", timeout: 60_000 });
  expect(out.status).toBe(2);
  expect(out.stderr.trim()).toBe(line);
});
