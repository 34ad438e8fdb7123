import { pos, play, act, finishDraw } from "./helpers";

/** §8.1 幻化: copies the category and effect of 上家's previous-turn basic formation, numbers from the two 土 cards. */
const EARTH = ["土2", "土3"]; // Σlv = 5
const hands = (extra: string[] = []) => [[...EARTH, ...extra], ["金1", "金2", "金3"]];

describe("幻化 copying each category", () => {
  test("an elemental attack: recomputed from the 土 cards, and it counts as that element", () => {
    const s = pos({ hands: hands(), prevTurn: { formation: "water_triple" } });
    const { state } = play(s, 0, EARTH);
    // 洄水 Σ×3 = 15, as 水 against 上家's previous 水 attack: same element, halved → 8.
    expect(state.hp[1]).toBe(92);
    expect(state.thisTurn).toMatchObject({ played: "mimic", resolvedAs: "water_triple", attackElement: "water" });
  });
  test("a single strike: Σ(土土) + 4", () => {
    const s = pos({ hands: hands(), prevTurn: { formation: "wood_strike" } });
    // 木 after 木: halved → ceil(9/2) = 5.
    expect(play(s, 0, EARTH).state.hp[1]).toBe(95);
  });
  test("a physical attack: 武器 Σ×2, double on a shield", () => {
    const s = pos({ hands: hands(), shields: [0, 30], prevTurn: { formation: "weapon" } });
    expect(play(s, 0, EARTH).state.players[1].shield).toBe(10);
  });
  test("a special attack: 五流歸一 gives 上家's hand × 15 and draw +1", () => {
    const s = pos({ hands: hands(), prevTurn: { formation: "five_streams" } });
    const r = play(s, 0, EARTH).state;
    expect(r.hp[1]).toBe(100 - 45);
    expect((r.pending as { cards: number[] }).cards).toHaveLength(4); // empty hand: draw 3+1
  });
  test("an active spell: 歸元 heals Σ(土土) × 4, 氣壁 builds Σ × 4", () => {
    expect(play(pos({ hands: hands(), hp: [50, 100], prevTurn: { formation: "return_origin" } }), 0, EARTH).state.hp[0]).toBe(70);
    expect(play(pos({ hands: hands(), prevTurn: { formation: "barrier" } }), 0, EARTH).state.players[0].shield).toBe(20);
    expect(play(pos({ hands: hands(), hp: [20, 90], prevTurn: { formation: "cycle" } }), 0, EARTH).state.hp).toEqual([90, 20]);
  });
  test("a passive: the same counter, created publicly", () => {
    const s = pos({ hands: hands(), prevTurn: { formation: "defence" } });
    const r = finishDraw(play(s, 0, EARTH).state);
    expect(r.players[0].passive).toEqual({ formation: "defence", cards: [], covered: false, sealed: false });
    // 下家 (seat 1) attacks: the public 防禦 cancels it.
    const card = r.players[1].hand[0];
    expect(act(r, 1, { type: "play", cards: [card] }).state.hp[0]).toBe(100);
  });
  test("空城 copied does nothing", () => {
    const r = play(pos({ hands: hands(), prevTurn: { formation: "empty_city" } }), 0, EARTH).state;
    expect(r.players[0].passive).toBeNull();
  });
  test("a chain: 幻化 after a 幻化 copies what that 幻化 resolved as", () => {
    const s = pos({ hands: [EARTH, ["土1", "土4"]], prevTurn: { formation: "fire_strike" } });
    const a = finishDraw(play(s, 0, EARTH).state);
    expect(a.hp[1]).toBe(95); // 火 copy 9 after 火: halved
    expect(a.prevTurn).toMatchObject({ played: "mimic", resolvedAs: "fire_strike", attackElement: "fire" });
    const b = play(a, 1, ["土1", "土4"]).state;
    expect(b.thisTurn.resolvedAs).toBe("fire_strike");
    expect(b.hp[0]).toBe(95);
  });
  test("nothing to copy after a pass, and 封印 cancels 幻化 itself", () => {
    expect(play(pos({ hands: hands(), prevTurn: { formation: null, pass: true } }), 0, EARTH).state.hp).toEqual([100, 100]);
    const sealed = pos({ hands: hands(), prevTurn: { formation: "seal" }, passives: [null, { formation: "seal", cards: ["水1", "水2"] }] });
    const r = play(sealed, 0, EARTH).state;
    expect(r.players[0].passive).toBeNull();
    expect(r.thisTurn.resolvedAs).toBeNull();
  });
});
