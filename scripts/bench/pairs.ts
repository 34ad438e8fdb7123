// `npm run bench:load -- --pairs K`: the mode and the bare baseline room run back to back K times on fresh servers,
// and the ratios the capacity targets name (CPU per action, heap per table) read pair by pair. On a machine whose
// load processes share the server's cores one run's CPU per action moves by a fifth or more (a 活俠決鬥者 ratio read
// 2.19× in one pair and 1.65× in the next, docs/operations.md): a ratio is only worth its median over pairs.
import { r2 } from "./common";

/** The figures of one run's JSON line the ratios are taken from (the line has more). */
export interface LoadSummary {
  game: string;
  tables: number;
  seats: number;
  server_cpu_ms_per_action: number;
  server_heap_kb_per_table: number;
  /** The main thread's share of that CPU (the collector's helpers and the checkpoint thread left out), when known. */
  server_main_thread_ms_per_action?: number;
  [figure: string]: unknown;
}

export type PairedRun = LoadSummary & { bare: boolean };

/** The figure a ratio is taken of, per run. */
const RATIOS = {
  cpu: (s: LoadSummary) => s.server_cpu_ms_per_action,
  main_thread: (s: LoadSummary) => s.server_main_thread_ms_per_action,
  heap: (s: LoadSummary) => s.server_heap_kb_per_table,
};

/**
 * Runs in the order they ran, each pair one bare run and one of the mode (either first): for each figure, the mode's
 * over the bare room's within each pair, and their median. A pair missing a figure gives no ratio for it.
 */
export function pairedRatios(runs: readonly PairedRun[], table: { game: string; tables: number; seats: number; bots?: string }) {
  const pairs: { bare: PairedRun; mode: PairedRun }[] = [];
  for (let i = 0; i + 1 < runs.length; i += 2) {
    const [a, b] = [runs[i], runs[i + 1]];
    if (a.bare === b.bare) throw new Error(`runs ${i + 1} and ${i + 2} are not a bare run and a ${table.game} run`);
    pairs.push(a.bare ? { bare: a, mode: b } : { bare: b, mode: a });
  }
  const out: Record<string, unknown> = { game: table.game, tables: table.tables, seats: table.seats, ...(table.bots ? { bots: table.bots } : {}), pairs: pairs.length };
  for (const [name, figure] of Object.entries(RATIOS)) {
    const ratios = pairs.flatMap(({ bare, mode }) => {
      const [m, b] = [figure(mode), figure(bare)];
      return m !== undefined && b !== undefined && b > 0 ? [r2(m / b)] : [];
    });
    out[`${name}_ratio_median`] = ratios.length ? median(ratios) : null;
    out[`${name}_ratios`] = ratios;
  }
  return out;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : r2((sorted[mid - 1] + sorted[mid]) / 2);
}
