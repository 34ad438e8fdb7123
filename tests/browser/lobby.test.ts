/** The web client shell in a real Chromium against the real server: lobby, tables, seats, spectators, reconnect. */
import type { Page } from "playwright-core";
import { startBrowserHarness, tid, openLobby as openLobbyAt, pageKeeper, waitForProgress, type BrowserHarness } from "./harness";

jest.setTimeout(300_000);

let h: BrowserHarness;
let base = "";
const pageErrors: string[] = [];
beforeAll(async () => {
  h = await startBrowserHarness();
  base = h.base;
});
afterAll(async () => {
  pageErrors.push(...h.pageErrors);
  await h?.close();
});

const newPage = async (label: string, viewport?: { width: number; height: number }) => {
  const page = await h.newPage(label, viewport);
  page.on("pageerror", (e) => pageErrors.push(`[${label}] ${e.message}`));
  return page;
};
/**
 * Alice's and Bob's browsers serve the later tests too (each starts from the lobby): a new profile and page costs a
 * second or more of CPU. Neither switched the language, so both start in Chinese.
 */
const keptPage = pageKeeper();
const alicePage = () => keptPage("alice", () => newPage("alice"));
const bobPage = () => keptPage("bob", () => newPage("bob"));
const shot = (page: Page, name: string) => h.shot(page, name);
const openLobby = (page: Page, nickname: string) => openLobbyAt(page, base, nickname);

