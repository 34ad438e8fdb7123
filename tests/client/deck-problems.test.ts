import { DEFAULT_DECKS } from "../../shared/src/games/shengke/content";
import { deckProblemList, parseDeckJson } from "../../client/src/games/shengke/deckCheck";

const deck = () => DEFAULT_DECKS[0].cards.map((c) => ({ ...c }));

describe("deck-builder problems read in one language at a time", () => {
  test("a legal default deck has none", () => {
    expect(deckProblemList(deck())).toEqual([]);
  });

  test("a bad card is named the way each language reads, with no English in the Chinese line", () => {
    const cards = deck();
    cards[2] = { ...cards[2], zh: "壞卡獸", in: 9 };
    const found = deckProblemList(cards);
    const card = found.filter((p) => p.card === 2);
    expect(card.length).toBeGreaterThan(0);
    const range = card.find((p) => p.text.en.includes("must be a whole number"))!;
    expect(range.text.zh).toBe("第 3 張「壞卡獸」：數字須介於 1 至 8");
    expect(range.text.en).toMatch(/^Card 3 “.+”: in \(左下\) must be a whole number 1–8, is 9$/);
    for (const p of found) expect(p.text.zh).not.toMatch(/[A-Za-z]{3,}/);
    // The 入 sum is off too: a deck-level line, not tied to a card.
    const sum = found.find((p) => p.card === null)!;
    expect(sum.text.zh).toMatch(/^牌組：左下角數字總和為 \d+，必須為 100$/);
    expect(sum.text.en).toMatch(/^Deck: bottom-left \(入\) numbers sum to \d+, must be 100$/);
  });

  test("a one-card import is read (the builder then asks before it replaces the deck)", () => {
    const one = parseDeckJson(JSON.stringify([DEFAULT_DECKS[0].cards[0]]));
    expect(one.cards).toHaveLength(1);
    expect(deckProblemList(one.cards).some((p) => p.card === null && p.text.zh.includes("需要 25 張靈獸卡，現有 1 張"))).toBe(true);
  });

  test("broken JSON throws a SyntaxError (shown as a sentence, not the parser's message)", () => {
    expect(() => parseDeckJson("{ nope")).toThrow(SyntaxError);
    expect(() => parseDeckJson('"just text"')).toThrow("shape");
  });
});
