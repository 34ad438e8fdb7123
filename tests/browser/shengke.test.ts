/**
 * 生剋棋 in a real Chromium against the real server: the deck builder (invalid import names the card, a valid deck
 * saves and shows up in the table options), then two players create/join a private table and play a whole 8-turn game (chosen in the form)
 * through the UI — selecting cards, hovering cells (previews), clicking cells, dice, tokens, phases, passes — while a
 * third context watches from a phone.
 */
import type { Locator, Page } from "playwright-core";
import { DEFAULT_DECKS } from "../../shared/src/games/shengke/content";
import { joinByCodeAndStart, startBrowserHarness, tid, openLobby as openLobbyAt, type BrowserHarness } from "./harness";

jest.setTimeout(420_000);

let h: BrowserHarness;
let base = "";
beforeAll(async () => {
  h = await startBrowserHarness({ BOT_DELAY_MS: "10" });
  base = h.base;
});
afterAll(async () => {
  await h?.close();
});

const shot = (page: Page, name: string) => h.shot(page, name);
const openLobby = (page: Page, nickname: string) => openLobbyAt(page, base, nickname);

async function importDeck(page: Page, json: unknown) {
  if (!(await page.locator(`${tid("db-import-box")}[open]`).count())) await page.click(tid("db-import-open"));
  await page.fill(tid("db-import-text"), JSON.stringify(json));
  await page.click(tid("db-import"));
}

const nextFrame = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/**
 * Hovering a target previews it above the composer; when the pointer leaves, the preview must not shrink back and
 * pull the targets up (under a resting pointer that was a flicker loop, and Playwright found the button never stable).
 */
async function targetsStayPut(page: Page, target: Locator) {
  // Where the layout puts the targets' row: a hovered element button also lifts itself by 1 px (a transform, no shift).
  const rowY = () => target.evaluate((el) => el.parentElement!.getBoundingClientRect().y);
  await target.hover();
  await nextFrame(page);
  const hovered = await rowY();
  await page.mouse.move(1, 1);
  await nextFrame(page);
  // Never pulled up. The resting preview may be the taller one (its hint can wrap onto a second line): it pushes the
  // row down, which cannot start the loop, since the slot never shrinks back.
  expect(await rowY()).toBeGreaterThanOrEqual(hovered);
}

/** Opens the first playable curse's composer, picks the first target of each kind, checks the preview, confirms. */
async function activateCurse(page: Page): Promise<boolean> {
  await page.click(`${tid("sk-curse-hand")} [data-playable="true"] button[data-testid^="sk-curse-use-"]`);
  const composer = page.locator(tid("sk-composer"));
  await composer.waitFor();
  const sides = page.locator(`button[data-testid^="sk-comp-side-"]`);
  if (await sides.count()) await sides.first().click();
  for (let k = 0; k < 4; k++) {
    const next = await composer.getAttribute("data-next");
    if (next === "ready") break;
    const prefix = next === "cell" || next === "cell2" ? "sk-comp-cell-" : next === "card" ? "sk-comp-card-" : next === "element" ? "sk-comp-el-" : next === "turns" ? "sk-comp-turns-" : null;
    if (!prefix) break;
    const options = page.locator(`button[data-testid^="${prefix}"]`);
    if (!(await options.count())) break;
    if (k === 0) await targetsStayPut(page, options.first());
    await options.first().click();
  }
  if ((await composer.getAttribute("data-next")) !== "ready") {
    await page.click(tid("sk-comp-cancel"));
    return false;
  }
  // The preview names the cost after 減免 and what the curse would do if not answered.
  await page.waitForSelector(`${tid("sk-preview")}[data-legal="true"]`);
  expect(await page.textContent(tid("sk-preview"))).toMatch(/實付|You pay/);
  await h.shot(page, "shengke-10-curse-preview");
  await page.click(`${tid("sk-comp-confirm")}:not([disabled])`);
  return true;
}

/**
 * The game length chosen in the create form: the shortest it offers (8 turns, 4 each). Every phase, the previews, a
 * curse and the end come up in it; the longer games only repeated them.
 */