describe("web client", () => {
  test("private drawpass table: create, join by code, play to the end, watch without seeing hands", async () => {
    const alice = await alicePage();
    const bob = await bobPage();

    // A: create a private table.
    await openLobby(alice, "Alice");
    await alice.waitForSelector(`${tid("create-mode")} option[value="drawpass"]`, { state: "attached" });
    await alice.selectOption(tid("create-mode"), "drawpass");
    await alice.selectOption(tid("create-seats"), "2");
    await alice.check(tid("create-private"));
    await shot(alice, "01-lobby");
    await alice.click(tid("create-table"));
    const codeEl = await alice.waitForSelector(tid("table-code"));
    const code = (await codeEl.textContent())!.trim();
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    await alice.waitForURL(`**/table/${code}`);
    expect(await alice.inputValue(tid("share-link"))).toBe(`${base}/table/${code}`);
    await alice.waitForSelector(`${tid("seat-0")}[data-me="true"][data-host="true"]`);

    // B: the private table is not listed; join it by its code.
    await openLobby(bob, "Bob");
    expect(await bob.locator(tid(`table-row-${code}`)).count()).toBe(0);
    await bob.fill(tid("join-code"), code.toLowerCase());
    await bob.click(tid("join-button"));
    await bob.waitForURL(`**/table/${code}`);
    expect((await bob.textContent(tid("table-code")))!.trim()).toBe(code);

    // Both see two seated players.
    for (const page of [alice, bob]) {
      await page.waitForSelector(`${tid("seat-0")}[data-occupied="true"]`);
      await page.waitForSelector(`${tid("seat-1")}[data-occupied="true"]`);
      expect(await page.textContent(tid("seat-name-0"))).toContain("Alice");
      expect(await page.textContent(tid("seat-name-1"))).toContain("Bob");
    }
    // Only the host may start; for Bob the button is disabled with a reason.
    expect(await bob.getAttribute(tid("start-game"), "data-reason")).toBeTruthy();
    await alice.waitForSelector(`${tid("start-game")}:not([disabled])`);
    await shot(alice, "02-table-waiting");
    await alice.click(tid("start-game"));
    for (const page of [alice, bob]) await page.waitForSelector(`${tid("status")}[data-status="playing"]`);
    await alice.waitForSelector(tid("my-hand"));
    expect(await alice.locator(`${tid("my-hand")} ${tid("hand-card")}`).count()).toBe(2);

    // C watches by code (phone-sized): the board, but no hand and no action buttons.
    const carol = await newPage("carol", { width: 390, height: 844 });
    await openLobby(carol, "Carol");
    await carol.fill(tid("join-code"), code);
    await carol.click(tid("watch-button"));
    await carol.waitForURL(`**/watch/${code}`);
    await carol.waitForSelector(tid("drawpass-board"));
    await carol.waitForSelector(`${tid("status")}[data-status="playing"]`);
    expect(await carol.locator(tid("my-hand")).count()).toBe(0);
    expect(await carol.locator(tid("hand-card")).count()).toBe(0);
    expect(await carol.locator(tid("revealed-card")).count()).toBe(0);
    expect(await carol.locator(tid("card-back")).count()).toBe(4);
    expect(await carol.locator(tid("action-draw")).count()).toBe(0);
    await shot(carol, "03-watcher-phone");

    // Bob's connection drops: the banner shows, the client reconnects by itself, same seat, same hand.
    const bobHand = await bob.locator(`${tid("my-hand")} ${tid("hand-card")}`).allTextContents();
    await bob.evaluate(() => {
      const w = window as unknown as { __sawBanner: boolean };
      w.__sawBanner = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="reconnect-banner"]')) w.__sawBanner = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const cut = await bob.evaluate((c) => {
      const sockets = (window as unknown as { __sockets: WebSocket[] }).__sockets;
      const open = sockets.filter((ws) => ws.url.includes(c) && ws.readyState === WebSocket.OPEN);
      open.forEach((ws) => ws.close());
      return open.length;
    }, code);
    expect(cut).toBe(1);
    await bob.waitForFunction(() => (window as unknown as { __sawBanner: boolean }).__sawBanner);
    await bob.waitForSelector(tid("reconnect-banner"), { state: "detached" });
    await bob.waitForSelector(`${tid("seat-1")}[data-me="true"][data-connected="true"]`);
    expect(await bob.locator(`${tid("my-hand")} ${tid("hand-card")}`).allTextContents()).toEqual(bobHand);
    await alice.waitForSelector(`${tid("seat-1")}[data-connected="true"]`);
    await alice.waitForSelector(`${tid("log-line")}[data-type="returned"]`, { state: "attached" });

    // A reload keeps the seat too (reconnection token in sessionStorage, else the seat token).
    await bob.reload();
    await bob.waitForSelector(`${tid("seat-1")}[data-me="true"][data-connected="true"]`);
    await bob.waitForSelector(tid("my-hand"));
    expect(await bob.locator(`${tid("my-hand")} ${tid("hand-card")}`).allTextContents()).toEqual(bobHand);

    // Play: whoever's turn it is clicks; four draws, then passes until the game ends.
    let moves = 0;
    for (let guard = 0; guard < 40; guard++) {
      if (await alice.locator(tid("result")).count()) break;
      const indicator = await alice.waitForSelector(tid("turn-indicator"));
      const active = await indicator.getAttribute("data-active-seats");
      const seq = (await indicator.getAttribute("data-seq"))!;
      const mover = active === "0" ? alice : bob;
      const other = mover === alice ? bob : alice;
      await mover.waitForSelector(`${tid("turn-indicator")}[data-my-turn="true"][data-seq="${seq}"]`);
      // The other player's buttons are disabled with a reason.
      expect(await other.getAttribute(tid("action-pass"), "data-reason")).toBeTruthy();
      const action = moves < 4 ? "action-draw" : "action-pass";
      await mover.click(`${tid(action)}:not([disabled])`);
      moves++;
      if (moves === 2) await shot(alice, "04-table-playing");
      await waitForProgress(alice, seq);
    }
    expect(moves).toBe(6);

    // Everyone sees the result.
    for (const page of [alice, bob, carol]) {
      await page.waitForSelector(tid("result"));
      await page.waitForSelector(`${tid("status")}[data-status="finished"]`);
      expect((await page.textContent(tid("result-summary")))!.length).toBeGreaterThan(2);
    }
    expect(await alice.locator(`${tid("my-hand")} ${tid("hand-card")}`).count()).toBe(4);
    // The private "you drew …" lines reached the drawer's log only.
    expect(await alice.locator(`${tid("log")} .log-private`).count()).toBeGreaterThan(0);
    expect(await carol.locator(`${tid("log")} .log-private`).count()).toBe(0);
    expect(await carol.getAttribute(tid("rematch"), "data-reason")).toBeTruthy();
    await shot(alice, "05-result-alice");
    await shot(bob, "06-result-bob");
    await shot(carol, "07-result-watcher-phone");
    expect(pageErrors).toEqual([]);
    await carol.close();
  });

  test("language switch changes the visible text and persists; a wrong code shows an error toast", async () => {
    const page = await alicePage();
    await openLobby(page, "Dora");
    expect(await page.textContent("h1")).toContain("五行競技場");
    expect(await page.textContent(tid("create-table"))).toContain("開桌");

    await page.click(tid("lang-switch"));
    await page.waitForFunction(() => document.documentElement.lang === "en");
    expect(await page.textContent("h1")).toContain("Wuxing Arena");
    expect(await page.textContent(tid("create-table"))).toContain("Create table");
    expect(await page.textContent(tid("lang-switch"))).toContain("中文");

    // A code no table can have (Z is not in the code alphabet): the server says "not found", we show a toast.
    await page.fill(tid("join-code"), "ZZZZZZ");
    await page.click(tid("join-button"));
    const toast = await page.waitForSelector(`${tid("toast")}[data-kind="error"]`);
    expect(await toast.getAttribute("data-code")).toBe("table_not_found");
    expect(await toast.textContent()).toContain("No table with that code");
    expect(new URL(page.url()).pathname).toBe("/");
    await shot(page, "08-lobby-english-error");

    // Persisted across a reload; switching back shows Chinese again.
    await page.reload();
    await page.waitForSelector(tid("lobby"));
    expect(await page.textContent("h1")).toContain("Wuxing Arena");
    await page.click(tid("lang-switch"));
    await page.waitForFunction(() => document.documentElement.lang.startsWith("zh"));
    expect(await page.textContent(tid("join-button"))).toContain("入座");
    expect(pageErrors).toEqual([]);
  });

  test("public table with a bot: listed in the lobby, bot plays, game finishes", async () => {
    const host = await alicePage();
    const other = await bobPage();
    await openLobby(host, "Eve");
    await host.waitForSelector(`${tid("create-mode")} option[value="drawpass"]`, { state: "attached" });
    await host.selectOption(tid("create-mode"), "drawpass");
    await host.selectOption(tid("create-timer"), "30");
    await host.click(tid("create-table"));
    const code = (await (await host.waitForSelector(tid("table-code"))).textContent())!.trim();

    // Another visitor sees it under open tables.
    await openLobby(other, "Finn");
    await other.waitForSelector(tid(`table-row-${code}`));
    expect(await other.locator(`${tid("open-tables")} ${tid(`join-${code}`)}`).count()).toBe(1);

    await host.waitForSelector(`${tid("start-game")}[data-reason]`);
    await host.click(`${tid("add-bot")}:not([disabled])`);
    await host.waitForSelector(`${tid("seat-1")}[data-bot="true"]`);
    await host.click(`${tid("start-game")}:not([disabled])`);
    await host.waitForSelector(`${tid("status")}[data-status="playing"]`);

    // Now it is a live game to watch, not an open table.
    await other.waitForSelector(`${tid("live-games")} ${tid(`watch-${code}`)}`);
    expect(await other.locator(`${tid("open-tables")} ${tid(`table-row-${code}`)}`).count()).toBe(0);

    // Trying to sit at the full table falls back to watching, with a toast saying so.
    await other.fill(tid("join-code"), code);
    await other.click(tid("join-button"));
    await other.waitForURL(`**/watch/${code}`);
    await other.waitForSelector(`${tid("toast")}[data-code="table_full"]`);
    await other.waitForSelector(tid("drawpass-board"));
    expect(await other.locator(tid("my-hand")).count()).toBe(0);
    expect(await other.getAttribute(tid("my-role"), "data-role")).toBe("spectator");

    for (let guard = 0; guard < 40; guard++) {
      if (await host.locator(tid("result")).count()) break;
      const seq = await host.getAttribute(tid("turn-indicator"), "data-seq").catch(() => null);
      if (seq === null) continue;
      // The game may end between the two reads (the bot's last move): the indicator is gone, the result shows.
      const myTurn = await host.getAttribute(tid("turn-indicator"), "data-my-turn", { timeout: 2_000 }).catch(() => null);
      if (myTurn === null) continue;
      if (myTurn === "true") {
        // The 30 s turn timer counts down on my move (once the patch that starts it has arrived).
        if (guard < 2) await host.waitForSelector(`${tid("timer")}:not([data-seconds="0"])`);
        const pass = host.locator(`${tid("action-pass")}:not([disabled])`);
        if (await pass.count()) await pass.click();
      }
      await waitForProgress(host, seq);
    }
    await host.waitForSelector(tid("result"));
    await shot(host, "09-result-vs-bot");
    expect(pageErrors).toEqual([]);
  });
});
