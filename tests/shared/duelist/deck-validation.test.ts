import { ContentError } from "../../../shared/src/core/errors";
import { deckProblems, STARTER_DECKS, publicOptions } from "../../../shared/src/games/duelist";
import { engine } from "./helpers";

/** Design §2 deck rules: 30 cards, 2 per name, 1 per 傳說, 4 趙活, no tokens; errors name the card and the limit. */
const legal = [
  { card: "趙活", count: 4 }, { card: "tang-moling", count: 2 }, { card: "唐布衣", count: 1 }, { card: "郁竹", count: 2 },
  { card: "宋悲", count: 2 }, { card: "瑞杏", count: 2 }, { card: "許大鯨", count: 2 }, { card: "樊嘯天", count: 2 },
  { card: "唐芳", count: 2 }, { card: "轢鐵", count: 2 }, { card: "偕老誓", count: 2 }, { card: "唐門薪火", count: 2 },
  { card: "畫中仙", count: 2 }, { card: "夏侯蘭", count: 2 }, { card: "唐錚", count: 1 },
];

describe("deck validation", () => {
  test("both starter decks are legal and 30 cards", () => {
    for (const d of STARTER_DECKS) {
      expect(deckProblems(d.cards)).toEqual([]);
      expect(d.cards.reduce((n, e) => n + e.count, 0)).toBe(30);
    }
    expect(deckProblems(legal)).toEqual([]);
  });

  test("each problem has a code and names the card and the limit in zh and en", () => {
    const bad = [{ card: "趙活", count: 5 }, { card: "唐布衣", count: 2 }, { card: "唐默鈴", count: 3 }, { card: "百萬趙活", count: 1 }, { card: "火閃電", count: 1 }, { card: "不存在", count: 1 }, { card: "郁竹", count: 1 }, { card: "yu-zhu", count: 1 }];
    const p = deckProblems(bad);
    expect(p.map((x) => x.code)).toEqual(["deck_copy_limit", "deck_copy_limit", "deck_copy_limit", "deck_token", "deck_token", "deck_unknown_card", "deck_duplicate_entry", "deck_size"]);
    expect(p[0]).toMatchObject({ zh: "「趙活」（同名卡）最多 4 張，目前 5 張。", en: "At most 4 copies of Zhao Huo (趙活, card); found 5." });
    expect(p[1]).toMatchObject({ zh: "「唐布衣」（傳說）最多 1 張，目前 2 張。", en: "At most 1 copy of Tang Buyi (唐布衣, legend); found 2." });
    expect(p[2].en).toBe("At most 2 copies of Tang Moling (唐默鈴, card); found 3.");
    expect(p[3].en).toBe("Mega Zhao Huo (百萬趙活) is a token and cannot be put in a deck.");
    expect(p[5].zh).toBe("沒有「不存在」這張卡牌。");
    expect(p[7]).toMatchObject({ zh: "牌組必須剛好 30 張，目前 15 張。", en: "A deck has exactly 30 cards; found 15." });
  });

  test("the options schema reports deck problems per seat and refuses an unknown starter", () => {
    const r = engine.optionsSchema.safeParse({ decks: ["tang", [{ card: "趙活", count: 30 }]] });
    expect(r.success).toBe(false);
    const messages = r.success ? [] : r.error.issues.map((i) => i.message);
    expect(messages).toEqual(["seat 2: At most 4 copies of Zhao Huo (趙活, card); found 30. / 「趙活」（同名卡）最多 4 張，目前 30 張。"]);
    expect(engine.optionsSchema.safeParse({ decks: ["nope", "tang"] }).success).toBe(false);
    expect(engine.optionsSchema.parse({})).toMatchObject({ decks: ["tang", "kongtong"], mulligan: true });
    expect(() => engine.setup({ decks: ["tang", [{ card: "趙活", count: 1 }]], mulligan: true }, "x", 2)).toThrow(ContentError);
  });

  test("a custom list plays, and stays its owner's secret in the public options", () => {
    const options = engine.optionsSchema.parse({ decks: [legal, "kongtong"] });
    const s = engine.setup(options, "custom", 2);
    expect(s.players[0].deckName).toBe("custom");
    expect(s.players[0].deck.length + s.players[0].hand.length).toBe(30);
    expect(publicOptions(options)).toEqual({ decks: ["custom", "kongtong"], mulligan: true });
    expect(JSON.stringify(engine.publicOptions!(options))).not.toContain("唐布衣");
  });
});
