/**
 * 時序之戰 in a real Chromium against the real server: a human and three bots play a 4-seat table through the UI for
 * several rounds (draws naming the deck, placing characters, attacks whose preview is checked against the shared
 * engine's own preview of the server's position, 加持 / traps, the phase bar moving on), a phone-sized spectator
 * sees no hand, and the layout holds at 1366×768 (everything a turn needs on screen) and 390×844 (stacked).
 */
import type { Page } from "playwright-core";
import { myMove, serverView, startWithBots as startTable, type Stats } from "./chronoDriver";
import { openLobby, useBrowserHarness, tid, waitForProgress } from "./harness";
import { measure, notOnScreen } from "./boxes";

jest.setTimeout(120_000);

const h = useBrowserHarness({ BOT_DELAY_MS: "10" });

const LAPTOP = { width: 1366, height: 768 };
const startWithBots = (page: Page, seats: number, deck?: string) => startTable(page, h.base, seats, deck);
const PHONE = { width: 390, height: 844 };

/** Every sprung trap the page flipped face up (the reveal only stays a moment, so a MutationObserver records it). */
async function recordTrapReveals(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __reveals: string[] };
    w.__reveals = [];
    new MutationObserver(() => {
      for (const el of Array.from(document.querySelectorAll(".cx-trap-flip"))) {
        const key = `${el.getAttribute("data-seat")}:${el.getAttribute("data-trap")}`;
        if (!(el as HTMLElement).dataset.seen) {
          (el as HTMLElement).dataset.seen = "1";
          w.__reveals.push(key);
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

describe("時序之戰 web view", () => {
  test("a human and three bots play several rounds through the UI; a phone spectator sees no hand; the layout holds", async () => {
    const page = await h.newPage("alice", LAPTOP);
    const code = await startWithBots(page, 4, "bell-tide");
    await recordTrapReveals(page);
    const me = 0;
    // Four seats around the table, each with its attribute and 生存時間 as the server has them; the relation table.
    expect(await page.locator(".cx-seat").count()).toBe(4);
    await page.waitForSelector(tid("relation-table"));

    // A spectator on a phone.
    const carol = await h.newPage("carol", PHONE);
    await openLobby(carol, h.base, "Carol");
    await carol.fill(tid("join-code"), code);
    await carol.click(tid("watch-button"));
    await carol.waitForSelector(tid("chrono-board"));
    await carol.waitForSelector(tid("watching-note"));

    const stats: Stats = { draws: 0, placed: 0, attacks: 0, previewsChecked: 0, blessed: 0, traps: 0, skips: 0, phases: new Set() };
    const phaseSeen = new Set<string>();
    let laptopChecked = false;
    let startChecked = false;
    for (let guard = 0; guard < 400; guard++) {
      if (await page.locator(tid("result")).count()) break;
      const round = Number(await page.getAttribute(tid("chrono-board"), "data-round"));
      if (round >= 3 && stats.attacks > 0 && laptopChecked) break;
      const indicator = await page.waitForSelector(`${tid("turn-indicator")}, ${tid("result")}`);
      if ((await indicator.getAttribute("data-testid")) === "result") break;
      const [seq, mine] = await indicator.evaluate((el) => [el.getAttribute("data-seq")!, el.getAttribute("data-my-turn")]);
      const now = await page.$eval(`${tid("chrono-phasebar")} [data-now="true"]`, (el) => el.getAttribute("data-testid")).catch(() => null);
      if (now) phaseSeen.add(now);
      if (mine === "true") {
        const phase = await page.getAttribute(tid("chrono-board"), "data-phase");
        if (!startChecked && phase !== "attr") {
          // While I decide nobody else moves: the page shows the server's attributes and clocks.
          const server = serverView(code, me);
          for (let s = 0; s < 4; s++) {
            expect(await page.getAttribute(tid(`chrono-seat-${s}`), "data-time")).toBe(String(server.players[s].time));
            expect(await page.getAttribute(tid(`chrono-seat-${s}`), "data-attr")).toBe(server.players[s].attr);
          }
          startChecked = true;
        }
        if (!laptopChecked && phase === "prepare" && (await page.locator(`${tid("my-hand")} ${tid("hand-card")}`).count()) > 0) {
          // The moment a turn needs the most on screen: a card picked, its targets lit, the preview and the buttons.
          await page.locator(`${tid("my-hand")} ${tid("hand-card")}`).first().click();
          const m = await measure(page, {
            phaseBar: tid("chrono-phasebar"),
            seats: ".cx-seat",
            handCards: `${tid("my-hand")} ${tid("hand-card")}`,
            preview: tid("chrono-preview"),
            relations: tid("relation-table"),
            skip: tid("skip-prepare"),
            turnLine: tid("turn-indicator"),
          });
          await h.shot(page, "chrono-01-prepare-laptop");
          expect(m.boxes.seats).toHaveLength(4);
          expect(notOnScreen(m)).toEqual([]);
          await page.click(tid("clear-selection"));
          laptopChecked = true;
        }
        await myMove(page, code, me, stats);
      }
      await waitForProgress(page, seq);
    }
    expect(stats.attacks).toBeGreaterThan(0);
    expect(stats.previewsChecked).toBeGreaterThanOrEqual(stats.attacks);
    expect(stats.draws).toBeGreaterThan(0);
    expect(laptopChecked).toBe(true);
    expect(startChecked).toBe(true);
    // The phase bar moved through the turn's phases.
    expect(phaseSeen.size).toBeGreaterThanOrEqual(3);
    expect(Number(await page.getAttribute(tid("chrono-board"), "data-round"))).toBeGreaterThanOrEqual(3);

    // The spectator: every seat, no hand at all (not even card backs of a hand), the log but no private lines.
    expect(await carol.locator(".cx-seat").count()).toBe(4);
    expect(await carol.locator(tid("my-hand")).count()).toBe(0);
    expect(await carol.locator(tid("hand-card")).count()).toBe(0);
    expect(await carol.locator(tid("chrono-preview")).count()).toBe(0);
    await h.shot(carol, "chrono-02-spectator-phone");

    // On a phone: the phase bar, the other players, you, then your hand, stacked; nothing scrolls sideways.
    await page.setViewportSize(PHONE);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const m = await measure(page, { bar: tid("chrono-phasebar"), opponents: ".cx-opponents", mine: `${tid(`chrono-seat-${me}`)}`, hand: tid("my-hand") });
    const [bar, opponents, mine, hand] = ["bar", "opponents", "mine", "hand"].map((k) => m.boxes[k][0]);
    expect(bar.y + bar.h).toBeLessThanOrEqual(opponents.y + 1);
    expect(opponents.y + opponents.h).toBeLessThanOrEqual(mine.y + 1);
    expect(mine.y + mine.h).toBeLessThanOrEqual(hand.y + 1);
    expect(m.scrollWidth).toBeLessThanOrEqual(m.vw);
    expect(opponents.w).toBeGreaterThan(300);
    await h.shot(page, "chrono-03-phone");
    // A card picked on the phone: its preview and button float in reach at the bottom of the screen.
    await page.locator(`${tid("my-hand")} ${tid("hand-card")}`).first().click();
    const picked = await page.evaluate(() => {
      const r = document.querySelector('[data-testid="chrono-preview"]')!.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, vh: innerHeight };
    });
    expect(picked.top).toBeGreaterThanOrEqual(0);
    expect(picked.bottom).toBeLessThanOrEqual(picked.vh);
    await h.shot(page, "chrono-03b-phone-picked", false);
    await page.click(tid("clear-selection"));

    // Every trap that sprang (a "trap" line in the log) was flipped face up on the table.
    const trapLines = await page.locator(`${tid("log-line")}[data-type="trap"]`).count();
    const reveals = await page.evaluate(() => (window as unknown as { __reveals: string[] }).__reveals);
    if (trapLines > 0) expect(reveals.length).toBeGreaterThan(0);

    // English.
    await page.setViewportSize(LAPTOP);
    await page.click(tid("lang-switch"));
    await page.waitForFunction(() => document.documentElement.lang === "en");
    expect(await page.textContent(tid("chrono-phasebar"))).toMatch(/Round \d+/);
    await h.shot(page, "chrono-04-english-laptop");
    console.log(`chrono through the UI: ${JSON.stringify({ ...stats, phases: [...stats.phases], phaseBar: [...phaseSeen], trapLines, reveals })}`);
    expect(h.pageErrors).toEqual([]);
  });

  test.each([2, 6])("%i seats: every player, your hand, the preview and the phase buttons fit 1366×768", async (seats) => {
    const page = await h.newPage(`alice${seats}`, LAPTOP);
    const code = await startWithBots(page, seats);
    const me = 0;
    const stats: Stats = { draws: 0, placed: 0, attacks: 0, previewsChecked: 0, blessed: 0, traps: 0, skips: 0, phases: new Set() };
    for (let guard = 0; guard < 200; guard++) {
      const indicator = await page.waitForSelector(tid("turn-indicator"));
      const [seq, mine] = await indicator.evaluate((el) => [el.getAttribute("data-seq")!, el.getAttribute("data-my-turn")]);
      if (mine === "true" && (await page.getAttribute(tid("chrono-board"), "data-phase")) === "deploy" && (await page.locator(`${tid("my-hand")} ${tid("hand-card")}`).count()) > 0) break;
      if (mine === "true") await myMove(page, code, me, stats);
      await waitForProgress(page, seq);
    }
    await page.locator(`${tid("my-hand")} ${tid("hand-card")}`).first().click();
    const m = await measure(page, {
      phaseBar: tid("chrono-phasebar"),
      seats: ".cx-seat",
      handCards: `${tid("my-hand")} ${tid("hand-card")}`,
      preview: tid("chrono-preview"),
      relations: tid("relation-table"),
      attack: tid("begin-attack"),
      skip: tid("skip-deploy"),
      turnLine: tid("turn-indicator"),
      table: ".cx-table",
    });
    // The felt holds everything on it: your hand ends inside it.
    const table = m.boxes.table[0];
    for (const c of m.boxes.handCards) expect(c.y + c.h).toBeLessThanOrEqual(table.y + table.h + 1);
    await h.shot(page, `chrono-05-${seats}-seats-laptop`);
    expect(m.boxes.seats).toHaveLength(seats);
    expect(notOnScreen(m)).toEqual([]);
    expect(h.pageErrors).toEqual([]);
  });
});
