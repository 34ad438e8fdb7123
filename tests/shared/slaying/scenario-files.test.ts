import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SCENARIO_RUNNERS } from "../../../shared/src/games/scenarios";
import type { SlayingState } from "../../../shared/src/games/slaying";

/** The runnable examples in docs/scenarios/slaying/ (docs/scenarios.md) give the spec's numbers. */
const dir = "docs/scenarios/slaying";
const run = (file: string) => SCENARIO_RUNNERS.slaying()(JSON.parse(readFileSync(join(dir, file), "utf8")));
const data = (out: ReturnType<typeof run>, type: string) => out.events.find((e) => e.type === type)?.data;

test("every file runs", () => {
  const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
  expect(files.length).toBeGreaterThanOrEqual(4);
  for (const f of files) expect(() => run(f)).not.toThrow();
});
test("S01: 風刃術 at 2 and 5 for 11, team 189", () => {
  const out = run("s01-wind-blade.json");
  expect(data(out, "army_select")).toMatchObject({ move: "wind_blade", positions: [2, 5] });
  expect((out.state as SlayingState).team.hp).toBe(189);
});
test("S03: 火山爆 at 1, 3, 4 for 20", () => {
  const out = run("s03-volcanic-eruption.json");
  expect(data(out, "army_select")).toMatchObject({ move: "volcanic_eruption", positions: [1, 3, 4] });
  expect(data(out, "army_attack")).toMatchObject({ points: 20 });
});
test("S13: knocked back onto the mountain L1 for free; the next player steps back", () => {
  const out = run("s13-knockback-onto-mountain.json");
  expect(data(out, "knockback")).toMatchObject({ path: ["L1"] });
  expect((out.state as SlayingState).team).toMatchObject({ cell: "L2", remaining: 11 });
});
test("S19: the refused mountain step reports its typed error", () => {
  expect(run("s19-mountain-refused.json").error).toMatchObject({ index: 0, code: "no_turns_for_mountain" });
});
test("the full preset: 太白星擊 under 北方‧水 heals the army; its 暴風雪 is doubled", () => {
  const out = run("full-star-environment.json");
  expect(data(out, "player_attack")).toMatchObject({ points: 10, environment: "heal", heals: true });
  expect(data(out, "army_attack")).toMatchObject({ move: "blizzard", points: 9, environment: "double", amount: 18 });
  expect((out.state as SlayingState).advanced).toMatchObject({ teamStar: ["metal"], environment: "water" });
  expect((out.state as SlayingState).team.hp).toBe(182);
});
