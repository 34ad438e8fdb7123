import { generated, overcome, type Element } from "../../../shared/src/core/elements";
import { ENVIRONMENTS, previewCards } from "../../../shared/src/games/cfe";
import { ev, finishDraw, play, reg } from "./helpers";
import { apos, modules } from "./advanced-helpers";

/**
 * 五方傳說 (§10.2): every sacred beast (81 points, unaffected by other formations' effects, environment after the
 * damage), every environment (its element ×2, the generating element heals instead, its two disabled formations,
 * covered passives keeping their effectiveness), and 虛空斷脈術. Official play, 200 HP a side.
 */
const ZH: Record<Element, string> = { metal: "金", wood: "木", water: "水", fire: "火", earth: "土" };
const OPP = ["金1", "木1", "水1"];
const env = (environment: Element | null, extra: Record<string, unknown> = {}) => ({ environment, ...extra });
/** A hand making each disabled formation (its printed pattern), with levels 2–3. */
const MAKES: Record<string, string[]> = {
  defence: ["木2", "木3"],
  barrier: ["木2", "木3", "金2", "火3"],
  mimic: ["土2", "土3"],
  chaos: ["土2", "土3", "木2", "金3"],
  counter: ["火2", "火3"],
  shock_burst: ["火2", "火3", "水2", "土3"],
  weapon: ["金2", "金3"],
  radiance: ["金2", "金3", "火2", "水3"],
  seal: ["水2", "水3"],
  return_origin: ["水2", "水3", "土2", "木3"],
};

describe.each(ENVIRONMENTS.map((e) => [e.zh, e] as const))("%s", (_zh, data) => {
  const E = data.element;
  const x = ZH[E];
  test(`sacred beast ${data.beast}: five ${x} cards, 81 points; the environment becomes ${x} after the damage`, () => {
    const five = [`${x}1`, `${x}1`, `${x}2`, `${x}2`, `${x}3`];
    const { state, events } = play(apos({ hands: [five, OPP] }), 0, five);
    expect(state.hp[1]).toBe(200 - 81);
    expect(state.advanced!.environment).toBe(E);
    const types = events.map((e) => e.type);
    expect(types.indexOf("attack")).toBeLessThan(types.indexOf("environment"));
    // Under the old environment: in its own element's environment the beast is doubled (capped at 0 HP).
    expect(play(apos({ hands: [five, OPP], ...env(E) }), 0, five).state.hp[1]).toBe(200 - 162);
  });
  test("a beast is unaffected by counters (防禦 is used up with no effect); shields and resistances still apply", () => {
    const five = [`${x}1`, `${x}1`, `${x}2`, `${x}2`, `${x}3`];
    const def = play(apos({ hands: [five, OPP], passives: [null, { formation: "defence", cards: ["木4", "木5"] }] }), 0, five).state;
    expect(def.hp[1]).toBe(119);
    expect(def.players[1].passive).toBeNull();
    const sh = play(apos({ hands: [five, OPP], shields: [0, 50] }), 0, five).state;
    expect([sh.hp[1], sh.players[1].shield]).toEqual([200, 0]);
    const resist = { metal: "hero", wood: "benevolent", water: "hermit", fire: "sage", earth: "martial_artist" }[E];
    expect(play(apos({ hands: [five, OPP], professions: [null, resist] }), 0, five).state.hp[1]).toBe(200);
  });
  test(`${x} damage is doubled in the ${x} environment, and it stacks with the interaction`, () => {
    expect(play(apos({ hands: [[`${x}5`], OPP], ...env(E) }), 0, [`${x}5`]).state.hp[1]).toBe(182); // 9 × 2
    // 上家 attacked with the element x overcomes: ×2 more.
    const prev = overcome(E);
    expect(play(apos({ hands: [[`${x}5`], OPP], ...env(E), prevTurn: { formation: `${prev}_strike` } }), 0, [`${x}5`]).state.hp[1]).toBe(164);
    // Against a shield the doubling still counts.
    expect(play(apos({ hands: [[`${x}5`], OPP], ...env(E), shields: [0, 30] }), 0, [`${x}5`]).state.players[1].shield).toBe(12);
  });
  test(`damage of the element generating ${x} heals the target instead; 相剋 doubles, 相抵 halves that healing; not against a shield`, () => {
    const g = ZH[(["metal", "wood", "water", "fire", "earth"] as Element[]).find((y) => generated(y) === E)!];
    const gEl = (Object.keys(ZH) as Element[]).find((k) => ZH[k] === g)!;
    expect(play(apos({ hands: [[`${g}5`], OPP], hp: [200, 100], ...env(E) }), 0, [`${g}5`]).state.hp[1]).toBe(109);
    const overPrev = (Object.keys(ZH) as Element[]).find((k) => overcome(gEl) === k)!;
    expect(play(apos({ hands: [[`${g}5`], OPP], hp: [200, 100], ...env(E), prevTurn: { formation: `${overPrev}_strike` } }), 0, [`${g}5`]).state.hp[1]).toBe(118);
    expect(play(apos({ hands: [[`${g}5`], OPP], hp: [200, 100], ...env(E), prevTurn: { formation: `${gEl}_strike` } }), 0, [`${g}5`]).state.hp[1]).toBe(105);
    // 相生 and the environment both turning it into healing heal once.
    const genPrev = generated(gEl);
    expect(play(apos({ hands: [[`${g}5`], OPP], hp: [200, 100], ...env(E), prevTurn: { formation: `${genPrev}_strike` } }), 0, [`${g}5`]).state.hp[1]).toBe(109);
    const sh = play(apos({ hands: [[`${g}5`], OPP], hp: [200, 100], ...env(E), shields: [0, 30] }), 0, [`${g}5`]).state;
    expect([sh.hp[1], sh.players[1].shield]).toEqual([100, 21]);
  });
  test(`the ${x} environment disables ${data.disables.join(" and ")}: performed, cards spent, no effect`, () => {
    for (const id of data.disables) {
      const cards = MAKES[id];
      const s = apos({ hands: [cards, OPP], hp: [150, 200], shields: [0, 0], ...env(E), prevTurn: { formation: "weapon" } });
      const { state, events } = play(s, 0, cards, id);
      const passive = ["defence", "counter", "seal"].includes(id);
      // A covered passive stays secret: only its owner learns it is disabled; it flips with no effect.
      expect(ev(events, passive ? "cover_private" : "disabled")!.data).toMatchObject(passive ? { disabled: true } : { formation: id });
      expect(state.hp).toEqual([150, 200]);
      expect(state.players[0].shield).toBe(0);
      expect(state.players[1]).toMatchObject({ cannotAct: 0 });
      expect(state.piles[0].discard.length).toBe(passive ? 0 : cards.length);
      if (passive) expect(state.players[0].passive).toMatchObject({ formation: id, disabled: true });
      // The same formation works with no environment.
      const free = play(apos({ hands: [cards, OPP], hp: [150, 200], prevTurn: { formation: "weapon" } }), 0, cards, id);
      expect(ev(free.events, "disabled")).toBeUndefined();
      // The preview says so.
      expect(previewCards(reg, s, 0, s.players[0].hand).find((p) => p.formation === id)?.disabled).toBe(true);
    }
  });
});

