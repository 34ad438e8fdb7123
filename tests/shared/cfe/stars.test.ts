import { HIDDEN, matchPlay, STARS, type CfeState } from "../../../shared/src/games/cfe";
import type { Element } from "../../../shared/src/core/elements";
import { engine, ev, finishDraw, play, reg } from "./helpers";
import { apos, codeOf, modules } from "./advanced-helpers";

/**
 * 星辰圖記 (§10.1): for every star — summoning by a ≥ 30-point 3-card strike (measured before counters, interaction
 * and shields), replacing, breaking the opposing star, the star strike, the 3-card star formation, and 星辰變牌.
 * Then 虛空破星術 and 五星連珠. Official play, 200 HP a side.
 */
const ZH: Record<Element, string> = { metal: "金", wood: "木", water: "水", fire: "火", earth: "土" };
const OPP = ["金1", "木1", "水1"];
const stars = (teamStars: (Element | null)[], extra: Record<string, unknown> = {}) => ({ teamStars, ...extra });
const drew = (s: CfeState) => (s.pending?.kind === "draw" ? s.pending.cards.length : 0);

describe.each(STARS.map((st) => [st.zh, st] as const))("%s", (_zh, st) => {
  const x = ZH[st.element];
  const sub = ZH[st.substitute];
  const triple = [`${x}3`, `${x}3`, `${x}4`]; // Σ10 × 3 = 30
  test(`summoned by ${st.summonedBy} with ≥ 30 points, not with 27`, () => {
    const r = play(apos({ hands: [triple, OPP] }), 0, triple).state;
    expect(r.advanced!.teamStar).toEqual([st.element, null]);
    expect(r.advanced!.summoned[0]).toEqual([st.element]);
    const weak = [`${x}3`, `${x}3`, `${x}3`];
    expect(play(apos({ hands: [weak, OPP] }), 0, weak, st.summonedBy).state.advanced!.teamStar).toEqual([null, null]);
  });
  test("points are measured before counters and the interaction: a halved or defended strike still summons", () => {
    const same = play(apos({ hands: [triple, OPP], prevTurn: { formation: `${st.element}_strike` } }), 0, triple).state;
    expect(same.hp[1]).toBe(185); // 相抵: 30 → 15
    expect(same.advanced!.teamStar[0]).toBe(st.element);
    const defended = play(apos({ hands: [triple, OPP], passives: [null, { formation: "defence", cards: ["木2", "木3"] }] }), 0, triple).state;
    expect(defended.hp[1]).toBe(200);
    expect(defended.advanced!.teamStar[0]).toBe(st.element);
  });
  test("replaces your old star and breaks the star it overcomes, whoever holds it; an existing star is not summoned again", () => {
    const other = STARS.find((o) => o.element !== st.element && o.element !== st.breaks)!.element;
    const replaced = play(apos({ hands: [triple, OPP], ...stars([other, st.breaks]) }), 0, triple);
    expect(replaced.state.advanced!.teamStar).toEqual([st.element, null]);
    expect(replaced.events.filter((e) => e.type === "star_broken").map((e) => e.data!.reason)).toEqual(["replaced", "opposed"]);
    const exists = play(apos({ hands: [triple, OPP], ...stars([null, st.element]) }), 0, triple);
    expect(exists.state.advanced!.teamStar).toEqual([null, st.element]);
    expect(ev(exists.events, "star_exists")).toBeTruthy();
  });
  test(`star strike: one ${x} card, 10 points of ${x}, only for the side holding ${st.zh}`, () => {
    const s = apos({ hands: [[`${x}1`], OPP], ...stars([st.element, null]) });
    expect(codeOf(() => play(s, 0, [`${x}1`]))).toBe("ambiguous_formation"); // also the single strike
    expect(play(s, 0, [`${x}1`], st.strike).state.hp[1]).toBe(190);
    expect(codeOf(() => play(apos({ hands: [[`${x}1`], OPP] }), 0, [`${x}1`], st.strike))).toBe("formation_mismatch");
    expect(codeOf(() => play(apos({ hands: [[`${x}1`], OPP], ...stars([null, st.element]) }), 0, [`${x}1`], st.strike))).toBe("formation_mismatch");
  });
  test(`star formation ${x}${x}${sub}: Σ×3, draw +1, then it breaks your own star — even when its damage is prevented`, () => {
    const cards = [`${x}2`, `${x}3`, `${sub}4`];
    const r = play(apos({ hands: [[...cards, "金5"], OPP], ...stars([st.element, null]) }), 0, cards, st.formation).state;
    expect(r.hp[1]).toBe(200 - 27);
    expect(drew(r)).toBe(4); // hand 1: N = min(3, 4) = 3
    expect(r.advanced!.teamStar[0]).toBeNull();
    const prevented = play(apos({ hands: [cards, OPP], ...stars([st.element, null]), passives: [null, { formation: "defence", cards: ["木2", "木3"] }] }), 0, cards, st.formation).state;
    expect(prevented.hp[1]).toBe(200);
    expect(prevented.advanced!.teamStar[0]).toBeNull();
  });
  test(`星辰變牌: one ${sub} card may count as ${x}, for basic formations only`, () => {
    // ${sub} + ${x} → ${x}${x}: 武器 / 防禦 / 封印 / 反震 / 幻化 by substitution.
    const pair = [`${sub}2`, `${x}3`];
    const s = apos({ hands: [pair, OPP], ...stars([st.element, null]) });
    const ids = matchPlay(reg, s, 0, s.players[0].hand).map((m) => [m.formation.id, m.via.kind]);
    const basicPair = reg.match([s.players[0].hand[1], s.players[0].hand[1]])[0].id;
    expect(ids).toContainEqual([basicPair, "substitution"]);
    expect(ids).toContainEqual(["empty_city", "printed"]);
    // Without the star, or for the other side, no substitution.
    expect(matchPlay(reg, apos({ hands: [pair, OPP], ...stars([null, st.element]) }), 0, s.players[0].hand).map((m) => m.formation.id)).toEqual(["empty_city"]);
    // Only one card at a time: two substitute cards do not make the pair.
    const two = apos({ hands: [[`${sub}2`, `${sub}3`], OPP], ...stars([st.element, null]) });
    expect(matchPlay(reg, two, 0, two.players[0].hand).some((m) => m.formation.id === basicPair)).toBe(false);
  });
});

