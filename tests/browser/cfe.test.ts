/**
 * 五行戰鬥牌 (CFE) in a real Chromium against the real server: two browser contexts play a 1v1 game to the end
 * through the UI (pick cards, choose the formation, perform or pass, the draw-discard dialog, 混沌 if it comes up),
 * a phone-sized spectator watches without seeing a hand, and a 2v2 table with three bots shows the four-seat layout.
 */
import type { Page } from "playwright-core";
import { joinByCodeAndStart, openLobby as openLobbyAt, pageKeeper, startBrowserHarness, tid, waitForProgress, type BrowserHarness } from "./harness";
import { createCfeTable, dealNextGameFrom, moveOnce, newStats } from "./cfe-ui";

jest.setTimeout(240_000);

let h: BrowserHarness;
const pageErrors: string[] = [];
beforeAll(async () => {
  h = await startBrowserHarness();
});
afterAll(async () => {
  pageErrors.push(...h.pageErrors);
  await h?.close();
});

/** Full-page screenshot from the top (so the sticky top bar sits where it belongs). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await h.shot(page, name);
}
const openLobby = (page: Page, nickname: string) => openLobbyAt(page, h.base, nickname);
/** Alice's laptop browser plays the 1v1 and then hosts the 2v2 (a fresh profile costs about a second of CPU). */
const kept = pageKeeper();
const alicesLaptop = () => kept("alice", () => h.newPage("alice"));

