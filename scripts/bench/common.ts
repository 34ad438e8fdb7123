// Small helpers shared by the benchmark scripts.
import * as v8 from "node:v8";
import * as vm from "node:vm";

export const gc: (() => void) | undefined = (() => {
  try {
    v8.setFlagsFromString("--expose-gc");
    return vm.runInNewContext("gc") as () => void;
  } catch {
    return undefined;
  }
})();

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const now = () => performance.now();
/** Node flags given in an environment variable, space-separated (BENCH_SERVER_NODE_FLAGS, BENCH_LOAD_NODE_FLAGS). */
export const nodeFlagsFrom = (variable: string): string[] => process.env[variable]?.split(" ").filter(Boolean) ?? [];
export const r2 = (n: number) => Math.round(n * 100) / 100;
export const r0 = (n: number) => Math.round(n);
export const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;
export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export interface Mem {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
}

export async function memNow(collect = true): Promise<Mem> {
  if (collect && gc) {
    gc();
    await sleep(20);
    gc();
  }
  const m = process.memoryUsage();
  return { rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external };
}

export const memMB = (m: Mem) => ({ rss_mb: mb(m.rss), heap_used_mb: mb(m.heapUsed), heap_total_mb: mb(m.heapTotal), external_mb: mb(m.external) });

export function printTable(title: string, headers: string[], rows: (string | number)[][]) {
  const cells = [headers, ...rows.map((r) => r.map((c) => String(c)))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(`\n${title}`);
  console.log(line(headers));
  console.log(widths.map((w) => "─".repeat(w)).join("  "));
  for (const r of cells.slice(1)) console.log(line(r));
}


export async function waitFor(check: () => boolean, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

/** The median and the 95th percentile of a list. */
export function spread(values: number[]): { median: number; p95: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95) };
}
