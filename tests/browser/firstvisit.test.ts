/**
 * A first visit (issue 25, items 1 and 2) in a real Chromium against the real server: a card per game with a picture
 * drawn from its pieces; 開桌 and 用代碼加入 on the first screen at 1366×768, 1920×1080 and 390×844; an English
 * browser gets English; 「和電腦下一盤」 is one click to a running game; 「怎麼玩」 from the lobby and from the table.
 * The per-mode tables and rules pages are opened in English and also hold the language walk's rule (language.ts).
 */
import type { Page } from "playwright-core";
import { measure, notOnScreen } from "./boxes";
import { leaveTable, pageKeeper, useBrowserHarness, tid } from "./harness";
import { wrongLanguage } from "./language";
import { playUntil } from "./shengkeDriver";

jest.setTimeout(180_000);

const h = useBrowserHarness({ BOT_DELAY_MS: "10" });

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
  { width: 390, height: 844 },
];
const GAMES = ["shengke", "cfe", "duelist", "chrono", "slaying"];

async function freshLobby(label: string, size: { width: number; height: number }, locale?: string): Promise<Page> {
  const page = await h.newPage(label, size, locale);
  await page.goto(`${h.base}/`);
  await page.waitForSelector(tid("lobby"));
  await page.waitForSelector(`${tid("create-mode")} option[value="shengke"]`, { state: "attached" });
  // The pictures arrive in their own bundle after the first paint.
  await page.waitForFunction((n) => document.querySelectorAll(".game-picture svg").length === n, GAMES.length);
  return page;
}

const keptPage = pageKeeper();

