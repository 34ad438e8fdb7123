// `npm run bench -- --only table [--game <id>] [--seats S]`: what opening a table costs the server's own code, in this
// process and without a network: the options check matchmaking runs before it creates the room
// (unplayableTableOptions), the room's parse of the host's settings and options (tableFromJoin), the game's setup
// with the lines it shows (setUp), and the first position synced into a new schema and encoded whole. Every table
// has the default options and its own seed, as quick pairing's tables do. CPU in µs per table (median of five
// rounds) and KB allocated per table (the inspector's heap sampling, counting what was already collected).
import { Session } from "node:inspector";
import { Encoder } from "@colyseus/schema";
import { setUp } from "../../shared/src/core/engine";
import { getEngine } from "../../shared/src/games";
import { WIRES } from "../../shared/src/games/wires";
import { unplayableTableOptions } from "../../server/src/matchmaking/tableOptions";
import { tableFromJoin } from "../../server/src/rooms/tableOptions";
import { percentile, r2 } from "./common";

const ROUND_MS = 300;
/** Tables opened while the allocations are sampled. */
const SAMPLED_TABLES = 500;

/** Microseconds per call of `open`: the median of five rounds of at least ROUND_MS, after a warm-up round. */
function usPerTable(open: () => void): number {
  const rounds: number[] = [];
  for (let r = 0; r < 6; r++) {
    let n = 0;
    const t = performance.now();
    while (performance.now() - t < ROUND_MS) for (let i = 0; i < 20; i++, n++) open();
    if (r > 0) rounds.push(((performance.now() - t) * 1000) / n);
  }
  return r2(percentile(rounds.sort((a, b) => a - b), 50));
}

/** KB allocated per call of `open`, collected or not (sampled every 1 KB). */
function kbPerTable(open: () => void): number {
  const session = new Session();
  session.connect();
  // The inspector answers a same-thread session synchronously.
  const post = (method: string, params?: object) => {
    let answer: unknown;
    session.post(method, params, (e, r) => {
      if (e) throw e;
      answer = r;
    });
    return answer as { profile: SamplingNode & { head: SamplingNode } };
  };
  try {
    post("HeapProfiler.enable");
    post("HeapProfiler.startSampling", { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
    for (let i = 0; i < SAMPLED_TABLES; i++) open();
    const { profile } = post("HeapProfiler.stopSampling");
    return r2(bytesUnder(profile.head) / 1024 / SAMPLED_TABLES);
  } finally {
    post("HeapProfiler.disable");
    session.disconnect();
  }
}

interface SamplingNode {
  selfSize: number;
  children: SamplingNode[];
}
const bytesUnder = (n: SamplingNode): number => n.children.reduce((sum, c) => sum + bytesUnder(c), n.selfSize);

export function tableWorkSection(opts: { game: string; seats?: number }) {
  const engine = getEngine(opts.game);
  const wire = WIRES[opts.game];
  if (!engine || !wire) throw new Error(`unknown game "${opts.game}"`);
  const seats = opts.seats ?? engine.seatCounts[0];
  const join = { name: "Host", table: { seats } };
  let opened = 0;
  const open = () => {
    if (unplayableTableOptions(engine, join)) throw new Error(`${opts.game} refuses its default options at ${seats} seats`);
    const { options } = tableFromJoin(engine, join);
    const { state } = setUp(engine, options, `bench-table:${opened++}`, seats);
    const game = new wire.Game();
    wire.sync(state, game);
    new Encoder(game).encodeAll();
  };
  return { bench: "table-work", game: opts.game, seats, open_us: usPerTable(open), allocated_kb: kbPerTable(open) };
}
