import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { SCENARIO_RUNNERS } from "../../../shared/src/games/scenarios";
import type { CfeState } from "../../../shared/src/games/cfe";

/** The runnable examples in docs/scenarios/cfe/ through the scenario runner. */
const dir = join(__dirname, "../../../docs/scenarios/cfe");
const run = (f: string) => SCENARIO_RUNNERS.cfe()(JSON.parse(readFileSync(join(dir, f), "utf8")));
describe("cfe scenario files", () => {
  test("all files run", () => {
    for (const f of readdirSync(dir).filter((x) => x.endsWith(".json"))) expect(() => run(f)).not.toThrow();
  });
  test("expected outcomes", () => {
    expect((run("overcoming-double.json").state as CfeState).hp).toEqual([100, 86]);
    expect((run("countershock.json").state as CfeState).hp).toEqual([91, 91]);
    expect(run("five-streams-named.json").error).toMatchObject({ index: 0, code: "ambiguous_formation" });
    expect((run("two-vs-two.json").state as CfeState).players[3].shield).toBe(0);
  });
  test("official play (the advanced modules)", () => {
    const star = run("official-star-summon.json").state as CfeState;
    expect([star.hp, star.advanced!.teamStar]).toEqual([[200, 170], ["fire", null]]);
    const beast = run("official-beast-environment.json").state as CfeState;
    expect([beast.hp, beast.advanced!.environment]).toEqual([[191, 119], "water"]);
    const prof = run("official-profession-change.json").state as CfeState;
    expect([prof.hp, prof.advanced!.profession]).toEqual([[200, 193], ["warrior", "warrior"]]);
    const illusion = run("official-illusion.json");
    expect(illusion.error).toBeUndefined();
    expect((illusion.state as CfeState).hp).toEqual([200, 182]);
  });
});
