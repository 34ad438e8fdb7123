import { ContentError } from "../../core/errors";
import { MAP, OPPONENTS, opponentOfZone, type Cell, type Direction } from "./content";

/**
 * The map (spec §6): edge adjacency, borders, knockback along arrows, the ★ cells and distances for planning.
 * Pure functions over the content map; positions are cell ids such as "A3".
 */
const STEP: Record<Direction, [number, number]> = { N: [0, -1], S: [0, 1], W: [-1, 0], E: [1, 0] };

export function cell(id: string): Cell {
  const c = MAP.cells[id];
  if (!c) throw new RangeError(`no cell ${id}`);
  return c;
}

export function isCell(id: string): boolean {
  return Object.prototype.hasOwnProperty.call(MAP.cells, id);
}

export function passable(id: string): boolean {
  return isCell(id) && !MAP.cells[id].terrain.impassable;
}

export function cellAt(col: number, row: number): Cell | null {
  if (col < 0 || col >= MAP.columns.length || row < 1 || row > MAP.rows) return null;
  return MAP.cells[`${MAP.columns[col]}${row}`] ?? null;
}

function stepFrom(c: Cell, d: Direction): Cell | null {
  const [dc, dr] = STEP[d];
  return cellAt(c.col + dc, c.row + dr);
}

/** Every edge-adjacent cell on the grid, walls included. */
export function edgeCells(id: string): Cell[] {
  const c = cell(id);
  return (["N", "E", "S", "W"] as Direction[]).map((d) => stepFrom(c, d)).filter((n): n is Cell => n !== null);
}

/** Edge-adjacent passable cells (seed §4-2: no diagonal steps), with whether the step crosses a border. */
export function neighbours(id: string): { cell: Cell; crossing: boolean }[] {
  const c = cell(id);
  const out: { cell: Cell; crossing: boolean }[] = [];
  for (const d of ["N", "E", "S", "W"] as Direction[]) {
    const n = stepFrom(c, d);
    if (n && !n.terrain.impassable) out.push({ cell: n, crossing: n.zone !== c.zone });
  }
  return out;
}

/**
 * Cells a voluntary move may reach from `from` (§6.5): any edge neighbour in the same zone, or — only once the
 * zone's opponent has fallen — the same-row cell of the next zone to the east. Never west across a border.
 */
export function stepTargets(from: string, opponentAlive: boolean): Cell[] {
  const c = cell(from);
  return neighbours(from)
    .filter((n) => !n.crossing || (n.cell.zone === c.zone + 1 && n.cell.row === c.row && !opponentAlive))
    .map((n) => n.cell);
}

/** Turns a voluntary entry costs (山脈: 1, seed §6-6). */
export function entryCost(id: string): number {
  return cell(id).terrain.voluntaryEntryTurnCost ?? 0;
}

/**
 * 擊退 k (§6.5): k times, follow the arrow of the token's cell; stop on a cell without one. A step never crosses a
 * border or enters a wall (no arrow on this map does, but the rule is checked). Returns the cells passed through.
 */
export function knockbackPath(from: string, steps: number): string[] {
  const path: string[] = [];
  let c = cell(from);
  for (let i = 0; i < steps; i++) {
    if (!c.arrow) break;
    const n = stepFrom(c, c.arrow);
    if (!n || n.terrain.impassable || n.zone !== c.zone) break;
    path.push(n.id);
    c = n;
  }
  return path;
}

/** The ★ cell of the zone's opponent (seed §6-4). */
export function lairOfZone(zone: number): string {
  return opponentOfZone(zone).lair;
}

/**
 * Shortest distance in player turns from `from` to `to` by voluntary moves (a mountain entry costs its extra turn),
 * borders crossable eastward (planning assumes the opponents ahead will fall). For bots and previews.
 */
export function distance(from: string, to: string): number {
  return distanceMap(to)[from] ?? Infinity;
}

const distanceCache = new Map<string, Record<string, number>>();
/** Turns to reach `to` from every cell (Dijkstra on the reverse graph; small map, cached). */
export function distanceMap(to: string): Record<string, number> {
  const cached = distanceCache.get(to);
  if (cached) return cached;
  const dist: Record<string, number> = { [to]: 0 };
  const queue: string[] = [to];
  while (queue.length) {
    queue.sort((a, b) => dist[a] - dist[b]);
    const cur = queue.shift()!;
    for (const n of neighbours(cur)) {
      // A move n → cur: allowed within a zone, or eastward across a border in the same row.
      const src = n.cell, dst = cell(cur);
      if (src.zone !== dst.zone && !(dst.zone === src.zone + 1 && dst.row === src.row)) continue;
      const d = dist[cur] + 1 + entryCost(cur);
      if (d < (dist[src.id] ?? Infinity)) {
        dist[src.id] = d;
        queue.push(src.id);
      }
    }
  }
  distanceCache.set(to, dist);
  return dist;
}

/** Content check (spec §6.4): every cell edge-adjacent to a ★ in its zone, and each ★, has an arrow; no other cell does. */
function checkArrows(): void {
  const problems: string[] = [];
  const lairs = new Set(OPPONENTS.map((o) => o.lair));
  const shouldHave = new Set<string>();
  for (const l of lairs) {
    shouldHave.add(l);
    for (const n of neighbours(l)) if (!n.crossing) shouldHave.add(n.cell.id);
  }
  for (const c of Object.values(MAP.cells)) {
    if (shouldHave.has(c.id) !== (c.arrow !== null)) problems.push(`${c.id}: ${c.arrow ? "arrow away from a ★" : "missing arrow beside a ★"}`);
    if (c.arrow) {
      const n = stepFrom(c, c.arrow);
      if (!n || n.terrain.impassable || n.zone !== c.zone) problems.push(`${c.id}: arrow leads off the zone`);
    }
  }
  if (problems.length) throw new ContentError("slaying_bad_map", problems);
}
checkArrows();
