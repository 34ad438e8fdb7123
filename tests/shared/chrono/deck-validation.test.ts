import { chronoEngine, deckProblems, READY_DECKS, type DeckList } from "../../../shared/src/games/chrono";

/** Deck lists (spec §2): sizes 16 / 12 / 8, copy limits by rarity, rarity caps, the 時 traps once; errors name the card. */
const ready = (id: string): DeckList => {
  const d = READY_DECKS.find((x) => x.id === id)!;
  return { characters: [...d.characters], effects: [...d.effects], traps: [...d.traps] };
};

test("the six ready decks are legal", () => {
  for (const d of READY_DECKS) expect(deckProblems(d.id)).toEqual([]);
  for (const d of READY_DECKS) expect(deckProblems(ready(d.id))).toEqual([]);
});

test("deck sizes", () => {
  const d = ready("bell-tide");
  d.characters.pop();
  d.traps.push("time-stop");
  const p = deckProblems(d);
  expect(p.map((x) => x.code)).toEqual(expect.arrayContaining(["deck_size"]));
  expect(p.find((x) => x.en.includes("character"))!.en).toBe("The character deck needs exactly 16 cards (found 15).");
  expect(p.find((x) => x.zh.includes("陷阱卡"))!.zh).toBe("陷阱卡牌庫必須剛好 8 張（目前 9 張）。");
});

test("copy limits name the card and the limit", () => {
  const d = ready("bell-tide");
  d.characters.splice(0, 3, "gear-guard", "gear-guard", "gear-guard"); // N: 3 copies allowed → still fine
  d.characters.splice(3, 2, "clock-forger", "clock-forger"); // SR: 1
  const p = deckProblems(d);
  expect(p).toContainEqual({ code: "deck_copy_limit", zh: "「時計鍛造師」最多 1 張（目前 3 張）。", en: "At most 1 copy of Clock Forger (found 3)." });
  const t = ready("sprout-bell");
  t.traps.splice(0, 1, "doomsday-countdown"); // a 時 trap: once
  expect(deckProblems(t)).toContainEqual({ code: "deck_copy_limit", zh: "「末日倒數」最多 1 張（目前 2 張）。", en: "At most 1 copy of Doomsday Countdown (found 2)." });
});

test("rarity caps", () => {
  const d = ready("bell-tide");
  // 4 R already (銅鐘守衛, 秒針劍士, 冰河術士, 漩渦刺客): one more R.
  d.characters.splice(d.characters.indexOf("gear-guard"), 1, "thorn-ranger");
  expect(deckProblems(d)).toContainEqual({ code: "deck_rarity_limit", zh: "角色卡牌庫最多 4 張 R（目前 5 張）。", en: "The character deck may hold at most 4 R cards (found 5)." });
});

test("unknown cards, cards in the wrong deck, unknown ready decks; names work like ids", () => {
  const d = ready("bell-tide");
  d.characters.splice(0, 2, "潮汐巡者", "no-such-card");
  d.effects.splice(0, 1, "時間停滯");
  const codes = deckProblems(d).map((x) => x.code);
  expect(codes).toEqual(expect.arrayContaining(["deck_unknown_card", "deck_wrong_kind"]));
  expect(deckProblems(d).find((x) => x.code === "deck_wrong_kind")!.en).toBe("Time Stop is a trap card, not an effect card.");
  expect(deckProblems("nope")[0].code).toBe("deck_unknown");
});

test("the options schema refuses a bad deck with the problems; publicOptions hides a custom list", () => {
  const bad = ready("bell-tide");
  bad.effects.pop();
  const r = chronoEngine.optionsSchema.safeParse({ decks: ["tide-forest", bad] });
  expect(r.success).toBe(false);
  expect(JSON.stringify(r.error!.issues)).toContain("The effect deck needs exactly 12 cards (found 11).");
  const ok = chronoEngine.optionsSchema.parse({ decks: ["tide-forest", ready("bell-tide")] });
  expect(chronoEngine.publicOptions!(ok)).toEqual({ decks: ["tide-forest", "custom"] });
  const s = chronoEngine.setup(ok, "custom", 2);
  expect(s.cards.filter((c) => c !== "")).toHaveLength(72);
  expect(chronoEngine.optionsSchema.parse({})).toEqual({ decks: [] });
});
