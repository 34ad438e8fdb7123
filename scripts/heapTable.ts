// Profiling aid: `npx ts-node --transpile-only scripts/heapTable.ts <mode> [K] [--busy N] [--seats S]` writes two heap
// snapshots of a server process (after K warm-up tables, and after K more tables) and prints their difference per
// table by constructor — where a table's memory goes. Idle tables (the default): 2 players and 5 spectators each, the
// game started, nobody moving. `--busy N`: tables as bench:load keeps them, S bot players and no spectators, each
// stopped once N actions were played (a table that finished sooner stays finished).
import { readFileSync } from "node:fs";
import { Client, type Room } from "colyseus.js";
import { getEngine } from "../shared/src/games";
import { BotClient } from "../server/src/tools/botClient";
import { intFlag, parseArgs } from "./args";
import { ChildServer } from "./bench/childServer";
import { sleep, waitFor } from "./bench/common";
import { idleTable } from "./bench/sync";

/** A table played by random bots up to `actions` accepted actions (or its end), then left still. */
async function busyTable(url: string, mode: string, n: number, seats: number, actions: number): Promise<Room[]> {
  const engine = getEngine(mode)!;
  const bots = Array.from({ length: seats }, (_, i) => new BotClient(new Client(url), { engine, seed: `heap:${n}:${i}`, level: "random", untilSeq: actions }));
  await bots[0].create(mode, `Busy ${n}`, { seats, private: true });
  for (let i = 1; i < seats; i++) await bots[i].join(bots[0].room.roomId, `Busy ${n}-${i}`);
  await waitFor(() => bots.every((b) => b.seat >= 0), 10_000, "seats");
  bots[0].room.send("start", {});
  const state = () => bots[0].room.state as { seq?: number; status?: string };
  await waitFor(() => Number(state().seq ?? 0) >= actions || state().status === "finished", 120_000, `${actions} actions`);
  return bots.map((b) => b.room);
}

function bySize(file: string): Map<string, { count: number; size: number }> {
  const snap = JSON.parse(readFileSync(file, "utf8"));
  const fields: string[] = snap.snapshot.meta.node_fields;
  const types: string[] = snap.snapshot.meta.node_types[0];
  const [iType, iName, iSize] = ["type", "name", "self_size"].map((f) => fields.indexOf(f));
  const out = new Map<string, { count: number; size: number }>();
  for (let i = 0; i < snap.nodes.length; i += fields.length) {
    const type = types[snap.nodes[i + iType]];
    const key = type === "object" || type === "closure" ? `${type}:${snap.strings[snap.nodes[i + iName]]}` : type;
    const e = out.get(key) ?? { count: 0, size: 0 };
    e.count++;
    e.size += snap.nodes[i + iSize];
    out.set(key, e);
  }
  return out;
}

/**
 * Where the new nodes of `after` (ids absent from `before`) hang: breadth first from every new `root` object (the
 * room), each node is charged to the first path of edge names (to `depth`) that reaches it; what no room reaches is
 * listed by constructor. Sizes are self sizes, so a path's figure is the memory it alone holds.
 */