describe("星辰變牌 details", () => {
  test("a substituted 3-card strike summons like the printed one (金星: 金金土 as 鍠金)", () => {
    const s = apos({ hands: [["金4", "金3", "土3"], OPP], ...stars([null, null]) });
    expect(matchPlay(reg, s, 0, s.players[0].hand).map((m) => m.formation.id)).toEqual([]);
    // 水星: one 金 counts as 水 — 水金土 is the 生陣 chain 土金水.
    const held = apos({ hands: [["金4", "金3", "土3"], OPP], ...stars(["water", null]) });
    expect(matchPlay(reg, held, 0, held.players[0].hand).map((m) => [m.formation.id, m.via.kind])).toEqual([["generating", "substitution"]]);
    const venus = apos({ hands: [["金4", "金3", "土3"], OPP], ...stars(["metal", null]) });
    expect(matchPlay(reg, venus, 0, venus.players[0].hand).map((m) => [m.formation.id, m.via.kind])).toEqual([["taibai_array", "printed"], ["metal_triple", "substitution"]]);
    const r = play(venus, 0, ["金4", "金3", "土3"], "metal_triple").state;
    expect(r.hp[1]).toBe(170); // Σ10 × 3, a 金 attack
    expect(r.advanced!.teamStar[0]).toBe("metal"); // already held: nothing new (and the star stays)
  });
  test("in a covered passive the substituted card is recorded, and hidden from the others", () => {
    const s = apos({ hands: [["金2", "水3"], OPP], ...stars(["water", null]) });
    const r = play(s, 0, ["金2", "水3"], "seal").state;
    expect(r.players[0].passive).toMatchObject({ formation: "seal", substituted: s.players[0].hand[0] });
    const other = (engine.view(r, 1) as CfeState).players[0].passive!;
    expect(other).toEqual({ formation: "hidden", cards: [HIDDEN, HIDDEN], covered: true, sealed: false });
  });
  test("not for profession or star formations (神兵 needs a printed 金)", () => {
    const s = apos({ hands: [["土4", "木4"], OPP], professions: ["war_god", null], ...stars(["metal", null]) });
    expect(matchPlay(reg, s, 0, s.players[0].hand).map((m) => m.formation.id)).not.toContain("divine_weapon");
  });
});

