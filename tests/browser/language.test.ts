/**
 * English that is English (issue 25, item 5), in a real Chromium against the real server: a browser in English walks
 * the lobby, every mode's create-form settings and the other pages, and no screen shows Chinese outside the game
 * terms the glossary keeps (every mode's 怎麼玩 page and a running table against a bot are walked in English by
 * firstvisit.test.ts, which opens them anyway). The reverse for a browser in Chinese: no English words beyond names,
 * abbreviations and the few terms an allow-list names.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { pageKeeper, useBrowserHarness, tid } from "./harness";
import { playUntil } from "./shengkeDriver";
import { wrongLanguage } from "./language";
import { botRecord } from "./records";
import { playDrawpassVsBot } from "./drawpassDriver";

jest.setTimeout(300_000);

const h = useBrowserHarness({ BOT_DELAY_MS: "10" });

const MODES = ["shengke", "cfe", "duelist", "chrono", "slaying"];

/**
 * A finished bot game of `mode` in the replay viewer, at its last step: the mode's board at the end with its result
 * panel. The record is served in place of the server's (as replay.test.ts does), so no game is played here.
 */
async function finishedReplay(page: Page, mode: string): Promise<void> {
  const id = randomUUID();
  const record: Record<string, unknown> = { ...botRecord(mode, `language-${mode}`), id };
  await page.route(`**/api/records/${id}`, (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ status: "finished", record }) }));
  await page.goto(`${h.base}/replay/${id}?step=${(record.actions as unknown[]).length}`);
  await page.waitForSelector(`${tid("replay-board")}[data-step="${(record.actions as unknown[]).length}"]`);
  if (record.result) await page.waitForSelector(tid("replay-result"));
}

/** One English browser walks every page below, one after the other. */
const keptPage = pageKeeper();
const englishPage = (label: string) => keptPage("en", () => h.newPage(label, { width: 1366, height: 768 }, "en-US"));

async function englishLobby(label: string): Promise<Page> {
  const page = await englishPage(label);
  await page.goto(`${h.base}/`);
  await page.waitForSelector(tid("lobby"));
  await page.waitForFunction(() => document.querySelectorAll(".game-picture svg").length > 0);
  await page.fill(tid("nickname"), "Alice");
  return page;
}

describe("a browser in English", () => {
  test("the lobby, with each mode's table settings", async () => {
    const page = await englishLobby("en-lobby");
    const seen: Record<string, string[]> = { lobby: await wrongLanguage(page, "en") };
    for (const mode of [...MODES, "drawpass"]) {
      await page.selectOption(tid("create-mode"), mode);
      await page.waitForTimeout(200);
      await page.waitForFunction(() => !document.querySelector('[data-testid="create-form"] .spinner'));
      seen[`create ${mode}`] = await wrongLanguage(page, "en");
    }
    expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((k) => [k, []])));
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
  });

  test("every mode's finished game: the replay at its end, with the board's end screen and the result", async () => {
    const page = await englishPage("en-replays");
    const seen: Record<string, string[]> = {};
    for (const mode of MODES) {
      await finishedReplay(page, mode);
      seen[mode] = await wrongLanguage(page, "en");
    }
    // The live table's result panel (title, scores, rematch, replay link) is the same for every mode: one short game.
    await playDrawpassVsBot(page, h.base);
    seen["table result"] = await wrongLanguage(page, "en");
    expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((m) => [m, []])));
    expect(h.pageErrors).toEqual([]);
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
    await finishedReplay(page, "slaying");
    seen["finished 弒魔戰爭 replay"] = await wrongLanguage(page, "zh");
    expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((k) => [k, []])));
    expect(h.pageErrors).toEqual([]);
  });
});
