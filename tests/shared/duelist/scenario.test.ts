import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ContentError } from "../../../shared/src/core/errors";
import { SCENARIO_RUNNERS } from "../../../shared/src/games/scenarios";
import type { DuelState } from "../../../shared/src/games/duelist";

/** The scenario files in docs/scenarios/duelist run through `npm run scenario`'s runner with the documented results. */
const dir = join(__dirname, "../../../docs/scenarios/duelist");
const run = (file: string) => SCENARIO_RUNNERS.duelist()(JSON.parse(readFileSync(join(dir, file), "utf8")));

describe("duelist scenario files", () => {
  test("every file runs", () => {
    const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const f of files) expect(() => run(f)).not.toThrow();
  });

  test("taunt-example: attacker 3/0/2 at 6 生命, defender 3/0/2 at 2", () => {
    const s = run("taunt-example.json").state as DuelState;
    expect([s.players[0].board[0]!.hp, s.players[1].board[0]!.hp]).toEqual([6, 2]);
  });

  test("darts-example: 9 and 5 生命, both 暗器 2", () => {
    const s = run("darts-example.json").state as DuelState;
    expect(s.players.map((p) => [p.board[0]!.hp, p.board[0]!.an])).toEqual([[9, 2], [5, 2]]);
  });

  test("mega-zhao-huo and vow-fails", () => {
    expect((run("mega-zhao-huo.json").state as DuelState).players[0].board[0]!.def).toBe("mega-zhao-huo");
    const out = run("vow-fails.json");
    const s = out.state as DuelState;
    expect([s.players[0].mana, s.players[0].hand.map((c) => c.def)]).toEqual([5, ["tang-shan"]]);
    expect(out.events.map((e) => e.type)).toContain("cast_failed");
  });

  test("first-turn-attack: the refused action is reported with its code", () => {
    expect(run("first-turn-attack.json").error).toMatchObject({ index: 1, code: "first_turn_no_attack" });
  });

  test("a malformed file is a ContentError naming the problem", () => {
    expect(() => SCENARIO_RUNNERS.duelist()({ game: "duelist", position: { players: [{ board: ["無名氏"] }, {}] } })).toThrow(ContentError);
  });
});
