/**
 * Clocks, auto-pass and away at the table (issue "Playing feels right" §2 and §4, the client side), in a real
 * Chromium against the real server: the create form's clock settings (turn clock with a custom length, response
 * window only for 生剋棋, timeouts before a bot), the running clock counting down in the header and beside the seat,
 * "pass automatically when I hold nothing playable" never putting a pass button in front of the player for a window
 * they cannot answer, a seat taken over by a bot after its clock ran out (shown to the player and a spectator), and
 * 「我回來了」 giving it back. Every wait is for a state, never for an amount of time.
 */
import { matchMaker } from "@colyseus/core";
import type { Page } from "playwright-core";
import { openLobby, startBrowserHarness, tid, type BrowserHarness } from "./harness";
import { playUntil } from "./shengkeDriver";

jest.setTimeout(120_000);

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness({ BOT_DELAY_MS: "250", AUTO_PASS_MS: "100-300" });
});
afterAll(async () => {
  await h?.close();
});

/** What the player's phase bar showed, each time it changed: what it asked and how many actions they had. */
const RECORD_PHASEBAR = () => {
  const w = window as unknown as { __bars: { must: string; options: number; seq: string }[] };
  w.__bars = [];
  let last = "";
  const note = () => {
    const bar = document.querySelector('[data-testid="sk-phasebar"]');
    const seq = document.querySelector('[data-testid="turn-indicator"]')?.getAttribute("data-seq") ?? "";
    if (!bar) return;
    const entry = { must: bar.getAttribute("data-must") ?? "", options: Number(bar.getAttribute("data-options") ?? 0), seq };
    const key = JSON.stringify(entry);
    if (key !== last) w.__bars.push(entry);
    last = key;
  };
  new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-must", "data-options", "data-seq"] });
  note();
};

/** Screenshots are for people reading the artifacts, not part of the check: a slow one is skipped. */
const shot = (page: Page, name: string) => h.shot(page, name, false).catch(() => undefined);

const actionsOf = (code: string) => {
  const room = matchMaker.getLocalRoomById(code) as unknown as { state: { gameId: string } };
  return h.arena.store.getActions(room.state.gameId);
};

