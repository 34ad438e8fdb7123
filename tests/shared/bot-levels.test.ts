import { Rng } from "../../shared/src/core/rng";
import { BOT_LEVELS, botLevelFor } from "../../shared/src/core/engine";
import { ENGINES } from "../../shared/src/games";
import { AddBotMessage } from "../../shared/src/protocol/messages";

/** Bot levels: "search" exists on the wire; an engine without a level plays the strongest one it has below it. */
describe("bot levels", () => {
  test("addBot accepts every level, search included", () => {
    for (const level of BOT_LEVELS) expect(AddBotMessage.parse({ level }).level).toBe(level);
    expect(AddBotMessage.safeParse({ level: "genius" }).success).toBe(false);
  });

  test("botLevelFor falls back to the strongest level an engine has", () => {
    expect(botLevelFor({}, "search")).toBe("greedy");
    expect(botLevelFor({}, "random")).toBe("random");
    expect(botLevelFor({ botLevels: ["random"] }, "search")).toBe("random");
    expect(botLevelFor({ botLevels: ["random", "greedy", "search"] }, "search")).toBe("search");
    expect(ENGINES.duelist.botLevels).toContain("search");
  });

  describe.each(Object.values(ENGINES).filter((e) => !(e.botLevels ?? []).includes("search")).map((e) => [e.id, e] as const))("%s has no search bot", (_id, engine) => {
    test("its search level chooses exactly what its fallback level chooses, on positions from seeded games", () => {
      let compared = 0;
      for (let g = 0; g < 6; g++) {
        let s = engine.setup(engine.optionsSchema.parse({}), `levels:${g}`, engine.seatCounts[0]);
        const play = Rng.fromSeed(`levels:${g}:play`);
        for (let n = 0; n < 300 && engine.activeSeats(s).length; n++) {
          const seat = engine.activeSeats(s)[0];
          const asSearch = engine.bot(s, seat, Rng.fromSeed(`p${n}`), "search");
          const asFallback = engine.bot(s, seat, Rng.fromSeed(`p${n}`), botLevelFor(engine, "search"));
          expect(asSearch).toEqual(asFallback);
          compared++;
          s = engine.apply(s, seat, engine.bot(s, seat, play, n % 2 ? "random" : "greedy")).state;
        }
      }
      expect(compared).toBeGreaterThan(30);
    });
  });
});
