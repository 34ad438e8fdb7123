/**
 * 活俠決鬥者 in a real Chromium against the real server. The deck builder at /deck/duelist (a copy-limit error in
 * both languages, a saved deck); a table created with that deck against the server's greedy bot; the mulligan; then
 * the human plays whole turns through the UI (summons, a 秘笈 with its preview, attacks after their round-by-round
 * preview, end turn) while a phone spectator watches the 交鋒 replayed from the events, and ends the duel by
 * conceding through the UI if the bot has not fallen by then (a whole duel by clicks would take minutes). Layout by
 * bounding boxes: at 1366×768 the field, both 本陣, the hand, the panel and the buttons fit without scrolling; on a
 * phone the field comes before the panel and the hand, and nothing scrolls sideways. The finished duel opens as a
 * replay with the same board, and its fair-play check passes.
 */
import type { Page } from "playwright-core";
import { act, concedeUnlessOver, newDuelistStats, over, playTurn as playDuelistTurn } from "./duelistDriver";
import { openLobby, useBrowserHarness, tid } from "./harness";
import { measure, notOnScreen } from "./boxes";

jest.setTimeout(120_000);

const h = useBrowserHarness({ BOT_DELAY_MS: "10" });

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
/**
 * Whole turns the human plays by clicks before conceding: until the first turn with an attack (a summon, a 秘笈 and
 * an attack with its preview are all a turn has to show; further turns showed them again), at most this many.
 */
const MAX_HUMAN_TURNS = 10;


const stats = newDuelistStats();
/** The deck builder's page, where the first test saved a deck: the duel's player creates her table from it. */
let builder: Page;

/** The first attack's layout: however long the clash, its outcome and the button that attacks are in sight beside the field. */
async function checkAttackLayout(page: Page, me: number, foe: number) {
  const m = await measure(page, { outcome: `${tid("attack-preview")} [data-testid^="outcome-"]`, attack: tid("action-attack"), foeRow: tid(`row-${foe}`), myRow: tid(`row-${me}`) });
  expect(notOnScreen(m)).toEqual([]);
  await h.shot(page, "duelist-02b-attack-preview");
}
const playTurn = (page: Page) => playDuelistTurn(page, stats, checkAttackLayout);

