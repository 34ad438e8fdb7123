/**
 * "Playing feels right", the client side of the smaller points, in a real Chromium against the real server: the
 * 生剋棋 response-window option in the create form, "your turn" versus "you may respond", the game's name on direct
 * links, private log lines after a reload, upright opponent cards with a detail view, asking before leaving a
 * running game, bot and generated names in English, the deck builder's messages, and the replay page (a list at
 * /replay, the human's side first, fair-play details in Chinese).
 */
import { randomUUID } from "node:crypto";
import { matchMaker } from "@colyseus/core";
import type { Page } from "playwright-core";
import { DEFAULT_DECKS } from "../../shared/src/games/shengke/content";
import { openLobby, pageKeeper, useBrowserHarness, tid, waitForProgress } from "./harness";
import { botFirstRecord } from "./records";
import { playUntil, readTable, startShengkeVsBot } from "./shengkeDriver";

jest.setTimeout(180_000);

const h = useBrowserHarness({ BOT_DELAY_MS: "10" });

const toEnglish = async (page: Page) => {
  await page.click(tid("lang-switch"));
  await page.waitForFunction(() => document.documentElement.lang === "en");
};
const toChinese = async (page: Page) => {
  await page.click(tid("lang-switch"));
  await page.waitForFunction(() => document.documentElement.lang.startsWith("zh"));
};
/**
 * Browsers serve several tests in turn (a fresh profile and its page load cost about a second of CPU): a fresh one
 * plays the English game and then visits the deck builder and the replay pages in Chinese (each test leaves it in
 * Chinese); Carol's, once her table is checked and put away, watches Alice's.
 */
const keptPage = pageKeeper();
const freshForEnglish = () => keptPage("zh", () => h.newPage("english"));
const carolsBrowser = () => keptPage("carol", () => h.newPage("carol"));
const PHASE_ZH: Record<string, string> = { start: "起始", draw: "抽牌", place: "放置", judge: "判定", end: "結束" };
const PHASE_EN: Record<string, string> = { start: "Start", draw: "Draw", place: "Place", judge: "Judge", end: "End" };

