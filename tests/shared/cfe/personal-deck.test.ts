import { ContentError } from "../../../shared/src/core/errors";
import { preconstructedDeck, validatePersonalDeck, type DeckEntry } from "../../../shared/src/games/cfe";
import { engine } from "./helpers";

/** §9.2 個人牌組: 60 cards, total level ≤ 170, copy limits 4 (levels 1–3) / 3 (levels 4–5); the preconstructed deck. */
const codes = (l: DeckEntry[]) => validatePersonalDeck(l).map((p) => p.code);
describe("personal decks", () => {
  test("the preconstructed deck is legal: 60 cards, total level 170", () => {
    const d = preconstructedDeck();
    expect(d.reduce((n, e) => n + e.count, 0)).toBe(60);
    expect(d.reduce((n, e) => n + e.count * e.level, 0)).toBe(170);
    expect(validatePersonalDeck("preconstructed")).toEqual([]);
  });
  test("wrong size", () => {
    const d = preconstructedDeck().map((e) => (e.element === "metal" && e.level === 1 ? { ...e, count: 2 } : e));
    expect(codes(d)).toEqual(["deck_size"]);
  });
  test("total level above 170", () => {
    const d = preconstructedDeck().map((e) => (e.element === "metal" && e.level === 1 ? { ...e, count: 2 } : e.element === "metal" && e.level === 5 ? { ...e, count: 3 } : e));
    expect(codes(d)).toEqual(["deck_total_level"]);
  });
  test("copy limits", () => {
    const d = preconstructedDeck().map((e) => (e.element === "metal" && e.level === 4 ? { ...e, count: 4 } : e.element === "metal" && e.level === 5 ? { ...e, count: 0 } : e));
    expect(codes(d)).toEqual(["deck_copy_limit"]);
    const five = preconstructedDeck().map((e) => (e.element === "wood" && e.level === 1 ? { ...e, count: 5 } : e.element === "wood" && e.level === 3 ? { ...e, count: 1 } : e));
    expect(codes(five)).toContain("deck_copy_limit");
  });
  test("a duplicated line", () => {
    expect(codes([...preconstructedDeck(), { element: "fire", level: 1, count: 0 }])).toEqual(["deck_duplicate_entry"]);
  });
  test("every problem has zh and en text", () => {
    for (const p of validatePersonalDeck([{ element: "fire", level: 5, count: 9 }])) {
      expect(p.zh.length).toBeGreaterThan(0);
      expect(p.en.length).toBeGreaterThan(0);
    }
  });
  test("setup with personal decks: one deck per seat, 60 cards each, cards return to their owner", () => {
    const s = engine.setup(engine.optionsSchema.parse({ personalDeck: true }), "pd", 2);
    expect(s.piles).toHaveLength(2);
    expect(s.cardCounts).toEqual([0, 60, 60]);
    expect(s.piles[0].deck).toHaveLength(56);
    expect(s.piles[1].deck).toHaveLength(55);
    expect(engine.invariants(s)).toEqual([]);
  });
  test("an illegal deck is refused when the table is created: the options schema names every problem of every seat", () => {
    const bad = engine.optionsSchema.safeParse({ personalDeck: true, decks: ["preconstructed", [{ element: "fire", level: 5, count: 60 }], [{ element: "wood", level: 1, count: 1 }, { element: "wood", level: 1, count: 1 }]] });
    expect(bad.success).toBe(false);
    const issues = bad.success ? [] : bad.error.issues.map((i) => `${i.path.join(".")} ${i.message}`);
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^decks\.1 seat 2: deck_copy_limit: At most 3 copies of fire 5 .* \/ 火5 最多 3 張/),
        expect.stringMatching(/^decks\.1 seat 2: deck_total_level: /),
        expect.stringMatching(/^decks\.2 seat 3: deck_duplicate_entry: /),
      ]),
    );
    expect(issues.some((i) => i.startsWith("decks.0"))).toBe(false);
  });
  test("setup still refuses an illegal deck given without the schema (a ContentError listing the problems)", () => {
    const unchecked = { recycle: false, personalDeck: true, decks: ["preconstructed", [{ element: "fire", level: 5, count: 60 }]] } as Parameters<typeof engine.setup>[0];
    expect(() => engine.setup(unchecked, "x", 2)).toThrow(ContentError);
    try { engine.setup(unchecked, "x", 2); } catch (e) { expect((e as ContentError).problems.join(" ")).toMatch(/seat 2: deck_copy_limit/); }
  });
  test("deck lists for seats the table does not have are not used (a 1v1 table given four lists)", () => {
    const four = engine.optionsSchema.parse({ personalDeck: true, decks: ["preconstructed", "preconstructed", "preconstructed", "preconstructed"] });
    const s = engine.setup(four, "x", 2);
    expect(s.piles).toHaveLength(2);
    expect(engine.invariants(s)).toEqual([]);
  });
  test("decks without personalDeck are refused by the options schema", () => {
    expect(engine.optionsSchema.safeParse({ decks: ["preconstructed"] }).success).toBe(false);
    expect(engine.optionsSchema.safeParse({ bogus: 1 }).success).toBe(false);
  });
});
