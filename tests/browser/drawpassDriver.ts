/** Plays a short drawpass game against a bot through the UI: the cheapest way to a finished live table. */
import type { Page } from "playwright-core";
import { openLobby, tid, waitForProgress } from "./harness";

/** Human (seat 0) against a bot: draw twice, then pass until the game ends. Returns the result text. */
export async function playDrawpassVsBot(page: Page, base: string): Promise<{ code: string; summary: string }> {
  await openLobby(page, base, "Alice");
  await page.waitForSelector(`${tid("create-mode")} option[value="drawpass"]`, { state: "attached" });
  await page.selectOption(tid("create-mode"), "drawpass");
  await page.selectOption(tid("create-seats"), "2");
  await page.click(tid("create-table"));
  const code = (await (await page.waitForSelector(tid("table-code"))).textContent())!.trim();
  await page.click(`${tid("add-bot")}:not([disabled])`);
  await page.waitForSelector(`${tid("seat-1")}[data-bot="true"]`);
  await page.click(`${tid("start-game")}:not([disabled])`);
  await page.waitForSelector(`${tid("status")}[data-status="playing"]`);
  let draws = 0;
  for (let guard = 0; guard < 60; guard++) {
    if (await page.locator(tid("result")).count()) break;
    // One read of both attributes: the indicator goes away when the game ends, between two reads.
    const turn = await page
      .$eval(tid("turn-indicator"), (el) => ({ seq: el.getAttribute("data-seq"), mine: el.getAttribute("data-my-turn") }))
      .catch(() => null);
    if (turn === null || turn.seq === null) {
      await page.waitForTimeout(50);
      continue;
    }
    const seq = turn.seq;
    if (turn.mine === "true") {
      const which = draws < 2 ? "action-draw" : "action-pass";
      const btn = page.locator(`${tid(which)}:not([disabled])`);
      if (await btn.count()) {
        await btn.click();
        if (which === "action-draw") draws++;
      }
    }
    await waitForProgress(page, seq);
  }
  await page.waitForSelector(tid("result"));
  return { code, summary: (await page.textContent(tid("result-summary")))!.trim() };
}
