import { HIDDEN, moduleFlags, previewCards, previewChange, type CfeState } from "../../../shared/src/games/cfe";
import { engine, reg } from "./helpers";
import { ability, apos } from "./advanced-helpers";

/**
 * The advanced modules as table options (zod-checked, off by default, an "official" preset), their HP (§2), the
 * shape of a basic game's state (unchanged), the views of the new state, and previews that include proficiencies,
 * substitutions and the environment.
 */
describe("options", () => {
  const parse = (o: unknown) => engine.optionsSchema.safeParse(o);
  test("off by default; each module on its own; the official preset turns on all three", () => {
    expect(moduleFlags(engine.optionsSchema.parse({}))).toEqual({ stars: false, legends: false, heroes: false });
    expect(moduleFlags(engine.optionsSchema.parse({ legends: true }))).toEqual({ stars: false, legends: true, heroes: false });
    expect(moduleFlags(engine.optionsSchema.parse({ preset: "official" }))).toEqual({ stars: true, legends: true, heroes: true });
    expect(moduleFlags(engine.optionsSchema.parse({ preset: "official", recycle: true, heroes: true }))).toEqual({ stars: true, legends: true, heroes: true });
  });
  test("refused: unknown presets, non-boolean flags, a flag against the preset, unknown keys", () => {
    expect(parse({ preset: "tournament" }).success).toBe(false);
    expect(parse({ stars: "yes" }).success).toBe(false);
    const against = parse({ preset: "official", stars: false });
    expect(against.success).toBe(false);
    expect(against.error!.issues[0]).toMatchObject({ path: ["stars"] });
    expect(parse({ heroes: true, spirits: true }).success).toBe(false);
  });
  test("HP: 100 / 150 basic, 200 / 250 with any module (§2, 5.1)", () => {
    const hp = (o: unknown, seats: number) => engine.setup(engine.optionsSchema.parse(o), "hp", seats).hp;
    expect(hp({}, 2)).toEqual([100, 100]);
    expect(hp({}, 4)).toEqual([150, 150]);
    expect(hp({ stars: true }, 2)).toEqual([200, 200]);
    expect(hp({ preset: "official" }, 4)).toEqual([250, 250]);
  });
  test("a basic game's state has no advanced part at all (old records keep their hash); a module game has it", () => {
    expect("advanced" in engine.setup(engine.optionsSchema.parse({}), "x", 2)).toBe(false);
    const s = engine.setup(engine.optionsSchema.parse({ heroes: true }), "x", 4);
    expect(s.advanced).toEqual({ stars: false, legends: false, heroes: true, teamStar: [null, null], summoned: [[], [], [], []], alignment: null, environment: null, profession: [null, null, null, null], activated: null, virtual: null });
  });
});

describe("views of the advanced state", () => {
  test("professions, stars, the environment and a virtual card are public", () => {
    const s = apos({ hands: [["金1", "木1", "土5"], ["金2"]], professions: ["mesmer", "hero"], teamStars: ["fire", null], environment: "wood" });
    const r = ability(s, 0, "illusion", ["金1", "木1"], { element: "fire", level: 5 }).state;
    const v = engine.view(r, "spectator") as CfeState;
    expect(v.advanced).toEqual(r.advanced);
    expect(Object.keys(v).sort()).toEqual(Object.keys(r).sort());
  });
  test("a 啟示 draw is seen by its drawer only", () => {
    const s = apos({ hands: [["金4", "木1"], ["金2"]], professions: ["saint", null], deckTop: ["火1", "火2", "火3"] });
    const r = ability(s, 0, "revelation", ["金4"]).state;
    expect((engine.view(r, 1) as CfeState).pending).toMatchObject({ kind: "revelation", cards: [HIDDEN, HIDDEN, HIDDEN] });
    expect((engine.view(r, 0) as CfeState).pending).toEqual(r.pending);
    expect(engine.legalActions(engine.view(r, 0) as CfeState, 0)).toEqual(engine.legalActions(r, 0));
  });
  test("legal actions on a seat's own view equal those on the state (轉職, abilities, plays)", () => {
    const s = apos({ hands: [["金2", "金4", "木1", "水3", "火3"], ["金2"]], professions: ["warrior", null], teamStars: ["water", null], environment: "fire" });
    expect(engine.legalActions(engine.view(s, 0) as CfeState, 0)).toEqual(engine.legalActions(s, 0));
  });
});

describe("previews", () => {
  test("a proficiency play shows how it is made and its points (法師 −6)", () => {
    const s = apos({ hands: [["火3", "火4", "金2"], ["金2"]], professions: ["mage", null] });
    const [p] = previewCards(reg, engine.view(s, 0) as CfeState, 0, s.players[0].hand);
    expect(p).toMatchObject({ formation: "fire_triple", via: { kind: "proficiency", ability: "triple_proficiency", pointsDelta: -6 }, points: 21, targetHp: -21 });
  });
  test("a substitution, the environment doubling and a star summon show up", () => {
    const s = apos({ hands: [["金4", "金3", "土3"], ["金2"]], teamStars: ["metal", null], environment: "metal" });
    const p = previewCards(reg, engine.view(s, 0) as CfeState, 0, s.players[0].hand).find((x) => x.formation === "metal_triple")!;
    expect(p).toMatchObject({ via: { kind: "substitution", as: "metal" }, environment: "double", targetHp: -60 });
    const summon = apos({ hands: [["火4", "火3", "火3"], ["金2"]], teamStars: [null, "metal"] });
    expect(previewCards(reg, summon, 0, summon.players[0].hand).find((x) => x.formation === "fire_triple")).toMatchObject({ summons: "fire", starsBroken: ["metal"] });
  });
  test("the healing conversion and a resisting target", () => {
    const s = apos({ hands: [["木5"], ["金2"]], environment: "fire", hp: [200, 150] });
    expect(previewCards(reg, s, 0, s.players[0].hand)).toEqual([expect.objectContaining({ formation: "wood_strike", environment: "heal", targetHp: 9 })]);
    const r = apos({ hands: [["金5"], ["金2"]], professions: [null, "hero"] });
    expect(previewCards(reg, r, 0, r.players[0].hand)[0]).toMatchObject({ resisted: true, targetHp: 0 });
  });
  test("a beast previews its damage and the environment it leaves", () => {
    const s = apos({ hands: [["土1", "土2", "土3", "土4", "土5"], ["金2"]] });
    expect(previewCards(reg, s, 0, s.players[0].hand).find((x) => x.formation === "center_serpent")).toMatchObject({ targetHp: -81, environmentAfter: "earth" });
  });
  test("previewChange on a view: what 轉職 needs and gives", () => {
    const s = apos({ hands: [["金2", "金4", "木1"], ["金2"]], professions: ["warrior", null] });
    const p = previewChange(engine.view(s, 0) as CfeState, 0, "war_god");
    expect(p).toMatchObject({ ok: true, route: "requirement", gains: ["weapon_mastery", "shock_burst_proficiency"], formations: ["divine_weapon"] });
    expect(p.cards).toHaveLength(2);
  });
});