describe("生剋棋 at the table", () => {
  let alice: Page;
  let code = "";

  beforeAll(async () => {
    alice = await h.newPage("alice");
    await openLobby(alice, h.base, "Alice");
  });

  test("the create form offers the response-window rule with an explanation, and the table gets it", async () => {
    await alice.selectOption(tid("create-mode"), "shengke");
    const option = alice.locator(`label:has(${tid("sk-opt-phase-windows")})`);
    await option.waitFor();
    expect(await alice.isChecked(tid("sk-opt-phase-windows"))).toBe(true);
    expect(await option.textContent()).toMatch(/階段結束時的回應時機.*另一方若有咒術卡，可以先發動或放棄/);
    await toEnglish(alice);
    expect(await option.textContent()).toMatch(/Answer at the end of each phase.*may activate one or pass before the next phase/);
    await toChinese(alice);

    // A table created with the rule off carries it in its options.
    const carol = await carolsBrowser();
    await openLobby(carol, h.base, "Carol");
    const carolCode = await startShengkeVsBot(carol, { phaseWindows: false });
    const room = matchMaker.getLocalRoomById(carolCode) as unknown as { state: { options: string }; disconnect(): Promise<void> };
    expect(JSON.parse(room.state.options).options.rules).toEqual({ opponentPhaseWindows: false });
    // Put away (its bot would play on while the tests below run); Carol's browser watches Alice's table next.
    await room.disconnect();
  });

  test("「輪到你了！」 only on your own turn; holding a window during the bot's turn reads as a response", async () => {
    code = await startShengkeVsBot(alice);
    // Every window is asked (by default one Alice cannot answer is passed for her).
    await alice.selectOption(tid("autopass-select"), "ask");
    await alice.waitForSelector(`${tid("autopass-confirmed")}[data-value="ask"]`);
    expect(await playUntil(alice, (t) => t.kind === "respond")).toBe(true);
    const state = await readTable(alice);
    expect(state.must).toBe("pass");
    const phase = (await alice.getAttribute(tid("sk-phasebar"), "data-phase"))!;
    const line = alice.locator(tid("turn-indicator"));
    expect(await line.getAttribute("data-my-turn")).toBe("true");
    expect(await line.getAttribute("data-turn-seats")).toBe("1");
    expect((await line.textContent())!.trim()).toBe(`電腦 2 的回合：你可以在${PHASE_ZH[phase]}階段結束時發動咒術卡，或放棄`);
    expect(await alice.textContent(tid("seat-0"))).toContain("回應中");
    expect(await alice.textContent(tid("seat-0"))).not.toContain("行動中");
    await toEnglish(alice);
    expect((await line.textContent())!.trim()).toBe(`Bot 2's turn: you may activate a curse as the ${PHASE_EN[phase]} phase ends, or pass`);
    await h.shot(alice, "ux-01-respond-english");
    await toChinese(alice);
    // Back on your own turn it says so.
    expect(await playUntil(alice, (t) => t.kind === "mine")).toBe(true);
    expect((await line.textContent())!.trim()).toBe("輪到你了！");
  });

  test("a direct link (watch link, invite link, reload) names the game, not its mode id", async () => {
    const watcher = await carolsBrowser();
    await watcher.goto(`${h.base}/watch/${code}`);
    await watcher.waitForSelector(`${tid("table-title")}[data-mode="shengke"]`);
    await watcher.waitForFunction(() => document.querySelector('[data-testid="table-title"]')?.textContent === "生剋棋──百咒合戰");
    expect(await watcher.title()).toContain("生剋棋──百咒合戰");
    // The invite link of a full table: watching instead, still under the game's name.
    const late = await h.newPage("late");
    await late.goto(`${h.base}/table/${code}`);
    // A first visit through an invite link is asked for a name first (issue 21).
    await late.fill(tid("name-prompt-input"), "Late");
    await late.click(tid("name-prompt-join"));
    await late.waitForFunction(() => document.querySelector('[data-testid="table-title"]')?.textContent === "生剋棋──百咒合戰");
    await watcher.close();
    await late.close();
  });

  test("lines only you saw (your draws) are still in the log after a reload", async () => {
    const mine = () => alice.locator(`${tid("log-line")}.log-private`).allTextContents();
    // Play on until Alice has drawn (a line only she sees); the log line follows its patch as its own message.
    expect(await playUntil(alice, async () => (await mine()).length > 0)).toBe(true);
    const before = await mine();
    await alice.reload();
    await alice.waitForSelector(tid("shengke-board"));
    await alice.waitForFunction((n) => document.querySelectorAll('[data-testid="log-line"].log-private').length >= n, before.length);
    expect(await mine()).toEqual(expect.arrayContaining(before));
    expect(await alice.textContent(tid("table-title"))).toBe("生剋棋──百咒合戰");
  });

  test("the opponent's cards stand upright (the facing is on the notch) and every card has a detail view", async () => {
    // Play on until the bot has a card on the board.
    const botCards = alice.locator(`${tid("sk-board")} [data-owner="1"]`);
    expect(await playUntil(alice, async () => (await botCards.count()) > 0)).toBe(true);
    const cell = alice.locator(`${tid("sk-board")} [data-owner="1"]`).first();
    const id = (await cell.getAttribute("data-card"))!;
    const card = cell.locator(tid("sk-board-card"));
    expect(await card.getAttribute("data-front")).toBe("180");
    expect(await card.evaluate((el) => getComputedStyle(el).transform)).toBe("none");
    // Hover: the card in full beside the board, with both names.
    await cell.hover();
    const detail = alice.locator(`${tid("sk-card-detail")}[data-card="${id}"]`);
    await detail.waitFor();
    const name = (await cell.getAttribute("aria-label"))!.split(" ")[1];
    expect(await detail.textContent()).toContain(name);
    expect(await detail.textContent()).toContain("前方朝下");
    // Tap: it stays after the pointer leaves.
    await cell.click();
    await alice.mouse.move(2, 2);
    await detail.waitFor();
    await h.shot(alice, "ux-02-card-detail");
  });

  test("leaving a running game asks first (the leave button, the lobby link)", async () => {
    await alice.click(tid("leave-table"));
    await alice.waitForSelector(tid("leave-dialog"));
    expect(await alice.textContent(tid("leave-dialog"))).toContain("要離開進行中的對局嗎？");
    await alice.click(tid("leave-stay"));
    await alice.waitForSelector(tid("leave-dialog"), { state: "detached" });
    expect(new URL(alice.url()).pathname).toBe(`/table/${code}`);
    await alice.click("a.topbar-link");
    await alice.waitForSelector(tid("leave-dialog"));
    await alice.click(tid("leave-confirm"));
    await alice.waitForSelector(tid("lobby"));
    expect(new URL(alice.url()).pathname).toBe("/");
    expect(h.pageErrors).toEqual([]);
  });
});

