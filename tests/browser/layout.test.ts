/**
 * "Playing feels right" on common screens: at 1366×768 and 1920×1080 everything a turn needs is on screen at once
 * without scrolling (生剋棋: board, own hand, the phase bar and its buttons, dice, the preview, the opponent's zones;
 * 五行戰鬥牌 at 2 and 4 seats: every seat, the own hand, the formations and the buttons), checked with the elements'
 * bounding boxes; on a phone (390×844) the parts stack in a sensible order without sideways scrolling.
 */
import type { Page } from "playwright-core";
import { openLobby, useBrowserHarness, tid } from "./harness";
import { measure, notOnScreen } from "./boxes";
import { playUntil, startShengkeVsBot } from "./shengkeDriver";

jest.setTimeout(180_000);

const h = useBrowserHarness({ BOT_DELAY_MS: "10" });

const DESKTOPS = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];
const PHONE = { width: 390, height: 844 };


async function resize(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Moves the pointer onto the element's centre without scrolling (hover() would scroll it into view). */
async function pointAt(page: Page, selector: string) {
  const b = (await page.locator(selector).first().boundingBox())!;
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
}

describe("生剋棋", () => {
  let page: Page;
  beforeAll(async () => {
    page = await h.newPage("shengke-layout", DESKTOPS[0]);
    await openLobby(page, h.base, "Alice");
    await startShengkeVsBot(page);
    // Play up to a summon of one's own with cards in hand, select a card: the moment the hand, board and preview matter.
    expect(await playUntil(page, (t) => t.must === "summon")).toBe(true);
    await page.click(`${tid("sk-hand-card")}[data-summonable="true"]`);
  });

  test.each(DESKTOPS)("at $width×$height the board, hand, phase bar and 完成, dice, preview and the opponent's zones are on screen together", async (size) => {
    await resize(page, size);
    const opponent = await page.getAttribute(tid("shengke-board"), "data-bottom-seat").then((s) => 1 - Number(s));
    await pointAt(page, `${tid("sk-board")} [data-legal="true"]`);
    await page.waitForSelector(`${tid("sk-preview")}[data-legal="true"]`);
    const m = await measure(page, {
      board: tid("sk-board"),
      hand: tid("sk-hand"),
      handCards: tid("sk-hand-card"),
      phaseBar: tid("sk-phasebar"),
      done: tid("sk-end-phase"),
      turnLine: tid("turn-indicator"),
      dice: tid("sk-dice"),
      preview: tid("sk-preview"),
      opponentZones: `${tid(`sk-player-${opponent}`)} .sk-strip-head, ${tid(`sk-tokens-${opponent}`)}`,
    });
    expect(notOnScreen(m)).toEqual([]);
    // The content column uses the width: the board is not squeezed beside empty margins.
    expect(m.boxes.board[0].w).toBeGreaterThan(size.width >= 1900 ? 550 : 320);
    await h.shot(page, `layout-shengke-${size.width}x${size.height}`);
  });

  test("on a phone the phase bar, board and hand stack in that order, the first screen shows the bar and the board, nothing scrolls sideways", async () => {
    await resize(page, PHONE);
    const m = await measure(page, { phaseBar: tid("sk-phasebar"), board: tid("sk-board"), hand: tid("sk-hand"), dice: tid("sk-dice") });
    const [bar, board, hand, dice] = ["phaseBar", "board", "hand", "dice"].map((k) => m.boxes[k][0]);
    expect(bar.y + bar.h).toBeLessThanOrEqual(board.y);
    expect(board.y + board.h).toBeLessThanOrEqual(hand.y);
    expect(hand.y).toBeLessThan(dice.y);
    expect(notOnScreen({ ...m, boxes: { phaseBar: [bar], board: [board] } })).toEqual([]);
    expect(hand.y).toBeLessThan(m.vh);
    expect(m.scrollWidth).toBeLessThanOrEqual(m.vw);
    expect(board.w).toBeGreaterThan(300);
    await h.shot(page, "layout-shengke-phone");
    expect(h.pageErrors).toEqual([]);
  });
});

describe.each([2, 4])("五行戰鬥牌 with %i seats", (seats) => {
  let page: Page;
  beforeAll(async () => {
    page = await h.newPage(`cfe-layout-${seats}`, DESKTOPS[0]);
    await openLobby(page, h.base, "Alice");
    await page.waitForSelector(`${tid("create-mode")} option[value="cfe"]`, { state: "attached" });
    await page.selectOption(tid("create-mode"), "cfe");
    await page.selectOption(tid("create-seats"), String(seats));
    await page.click(tid("create-table"));
    await page.waitForSelector(tid("table-code"));
    for (let s = 1; s < seats; s++) {
      await page.click(`${tid(`add-bot-${s}`)}:not([disabled])`);
      await page.waitForSelector(`${tid(`seat-${s}`)}[data-bot="true"]`);
    }
    await page.click(`${tid("start-game")}:not([disabled])`);
    // Your turn to act: the hand, the formations it can make and the buttons are all live.
    await page.waitForSelector(`${tid("suggestions")}`);
  });

  test.each(DESKTOPS)("at $width×$height every seat, the hand, the formations and 施展 / 略過 are on screen together", async (size) => {
    await resize(page, size);
    const m = await measure(page, {
      seats: ".cfe-seat",
      centre: tid("cfe-center"),
      handCards: `${tid("my-hand")} ${tid("hand-card")}`,
      formations: tid("suggestions"),
      play: tid("action-play"),
      pass: tid("action-pass"),
      turnLine: tid("turn-indicator"),
    });
    expect(m.boxes.seats).toHaveLength(seats);
    expect(notOnScreen(m)).toEqual([]);
    await h.shot(page, `layout-cfe${seats}-${size.width}x${size.height}`);
  });

  test("on a phone the table comes before the hand and nothing scrolls sideways", async () => {
    await resize(page, PHONE);
    const m = await measure(page, { table: ".cfe-table", hand: tid("my-hand"), play: tid("action-play") });
    expect(m.boxes.table[0].y + m.boxes.table[0].h).toBeLessThanOrEqual(m.boxes.hand[0].y);
    expect(m.scrollWidth).toBeLessThanOrEqual(m.vw);
    expect(m.boxes.play[0].x + m.boxes.play[0].w).toBeLessThanOrEqual(m.vw);
    await h.shot(page, `layout-cfe${seats}-phone`);
    expect(h.pageErrors).toEqual([]);
  });
});
