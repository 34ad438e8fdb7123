/**
 * 五行戰鬥牌 official play (星辰圖記, 五方傳說, 英雄學派) in a real Chromium against the real server: the host picks the
 * "official play" preset, two browser contexts play a 1v1 game to the end through the UI — 轉職 from the profession
 * panel, a 發動 ability when one is offered, formations chosen among the hand's previews — and the table shows
 * professions, the stars and the environment in both languages.
 */
import type { Page } from "playwright-core";
import { joinByCodeAndStart, openLobby as openLobbyAt, startBrowserHarness, tid, waitForProgress, type BrowserHarness } from "./harness";
import { createCfeTable, moveOnce, newStats } from "./cfe-ui";

jest.setTimeout(600_000);

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness();
});
afterAll(async () => {
  await h?.close();
});

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await h.shot(page, name);
}

test("official preset: two players play a 1v1 to the end with professions, stars and the environment", async () => {
  const alice = await h.newPage("alice");
  const bob = await h.newPage("bob", { width: 390, height: 844 });
  await openLobbyAt(alice, h.base, "Alice");
  const code = await createCfeTable(alice, 2, { private: true, official: true });
  await openLobbyAt(bob, h.base, "Bob");
  await joinByCodeAndStart(alice, bob, code);
  for (const page of [alice, bob]) await page.waitForSelector(tid("cfe-board"));
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
  const pages = [alice, bob];
  let shotMid = false;
  for (let guard = 0; guard < 1500; guard++) {
    if (await alice.locator(tid("result")).count()) break;
    const indicator = await alice.waitForSelector(`${tid("turn-indicator")}, ${tid("result")}`);
    if ((await indicator.getAttribute("data-testid")) === "result") break;
    const [active, seq] = await indicator.evaluate((el) => [Number(el.getAttribute("data-active-seats")), el.getAttribute("data-seq")!] as const);
    if (!shotMid && stats.changes.length > 0 && active === 0 && (await alice.getAttribute(tid("cfe-board"), "data-phase")) === "action") {
      await shot(alice, "cfe-official-02-profession-laptop");
      await shot(bob, "cfe-official-03-profession-phone");
      shotMid = true;
    }
    await moveOnce(pages[active], stats, seq);
    await waitForProgress(alice, seq);
  }
  for (const page of pages) {
    await page.waitForSelector(tid("result"));
    await page.waitForSelector(`${tid("status")}[data-status="finished"]`);
  }
  const hp = [Number(await alice.getAttribute(tid("cfe-seat-0"), "data-hp")), Number(await alice.getAttribute(tid("cfe-seat-1"), "data-hp"))];
  const aligned = await alice.locator(`${tid("log-line")}[data-type="five_star_alignment"]`).count();
  expect(Math.min(...hp) === 0 || aligned > 0).toBe(true);
  expect(await alice.textContent(tid("result-summary"))).toMatch(/獲勝|平手/);
  expect(stats.plays).toBeGreaterThan(2);
  expect(stats.changes.length).toBeGreaterThan(0);
  // A 轉職 reached the log and the seat's badge.
  expect(await alice.locator(`${tid("log-line")}[data-type="profession_change"]`).count()).toBeGreaterThan(0);
  const badges = [await alice.getAttribute(tid("profession-0"), "data-profession"), await alice.getAttribute(tid("profession-1"), "data-profession")];
  expect(badges.some((b) => b !== "") || (await alice.locator(`${tid("log-line")}[data-type="profession_broken"]`).count()) > 0).toBe(true);
  await shot(alice, "cfe-official-04-result-laptop");
  await alice.click(tid("lang-switch"));
  await alice.waitForFunction(() => document.documentElement.lang === "en");
  expect(await alice.textContent(tid("cfe-modules"))).toMatch(/Environment|Stars/);
  await shot(alice, "cfe-official-05-result-english");
  await alice.click(tid("lang-switch"));
  console.log(`cfe official 1v1 through the UI: ${JSON.stringify({ ...stats, formations: [...stats.formations] })}`);
  expect(h.pageErrors).toEqual([]);
});
