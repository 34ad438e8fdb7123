/**
 * English that is English (issue 25, item 5), in a real Chromium against the real server: a browser in English walks
 * the lobby, every mode's create-form settings, every mode's 怎麼玩 page and a running table of every mode against
 * a bot, and no screen shows Chinese outside the game terms the glossary keeps. The reverse for a browser in
 * Chinese: no English words beyond names, abbreviations and the few terms an allow-list names.
 */
import type { Page } from "playwright-core";
import { startBrowserHarness, tid, type BrowserHarness } from "./harness";
import { playUntil } from "./shengkeDriver";

jest.setTimeout(300_000);

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness({ BOT_DELAY_MS: "10" });
});
afterAll(async () => {
  await h?.close();
});

const MODES = ["shengke", "cfe", "duelist", "chrono", "slaying"];
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * Chinese an English screen may show: the switch back to Chinese; the five elements' characters, the symbols printed
 * on the cards (each card names its element in English on hover); and the game terms kept beside their English gloss.
 * Text inside an element marked lang="zh-Hant-TW" (a character a name condition matches, a card back's mark) is
 * Chinese on purpose and not counted.
 */
const ZH_ALLOWED = ["中文", "木", "火", "土", "金", "水", "無效發動", "魂", "魄", "入", "出", "行剋", "剋行", "行生", "生行", "上家", "下家", "靈獸卡", "咒術卡", "先攻", "後攻", "陣式", "護盾", "轉職", "魔王軍", "碎片", "江湖人", "秘笈", "交鋒", "本陣", "生存時間", "加持", "陷阱", "上位", "下位"];
/** Known and reported, not yet fixed: 弒魔戰爭's team token on the map (its view is being rewritten in another change). */
const KNOWN: Record<string, string[]> = { slaying: ["隊"] };
/** English a Chinese screen may show: the app's and games' own names, abbreviations, and what players type. */
const EN_ALLOWED = ["Wuxing Arena", "English", "Alice", "HP", "SHA-256", "JSON", "Bot"];

/** The lines of the visible text (hidden and folded parts excluded) that hold text of the wrong language. */
async function wrongLanguage(page: Page, lang: "en" | "zh"): Promise<string[]> {
  const { text, marked } = await page.evaluate(() => ({
    text: document.body.innerText,
    marked: Array.from(document.body.querySelectorAll('[lang^="zh"]')).map((e) => (e as HTMLElement).innerText.trim()),
  }));
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => {
      if (lang === "en") {
        let rest = line;
        for (const m of marked) if (m) rest = rest.split(m).join("");
        for (const term of [...ZH_ALLOWED].sort((a, b) => b.length - a.length)) rest = rest.split(term).join("");
        return CJK.test(rest);
      }
      let rest = line;
      for (const term of EN_ALLOWED) rest = rest.split(term).join("");
      // A word of four or more Latin letters is English; codes and names in mixed case are the players'.
      return /\b[a-z]{4,}\b/.test(rest);
    });
}

async function englishPage(label: string): Promise<Page> {
  const page = await h.newPage(label, { width: 1366, height: 768 }, "en-US");
  await page.goto(`${h.base}/`);
  await page.waitForSelector(tid("lobby"));
  await page.waitForFunction(() => document.querySelectorAll(".game-picture svg").length > 0);
  await page.fill(tid("nickname"), "Alice");
  return page;
}

describe("a browser in English", () => {
  test("the lobby, with each mode's table settings", async () => {
    const page = await englishPage("en-lobby");
    const seen: Record<string, string[]> = { lobby: await wrongLanguage(page, "en") };
    for (const mode of [...MODES, "drawpass"]) {
      await page.selectOption(tid("create-mode"), mode);
      await page.waitForTimeout(200);
      await page.waitForFunction(() => !document.querySelector('[data-testid="create-form"] .spinner'));
      seen[`create ${mode}`] = await wrongLanguage(page, "en");
    }
    expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((k) => [k, []])));
    await page.close();
  });

  test.each(MODES)("%s: the 怎麼玩 page", async (mode) => {
    const page = await englishPage(`en-rules-${mode}`);
    await page.click(tid(`how-to-${mode}`));
    await page.waitForSelector(`${tid("rules-page")} .rules-diagram svg`);
    expect(await wrongLanguage(page, "en")).toEqual([]);
    await page.close();
  });

  test.each(MODES)("%s: a game against a bot", async (mode) => {
    const page = await englishPage(`en-table-${mode}`);
    await page.click(tid(`play-bot-${mode}`));
    await page.waitForSelector(`${tid("status")}[data-status="playing"]`);
    await page.waitForSelector(tid("turn-indicator"));
    // 生剋棋 goes through a whole round of phases (the bot's turn too); the others show their opening turn.
    if (mode === "shengke") await playUntil(page, (t) => t.must === "summon");
    await page.waitForTimeout(500);
    await h.shot(page, `language-en-${mode}`);
    expect((await wrongLanguage(page, "en")).filter((line) => !KNOWN[mode]?.includes(line))).toEqual([]);
    await page.close();
  });

  test.each([
    ["/deck", "db-validation"],
    ["/deck/duelist", "db-validation"],
    ["/replay", "recent-games"],
  ])("the page at %s", async (path, ready) => {
    const page = await englishPage(`en-page-${path}`);
    await page.goto(`${h.base}${path}`);
    await page.waitForSelector(tid(ready));
    await page.waitForTimeout(300);
    expect(await wrongLanguage(page, "en")).toEqual([]);
    await page.close();
  });
});

describe("a browser in Chinese", () => {
  test("the lobby, the 怎麼玩 pages and a game of 生剋棋 against a bot", async () => {
    const page = await h.newPage("zh-walk", { width: 1366, height: 768 }, "zh-TW");
    await page.goto(`${h.base}/`);
    await page.waitForSelector(tid("lobby"));
    await page.fill(tid("nickname"), "Alice");
    const seen: Record<string, string[]> = { lobby: await wrongLanguage(page, "zh") };
    for (const mode of MODES) {
      await page.goto(`${h.base}/rules/${mode}`);
      await page.waitForSelector(`${tid("rules-page")} .rules-diagram svg`);
      seen[`rules ${mode}`] = await wrongLanguage(page, "zh");
    }
    await page.goto(`${h.base}/`);
    await page.click(tid("play-bot-shengke"));
    await page.waitForSelector(`${tid("status")}[data-status="playing"]`);
    await playUntil(page, (t) => t.must === "summon");
    seen.table = await wrongLanguage(page, "zh");
    expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((k) => [k, []])));
    expect(h.pageErrors).toEqual([]);
  });
});
