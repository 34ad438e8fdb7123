// Deck and loadout validation: every problem is reported, naming the card.
import { DEFAULT_DECKS, RULES } from "../../../shared/src/games/shengke/content";
import { deckProblems, loadoutProblems } from "../../../shared/src/games/shengke/deck";
import { shengkeOptionsSchema } from "../../../shared/src/games/shengke/options";

const deck = () => DEFAULT_DECKS[0].cards.map((c) => ({ ...c }));

test("the default decks are legal and include the seed's three dragons", () => {
  for (const d of DEFAULT_DECKS) expect(deckProblems(d.cards, RULES)).toEqual([]);
  const all = DEFAULT_DECKS.flatMap((d) => d.cards);
  expect(all).toContainEqual(expect.objectContaining({ zh: "白牙龍", element: "metal", in: 2, out: 7 }));
  expect(all).toContainEqual(expect.objectContaining({ zh: "黃趾龍", element: "earth", in: 1, out: 6 }));
  expect(all).toContainEqual(expect.objectContaining({ zh: "青翼龍", element: "metal", in: 4, out: 3 }));
  expect(DEFAULT_DECKS[0].style.en).not.toBe(DEFAULT_DECKS[1].style.en);
});

test("a custom deck passes the options schema", () => {
  expect(shengkeOptionsSchema.safeParse({ decks: [deck(), "tiger_tortoise"] }).success).toBe(true);
});

test("wrong size, element counts, corner range and sums are each reported, naming the card", () => {
  const d = deck();
  d[0].in = 9; // 白牙龍
  d[1].out = 0; // 青翼龍
  d[2].zh = "一二三四五六七八九"; // 9 characters
  d[24].element = "metal";
  const p = deckProblems(d, RULES);
  expect(p.some((m) => m.includes("白牙龍") && m.includes("in"))).toBe(true);
  expect(p.some((m) => m.includes("青翼龍") && m.includes("out"))).toBe(true);
  expect(p.some((m) => m.includes("一二三四五六七八九") && m.includes("name"))).toBe(true);
  expect(p.some((m) => m.includes("metal") && m.includes("has 6"))).toBe(true);
  expect(p.some((m) => m.includes("water") && m.includes("has 4"))).toBe(true);
  expect(p.some((m) => m.includes("sum to 107"))).toBe(true);
  expect(p.some((m) => m.includes("sum to 97"))).toBe(true);
  expect(deckProblems(d.slice(1), RULES).some((m) => m.includes("has 24"))).toBe(true);
});

test("options errors name the seat and card", () => {
  const d = deck();
  d[5].in = 0;
  const r = shengkeOptionsSchema.safeParse({ decks: ["dragon_phoenix", d] });
  expect(r.success).toBe(false);
  if (!r.success) expect(r.error.issues.map((i) => i.message).join("\n")).toMatch(/seat 2 deck card 6 「黃趾龍」/);
  expect(shengkeOptionsSchema.safeParse({ decks: ["nope", "dragon_phoenix"] }).success).toBe(false);
  expect(shengkeOptionsSchema.safeParse({ surprise: 1 }).success).toBe(false);
});

test("loadouts: 10 known curses, each element covered, an opening hand of one per element", () => {
  expect(loadoutProblems(["thorn_dragon_horn_strike"], RULES).join()).toMatch(/exactly 10/);
  const noWater = ["thorn_wall", "phoenix_cry", "landslide", "metal_chime_break", "dragon_whirl", "tiger_roar", "red_blaze", "earth_retreat", "thunder_fang", "heavy_earth_rejudge"];
  expect(loadoutProblems(noWater, RULES).join()).toMatch(/water/);
  expect(loadoutProblems([...noWater.slice(0, 9), "no_such_curse"], RULES).join()).toMatch(/"no_such_curse": no such/);
  const triple = ["tortoise_guard", "tortoise_guard", "tortoise_guard", "thorn_wall", "phoenix_cry", "landslide", "metal_chime_break", "dragon_whirl", "tiger_roar", "red_blaze"];
  expect(loadoutProblems(triple, RULES).join()).toMatch(/玄龜守護.*3 times/);
  const ok = ["thorn_wall", "phoenix_cry", "landslide", "metal_chime_break", "tortoise_guard", "dragon_whirl", "tiger_roar", "red_blaze", "earth_retreat", "thunder_fang"];
  expect(loadoutProblems(ok, RULES)).toEqual([]);
  expect(loadoutProblems(ok, RULES, "l", ["thorn_wall", "dragon_whirl", "landslide", "metal_chime_break", "tortoise_guard"]).join()).toMatch(/one card per element/);
  expect(shengkeOptionsSchema.safeParse({ loadouts: [ok, "shell_and_tide"], curseHands: [["thorn_wall", "phoenix_cry", "landslide", "metal_chime_break", "tortoise_guard"], null] }).success).toBe(true);
});

test("special decks hold at most 10 cards", () => {
  const eleven = Array.from({ length: 11 }, () => ({ zh: "龍牙白", en: "x", element: "metal" as const, in: 4, out: 5 }));
  const r = shengkeOptionsSchema.safeParse({ specialDecks: [eleven, null], rules: { specialDeck: true } });
  expect(r.success).toBe(false);
});

test("custom card names: the English name is limited too, and neither name may hide characters", () => {
  const d = deck();
  d[0].en = "W".repeat(33);
  d[1].zh = "青\u202E翼龍"; // a right-to-left override inside the name
  d[2].en = "Claw\u200BHawk"; // zero-width space
  d[3].en = "<img>";
  const p = deckProblems(d, RULES);
  expect(p.filter((m) => m.includes("English name must be at most 32 characters"))).toHaveLength(1);
  expect(p.filter((m) => m.includes("invisible, direction-changing or < > characters"))).toHaveLength(3);
  d[0].en = "W".repeat(32);
  expect(deckProblems(d, RULES).some((m) => m.includes("at most 32"))).toBe(false);
  // At table creation, through the options schema (the same check for special decks).
  const refused = shengkeOptionsSchema.safeParse({ decks: [deck().map((c, i) => (i === 0 ? { ...c, en: "x".repeat(40) } : c)), "tiger_tortoise"] });
  expect(refused.success).toBe(false);
  expect(shengkeOptionsSchema.safeParse({ decks: ["x".repeat(65), "tiger_tortoise"] }).success).toBe(false);
});
