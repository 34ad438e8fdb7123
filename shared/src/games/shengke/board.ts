/**
 * The 5x5 場地區: coordinates, facings and 生剋判定範圍 cells.
 * Cell index = y * 5 + x, x = 0..4 west→east ("a".."e"), y = 0..4 south→north ("1".."5"). Seat 0 sits south.
 * A card's 前 points toward its owner's opponent: seat 0's cards face north, seat 1's face south (rotated 180°),
 * so each owner reads its own cards upright and "left" is always the owner's left.
 */
import { DIRECTIONS, DIRECTION_DEFS, RANGE_TABLE, type Direction } from "./content";
import type { Facing } from "./types";

export const SIZE = 5;
export const CELLS = SIZE * SIZE;
export const FACING_NAMES = ["north", "east", "south", "west"] as const;
export const FACING_ZH = ["北", "東", "南", "西"] as const;

export const cellX = (c: number) => c % SIZE;
export const cellY = (c: number) => (c / SIZE) | 0;
export const cellAt = (x: number, y: number) => (x >= 0 && x < SIZE && y >= 0 && y < SIZE ? y * SIZE + x : -1);
export const onBoard = (c: number) => Number.isInteger(c) && c >= 0 && c < CELLS;
/** "a1".."e5" (file = x, rank = y + 1). */
export const cellName = (c: number) => `${"abcde"[cellX(c)]}${cellY(c) + 1}`;
export function parseCell(name: string): number {
  const m = /^([a-e])([1-5])$/.exec(name);
  return m ? cellAt("abcde".indexOf(m[1]), Number(m[2]) - 1) : -1;
}

/** The facing a seat's cards have when placed. */
export const defaultFacing = (seat: number): Facing => (seat === 0 ? 0 : 2);

/** Rotate a card-frame offset (front = +y) to the board for a card facing `facing` (clockwise quarter turns). */
export function rotate(dx: number, dy: number, facing: Facing): [number, number] {
  let x = dx, y = dy;
  for (let i = 0; i < facing; i++) [x, y] = [y, -x];
  return [x + 0, y + 0];
}

/** The board cell in direction `dir` of a card at `cell` facing `facing`, or -1 off the board. */
export function neighbour(cell: number, dir: Direction, facing: Facing): number {
  const d = DIRECTION_DEFS[dir];
  const [dx, dy] = rotate(d.dx, d.dy, facing);
  return cellAt(cellX(cell) + dx, cellY(cell) + dy);
}

/** RANGE_CELLS[n][facing][cell] = cells covered by range number n (off-board directions dropped). */
const RANGE_CELLS: number[][][][] = [];
for (let n = 1; n <= 8; n++) {
  RANGE_CELLS[n] = [0, 1, 2, 3].map((f) =>
    Array.from({ length: CELLS }, (_, c) => RANGE_TABLE[n].map((d) => neighbour(c, d, f as Facing)).filter((x) => x >= 0)),
  );
}

export function rangeCells(n: number, facing: Facing, cell: number): readonly number[] {
  return RANGE_CELLS[n][facing][cell];
}

export function rangeDirections(n: number): readonly Direction[] {
  return RANGE_TABLE[n];
}

const ORTHO: number[][] = Array.from({ length: CELLS }, (_, c) =>
  [[0, 1], [1, 0], [0, -1], [-1, 0]].map(([dx, dy]) => cellAt(cellX(c) + dx, cellY(c) + dy)).filter((x) => x >= 0),
);
/** Cells sharing an edge with `c` (前後左右). */
export const orthogonal = (c: number): readonly number[] => ORTHO[c];
export const areOrthogonal = (a: number, b: number) => ORTHO[a].includes(b);

export { DIRECTIONS };