describe("English", () => {
  test("bots and generated nicknames are named in English, lines use half-width punctuation", async () => {
    const page = await freshForEnglish();
    await page.goto(`${h.base}/`);
    await page.waitForSelector(tid("lobby"));
    await toEnglish(page);
    expect(await page.inputValue(tid("nickname"))).toMatch(/^Player \d{3}$/);
    await page.waitForSelector(`${tid("create-mode")} option[value="drawpass"]`, { state: "attached" });
    await page.selectOption(tid("create-mode"), "drawpass");
    await page.selectOption(tid("create-seats"), "3");
    await page.click(tid("create-table"));
    await page.waitForSelector(tid("table-code"));
    await page.click(`${tid("add-bot-1")}:not([disabled])`);
    await page.selectOption(tid("bot-level"), "random");
    await page.click(`${tid("add-bot-2")}:not([disabled])`);
    await page.waitForSelector(`${tid("seat-2")}[data-bot="true"]`);
    expect(await page.textContent(tid("seat-name-1"))).toBe("Bot 2");
    expect(await page.textContent(tid("seat-name-2"))).toBe("Random bot 3");
    await page.click(`${tid("start-game")}:not([disabled])`);
    // Pass until the game ends; the bots' lines name them in English. Each turn of mine is waited for, not polled.
    for (let i = 0; i < 200; i++) {
      const turn = await page.waitForSelector(`${tid("turn-indicator")}[data-my-turn="true"], ${tid("result")}`);
      const [id, seq, line] = await turn.evaluate((el) => [el.getAttribute("data-testid"), el.getAttribute("data-seq")!, el.textContent ?? ""] as const);
      if (id === "result") break;
      expect(line).not.toMatch(/[：、]/);
      await page.click(`${tid("action-pass")}:not([disabled])`);
      await waitForProgress(page, seq);
    }
    await page.waitForSelector(tid("result"));
    const log = (await page.locator(tid("log-line")).allTextContents()).join("\n");
    expect(log).toMatch(/Bot 2/);
    expect(log).not.toMatch(/電腦|隨機/);
    const result = (await page.textContent(tid("result")))!;
    expect(result).toContain("Bot 2");
    expect(result).not.toMatch(/電腦|隨機/);
    await h.shot(page, "ux-03-english-result");
    // The deck builder test below has this browser next, in Chinese.
    await toChinese(page);
    expect(h.pageErrors).toEqual([]);
  });
});

