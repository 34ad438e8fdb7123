/**
 * 五行戰鬥牌 official play (星辰圖記, 五方傳說, 英雄學派) in a real Chromium against the real server: the host picks the
 * "official play" preset and plays a 1v1 against the server's bot to the end through the UI — 轉職 from the profession
 * panel, a 發動 ability when one is offered, formations chosen among the hand's previews — and the table shows
 * professions, the stars and the environment in both languages. (Two people at one table, one on a phone, playing a
 * game to its end through the UI: cfe.test.ts. A bot for the second seat halves the clicks and the pages here.)
 */
import type { Page } from "playwright-core";
import { openLobby as openLobbyAt, useBrowserHarness, tid, waitForProgress } from "./harness";
import { createCfeTable, dealNextGameFrom, moveOnce, newStats } from "./cfe-ui";

jest.setTimeout(600_000);

const h = useBrowserHarness();

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await h.shot(page, name);
}

/** A 轉職 is in the log and on a seat's badge. */
async function professionShown(page: Page): Promise<boolean> {
  if ((await page.locator(`${tid("log-line")}[data-type="profession_change"]`).count()) === 0) return false;
  const badges = [await page.getAttribute(tid("profession-0"), "data-profession"), await page.getAttribute(tid("profession-1"), "data-profession")];
  return badges.some((b) => b !== "");
}

test("official preset: a player plays a 1v1 against a bot to the end with professions, stars and the environment", async () => {
  const alice = await h.newPage("alice");
  await openLobbyAt(alice, h.base, "Alice");
  await createCfeTable(alice, 2, { private: true, official: true });
  await alice.click(`${tid("add-bot")}:not([disabled])`);
  await alice.waitForSelector(`${tid("seat-1")}[data-bot="true"]`);
  // A deal on which this player's way of playing (cfe-ui.ts: 轉職 at the first chance, one 發動, then the hardest
  // hit) meets the bot's greedy play and the game ends after about 40 moves, where a random deal took 90 as a median.
  dealNextGameFrom("900550288499683f");
  await alice.click(`${tid("start-game")}:not([disabled])`);
  await alice.waitForSelector(tid("cfe-board"));
  for (const m of ["stars", "legends", "heroes"]) expect(await alice.getAttribute(tid("cfe-board"), `data-${m}`)).toBe("true");
  // 200 HP a side with the advanced modules; nobody has a profession, no stars, no environment yet.
  expect(await alice.getAttribute(tid("cfe-seat-1"), "data-hp")).toBe("200");
  expect(await alice.getAttribute(tid("profession-0"), "data-profession")).toBe("");
  expect(await alice.getAttribute(tid("environment"), "data-environment")).toBe("");
  expect(await alice.getAttribute(tid("team-star-0"), "data-star")).toBe("");
  // The 轉職 panel lists professions with what they need and give.
  await alice.waitForSelector(tid("changes"));
  expect(await alice.locator('[data-testid^="change-"]').count()).toBeGreaterThan(4);
  expect(await alice.textContent(tid("change-warrior"))).toMatch(/需求/);
  await shot(alice, "cfe-official-01-start-laptop");

  const stats = newStats();
  let shotMid = false;
  // The log keeps only its latest lines, so a 轉職's line is looked for while it is still there, not at the end.
  let changeShown = false;
  for (let guard = 0; guard < 1500; guard++) {
    const indicator = await alice.waitForSelector(`${tid("turn-indicator")}, ${tid("result")}`);
    // One read of the three attributes: the bot moves between two separate reads.
    const [id, mine, seq] = await indicator.evaluate((el) => [el.getAttribute("data-testid"), el.getAttribute("data-my-turn") === "true", el.getAttribute("data-seq")!] as const);
    if (id === "result") break;
    if (!shotMid && stats.changes.length > 0 && mine && (await alice.getAttribute(tid("cfe-board"), "data-phase")) === "action") {
      await shot(alice, "cfe-official-02-profession-laptop");
      shotMid = true;
    }
    if (mine) await moveOnce(alice, stats, seq);
    await waitForProgress(alice, seq);
    if (!changeShown && stats.changes.length > 0) changeShown = await professionShown(alice);
  }
  await alice.waitForSelector(tid("result"));
  await alice.waitForSelector(`${tid("status")}[data-status="finished"]`);
  const hp = [Number(await alice.getAttribute(tid("cfe-seat-0"), "data-hp")), Number(await alice.getAttribute(tid("cfe-seat-1"), "data-hp"))];
  const aligned = await alice.locator(`${tid("log-line")}[data-type="five_star_alignment"]`).count();
  expect(Math.min(...hp) === 0 || aligned > 0).toBe(true);
  expect(await alice.textContent(tid("result-summary"))).toMatch(/獲勝|平手/);
  expect(stats.plays).toBeGreaterThan(2);
  expect(stats.changes.length).toBeGreaterThan(0);
  // A 轉職 reached the log and the seat's badge.
  expect(changeShown).toBe(true);
  await shot(alice, "cfe-official-04-result-laptop");
  await alice.click(tid("lang-switch"));
  await alice.waitForFunction(() => document.documentElement.lang === "en");
  expect(await alice.textContent(tid("cfe-modules"))).toMatch(/Environment|Stars/);
  await shot(alice, "cfe-official-05-result-english");
  await alice.click(tid("lang-switch"));
  console.log(`cfe official 1v1 through the UI: ${JSON.stringify({ ...stats, formations: [...stats.formations] })}`);
  expect(h.pageErrors).toEqual([]);
});