describe("environment details", () => {
  test("a covered passive keeps the effectiveness it had when covered", () => {
    // Covered with no environment, flipped in the 金 environment: 防禦 still cancels.
    const s = apos({ hands: [["金5"], OPP], ...env("metal"), passives: [null, { formation: "defence", cards: ["木4", "木5"] }] });
    expect(play(s, 0, ["金5"]).state.hp[1]).toBe(200);
    // Covered in the 金 environment (disabled), then the environment is cleared: still no effect.
    const c = finishDraw(play(apos({ hands: [["木2", "木3"], ["金5"]], ...env("metal") }), 0, ["木2", "木3"]).state);
    c.advanced!.environment = null;
    expect(play(c, 1, ["金5"]).state.hp[0]).toBe(191);
  });
  test("a disabled 氣壁 leaves an existing shield alone", () => {
    const r = play(apos({ hands: [["木2", "木3", "金2", "火3"], OPP], shields: [25, 0], ...env("metal") }), 0, ["木2", "木3", "金2", "火3"]).state;
    expect(r.players[0].shield).toBe(25);
  });
  test("幻化 copying a formation the environment disables still works (the identity is 幻化)", () => {
    const r = play(apos({ hands: [["土2", "土3"], OPP], ...env("fire"), prevTurn: { formation: "weapon" } }), 0, ["土2", "土3"]).state;
    expect(r.hp[1]).toBe(190);
  });
  test("虛空斷脈術 clears the environment and, only then, every side loses 20 at once", () => {
    const r = play(apos({ hands: [["金3", "木3", "水3"], OPP], ...env("wood") }), 0, ["金3", "木3", "水3"], "void_vein").state;
    expect(r.advanced!.environment).toBeNull();
    expect(r.hp).toEqual([180, 180]);
    expect(play(apos({ hands: [["金3", "木3", "水3"], OPP] }), 0, ["金3", "木3", "水3"], "void_vein").state.hp).toEqual([200, 200]);
    const draw = play(apos({ hands: [["金3", "木3", "水3"], OPP], hp: [15, 20], ...env("wood") }), 0, ["金3", "木3", "水3"], "void_vein").state;
    expect([draw.phase, draw.draw]).toEqual(["over", true]);
  });
  test("the legends module off: five of an element are no beast", () => {
    const five = ["火1", "火1", "火2", "火2", "火3"];
    expect(() => play(apos({ hands: [five, OPP] }, 2, modules("stars")), 0, five)).toThrow(expect.objectContaining({ code: "no_formation" }));
  });
});
