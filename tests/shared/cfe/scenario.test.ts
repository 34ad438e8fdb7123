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
});