async function waitForRecord(code: string, test: (a: { seat: number; by?: string }) => boolean, what: string) {
  for (let i = 0; i < 600; i++) {
    if (actionsOf(code).some(test)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no recorded action: ${what}`);
}

describe("clocks, auto-pass and away", () => {
  let alice: Page;
  let code = "";

  test("the create form offers the clocks each mode supports, checks a custom length, and the table gets them", async () => {
    alice = await h.newPage("alice");
    await openLobby(alice, h.base, "Alice");
    await alice.waitForSelector(`${tid("create-mode")} option[value="shengke"]`, { state: "attached" });
    // 五行戰鬥牌 has no response windows: no response clock; a turn clock brings the takeover choice.
    await alice.selectOption(tid("create-mode"), "cfe");
    expect(await alice.locator(tid("create-response-timer")).count()).toBe(0);
    expect(await alice.locator(tid("create-timeouts")).count()).toBe(0);
    await alice.selectOption(tid("create-timer"), "60");
    await alice.waitForSelector(tid("create-timeouts"));
    // 生剋棋 has them.
    await alice.selectOption(tid("create-mode"), "shengke");
    await alice.waitForSelector(tid("sk-opt-phase-windows"));
    await alice.waitForSelector(tid("create-response-timer"));
    // A custom turn length outside the server's 10–600 s is refused before sending.
    await alice.selectOption(tid("create-timer"), "custom");
    await alice.fill(tid("create-timer-custom"), "5");
    await alice.waitForSelector(tid("create-timer-problem"));
    expect(await alice.textContent(tid("create-timer-problem"))).toContain("10–600");
    expect(await alice.isDisabled(tid("create-table"))).toBe(true);
    await alice.fill(tid("create-timer-custom"), "10");
    await alice.waitForSelector(tid("create-timer-problem"), { state: "detached" });
    await alice.selectOption(tid("create-response-timer"), "10");
    await alice.selectOption(tid("create-timeouts"), "1");
    await shot(alice, "clocks-01-create-form");
    await alice.click(`${tid("create-table")}:not([disabled])`);
    code = (await (await alice.waitForSelector(tid("table-code"))).textContent())!.trim();
    const room = matchMaker.getLocalRoomById(code) as unknown as { state: { options: string; turnSeconds: number; responseSeconds: number } };
    expect(JSON.parse(room.state.options)).toMatchObject({ turnSeconds: 10, responseSeconds: 10, timeoutsBeforeBot: 1 });
    expect(room.state.turnSeconds).toBe(10);
    expect(room.state.responseSeconds).toBe(10);
  });

  test("the auto-pass choice is offered at the table, kept in the browser and confirmed by the server", async () => {
    const select = tid("autopass-select");
    await alice.waitForSelector(select);
    expect(await alice.inputValue(select)).toBe("auto");
    await alice.waitForSelector(`${tid("autopass-confirmed")}[data-value="auto"]`);
    expect(await alice.textContent(tid("autopass"))).toContain("手上沒有可用的牌時自動放棄");
    await alice.selectOption(select, "turn");
    await alice.waitForSelector(`${tid("autopass-confirmed")}[data-value="turn"]`);
    expect(await alice.evaluate(() => localStorage.getItem("wuxing.autoPass"))).toBe("turn");
    await alice.click(tid("lang-switch"));
    await alice.waitForFunction(() => document.documentElement.lang === "en");
    expect(await alice.textContent(tid("autopass"))).toContain("Pass until my turn");
    await alice.click(tid("lang-switch"));
    await alice.waitForFunction(() => document.documentElement.lang.startsWith("zh"));
    await alice.selectOption(select, "auto");
    await alice.waitForSelector(`${tid("autopass-confirmed")}[data-value="auto"]`);
  });

  test("the clock counts down; windows Alice cannot answer are passed without asking; after a timeout a bot plays her seat until 「我回來了」", async () => {
    // No clock while the table waits.
    expect(await alice.locator(tid("timer")).count()).toBe(0);
    await alice.click(`${tid("add-bot-1")}:not([disabled])`);
    await alice.waitForSelector(`${tid("seat-1")}[data-bot="true"]`);
    await alice.click(`${tid("start-game")}:not([disabled])`);
    await alice.waitForSelector(tid("sk-phasebar"));
    await alice.evaluate(RECORD_PHASEBAR);
    const watcher = await h.newPage("watcher");
    await watcher.goto(`${h.base}/watch/${code}`);
    await watcher.waitForSelector(tid("shengke-board"));

    // Alice's turn clock: in the header (whose, which) and beside her seat, and it counts down.
    const myClock = `${tid("timer")}[data-clock-seat="0"][data-clock-kind="turn"]`;
    await alice.waitForSelector(myClock, { timeout: 60_000 });
    expect(await alice.textContent(myClock)).toContain("你的回合時間");
    await alice.waitForSelector(`${tid("seat-clock-0")}[data-clock-kind="turn"]`);
    const first = Number(await alice.getAttribute(myClock, "data-seconds"));
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(10);
    await alice.waitForFunction(
      ([sel, s]) => Number(document.querySelector(sel)?.getAttribute("data-seconds") ?? 99) < s,
      [myClock, first] as const,
    );
    // Everyone sees whose clock runs.
    await watcher.waitForSelector(`${tid("timer")}[data-clock-seat="0"][data-clock-kind="turn"]`);
    expect(await watcher.textContent(tid("timer"))).toContain("Alice 的回合時間");
    await shot(alice, "clocks-02-turn-clock");

    // Alice does nothing: her clock runs out; with one timeout allowed, a bot plays her seat, and everyone sees it.
    await alice.waitForSelector(`${tid("seat-0")}[data-away="true"]`, { timeout: 40_000 });
    await alice.waitForSelector(tid("away-banner"));
    expect(await alice.textContent(tid("away-banner"))).toContain("我回來了");
    expect(await alice.textContent(tid("seat-away-0"))).toContain("電腦正在代 Alice 下");
    await alice.click(tid("lang-switch"));
    await alice.waitForFunction(() => document.documentElement.lang === "en");
    expect(await alice.textContent(tid("away-banner"))).toContain("I'm back");
    expect(await alice.textContent(tid("seat-away-0"))).toContain("A bot is playing for Alice");
    await alice.click(tid("lang-switch"));
    await alice.waitForFunction(() => document.documentElement.lang.startsWith("zh"));
    await watcher.waitForSelector(`${tid("seat-0")}[data-away="true"]`);
    expect(await watcher.textContent(tid("seat-away-0"))).toContain("電腦正在代 Alice 下");
    expect(await watcher.locator(tid("away-banner")).count()).toBe(0);
    await shot(alice, "clocks-03-away");
    // The bot moves for her: it finishes the turn that ran out, then plays her seat as "away".
    await waitForRecord(code, (a) => a.seat === 0 && a.by === "timeout", "the bot finishing Alice's turn");
    await waitForRecord(code, (a) => a.seat === 0 && a.by === "away", "the bot playing Alice's seat");

    // 「我回來了」: the seat is hers again, for her and for the spectator.
    await alice.click(tid("im-back"));
    await alice.waitForSelector(tid("away-banner"), { state: "detached" });
    await alice.waitForSelector(`${tid("seat-0")}[data-away="false"]`);
    await watcher.waitForSelector(`${tid("seat-0")}[data-away="false"]`);
    await alice.waitForFunction(() => [...document.querySelectorAll('[data-testid="log-line"]')].some((l) => l.textContent?.includes("Alice 回來繼續下")));
    // Her own turn comes back to her, with her clock. (A turn that had run out is the bot's to finish, and the bot's
    // own turn comes between: she waits rather than race them.)
    await alice.waitForSelector(myClock, { timeout: 60_000 });
    expect(await alice.locator(tid("away-banner")).count()).toBe(0);

    // Auto-pass: the server has passed a window for her in the bot's turn, or will once she has played hers...
    const autoPassed = () => actionsOf(code).some((a) => a.seat === 0 && a.by === "auto");
    if (!autoPassed()) expect(await playUntil(alice, () => autoPassed())).toBe(true);
    // ...and her screen never asked her to pass a window she could not answer.
    const bars = await alice.evaluate(() => (window as unknown as { __bars: { must: string; options: number }[] }).__bars);
    expect(bars.some((b) => b.must === "autoPass")).toBe(true);
    expect(bars.filter((b) => b.must === "pass" && b.options <= 1)).toEqual([]);

    // The choice lives in the browser: after a reload the rejoin sends it again, and the server confirms it.
    await alice.selectOption(tid("autopass-select"), "turn");
    await alice.waitForSelector(`${tid("autopass-confirmed")}[data-value="turn"]`);
    await alice.reload();
    await alice.waitForSelector(tid("shengke-board"));
    await alice.waitForSelector(`${tid("autopass-confirmed")}[data-value="turn"]`);
    expect(await alice.inputValue(tid("autopass-select"))).toBe("turn");
    expect(h.pageErrors).toEqual([]);
    await watcher.close();
  });
});
