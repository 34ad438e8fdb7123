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
import { openLobby, startBrowserHarness, tid, waitForProgress, type BrowserHarness } from "./harness";
import { measure, notOnScreen } from "./boxes";

jest.setTimeout(120_000);

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness({ BOT_DELAY_MS: "10" });
});
afterAll(async () => {
  await h?.close();
});

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
/** Whole turns the human plays by clicks before conceding (the bot may fall first). */
const HUMAN_TURNS = 5;


const seqOf = async (page: Page) => (await page.getAttribute(tid("turn-indicator"), "data-seq"))!;
const over = async (page: Page) => (await page.locator(tid("result")).count()) > 0;

/** Clicks an action button and waits for the server's answer (the position moves on, or the game ends). */
async function act(page: Page, selector: string) {
  const seq = await seqOf(page);
  await page.click(`${selector}:not([disabled])`);
  await waitForProgress(page, seq);
}

const stats = { summons: 0, casts: 0, castPreviews: 0, attacks: 0, attackPreviewSteps: 0, turns: 0, attackLayoutChecked: false };

/** One whole turn by clicks: summon what can be summoned, cast a 秘笈 that would resolve, attack with every hero, end. */
async function playTurn(page: Page) {
  const me = Number(await page.getAttribute(tid("duelist-board"), "data-bottom"));
  const foe = 1 - me;
  const playable = `${tid("my-hand")} ${tid("hand-card")}[data-playable="true"]`;
  for (let guard = 0; guard < 12 && !(await over(page)); guard++) {
    const unit = page.locator(`${playable}[data-kind="unit"]`);
    if ((await unit.count()) === 0) break;
    await unit.first().click();
    await page.waitForSelector(tid("hand-detail"));
    await act(page, tid("action-summon"));
    stats.summons++;
  }
  // A 秘笈: its preview says what it would do, or why it would fail, before anything is sent.
  const secret = page.locator(`${tid("my-hand")} ${tid("hand-card")}[data-kind="secret"]`);
  if (!(await over(page)) && (await secret.count()) > 0) {
    await secret.first().click();
    await page.waitForSelector(`${tid("hand-detail")}`);
    const preview = page.locator(tid("cast-preview"));
    if ((await preview.count()) > 0) {
      stats.castPreviews++;
      const fails = await preview.getAttribute("data-fails");
      const text = await preview.textContent();
      expect(text!.length).toBeGreaterThan(4);
      const castable = (await page.locator(`${tid("action-cast")}:not([disabled])`).count()) > 0;
      if (!fails && castable) {
        await act(page, tid("action-cast"));
        stats.casts++;
      }
    }
    if ((await page.locator(tid("clear-selection")).count()) > 0) await page.click(tid("clear-selection"));
  }
  for (let guard = 0; guard < 12 && !(await over(page)); guard++) {
    const attacker = page.locator(`${tid(`row-${me}`)} [data-can-attack="true"]`);
    if ((await attacker.count()) === 0) break;
    await attacker.first().click();
    await page.waitForSelector(tid("attack-detail"));
    const target = page.locator(`${tid(`row-${foe}`)} [data-target="true"]`);
    if ((await target.count()) > 0) await target.first().click();
    else if ((await page.locator(tid("target-base-stab")).count()) > 0) await page.click(tid("target-base-stab"));
    else await page.click(tid("target-base-dart"));
    // The engine's preview, round by round with its numbers, before the attack is sent.
    await page.waitForSelector(tid("attack-preview"));
    const steps = await page.locator(`${tid("attack-preview")} ${tid("preview-steps")} li`).count();
    expect(steps).toBeGreaterThan(0);
    stats.attackPreviewSteps += steps;
    expect(await page.locator(`${tid("attack-preview")} [data-testid^="outcome-"]`).count()).toBeGreaterThan(0);
    if (!stats.attackLayoutChecked) {
      // However long the clash, its outcome and the button that attacks are in sight beside the field.
      const m = await measure(page, { outcome: `${tid("attack-preview")} [data-testid^="outcome-"]`, attack: tid("action-attack"), foeRow: tid(`row-${foe}`), myRow: tid(`row-${me}`) });
      expect(notOnScreen(m)).toEqual([]);
      await h.shot(page, "duelist-02b-attack-preview");
      stats.attackLayoutChecked = true;
    }
    await act(page, tid("action-attack"));
    stats.attacks++;
  }
  if (!(await over(page))) await act(page, tid("action-end-turn"));
  stats.turns++;
}

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
    await page.context().close();
  });

  test("a duel against the greedy bot played through the UI to its end, a phone spectator watching", async () => {
    const alice = await h.newPage("alice", LAPTOP);
    // The deck saved in this browser is offered when creating a table.
    await alice.goto(h.base + "/deck/duelist");
    await alice.waitForSelector(tid("du-deck-builder"));
    await alice.selectOption(tid("db-template"), "kongtong");
    await alice.click(tid("db-load-template"));
    await alice.fill(tid("db-name"), "崆峒自組");
    await alice.click(`${tid("db-save")}:not([disabled])`);
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
    // Whole turns by clicks (more while no attack has been made yet, so the attack preview is always exercised).
    for (let turn = 0; (turn < HUMAN_TURNS || (stats.attacks === 0 && turn < 2 * HUMAN_TURNS)) && !(await over(alice)); turn++) {
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

    if (!(await over(alice))) {
      // Not over after the turns played by hand: concede through the UI (allowed on either player's turn).
      await alice.click(`${tid("action-concede")}:not([disabled])`);
      await alice.click(`${tid("confirm-concede")}:not([disabled])`);
    }
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
