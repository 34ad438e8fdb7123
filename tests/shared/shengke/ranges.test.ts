// The range table (content/ranges.json) and facing: 前 points toward the owner's opponent; seat 1's cards are
// rotated 180°, so their left is the board's east.
import { RANGE_TABLE } from "../../../shared/src/games/shengke/content";
import { cellName, parseCell, rangeCells } from "../../../shared/src/games/shengke/board";

const names = (cells: readonly number[]) => cells.map(cellName).sort();

test("the table: n directions for n, seed anchors 2 and 7", () => {
  expect(RANGE_TABLE[1]).toEqual(["F"]);
  expect(RANGE_TABLE[2]).toEqual(["L", "R"]);
  expect(RANGE_TABLE[3]).toEqual(["FL", "F", "FR"]);
  expect(RANGE_TABLE[4]).toEqual(["F", "B", "L", "R"]);
  expect(RANGE_TABLE[5]).toEqual(["L", "FL", "F", "FR", "R"]);
  expect(RANGE_TABLE[6]).toEqual(["L", "FL", "FR", "R", "BL", "BR"]);
  expect([...RANGE_TABLE[7]].sort()).toEqual(["BL", "BR", "F", "FL", "FR", "L", "R"]);
  expect(RANGE_TABLE[8]).toHaveLength(8);
  for (let n = 1; n <= 8; n++) expect(new Set(RANGE_TABLE[n]).size).toBe(n);
});

test("seat 0 (facing north) from c3", () => {
  const c3 = parseCell("c3");
  expect(names(rangeCells(1, 0, c3))).toEqual(["c4"]);
  expect(names(rangeCells(2, 0, c3))).toEqual(["b3", "d3"]);
  expect(names(rangeCells(7, 0, c3))).toEqual(["b2", "b3", "b4", "c4", "d2", "d3", "d4"]);
});

test("seat 1 (facing south, rotated 180°) from c3: 前 is c2, 後 (excluded from 7) is c4", () => {
  const c3 = parseCell("c3");
  expect(names(rangeCells(1, 2, c3))).toEqual(["c2"]);
  expect(names(rangeCells(3, 2, c3))).toEqual(["b2", "c2", "d2"]);
  expect(names(rangeCells(7, 2, c3))).toEqual(["b2", "b3", "b4", "c2", "d2", "d3", "d4"]);
  expect(names(rangeCells(7, 2, c3))).not.toContain("c4");
});

test("a card turned east (facing 1) looks east", () => {
  expect(names(rangeCells(1, 1, parseCell("c3")))).toEqual(["d3"]);
  expect(names(rangeCells(1, 3, parseCell("c3")))).toEqual(["b3"]);
});

test("directions off the board are dropped", () => {
  expect(names(rangeCells(8, 0, parseCell("a1")))).toEqual(["a2", "b1", "b2"]);
  expect(rangeCells(1, 0, parseCell("a5"))).toEqual([]);
});