function byOwner(beforeFile: string, afterFile: string, root: string, depth: number): Map<string, number> {
  const ids = (file: string) => {
    const snap = JSON.parse(readFileSync(file, "utf8"));
    const fields: string[] = snap.snapshot.meta.node_fields;
    const iId = fields.indexOf("id");
    const out = new Set<number>();
    for (let i = 0; i < snap.nodes.length; i += fields.length) out.add(snap.nodes[i + iId]);
    return out;
  };
  const old = ids(beforeFile);
  const snap = JSON.parse(readFileSync(afterFile, "utf8"));
  const meta = snap.snapshot.meta;
  const nf: number = meta.node_fields.length;
  const ef: number = meta.edge_fields.length;
  const [iType, iName, iId, iSize, iEdges] = ["type", "name", "id", "self_size", "edge_count"].map((f) => meta.node_fields.indexOf(f));
  const nodeTypes: string[] = meta.node_types[0];
  const edgeTypes: string[] = meta.edge_types[0];
  const nodes: number[] = snap.nodes;
  const edges: number[] = snap.edges;
  const strings: string[] = snap.strings;
  const count = nodes.length / nf;
  const firstEdge = new Int32Array(count + 1);
  for (let n = 0; n < count; n++) firstEdge[n + 1] = firstEdge[n] + nodes[n * nf + iEdges] * ef;
  const label = new Array<string | undefined>(count);
  const name = (n: number) => strings[nodes[n * nf + iName]];
  const isNew = (n: number) => !old.has(nodes[n * nf + iId]);
  const queue: number[] = [];
  for (let n = 0; n < count; n++) {
    if (isNew(n) && nodeTypes[nodes[n * nf + iType]] === "object" && name(n) === root) {
      label[n] = "(room)";
      queue.push(n);
    }
  }
  const levels = new Map<number, number>(queue.map((n) => [n, 0]));
  for (let q = 0; q < queue.length; q++) {
    const n = queue[q];
    const level = levels.get(n)!;
    for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += ef) {
      const type = edgeTypes[edges[e]];
      if (type === "weak" || type === "shortcut") continue;
      const to = edges[e + 2] / nf;
      if (label[to] !== undefined || !isNew(to)) continue;
      let path = label[n]!;
      if (level < depth) {
        const raw = edges[e + 1];
        const edge = type === "element" || type === "hidden" ? "[]" : strings[raw];
        const ctor = nodeTypes[nodes[to * nf + iType]] === "object" && !["Object", "Array"].includes(name(to)) ? `:${name(to)}` : "";
        path = `${level === 0 ? "" : `${path}.`}${edge.replace(/ @\d+/g, "")}${ctor}`;
      }
      label[to] = path;
      levels.set(to, level + 1);
      queue.push(to);
    }
  }
  const out = new Map<string, number>();
  for (let n = 0; n < count; n++) {
    if (!isNew(n)) continue;
    const type = nodeTypes[nodes[n * nf + iType]];
    const key = label[n] ?? `(no room) ${type === "object" || type === "closure" ? `${type}:${name(n)}` : type}`;
    out.set(key, (out.get(key) ?? 0) + nodes[n * nf + iSize]);
  }
  return out;
}

function printOwners(before: string, after: string, k: number, flags: Record<string, string>) {
  const owners = [...byOwner(before, after, flags.root ?? "GameRoom", intFlag(flags, "depth", 2))].sort((x, y) => y[1] - x[1]);
  const under = flags.under ?? "";
  const shown = owners.filter(([key]) => key.startsWith(under));
  console.log(`\nby owner (new nodes, self sizes; ${owners.reduce((n, [, v]) => n + v, 0) / k / 1024 | 0} KB per table):`);
  for (const [key, size] of shown.slice(0, intFlag(flags, "top", 60))) console.log(`${(size / k / 1024).toFixed(1).padStart(7)} KB  ${key.slice(0, 160)}`);
}

(async () => {
  const { positional, flags } = parseArgs(process.argv.slice(2));
  const mode = positional[0] ?? "shengke";
  const k = Number(positional[1] ?? 20);
  const busy = flags.busy !== undefined ? intFlag(flags, "busy", 100) : 0;
  const seats = intFlag(flags, "seats", getEngine(mode)?.seatCounts[0] ?? 2);
  const table = (i: number) => (busy ? busyTable(url, mode, i, seats, busy) : idleTable(url, mode, i));
  if (flags.from !== undefined) {
    // Earlier snapshots again (`--from before,after`, as printed by a run): another depth or root without replaying.
    const [b, a] = flags.from.split(",");
    printOwners(b, a, k, flags);
    process.exit(0);
  }
  const server = ChildServer.start();
  const url = await server.url();
  // K tables first, so code compiled on first use and caches warmed by the first tables are in both snapshots.
  const held: Room[] = [];
  // Busy tables are played ten at a time (their moves take a while); idle ones open one after the other.
  const open = async (from: number, step: number) => {
    const batch = busy ? 10 : 1;
    for (let i = 0; i < k; i += batch) {
      const made = await Promise.all(Array.from({ length: Math.min(batch, k - i) }, (_, j) => table(from + step * (i + j))));
      held.push(...made.flat());
    }
  };
  await open(-1, -1);
  await sleep(500);
  const before = await server.heapSnapshot();
  await open(1, 1);
  await sleep(1000);
  const after = await server.heapSnapshot();
  const a = bySize(before);
  const rows = [...bySize(after)].map(([key, v]) => {
    const u = a.get(key) ?? { count: 0, size: 0 };
    return { key, count: (v.count - u.count) / k, kb: (v.size - u.size) / k / 1024 };
  });
  rows.sort((x, y) => y.kb - x.kb);
  console.log(`per table: ${rows.reduce((n, r) => n + r.kb, 0).toFixed(1)} KB`);
  for (const r of rows.slice(0, 40)) console.log(`${r.kb.toFixed(1).padStart(7)} KB ${r.count.toFixed(1).padStart(8)}  ${r.key.slice(0, 100)}`);
  console.log(`snapshots: --from ${before},${after}`);
  if (flags.owners !== undefined) printOwners(before, after, k, flags);
  await server.stop();
  process.exit(0);
})();