describe("summoning exceptions", () => {
  test("幻化 copies do not summon", () => {
    const r = play(apos({ hands: [["土5", "土5"], OPP], prevTurn: { formation: "fire_triple" } }), 0, ["土5", "土5"]).state;
    expect(r.advanced!.teamStar).toEqual([null, null]);
  });
  test("a 法師 proficiency strike summons only with 法粹 (智者)", () => {
    const cards = ["火5", "火5", "金2"]; // (12) × 3 − 6 = 30
    const mage = play(apos({ hands: [cards, OPP], professions: ["mage_guide", null] }), 0, cards, "fire_triple").state;
    expect(mage.hp[1]).toBe(170);
    expect(mage.advanced!.teamStar[0]).toBeNull();
    const sage = play(apos({ hands: [cards, OPP], professions: ["sage", null] }), 0, cards, "fire_triple").state;
    expect(sage.advanced!.teamStar[0]).toBe("fire");
  });
  test("the star module off: no summon, no star formations", () => {
    const r = play(apos({ hands: [["火5", "火5", "火4"], OPP] }, 2, modules("heroes")), 0, ["火5", "火5", "火4"]).state;
    expect(r.advanced!.teamStar).toEqual([null, null]);
    expect(r.hp[1]).toBe(200 - 42);
  });
});

describe("虛空破星術", () => {
  test("three of one level break every star; each side that lost one loses 20 at once", () => {
    const s = apos({ hands: [["金3", "木3", "水3"], OPP], ...stars(["fire", "metal"]) });
    const r = play(s, 0, ["金3", "木3", "水3"], "void_star").state;
    expect(r.advanced!.teamStar).toEqual([null, null]);
    expect(r.hp).toEqual([180, 180]);
    const one = play(apos({ hands: [["金3", "木3", "水3"], OPP], ...stars([null, "metal"]) }), 0, ["金3", "木3", "水3"], "void_star").state;
    expect(one.hp).toEqual([200, 180]);
    const none = play(apos({ hands: [["金3", "木3", "水3"], OPP] }), 0, ["金3", "木3", "水3"], "void_star").state;
    expect(none.hp).toEqual([200, 200]);
  });
  test("both sides at 0 at once is a draw", () => {
    const r = play(apos({ hands: [["金3", "木3", "水3"], OPP], hp: [20, 20], ...stars(["fire", "metal"]) }), 0, ["金3", "木3", "水3"], "void_star").state;
    expect(r.phase).toBe("over");
    expect(r.draw).toBe(true);
  });
});

describe("五星連珠", () => {
  test("summoning your fifth different star wins for your team once the formation has resolved", () => {
    const s = apos({ hands: [["土4", "土3", "土3"], OPP], summoned: [["metal", "wood", "water", "fire"], []] });
    const { state, events } = play(s, 0, ["土4", "土3", "土3"]);
    expect(state.phase).toBe("over");
    expect(state.winnerTeams).toEqual([0]);
    expect(state.advanced!.alignment).toBe(0);
    expect(events.map((e) => e.type)).toContain("five_star_alignment");
    expect(engine.result(state)).toMatchObject({ winners: [0], draw: false });
  });
  test("it counts stars you summoned yourself, not your teammate's (2v2)", () => {
    const s = apos({ current: 0, hands: [["土4", "土3", "土3"], ["金1"], ["金2"], ["金3"]], summoned: [["metal", "wood", "water"], [], ["fire"], []] }, 4);
    const r = finishDraw(play(s, 0, ["土4", "土3", "土3"]).state);
    expect(r.phase).not.toBe("over");
    expect(r.advanced!.summoned[0]).toEqual(["metal", "wood", "water", "earth"]);
  });
});