describe("the lobby", () => {
  // 1366×768 and 1920×1080 are one desktop page resized (the layout is the stylesheet's); a phone is its own first
  // visit, since the create form's settings start folded below 760 px.
  test.each(SIZES)("at $width×$height: the name, 用代碼加入 and 開桌 are on the first screen, and a card per game", async (size) => {
    const page = size.width >= 1366 ? await keptPage("desktop-zh", () => freshLobby("lobby-desktop", size)) : await keptPage("phone-zh", () => freshLobby("lobby-phone", size));
    await page.setViewportSize(size);
    const m = await measure(page, {
      nickname: tid("nickname"),
      joinCode: tid("join-code"),
      joinButton: tid("join-button"),
      createMode: tid("create-mode"),
      createTable: tid("create-table"),
    });
    expect(m.vw).toBe(size.width);
    expect(notOnScreen(m)).toEqual([]);
    expect(m.scrollWidth).toBeLessThanOrEqual(m.vw);
    // Every card: a picture, players and length, a pitch, and its three ways in (each a touch target of ≥ 40 px).
    const cards = await page.locator('[data-testid^="game-card-"][data-mode]').evaluateAll((els) => els.map((e) => e.getAttribute("data-mode")));
    expect(cards).toEqual(GAMES);
    for (const id of GAMES) {
      const card = page.locator(tid(`game-card-${id}`));
      expect(await card.locator(".game-picture svg").count()).toBe(1);
      expect((await card.locator(".game-card-pitch").textContent())!.length).toBeGreaterThan(15);
      expect(await card.locator(tid("game-card-players")).textContent()).toMatch(/\d/);
      for (const part of [`play-bot-${id}`, `how-to-${id}`, `new-table-${id}`]) {
        const box = (await page.locator(tid(part)).boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(40);
      }
    }
    // On a desktop the first card is on the first screen too.
    if (size.width >= 1366) expect(notOnScreen(await measure(page, { firstCard: tid("play-bot-shengke") }))).toEqual([]);
    await h.shot(page, `firstvisit-lobby-${size.width}x${size.height}`);
  });

  test("a card's 開桌 puts the create form on that game and brings its button into view", async () => {
    const page = await keptPage("phone-zh", () => freshLobby("lobby-new-table", SIZES[2]));
    await page.click(tid("new-table-chrono"));
    expect(await page.inputValue(tid("create-mode"))).toBe("chrono");
    await page.waitForFunction(() => document.activeElement?.getAttribute("data-testid") === "create-table");
    await page.close();
  });

  test("a browser in English gets English on the first visit; one in Chinese gets Chinese", async () => {
    const en = await keptPage("desktop-en", () => freshLobby("lobby-en", SIZES[0], "en-US"));
    expect(await en.evaluate(() => document.documentElement.lang)).toBe("en");
    expect(await en.textContent(tid("play-bot-shengke"))).toContain("Play a bot");
    expect(await en.inputValue(tid("nickname"))).toMatch(/^Player \d+$/);
    // The desktop lobby the layout tests measured was a first visit in Chinese.
    const zh = await keptPage("desktop-zh", () => freshLobby("lobby-zh", SIZES[0], "zh-TW"));
    expect(await zh.evaluate(() => document.documentElement.lang)).toBe("zh-Hant-TW");
    expect(await zh.textContent(tid("play-bot-shengke"))).toContain("和電腦下一盤");
    // The choice made with the switch wins over the browser's language on the next visit.
    await zh.click(tid("lang-switch"));
    await zh.reload();
    await zh.waitForSelector(tid("lobby"));
    expect(await zh.evaluate(() => document.documentElement.lang)).toBe("en");
    // And back: the page is the Chinese lobby 怎麼玩 starts from below.
    await zh.click(tid("lang-switch"));
    await zh.waitForFunction(() => document.documentElement.lang === "zh-Hant-TW");
  });
});

describe("one click to a game against a bot", () => {
  // One English browser plays the five games in turn, from its lobby each time, and leaves each table put away.
  test.each(GAMES)("%s: 和電腦下一盤 opens a running table with a bot in the other seat, all in English", async (mode) => {
    const page = await keptPage("desktop-en", () => freshLobby(`play-${mode}`, SIZES[0], "en-US"));
    if (new URL(page.url()).pathname !== "/") {
      await page.goto(`${h.base}/`);
      await page.waitForSelector(`${tid(`play-bot-${mode}`)}:not([disabled])`);
    }
    await page.click(tid(`play-bot-${mode}`));
    await page.waitForURL(/\/table\/[A-Z0-9]{6}$/);
    await page.waitForSelector(`${tid("status")}[data-status="playing"]`);
    await page.waitForSelector(`${tid("seat-1")}[data-bot="true"]`);
    expect(await page.getAttribute(tid("table-title"), "data-mode")).toBe(mode);
    // 「怎麼玩」 from the table: this game's page, in a new tab so the game is not left.
    expect(await page.getAttribute(tid("table-how-to"), "href")).toBe(`/rules/${mode}`);
    expect(await page.getAttribute(tid("table-how-to"), "target")).toBe("_blank");
    // 生剋棋 goes through a whole round of phases (the bot's turn too); the others show their opening turn.
    if (mode === "shengke") await playUntil(page, (t) => t.must === "summon");
    await page.waitForTimeout(500);
    await h.shot(page, `language-en-${mode}`);
    expect(await wrongLanguage(page, "en")).toEqual([]);
    await leaveTable(page);
  });
});

describe("怎麼玩", () => {
  test("from the lobby: 生剋棋's rules with the board, the 入/出 ranges and a glossary, in both languages", async () => {
    const page = await keptPage("desktop-zh", () => freshLobby("rules", SIZES[0]));
    await page.goto(`${h.base}/`);
    await page.click(tid("how-to-shengke"));
    await page.waitForSelector(`${tid("rules-page")}[data-mode="shengke"]`);
    expect(new URL(page.url()).pathname).toBe("/rules/shengke");
    await page.waitForSelector(tid("rules-range-diagram"));
    const glossary = (await page.textContent(tid("rules-glossary")))!;
    expect(glossary).toContain("魂");
    expect(glossary).toContain("行剋");
    await page.click(tid("lang-switch"));
    await page.waitForFunction(() => document.documentElement.lang === "en");
    expect(await page.textContent(tid("rules-glossary"))).toContain("soul (魂)");
    await h.shot(page, "firstvisit-rules-shengke");
    await page.close();
  });

  test.each(GAMES)("%s: a rules page with a diagram, reached directly, in English", async (mode) => {
    // The English browser that played the games, resized to a phone.
    const page = await keptPage("desktop-en", () => h.newPage("rules", SIZES[2], "en-US"));
    await page.setViewportSize(SIZES[2]);
    await page.goto(`${h.base}/rules/${mode}`);
    await page.waitForSelector(`${tid("rules-page")}[data-mode="${mode}"] .rules-diagram svg`);
    const m = await measure(page, { page: tid("rules-page") });
    expect(m.scrollWidth).toBeLessThanOrEqual(m.vw);
    expect(await wrongLanguage(page, "en")).toEqual([]);
    expect(h.pageErrors).toEqual([]);
  });
});
