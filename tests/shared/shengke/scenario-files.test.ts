// The runnable examples under docs/scenarios/shengke/ give the documented results.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { runShengkeScenario } from "../../../shared/src/games/shengke/scenario";

const dir = join(__dirname, "../../../docs/scenarios/shengke");
const run = (f: string) => runShengkeScenario(JSON.parse(readFileSync(join(dir, f), "utf8")));

test("white-fang-dragon.json", () => {
  const o = run("white-fang-dragon.json");
  expect(o.error).toBeUndefined();
  expect(o.summary.board.map((b) => b.card).sort()).toEqual(["林棘虎", "白牙龍", "玄武龜", "黃角牛"].sort());
  expect(o.summary.players[0].soul.metal).toBe(2);
  expect(o.summary.players[0].spirit.water).toBe(1);
});

test("white-fang-dragon-fire.json", () => {
  const o = run("white-fang-dragon-fire.json");
  expect(o.summary.board.map((b) => b.card)).not.toContain("白牙龍");
  expect(o.summary.players[0].soul.metal).toBe(1);
});

test("yellow-toe-azure-wing.json", () => {
  expect(run("yellow-toe-azure-wing.json").summary.players[0].spirit.metal).toBe(1);
});

test("thorn-dragon-horn-strike.json", () => {
  const o = run("thorn-dragon-horn-strike.json");
  expect(o.error).toBeUndefined();
  expect(o.summary.board.map((b) => b.card)).not.toContain("白爪虎");
});

test("illegal-adjacent.json reports the typed error and stops", () => {
  expect(run("illegal-adjacent.json").error).toMatchObject({ index: 1, code: "adjacent_to_placed" });
});

test("final-count.json is a draw", () => {
  const o = run("final-count.json");
  expect(o.summary.result).toMatchObject({ winner: null, scores: [5, 5] });
});