const TURNS = 8;

describe("生剋棋 web view", () => {
  test("deck builder, private table, a full game through the UI, a spectator", async () => {
    const alice = await h.newPage("alice");
    const bob = await h.newPage("bob");

    // ── Deck builder: an invalid import names the card; a valid deck saves. ──
    await alice.goto(base + "/deck");
    await alice.waitForSelector(tid("deck-builder"));
    await alice.waitForSelector(`${tid("db-validation")}[data-valid="true"]`);
    const bad = DEFAULT_DECKS[0].cards.map((c) => ({ ...c }));
    bad[2] = { ...bad[2], zh: "壞卡獸", in: 9 };
    await importDeck(alice, { name: "壞牌組", cards: bad });
    await alice.waitForSelector(`${tid("db-validation")}[data-valid="false"]`);
    const problems = await alice.locator(tid("db-problem")).allTextContents();
    expect(problems.some((p) => p.includes("「壞卡獸」"))).toBe(true);
    expect(await alice.getAttribute(tid("db-save"), "data-reason")).toBeTruthy();
    await shot(alice, "shengke-01-deck-invalid");
    // Broken JSON is refused with a message, the deck stays as it was.
    await importDeck(alice, "not json");
    await alice.fill(tid("db-import-text"), "{ nope");
    await alice.click(tid("db-import"));
    await alice.waitForSelector(tid("db-import-error"));

    const good = DEFAULT_DECKS[1].cards.map((c) => ({ ...c }));
    await importDeck(alice, { name: "測試牌組", cards: good });
    await alice.waitForSelector(`${tid("db-validation")}[data-valid="true"]`);
    // Editing a number breaks the sums live; putting it back fixes it.
    await alice.fill(tid("db-in-0"), String(good[0].in === 8 ? 7 : good[0].in + 1));
    await alice.waitForSelector(`${tid("db-validation")}[data-valid="false"]`);
    await alice.fill(tid("db-in-0"), String(good[0].in));
    await alice.waitForSelector(`${tid("db-validation")}[data-valid="true"]`);
    await alice.click(`${tid("db-save")}:not([disabled])`);
    await alice.waitForSelector(`${tid("db-saved")} li[data-name="測試牌組"]`);
    await shot(alice, "shengke-02-deck-valid");

    // ── Alice creates a private 生剋棋 table with her saved deck for seat 1. ──
    await openLobby(alice, "Alice");
    await alice.waitForSelector(`${tid("create-mode")} option[value="shengke"]`, { state: "attached" });
    await alice.selectOption(tid("create-mode"), "shengke");
    await alice.waitForSelector(tid("sk-options"));
    const custom = alice.locator(`${tid("sk-opt-deck-0")} option`, { hasText: "測試牌組" });
    expect(await custom.count()).toBe(1);
    await alice.selectOption(tid("sk-opt-deck-0"), (await custom.getAttribute("value"))!);
    // A shorter game keeps the test quick; the rules' 20 are the form's default.
    expect(await alice.inputValue(tid("sk-opt-turns"))).toBe("20");
    await alice.selectOption(tid("sk-opt-turns"), String(TURNS));
    // Without the end-of-phase windows (answering them is tests/browser/ux.test.ts's and clocks.test.ts's part).
    await alice.uncheck(tid("sk-opt-phase-windows"));
    await alice.check(tid("create-private"));
    await shot(alice, "shengke-03-create-options");
    await alice.click(tid("create-table"));
    const code = (await (await alice.waitForSelector(tid("table-code"))).textContent())!.trim();
    await alice.waitForURL(`**/table/${code}`);

    await openLobby(bob, "Bob");
    await joinByCodeAndStart(alice, bob, code);
    for (const page of [alice, bob]) {
      await page.waitForSelector(`${tid("status")}[data-status="playing"]`);
      await page.waitForSelector(tid("shengke-board"));
    }
    // Alice's deck is the custom one: its names show up in her own view once drawn; her seat is 0.
    await alice.waitForSelector(`${tid("shengke-board")}[data-my-seat="0"][data-bottom-seat="0"]`);
    await bob.waitForSelector(`${tid("shengke-board")}[data-my-seat="1"][data-bottom-seat="1"]`);
    // Both answer every window by hand (the auto-pass choice has its own test, clocks.test.ts).
    for (const page of [alice, bob]) {
      await page.selectOption(tid("autopass-select"), "ask");
      await page.waitForSelector(`${tid("autopass-confirmed")}[data-value="ask"]`);
    }

    // ── Carol watches on a phone: the board, no hand, a flip switch. ──
    const carol = await h.newPage("carol", { width: 390, height: 844 });
    await openLobby(carol, "Carol");
    await carol.fill(tid("join-code"), code);
    await carol.click(tid("watch-button"));
    await carol.waitForURL(`**/watch/${code}`);
    await carol.waitForSelector(tid("shengke-board"));
    expect(await carol.locator(tid("sk-hand")).count()).toBe(0);
    expect(await carol.locator(tid("sk-hand-card")).count()).toBe(0);
    const firstSeat = await carol.getAttribute(tid("shengke-board"), "data-bottom-seat");
    await carol.click(tid("sk-flip"));
    await carol.waitForSelector(`${tid("shengke-board")}:not([data-bottom-seat="${firstSeat}"])`);
    await carol.click(tid("sk-flip"));
    await carol.waitForSelector(`${tid("shengke-board")}[data-bottom-seat="${firstSeat}"]`);

    // ── Play all the turns by reading the phase bar and doing the first thing it asks. ──
    const players = [alice, bob];
    const counts: Record<string, number> = {};
    let previews = 0;
    let curses = 0;
    let shots = 0;
    let tokenEl = 0;
    const ELS = ["wood", "fire", "earth", "metal", "water"];
    const started = Date.now();
    /** One round trip per page: the seq the page shows, what its phase bar asks, the turn, whether it ended. */
    const read = (p: Page) =>
      p.evaluate(() => {
        const q = (id: string) => document.querySelector(`[data-testid="${id}"]`);
        const bar = q("sk-phasebar");
        return { over: !!q("result"), seq: q("turn-indicator")?.getAttribute("data-seq") ?? null, must: bar?.getAttribute("data-must") ?? null, turn: Number(bar?.getAttribute("data-turn") ?? 0) };
      });
    for (let guard = 0; guard < 1500; guard++) {
      const views = await Promise.all(players.map(read));
      if (views[0].over) break;
      const seqs = views.map((v) => v.seq);
      const musts = views.map((v) => v.must);
      if (seqs[0] === null || seqs[1] === null) {
        await alice.waitForTimeout(15);
        continue;
      }
      if (seqs[0] !== seqs[1]) {
        // One page has not had the last move yet: wait for it there, not in a loop of reads.
        const behind = Number(seqs[0]) < Number(seqs[1]) ? 0 : 1;
        await players[behind].waitForFunction(
          (ahead) => !!document.querySelector('[data-testid="result"]') || Number(document.querySelector('[data-testid="turn-indicator"]')?.getAttribute("data-seq")) >= ahead,
          Number(seqs[1 - behind]),
        );
        continue;
      }
      const i = musts.findIndex((m) => m && m !== "wait" && m !== "over" && m !== "autoPass");
      if (i < 0) {
        await alice.waitForTimeout(15);
        continue;
      }
      const page = players[i];
      const must = musts[i]!;
      // Once or twice a game, activate a curse through the composer (zone, targets, preview, confirm).
      if (curses < 2 && (must === "summon" || must === "judge" || must === "endPhase") && (await page.locator(`${tid("sk-curse-hand")} [data-playable="true"]`).count())) {
        if (await activateCurse(page)) {
          curses++;
          counts.curse = (counts.curse ?? 0) + 1;
          await page.waitForFunction(
            ([prev]) => document.querySelector('[data-testid="turn-indicator"]')?.getAttribute("data-seq") !== prev,
            [seqs[i]] as const,
          );
          continue;
        }
      }
      counts[must] = (counts[must] ?? 0) + 1;
      switch (must) {
        case "chooseDie":
          await page.click(`button[data-testid^="sk-die-choose-"]:not([disabled])`);
          break;
        case "token": {
          const kind = tokenEl % 3 === 2 ? "spirit" : "soul";
          await page.click(`${tid(`sk-token-add-${kind}-${ELS[tokenEl++ % 5]}`)}:not([disabled])`);
          break;
        }
        case "draw":
          await page.click(`${tid("sk-draw")}:not([disabled])`);
          break;
        case "summon": {
          await page.click(`${tid("sk-hand-card")}[data-summonable="true"]`);
          const cells = page.locator(`${tid("sk-board")} [data-legal="true"]`);
          await cells.first().waitFor();
          const n = await cells.count();
          const cell = cells.nth((guard * 7) % n);
          await cell.hover();
          // The shared engine's preview of this summon and its judgement shows up beside the board.
          if (previews < 6 || guard % 5 === 0) {
            await page.waitForSelector(`${tid("sk-preview")}[data-legal="true"]`);
            previews++;
          }
          // An occupied or adjacent cell is dimmed with the engine's reason.
          if (previews < 6) {
            const reasons = await page.$$eval(`${tid("sk-board")} [data-reason]`, (els) => els.map((e) => e.getAttribute("data-reason") ?? ""));
            expect(reasons.every((r) => r.length > 2)).toBe(true);
          }
          if (views[i].turn >= 3 && shots === 0) {
            shots++;
            await shot(page, "shengke-04-preview-hover");
          }
          await cell.click();
          break;
        }
        case "judge":
          if (counts.judge <= 3) {
            await page.hover(tid("sk-judge"));
            await page.waitForSelector(`${tid("sk-preview")}[data-legal="true"]`);
          }
          await page.click(`${tid("sk-judge")}:not([disabled])`);
          break;
        case "endPhase":
          await page.click(`${tid("sk-end-phase")}:not([disabled])`);
          break;
        case "pass":
          await page.click(`${tid("sk-pass")}:not([disabled])`);
          break;
        default:
          throw new Error(`unexpected must ${must}`);
      }
      // Wait until the action reached both players (or the game ended).
      await page.waitForFunction(
        ([prev]) => !!document.querySelector('[data-testid="result"]') || document.querySelector('[data-testid="turn-indicator"]')?.getAttribute("data-seq") !== prev,
        [seqs[i]] as const,
      );
      if (views[0].turn === 5 && shots === 1) {
        shots++;
        await shot(alice, "shengke-05-midgame-alice");
        await shot(bob, "shengke-06-midgame-bob");
        await shot(carol, "shengke-07-midgame-watcher-phone");
      }
    }
    for (const page of [alice, bob, carol]) {
      await page.waitForSelector(tid("result"));
      await page.waitForSelector(`${tid("shengke-board")}[data-over="true"]`);
    }
    expect(counts.token).toBe(TURNS);
    expect(counts.draw).toBe(TURNS);
    expect(counts.judge).toBe(TURNS);
    expect(counts.summon).toBeGreaterThan(TURNS / 2);
    expect(previews).toBeGreaterThan(5);
    expect(curses).toBeGreaterThan(0);
    expect(carol.locator(tid("sk-hand-card"))).toBeTruthy();
    expect(await carol.locator(tid("sk-hand-card")).count()).toBe(0);
    await shot(alice, "shengke-08-result-alice");
    await shot(carol, "shengke-09-result-watcher-phone");
    // Every string has an English version: the switch changes the board's text too.
    await bob.click(tid("lang-switch"));
    await bob.waitForFunction(() => document.documentElement.lang === "en");
    expect(await bob.textContent(tid("sk-turn"))).toContain(`Turn ${TURNS} / ${TURNS}`);
    expect(await bob.textContent(tid("sk-phasebar"))).toContain("Judge");
    await shot(bob, "shengke-11-result-bob-english");
    console.log(`shengke UI game: ${JSON.stringify(counts)} in ${Date.now() - started} ms`);
    expect(h.pageErrors).toEqual([]);
  });
});
