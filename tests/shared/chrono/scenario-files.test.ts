import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SCENARIO_RUNNERS } from "../../../shared/src/games/scenarios";
import type { ChronoState } from "../../../shared/src/games/chrono";

/** The runnable examples in docs/scenarios/chrono/ through the scenario runner (docs/scenarios.md). */
const dir = join(__dirname, "../../../docs/scenarios/chrono");
const run = (f: string) => SCENARIO_RUNNERS.chrono()(JSON.parse(readFileSync(join(dir, f), "utf8")));
const field = (s: ChronoState, seat: number) => s.players[seat].field.map((c) => [s.cards[c.card], c.damage]);

test("every file runs", () => {
  for (const f of readdirSync(dir).filter((x) => x.endsWith(".json"))) expect(() => run(f)).not.toThrow();
});

test("expected outcomes", () => {
  const seed = run("seed-overcoming.json");
  expect(seed.error).toBeUndefined();
  expect(field(seed.state as ChronoState, 0)).toEqual([["tide-patrol", 0], ["coral-shieldbearer", 4]]);
  expect(field(seed.state as ChronoState, 1)).toEqual([["lava-hound", 0]]);
  const ambush = run("ambush-rewind.json").state as ChronoState;
  expect(field(ambush, 1)).toEqual([["moss-colossus", 0]]);
  expect(ambush.players[1].hand).toEqual([-1]); // seat 0's view: 林間斥候 is back in a hidden hand
  expect(run("guarded-player.json").error).toMatchObject({ index: 0, code: "target_guarded" });
});