describe("deck builder", () => {
  const importText = async (page: Page, text: string) => {
    if (!(await page.locator(`${tid("db-import-box")}[open]`).count())) await page.click(tid("db-import-open"));
    await page.fill(tid("db-import-text"), text);
    await page.click(tid("db-import"));
  };

  test("problems in the page's language, a one-card import asks first, broken JSON reads as a sentence", async () => {
    const page = await freshForEnglish();
    await page.goto(`${h.base}/deck`);
    await page.waitForSelector(`${tid("db-validation")}[data-valid="true"]`);
    const bad = DEFAULT_DECKS[0].cards.map((c) => ({ ...c }));
    bad[2] = { ...bad[2], zh: "壞卡獸", in: 9 };
    await importText(page, JSON.stringify({ name: "壞牌組", cards: bad }));
    await page.waitForSelector(`${tid("db-validation")}[data-valid="false"]`);
    const zh = await page.locator(tid("db-problem")).allTextContents();
    expect(zh).toContain("第 3 張「壞卡獸」：數字須介於 1 至 8");
    for (const line of zh) expect(line).not.toMatch(/[A-Za-z]{3,}/);
    await toEnglish(page);
    const en = await page.locator(tid("db-problem")).allTextContents();
    expect(en.some((l) => /^Card 3 “.+”: in \(左下\) must be a whole number 1–8, is 9$/.test(l))).toBe(true);
    await toChinese(page);

    // One card: asked, not silently replacing the 25 being edited; cancel keeps them, replace takes the one.
    await importText(page, JSON.stringify([DEFAULT_DECKS[1].cards[0]]));
    const ask = page.locator(tid("db-import-confirm"));
    await ask.waitFor();
    expect(await ask.textContent()).toContain("這份 JSON 只有 1 張卡（完整牌組是 25 張）");
    await page.click(tid("db-import-cancel"));
    await ask.waitFor({ state: "detached" });
    expect(await page.locator('[data-testid^="db-card-"]').count()).toBe(25);
    await page.click(tid("db-import"));
    await page.click(tid("db-import-replace"));
    await page.waitForFunction(() => document.querySelectorAll('[data-testid^="db-card-"]').length === 1);

    // Broken JSON: a sentence in the page's language, not the parser's English.
    await importText(page, "{ nope");
    const error = (await (await page.waitForSelector(tid("db-import-error"))).textContent())!;
    expect(error).toContain("這段文字不是有效的 JSON");
    expect(error).not.toMatch(/SyntaxError|Unexpected|JSON\.parse|position/);
    expect(await page.locator('[data-testid^="db-card-"]').count()).toBe(1);
    await h.shot(page, "ux-04-deck-builder");
    expect(h.pageErrors).toEqual([]);
  });
});

describe("replays", () => {
  test("/replay lists the recent games instead of calling the id invalid", async () => {
    const page = await freshForEnglish();
    await page.goto(`${h.base}/replay`);
    await page.waitForSelector(`${tid("replay-index")} ${tid("recent-games")}[data-state="loaded"]`);
    expect(await page.locator(tid("replay-error")).count()).toBe(0);
  });

  test("a game against a bot opens on the person's side (seat 2 here); ?seat=1 asks for the bot's; fair-play details in Chinese", async () => {
    const id = randomUUID();
    const record = botFirstRecord(id);
    const page = await freshForEnglish();
    await page.route(`**/api/records/${id}`, (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ status: "finished", record }) }));
    await page.goto(`${h.base}/replay/${id}?step=5`);
    await page.waitForSelector(`${tid("shengke-board")}[data-bottom-seat="1"]`);
    expect(await page.textContent(tid("sk-topline"))).toContain("從 Alice 的一側觀看");
    await page.waitForSelector(`${tid("fair-panel")}[data-state="ok"]`);
    expect(await page.textContent(tid("fair-check-commitment"))).toContain("種子的 SHA-256 與開局時公布的承諾相符");
    expect(await page.textContent(tid("fair-check-replay"))).toContain("從種子重新推演，每一步都合法");
    expect(await page.textContent(tid("fair-check-record"))).not.toMatch(/actions|seats/);
    await h.shot(page, "ux-05-replay-human-side");
    await page.goto(`${h.base}/replay/${id}?step=5&seat=1`);
    await page.waitForSelector(`${tid("shengke-board")}[data-bottom-seat="0"]`);
    // Stepping keeps the side asked for in the address.
    await page.click(tid("replay-forward"));
    await page.waitForFunction(() => new URL(location.href).searchParams.get("step") === "6" && new URL(location.href).searchParams.get("seat") === "1");
    expect(h.pageErrors).toEqual([]);
  });
});