describe("活俠決鬥者 web view", () => {
  test("deck builder: a starter deck as a template, a copy-limit error in zh and en, a saved deck", async () => {
    const page = await h.newPage("builder", LAPTOP);
    await page.goto(h.base + "/deck/duelist");
    await page.waitForSelector(tid("du-deck-builder"));
    await page.selectOption(tid("db-template"), "tang");
    await page.click(tid("db-load-template"));
    await page.waitForSelector(`${tid("db-stats")}[data-total="30"]`);
    expect(await page.getAttribute(tid("db-validation"), "data-valid")).toBe("true");
    // A third 唐芳 breaks the copy limit (and the size): both are named, with the card's name.
    await page.click(tid("db-add-tang-fang"));
    await page.waitForSelector(`${tid("db-validation")}[data-valid="false"]`);
    const limitZh = await page.textContent(`${tid("db-problem")}[data-code="deck_copy_limit"]`);
    expect(limitZh).toContain("唐芳");
    expect(limitZh).toContain("最多 2 張");
    expect(await page.locator(`${tid("db-problem")}[data-code="deck_size"]`).count()).toBe(1);
    expect(await page.locator(`${tid("db-save")}[disabled]`).count()).toBe(1);
    await page.click(tid("lang-switch"));
    const limitEn = await page.textContent(`${tid("db-problem")}[data-code="deck_copy_limit"]`);
    expect(limitEn).toMatch(/At most 2 copies of .+ \(唐芳/);
    await page.click(tid("lang-switch"));
    await page.click(tid("db-remove-tang-fang"));
    await page.waitForSelector(`${tid("db-validation")}[data-valid="true"]`);
    await page.fill(tid("db-name"), "我的唐門");
    await page.click(`${tid("db-save")}:not([disabled])`);
    await page.waitForSelector(`${tid("db-saved")} [data-name="我的唐門"]`);
    await h.shot(page, "duelist-00-deck-builder");
    builder = page;
  });

  test("a duel against the greedy bot played through the UI to its end, a phone spectator watching", async () => {
    // The browser the deck builder test saved 「我的唐門」 in (one page load and profile fewer than building another):
    // the deck saved there is offered when creating a table.
    const alice = builder;
    await openLobby(alice, h.base, "Alice");
    await alice.waitForSelector(`${tid("create-mode")} option[value="duelist"]`, { state: "attached" });
    await alice.selectOption(tid("create-mode"), "duelist");
    await alice.waitForSelector(tid("du-options"));
    const custom = await alice.locator(`${tid("du-opt-deck-0")} option`).evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter((v) => v.startsWith("custom:")));
    expect(custom.length).toBe(1);
    await alice.selectOption(tid("du-opt-deck-0"), custom[0]);
    await alice.click(tid("create-table"));
    const code = (await (await alice.waitForSelector(tid("table-code"))).textContent())!.trim();
    await alice.click(`${tid("add-bot")}:not([disabled])`);
    await alice.waitForSelector(`${tid("seat-1")}[data-bot="true"]`);
    await alice.click(`${tid("start-game")}:not([disabled])`);
    await alice.waitForSelector(tid("duelist-board"));

    const carol = await h.newPage("carol", PHONE);
    await openLobby(carol, h.base, "Carol");
    await carol.fill(tid("join-code"), code);
    await carol.click(tid("watch-button"));
    await carol.waitForSelector(tid("duelist-board"));

    // The mulligan: send one card back.
    await alice.waitForSelector(tid("mulligan-dialog"));
    await alice.click(`${tid("mulligan-card")} >> nth=0`);
    await alice.waitForSelector(`${tid("mulligan-card")}[data-back="true"]`);
    await h.shot(alice, "duelist-01-mulligan");
    await act(alice, tid("confirm-mulligan"));
    await alice.waitForSelector(`${tid("duelist-board")}[data-phase="main"]`);
    // The spectator sees card backs, never a hand.
    expect(await carol.locator(tid("my-hand")).count()).toBe(0);
    expect(await carol.locator(tid("hand-card")).count()).toBe(0);
    expect(await carol.locator(tid("card-back")).count()).toBeGreaterThan(0);

    let laptopChecked = false;
    // Whole turns by clicks until one of them attacked, so the attack preview is always exercised.
    for (let turn = 0; stats.attacks === 0 && turn < MAX_HUMAN_TURNS && !(await over(alice)); turn++) {
      await alice.waitForSelector(`${tid("duelist-board")}[data-my-turn="true"], ${tid("result")}`);
      if (await over(alice)) break;
      if (!laptopChecked && (await alice.locator(`${tid("my-hand")} ${tid("hand-card")}`).count()) > 0) {
        await alice.locator(`${tid("my-hand")} ${tid("hand-card")}`).first().click();
        const m = await measure(alice, {
          turnLine: tid("turn-indicator"),
          base0: tid("base-0"),
          base1: tid("base-1"),
          row0: tid("row-0"),
          row1: tid("row-1"),
          hand: tid("my-hand"),
          detail: tid("hand-detail"),
          endTurn: tid("action-end-turn"),
        });
        expect(notOnScreen(m)).toEqual([]);
        expect(m.scrollWidth).toBeLessThanOrEqual(m.vw);
        await h.shot(alice, "duelist-02-laptop");
        await alice.click(tid("clear-selection"));
        laptopChecked = true;
      }
      await playTurn(alice);
    }
    expect(laptopChecked).toBe(true);
    // The spectator saw an attack replayed round by round from the events.
    await carol.waitForSelector(`${tid("clash")}`);
    expect(Number(await carol.getAttribute(tid("clash"), "data-steps"))).toBeGreaterThan(1);
    const phone = await measure(carol, { row0: tid("row-0"), row1: tid("row-1"), panel: tid("du-panel") });
    expect(phone.scrollWidth).toBeLessThanOrEqual(phone.vw);
    expect(phone.boxes.row0[0].y + phone.boxes.row0[0].h).toBeLessThanOrEqual(phone.boxes.panel[0].y);
    expect(phone.boxes.row1[0].y + phone.boxes.row1[0].h).toBeLessThanOrEqual(phone.boxes.panel[0].y);
    for (const r of [phone.boxes.row0[0], phone.boxes.row1[0]]) expect(r.x + r.w).toBeLessThanOrEqual(phone.vw + 1);
    await h.shot(carol, "duelist-03-phone-spectator");

    // Not over after the turns played by hand: concede through the UI (allowed on either player's turn).
    await concedeUnlessOver(alice);
    await alice.waitForSelector(tid("result"));
    await carol.waitForSelector(tid("result"));
    expect(await alice.getAttribute(tid("duelist-board"), "data-winner")).not.toBe("");
    console.log(`duelist UI duel: ${JSON.stringify(stats)}`);
    expect(stats.turns).toBeGreaterThan(0);
    expect(stats.summons).toBeGreaterThan(0);
    expect(stats.attacks).toBeGreaterThan(0);
    expect(stats.attackLayoutChecked).toBe(true);
    await h.shot(alice, "duelist-04-result");
    // The replay shows the duel with the mode's own board, and the fair-play check passes in the browser.
    await alice.click(tid("watch-replay"));
    await alice.waitForSelector(`${tid("replay-board")} ${tid("duelist-board")}`);
    expect(await alice.textContent(tid("replay-mode"))).toContain("活俠決鬥者");
    await alice.waitForSelector(`${tid("fair-panel")}[data-state="ok"]`);
    await alice.click(tid("replay-forward"));
    await alice.waitForSelector(`${tid("replay-board")}[data-step="1"]`);
    await h.shot(alice, "duelist-05-replay");
    expect(h.pageErrors).toEqual([]);
  });
});
