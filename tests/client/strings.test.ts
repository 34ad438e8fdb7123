/** Every string table of the web client: both languages present, the same placeholders, English punctuation. */
import { STRING_TABLES } from "../../client/src/i18n";
import "../../client/src/games/shengke/strings";
import "../../client/src/games/cfe/strings";
import "../../client/src/games/chrono/strings";
import "../../client/src/games/slaying/strings";
import "../../client/src/games/duelist/strings";
import "../../client/src/replay/strings";
import "../../client/src/games/drawpass";
import "../../client/src/components/ChatStrings";
import "../../client/src/tutorial/strings";

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const entries = STRING_TABLES.flatMap((table) => Object.entries(table));

test("the tables of the app, 生剋棋, 五行戰鬥牌, 弒魔戰爭, 活俠決鬥者, 抽牌或過 and the replay viewer are all registered", () => {
  expect(STRING_TABLES.length).toBeGreaterThanOrEqual(7);
  expect(entries.length).toBeGreaterThan(300);
});

test.each(entries)("%s: both languages, the same placeholders", (_key, [zh, en]) => {
  expect(zh.trim()).not.toBe("");
  expect(en.trim()).not.toBe("");
  expect(placeholders(en)).toEqual(placeholders(zh));
});

test.each(entries)("%s: English uses half-width punctuation", (_key, [, en]) => {
  expect(en).not.toMatch(/[，。：、；！？（）「」]/);
});
