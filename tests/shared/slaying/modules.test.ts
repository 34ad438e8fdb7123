import { SCENARIO_RUNNERS } from "../../../shared/src/games/scenarios";
import { previewFormations, SlayingOptionsSchema, type SlayingState } from "../../../shared/src/games/slaying";
import { act, engine, ev, play, pos } from "./helpers";

/**
 * Issue 24 item 5: the full version's optional modules in co-op (spec §13): 星辰圖記 stars (滿天星雨 and 五星連珠
 * disabled) and 五方傳說 environments (cleared on entering a zone), as table options with the "full" preset.
 */
const FULL = { preset: "full" };
const view = (s: SlayingState, seat: number) => engine.view(s, seat) as SlayingState;

describe("options", () => {
  test("the full preset turns stars and legends on; by default both are off", () => {
    expect(engine.setup(SlayingOptionsSchema.parse(FULL), "x", 3).options.modules).toMatchObject({ stars: true, legends: true, professions: true });
    expect(engine.setup(SlayingOptionsSchema.parse({}), "x", 3).advanced).toMatchObject({ stars: false, legends: false });
    expect(engine.setup(SlayingOptionsSchema.parse({ modules: { stars: true } }), "x", 1).options.modules).toMatchObject({ stars: true, legends: false });
  });
  test("a flag against the preset is refused; the lobby label names the modules", () => {
    expect(SlayingOptionsSchema.safeParse({ preset: "full", modules: { stars: false } }).success).toBe(false);
    expect(engine.optionsLabel!(SlayingOptionsSchema.parse(FULL)).zh).toContain("星辰圖記");
  });
});

describe("星辰圖記 (base §10.1) in co-op", () => {
  test("鍠金 of 33 points summons 金星‧太白 for the team; the preview shows it", () => {
    const s = pos({ zone: 1, cell: "B3", hands: [["金4", "金4", "金3"], ["水1"]] }, 2, FULL);
    const [p] = previewFormations(view(s, 0), 0, s.players[0].hand);
    if (!p.outcome.ok) throw new Error(p.outcome.error.en);
    expect(p.outcome.modules).toMatchObject({ starBefore: null, starAfter: "metal" });
    const r = act(s, 0, { type: "play", cards: ["金4", "金4", "金3"] });
    expect(ev(r.events, "star_summoned")!.data).toMatchObject({ star: "metal" });
    expect(r.state.advanced.teamStar).toEqual(["metal"]);
    expect(r.state.army.hp).toBe(67);
  });
  test("under 30 points, or with the module off, nothing is summoned", () => {
    const low = act(pos({ zone: 1, cell: "B3", hands: [["金1", "金2", "金3"], ["水1"]] }, 2, FULL), 0, { type: "play", cards: ["金1", "金2", "金3"] });
    expect(low.state.advanced.teamStar).toEqual([null]);
    const off = act(pos({ zone: 1, cell: "B3", hands: [["金4", "金4", "金3"], ["水1"]] }), 0, { type: "play", cards: ["金4", "金4", "金3"] });
    expect(ev(off.events, "star_summoned")).toBeUndefined();
  });
  test("with the star, one 金 card is 太白星擊 (10 points); 太白鍊天陣 breaks the team's star", () => {
    const s = pos({ zone: 1, cell: "B3", star: "metal", hands: [["金1", "金2", "土3"], ["水1"]] }, 2, FULL);
    expect(previewFormations(view(s, 0), 0, [s.players[0].hand[0]]).map((x) => x.formation)).toContain("taibai_strike");
    const r = act(s, 0, { type: "play", cards: ["金1", "金2", "土3"], formation: "taibai_array" });
    expect(ev(r.events, "star_broken")!.data).toMatchObject({ star: "metal", reason: "formation" });
    expect(r.state.advanced.teamStar).toEqual([null]);
  });
  test("五星連珠 never wins: the fifth star is summoned, the game goes on", () => {
    const s = pos({ zone: 1, cell: "B3", summoned: [["wood", "water", "fire", "earth"], []], hands: [["金4", "金4", "金3"], ["水1"]] }, 2, FULL);
    const r = act(s, 0, { type: "play", cards: ["金4", "金4", "金3"] });
    expect(r.state.advanced.teamStar).toEqual(["metal"]);
    expect(r.state.advanced.alignment).toBeNull();
    expect(ev(r.events, "five_star_alignment")).toBeUndefined();
    expect(ev(r.events, "five_star_alignment_off")!.en).toMatch(/no effect in co-op/);
    expect(r.state.outcome).toBeNull();
    expect(engine.invariants!(r.state)).toEqual([]);
  });
  test("虛空破星術: the team loses its star and 20 HP; without a star, nothing", () => {
    const s = pos({ zone: 1, cell: "B3", star: "fire", hands: [["金2", "木2", "水2"], ["水1"]] }, 2, FULL);
    const r = act(s, 0, { type: "play", cards: ["金2", "木2", "水2"], formation: "void_star" });
    expect(r.state.advanced.teamStar).toEqual([null]);
    expect(r.state.team.hp).toBe(180);
    const none = act(pos({ zone: 1, cell: "B3", hands: [["金2", "木2", "水2"], ["水1"]] }, 2, FULL), 0, { type: "play", cards: ["金2", "木2", "水2"], formation: "void_star" });
    expect(none.state.team.hp).toBe(200);
  });
  test("a star needs the module in a position", () => {
    expect(() => pos({ zone: 1, star: "metal" })).toThrow(/stars module/);
  });
});

