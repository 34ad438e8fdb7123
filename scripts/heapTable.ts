// Profiling aid: `npx ts-node --transpile-only scripts/heapTable.ts <mode> [K]` writes two heap snapshots of a server
// process (after K warm-up tables, and after K more idle tables: 2 players and 5 spectators each) and prints their difference per table by
// constructor — where a table's memory goes.
import { readFileSync } from "node:fs";
import { ChildServer } from "./bench/childServer";
import { sleep } from "./bench/common";
import { idleTable } from "./bench/sync";

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

(async () => {
  const mode = process.argv[2] ?? "shengke";
  const k = Number(process.argv[3] ?? 20);
  const server = ChildServer.start();
  const url = await server.url();
  // K tables first, so code compiled on first use and caches warmed by the first tables are in both snapshots.
  const held = [];
  for (let i = 0; i < k; i++) held.push(...(await idleTable(url, mode, -1 - i)));
  await sleep(500);
  const before = await server.heapSnapshot();
  for (let i = 1; i <= k; i++) held.push(...(await idleTable(url, mode, i)));
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
  await server.stop();
  process.exit(0);
})();
