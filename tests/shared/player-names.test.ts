import { JoinOptions, PlayerName } from "../../shared/src/protocol/messages";
import { cleanDisplayText, hasInvisibleCharacters, isReservedBotName } from "../../shared/src/protocol/names";

describe("player names: invisible and direction-changing characters are removed", () => {
  test.each([
    ["Ann\u202Eelas", "Annelas"], // RIGHT-TO-LEFT OVERRIDE
    ["\u2067Ben\u2069", "Ben"], // RIGHT-TO-LEFT ISOLATE … POP DIRECTIONAL ISOLATE
    ["C\u200Bar\u200Fol\u200E", "Carol"], // zero-width space, RLM, LRM
    ["D\u0000a\u001Bv\u007Fe\u0085", "Dave"], // C0, DEL, C1 controls
    ["  Eve\u3000\u00A0 Lin\t", "Eve Lin"], // ideographic and no-break spaces folded, trimmed
    ["Fa\u00ADye\uFEFF", "Faye"], // soft hyphen, BOM
    ["小明\u2028", "小明"], // line separator
  ])("%j → %j", (raw, clean) => {
    expect(PlayerName.parse(raw)).toBe(clean);
    expect(hasInvisibleCharacters(clean)).toBe(false);
  });

  test("a name of nothing visible is refused, as are < > and more than 24 characters", () => {
    expect(PlayerName.safeParse("\u202E\u200B ").success).toBe(false);
    expect(PlayerName.safeParse("<b>x</b>").success).toBe(false);
    expect(PlayerName.safeParse("長".repeat(25)).success).toBe(false);
    expect(PlayerName.safeParse("長".repeat(24)).success).toBe(true);
  });

  test("the cleaning is what join options carry", () => {
    expect(JoinOptions.parse({ name: "\u202Dx\u202Cy" }).name).toBe("xy");
  });
});

describe("names that read as a bot's are refused", () => {
  test.each(["電腦 Bot 2", "電腦Bot", "隨機 Bot 1", "电脑 bot", "隨機Bot 99 號", "電腦", "隨機 3", "Bot", "bot 3", "B0T", "Ｂｏｔ", "𝐁𝐨𝐭 1", "Вот", "ΒΟΤ", "B\u200Bot", "b.o.t"])("%j", (name) => {
    expect(isReservedBotName(cleanDisplayText(name))).toBe(true);
    const parsed = PlayerName.safeParse(name);
    expect(parsed.success).toBe(false);
    expect(parsed.success ? "" : parsed.error.issues[0].message).toMatch(/reserved for bots/);
  });

  test.each(["Bob", "Botan", "Robot", "Abbot", "電腦高手", "玩家123", "隨機應變"])("%j is a fine name", (name) => {
    expect(PlayerName.parse(name)).toBe(name);
  });
});