describe("五方傳說 (base §10.2, seed §9-4) in co-op", () => {
  test("北‧玄武 (水×5, 81) sets the 水 environment after its damage", () => {
    const s = pos({ zone: 1, cell: "B3", hands: [["水1", "水2", "水3", "水4", "水5"], ["金1"]] }, 2, FULL);
    const r = act(s, 0, { type: "play", cards: ["水1", "水2", "水3", "水4", "水5"] });
    expect(ev(r.events, "player_attack")!.data).toMatchObject({ points: 81, environment: null });
    expect(r.state.advanced.environment).toBe("water");
  });
  test("the environment doubles a player's attack of its element and the army's; the element generating it heals", () => {
    const s = pos({ zone: 1, cell: "B3", environment: "water", hands: [["水3", "金2"], ["金1"]] }, 2, FULL);
    const r = act(s, 0, { type: "play", cards: ["水3"] });
    expect(ev(r.events, "player_attack")!.data).toMatchObject({ environment: "double", amount: (ev(r.events, "player_attack")!.data as { points: number }).points * 2 });
    const heal = act(pos({ zone: 1, cell: "B3", environment: "water", army: { hp: 80 }, hands: [["金2", "木2"], ["金1"]] }, 2, FULL), 0, { type: "play", cards: ["金2"] });
    expect(ev(heal.events, "player_attack")!.data).toMatchObject({ environment: "heal", heals: true });
    expect(heal.state.army.hp).toBeGreaterThan(80);
  });
  test("the army's attack of the environment's element is doubled too (spec §11.4)", () => {
    const s = pos({ zone: 1, cell: "B3", environment: "wood", hands: [["金1", "金2"], ["水1"]], army: { hand: ["金3", "木2", "水1", "水4", "木5"] } }, 2, FULL);
    const r = play(s, 0, ["金1"]);
    expect(ev(r.events, "army_attack")!.data).toMatchObject({ move: "wind_blade", points: 11, environment: "double", amount: 22 });
    expect(r.state.team.hp).toBe(178);
  });
  test("a formation the environment disables is performed with no effect (水: 反震, 震暴)", () => {
    const s = pos({ zone: 1, cell: "B3", environment: "water", hands: [["火1", "火2", "水3", "土4"], ["金1"]] }, 2, FULL);
    const r = act(s, 0, { type: "play", cards: ["火1", "火2", "水3", "土4"], formation: "shock_burst" });
    expect(ev(r.events, "disabled")!.data).toMatchObject({ formation: "shock_burst" });
    expect(r.state.army.hp).toBe(100);
    expect(r.state.players[0].hand).toHaveLength(0);
  });
  test("a covered 反震 flips with no effect under 北方‧水", () => {
    const s = pos({ zone: 1, cell: "B3", environment: "water", hands: [["火1", "火2", "金1"], ["金1"]], army: { hand: ["金3", "木2", "水1", "水4", "木5"] } }, 2, FULL);
    const r = play(s, 0, ["火1", "火2"]);
    const flip = ev(r.events, "passive_flip")!;
    expect(flip.data).toMatchObject({ formation: "counter", disabled: true });
    expect(ev(r.events, "army_attack")!.data).toMatchObject({ move: "wind_blade", counter: null });
    expect(r.state.army.hp).toBe(100); // an active 反震 would have split the 11 points: the army −6
    expect(r.state.team.hp).toBe(189);
  });
  test("entering a zone clears the environment; stars carry over", () => {
    const s = pos({ zone: 1, cell: "D3", star: "fire", environment: "water", army: { alive: false }, hands: [["水1"], ["金1"]] }, 2, FULL);
    const r = act(s, 0, { type: "move", cell: "E3" });
    expect(ev(r.events, "environment_cleared")!.data).toMatchObject({ before: "water", reason: "zone" });
    expect(r.state.advanced.environment).toBeNull();
    expect(r.state.advanced.teamStar).toEqual(["fire"]);
  });
  test("虛空斷脈術 clears the environment: the team and the army lose 20 each", () => {
    const s = pos({ zone: 1, cell: "B3", environment: "fire", hands: [["金2", "木2", "水2"], ["水1"]] }, 2, FULL);
    const r = act(s, 0, { type: "play", cards: ["金2", "木2", "水2"], formation: "void_vein" });
    expect(r.state.advanced.environment).toBeNull();
    expect(r.state.team.hp).toBe(180);
    expect(r.state.army.hp).toBe(80);
  });
});

test("a scenario holds the modules: options with the preset, a star and an environment in the position", () => {
  const out = SCENARIO_RUNNERS.slaying()({ game: "slaying", seats: 2, options: { difficulty: "簡易", modules: { stars: true, legends: true } }, position: { zone: 1, cell: "B3", star: "金", environment: "水", hands: [["金1", "金2"], ["水1"]] }, actions: [{ seat: 0, action: { type: "play", cards: ["金1"], formation: "taibai_strike" } }] });
  expect(out.error).toBeUndefined();
  expect((out.state as SlayingState).advanced).toMatchObject({ teamStar: ["metal"], environment: "water" });
  expect(out.events.some((e) => e.type === "player_attack")).toBe(true);
});
