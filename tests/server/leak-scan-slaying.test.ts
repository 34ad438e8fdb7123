import { hostedMode } from "../../server/src/modes";
import { SlayingOptionsSchema, slayingEngine, type SlayingState } from "../../shared/src/games/slaying";
import { scanGame, type Leak } from "../support/leakScan";
import { leakSuite } from "../support/leakSuite";

leakSuite("slaying");

/**
 * The optional modules (issue 24): 星辰圖記's star, each seat's summoned stars and 五方傳說's environment are public
 * (base §10.1, §10.2); the hidden rules they meet are the base ones — a covered passive that the environment will
 * disable says so only when it flips (no hidden flag), and 虛空/beast formations are played face up. Scanned with
 * the full preset, shared and private hands, to the end of a few games (stars, environments and voids do occur).
 */
describe("slaying with 星辰圖記 and 五方傳說", () => {
  const mode = hostedMode("slaying")!;
  test("seeded games with the full preset leak nothing to any seat or spectator", () => {
    const leaks: Leak[] = [];
    for (let i = 0; i < 24; i++) leaks.push(...scanGame(mode.engine, `leak/slaying-full/${i}`, 1 + (i % 5), { wire: mode.wire, options: { preset: "full", difficulty: "簡易", privateHands: i % 2 === 1 }, maxMoves: i < 3 ? undefined : 40 }));
    expect({ leaks: leaks.slice(0, 5), count: leaks.length }).toEqual({ leaks: [], count: 0 });
  });
  test("the modules' state reaches a spectator unredacted", () => {
    const s = slayingEngine.setup(SlayingOptionsSchema.parse({ preset: "full" }), "pub", 3);
    s.advanced.teamStar[0] = "fire";
    s.advanced.summoned[1] = ["fire"];
    s.advanced.environment = "water";
    const v = slayingEngine.view(s, "spectator") as SlayingState;
    expect(v.advanced).toMatchObject({ stars: true, legends: true, teamStar: ["fire"], summoned: [[], ["fire"], []], environment: "water" });
  });
});