describe("五行戰鬥牌 web view", () => {
  test("two players play a 1v1 game to the end through the UI; a phone spectator sees no hand", async () => {
    const alice = await alicesLaptop();
    const bob = await h.newPage("bob", { width: 390, height: 844 });
    await openLobby(alice, "Alice");
    const code = await createCfeTable(alice, 2, { private: true, recycle: true });
    await openLobby(bob, "Bob");
    // A deal on which the two players' way of playing (cfe-ui.ts) ends the game in 16 moves with 8 formations played,
    // a 棄牌回收 and draw dialogs on both sides, where a random deal took 22 as a median.
    dealNextGameFrom("b583ae4e2afe12ba");
    await joinByCodeAndStart(alice, bob, code);
    for (const page of [alice, bob]) await page.waitForSelector(tid("cfe-board"));
    expect(await alice.getAttribute(tid("cfe-board"), "data-recycle")).toBe("true");

    // Opening position: seat 1 starts with 4 cards, seat 2 with 5; 100 HP each; the other hand is card backs.
    expect(await alice.locator(`${tid("my-hand")} ${tid("hand-card")}`).count()).toBe(4);
    expect(await bob.locator(`${tid("my-hand")} ${tid("hand-card")}`).count()).toBe(5);
    expect(await alice.getAttribute(tid("cfe-seat-1"), "data-hp")).toBe("100");
    expect(await alice.locator(`${tid("hand-1")} ${tid("card-back")}`).count()).toBe(5);
    expect(await alice.locator(`${tid("hand-1")} ${tid("revealed-card")}`).count()).toBe(0);
    // In 1v1 the opponent is both 上家 and 下家.
    expect(await alice.getAttribute(tid("cfe-seat-1"), "data-upper")).toBe("true");
    expect(await alice.getAttribute(tid("cfe-seat-1"), "data-lower")).toBe("true");
    expect(await alice.getAttribute(tid("deck"), "data-count")).toBe(String(90 - 9));

    // Picking cards lights up their formations with points; an unmatched set says so and cannot be performed.
    const first = alice.locator(`${tid("my-hand")} ${tid("hand-card")}`).first();
    await first.click();
    await alice.waitForSelector(`${tid("formations")}:not([data-count="0"])`);
    expect(await alice.locator(".cfe-match-points").first().textContent()).toMatch(/^\d+$/);
    await shot(alice, "cfe-01-pick-laptop");
    await alice.click(tid("clear-selection"));

    // A spectator on a phone.
    const carol = await h.newPage("carol", { width: 390, height: 844 });
    await openLobby(carol, "Carol");
    await carol.fill(tid("join-code"), code);
    await carol.click(tid("watch-button"));
    await carol.waitForSelector(tid("cfe-board"));
    expect(await carol.locator(tid("my-hand")).count()).toBe(0);
    expect(await carol.locator(tid("revealed-card")).count()).toBe(0);
    expect(await carol.locator(tid("hand-card")).count()).toBe(0);

    const stats = newStats();
    const pages = [alice, bob];
    const dialogShots = new Set<number>();
    let shotMid = false;
    for (let guard = 0; guard < 600; guard++) {
      if (await alice.locator(tid("result")).count()) break;
      const indicator = await alice.waitForSelector(`${tid("turn-indicator")}, ${tid("result")}`);
      if ((await indicator.getAttribute("data-testid")) === "result") break;
      const active = Number(await indicator.getAttribute("data-active-seats"));
      const seq = (await indicator.getAttribute("data-seq"))!;
      const mover = pages[active];
      if (!dialogShots.has(active) && (await mover.getAttribute(tid("cfe-board"), "data-phase")) === "draw") {
        await mover.waitForSelector(tid("draw-dialog"));
        // The dialog is fixed to the screen: shoot what the player sees.
        await h.shot(mover, active === 0 ? "cfe-02-draw-dialog-laptop" : "cfe-02-draw-dialog-phone", false);
        dialogShots.add(active);
      }
      if (!shotMid && stats.plays >= 6 && active === 0 && (await alice.getAttribute(tid("cfe-board"), "data-phase")) === "action") {
        await shot(alice, "cfe-03-midgame-laptop");
        await shot(bob, "cfe-04-midgame-phone");
        await shot(carol, "cfe-05-spectator-phone");
        expect(await carol.locator(tid("hand-card")).count()).toBe(0);
        shotMid = true;
      }
      await moveOnce(mover, stats, seq);
      await waitForProgress(alice, seq);
    }

    for (const page of [alice, bob, carol]) {
      await page.waitForSelector(tid("result"));
      await page.waitForSelector(`${tid("status")}[data-status="finished"]`);
    }
    const hp = [Number(await alice.getAttribute(tid("cfe-seat-0"), "data-hp")), Number(await alice.getAttribute(tid("cfe-seat-1"), "data-hp"))];
    expect(Math.min(...hp)).toBe(0);
    const summary = (await alice.textContent(tid("result-summary")))!;
    expect(summary).toMatch(/獲勝|平手/);
    expect(stats.plays).toBeGreaterThan(2);
    expect(stats.discards).toBeGreaterThan(0);
    // The public log (zh-TW) and the private "you drew" lines.
    expect(await alice.locator(`${tid("log-line")}[data-type="formation"], ${tid("log-line")}[data-type="cover"]`).count()).toBeGreaterThan(0);
    expect(await alice.locator(`${tid("log")} .log-private`).count()).toBeGreaterThan(0);
    expect(await carol.locator(`${tid("log")} .log-private`).count()).toBe(0);
    // At the end every hand is shown face up.
    const left = Number(await carol.getAttribute(tid("hand-1"), "data-count"));
    expect(await carol.locator(`${tid("hand-1")} ${tid("revealed-card")}`).count()).toBe(left);
    await shot(alice, "cfe-06-result-laptop");
    await shot(bob, "cfe-07-result-phone");

    // English.
    await alice.click(tid("lang-switch"));
    await alice.waitForFunction(() => document.documentElement.lang === "en");
    expect(await alice.textContent(tid("cfe-board"))).toMatch(/Deck|Discard pile/);
    await shot(alice, "cfe-08-result-english");
    await alice.click(tid("lang-switch"));
    console.log(`cfe 1v1 through the UI: ${JSON.stringify({ ...stats, formations: [...stats.formations] })}`);
    expect(pageErrors.concat(h.pageErrors)).toEqual([]);
    // The game is over: Alice's browser hosts the 2v2 below.
    await bob.close();
    await carol.close();
  });

  test("2v2 with three bots: four seats around the table, team HP, 上家/下家 markers", async () => {
    const host = await alicesLaptop();
    await openLobby(host, "Host");
    await createCfeTable(host, 4);
    for (let i = 1; i <= 3; i++) {
      await host.click(`${tid("add-bot")}:not([disabled])`);
      await host.waitForSelector(`${tid(`seat-${i}`)}[data-bot="true"]`);
    }
    await host.click(`${tid("start-game")}:not([disabled])`);
    await host.waitForSelector(tid("cfe-board"));
    expect(await host.getAttribute(tid("cfe-board"), "data-mode")).toBe("2v2");
    expect(await host.getAttribute(tid("team-0"), "data-hp")).toBe("150");
    expect(await host.getAttribute(tid("cfe-seat-1"), "data-position")).toBe("right");
    expect(await host.getAttribute(tid("cfe-seat-2"), "data-position")).toBe("top");
    expect(await host.getAttribute(tid("cfe-seat-3"), "data-position")).toBe("left");
    expect(await host.getAttribute(tid("cfe-seat-1"), "data-lower")).toBe("true");
    expect(await host.getAttribute(tid("cfe-seat-3"), "data-upper")).toBe("true");
    expect(await host.getAttribute(tid("cfe-seat-2"), "data-team")).toBe("0");
    // Play my turns until the bots have moved once around the table (turn 5 is mine again; the 1v1 test above covers
    // the draw dialog my second turn would open).
    const stats = newStats();
    for (let guard = 0; guard < 60 && Number(await host.getAttribute(tid("cfe-board"), "data-turn")) < 5; guard++) {
      if (await host.locator(tid("result")).count()) break;
      const indicator = await host.waitForSelector(tid("turn-indicator"));
      // One read of both attributes: the bots move between two separate reads.
      const [seq, mine] = await indicator.evaluate((el) => [el.getAttribute("data-seq")!, el.getAttribute("data-my-turn")]);
      if (mine === "true") await moveOnce(host, stats, seq);
      await waitForProgress(host, seq);
    }
    await host.waitForSelector(`${tid("turn-indicator")}[data-my-turn="true"]`);
    await shot(host, "cfe-09-2v2-laptop");
    await host.setViewportSize({ width: 390, height: 844 });
    await shot(host, "cfe-10-2v2-phone");
    expect(pageErrors.concat(h.pageErrors)).toEqual([]);
  });
});
