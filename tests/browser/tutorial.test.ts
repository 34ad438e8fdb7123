/**
 * The tutorials (issue 25, item 2) in a real Chromium. 生剋棋: from the lobby card through every step on the table's
 * own board, a move that is not the lesson's explained and not played, progress surviving a reload, the lobby card
 * saying 已完成, and the last button starting a real game against a bot. 弒魔戰爭: one walk through its steps on the
 * table's own board to a game on the easiest setup. The scripts' rules are checked in
 * tests/client/shengke-tutorial.test.ts and slaying-tutorial.test.ts; this walks the clicks once.
 */
import type { Page } from "playwright-core";
import { pageKeeper, putAway, tableCode, useBrowserHarness, tid } from "./harness";
import { wrongLanguage } from "./language";

jest.setTimeout(180_000);

const h = useBrowserHarness({ BOT_DELAY_MS: "10" });

/** One laptop browser in Chinese takes both tutorials in turn (each mode keeps its own progress). */
const keptPage = pageKeeper();
const laptop = (label: string) => keptPage("zh", () => h.newPage(label, { width: 1366, height: 768 }));

const step = (page: Page, id: string, solved = false) => page.waitForSelector(`${tid("tutorial-page")}[data-step="${id}"][data-solved="${solved}"]`);
const cellCard = (page: Page, cell: number) => page.getAttribute(tid(`sk-cell-${cell}`), "data-card");

/** The step's move is made: its "what happened" shows, then Next opens the following step. */
async function solvedThenNext(page: Page, id: string) {
  await step(page, id, true);
  await page.waitForSelector(tid("tutorial-after"));
  await page.click(tid("tutorial-next"));
}

/** Select the highlighted hand card (the step marks the one to place) and click a cell. */
async function place(page: Page, cell: number) {
  await page.click(`${tid("sk-hand-card")}.tut-hl`);
  await page.click(tid(`sk-cell-${cell}`));
}

test("生剋棋 tutorial: lobby card → every step → a game against the bot → 已完成 in the lobby", async () => {
  const page = await laptop("tutorial");
  await page.goto(`${h.base}/`);
  await page.waitForSelector(`${tid("tutorial-shengke")}[data-progress="start"]`);
  await page.click(tid("tutorial-shengke"));
  await page.waitForURL(/\/tutorial\/shengke$/);

  // Start: the dice and your 魂/魄 row are marked; any token is the move.
  await step(page, "start");
  await page.waitForSelector(`${tid("sk-tokens-0")}.tut-hl`);
  expect(await page.getAttribute(tid("tutorial-next"), "disabled")).not.toBeNull();
  await page.click(tid("tutorial-show"));
  await page.waitForFunction(() => {
    const r = document.querySelector('[data-testid="sk-tokens-0"]')!.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight;
  });
  await page.click(tid("sk-token-add-soul-metal"));
  await solvedThenNext(page, "start");
  await step(page, "end-start");
  await page.click(tid("sk-end-phase"));
  await solvedThenNext(page, "end-start");
  await step(page, "draw");
  await page.click(tid("sk-draw"));
  await solvedThenNext(page, "draw");

  // Placement: another cell is explained with what it would do there, and nothing is placed.
  await step(page, "place-1");
  await page.waitForSelector(`${tid("sk-cell-12")}.tut-hl`);
  await place(page, 24);
  await page.waitForSelector(`${tid("tutorial-note")}[data-illegal="false"]`);
  expect(await page.textContent(tid("tutorial-note"))).toContain("e5");
  expect(await cellCard(page, 24)).toBeNull();
  await page.click(tid("sk-cell-12"));
  await solvedThenNext(page, "place-1");
  await step(page, "place-2");
  await place(page, 0);
  await solvedThenNext(page, "place-2");

  // Judgement: the wood card in front of the dragon is destroyed, the one straight behind stays.
  await step(page, "judge");
  const woodInFront = await cellCard(page, 17);
  expect(woodInFront).not.toBeNull();
  await page.click(tid("sk-judge"));
  await step(page, "judge", true);
  expect(await cellCard(page, 17)).toBeNull();
  expect(await cellCard(page, 7)).not.toBeNull();
  await page.click(tid("tutorial-next"));
  await step(page, "spend");
  await page.click(tid("sk-soul-draw-metal"));
  await solvedThenNext(page, "spend");
  await step(page, "end-turn");
  await page.click(tid("sk-end-phase"));
  await solvedThenNext(page, "end-turn");

  // Progress is kept: a reload opens the step reached.
  await step(page, "danger");
  await page.reload();
  await step(page, "danger");
  await place(page, 12);
  await page.waitForSelector(tid("tutorial-note"));
  expect(await page.textContent(tid("tutorial-note"))).toContain("剋行");
  await page.click(tid("sk-cell-13"));
  await solvedThenNext(page, "danger");

  await step(page, "win");
  await page.click(tid("sk-end-phase"));
  await step(page, "win", true);
  expect(await page.textContent(tid("tutorial-result"))).toContain("獲勝");
  await page.click(tid("tutorial-next"));
  await page.waitForSelector(tid("tutorial-finished"));
  await h.shot(page, "tutorial-shengke-finished");

  // The last button is a real game against the bot; back in the lobby the card says 已完成 and opens step 1 again.
  await page.click(tid("tutorial-play-bot"));
  await page.waitForURL(/\/table\/[A-Z0-9]{6}$/);
  await page.waitForSelector(`${tid("status")}[data-status="playing"]`);
  await page.waitForSelector(`${tid("seat-1")}[data-bot="true"]`);
  const code = tableCode(page);
  await page.goto(`${h.base}/`);
  // The game left behind is put away (else a bot would take the empty seat and play it on).
  await putAway([], code);
  await page.waitForSelector(`${tid("tutorial-shengke")}[data-progress="done"]`);
  expect(await page.textContent(tid("tutorial-shengke"))).toContain("已完成");
  await page.click(tid("tutorial-shengke"));
  await step(page, "start");
  // 「怎麼玩」 leads here too.
  await page.goto(`${h.base}/rules/shengke`);
  expect(await page.getAttribute(tid("rules-tutorial"), "href")).toBe("/tutorial/shengke");
  expect(h.pageErrors).toEqual([]);
});

/** Pick a formation from the suggestions and perform it (the step marks the one to pick). */
async function perform(page: Page, formation: string) {
  await page.click(`${tid("suggestion")}[data-formation="${formation}"].tut-hl`);
  await page.click(tid(`perform-${formation}`));
}

/** Select a map cell and confirm the move. */
async function moveTo(page: Page, cell: string) {
  await page.click(tid(`map-cell-${cell}`));
  await page.click(tid("confirm-move"));
}

test("弒魔戰爭 tutorial: move, attack, the army's turn, the ★ rule, a dig, then a game on the easiest setup", async () => {
  const page = await laptop("tutorial-slaying");
  await page.goto(`${h.base}/rules/slaying`);
  expect(await page.getAttribute(tid("rules-tutorial"), "href")).toBe("/tutorial/slaying");
  await page.goto(`${h.base}/`);
  await page.click(tid("tutorial-slaying"));
  await page.waitForURL(/\/tutorial\/slaying$/);

  // A step that is not the lesson's is explained and not made: the token stays on A3.
  await step(page, "move");
  await page.waitForSelector(`${tid("map-cell-B3")}.tut-hl`);
  await moveTo(page, "A4");
  await page.waitForSelector(`${tid("tutorial-note")}[data-illegal="false"]`);
  expect(await page.getAttribute(tid("map"), "data-team-cell")).toBe("A3");
  await moveTo(page, "B3");
  await solvedThenNext(page, "move");

  await step(page, "attack");
  await perform(page, "weapon");
  await step(page, "attack", true);
  expect(Number(await page.getAttribute(tid("opponent"), "data-hp"))).toBeLessThan(100);
  await page.click(tid("tutorial-next"));

  // The discard ends the turn; the army's turn plays on the board and costs the party HP.
  await step(page, "army-turn");
  const hp = Number(await page.getAttribute(tid("team-hp"), "data-hp"));
  await h.shot(page, "tutorial-slaying-discard", false);
  await page.click(`${tid("draw-card")} >> nth=0`);
  await page.click(tid("confirm-draw"));
  await step(page, "army-turn", true);
  await page.waitForSelector(tid("army-replay"));
  expect(Number(await page.getAttribute(tid("team-hp"), "data-hp"))).toBeLessThan(hp);
  await page.click(tid("tutorial-next"));

  // Off the ★ the envoy stops at 50; on it the next attack goes below.
  await step(page, "star-floor");
  await perform(page, "weapon");
  await step(page, "star-floor", true);
  expect(await page.getAttribute(tid("opponent"), "data-hp")).toBe("50");
  await page.click(tid("tutorial-next"));
  await step(page, "star-step");
  await moveTo(page, "D2");
  await solvedThenNext(page, "star-step");
  await step(page, "star-attack");
  await perform(page, "wood_strike");
  await step(page, "star-attack", true);
  expect(Number(await page.getAttribute(tid("opponent"), "data-hp"))).toBeLessThan(50);
  await page.click(tid("tutorial-next"));

  await step(page, "dig");
  await page.click(`${tid("dig")}.tut-hl`);
  await step(page, "dig", true);
  expect(await page.getAttribute(tid("shards"), "data-count")).toBe("1");
  await page.click(tid("tutorial-next"));
  await page.waitForSelector(tid("tutorial-finished"));

  await page.click(tid("tutorial-play-bot"));
  await page.waitForURL(/\/table\/[A-Z0-9]{6}$/);
  await page.waitForSelector(`${tid("slaying-board")}[data-difficulty="簡易"]`);
  await page.waitForSelector(`${tid("seat-1")}[data-bot="true"]`);
  expect(h.pageErrors).toEqual([]);
  await putAway([page], tableCode(page));
});

test("in an English browser both tutorials speak English (game terms aside), step text and board alike", async () => {
  const page = await h.newPage("tutorial-en", { width: 1366, height: 768 }, "en-US");
  const seen: Record<string, string[]> = {};
  for (const mode of ["shengke", "slaying"]) {
    await page.goto(`${h.base}/tutorial/${mode}`);
    await page.waitForSelector(`${tid("tutorial-page")}[data-mode="${mode}"]`);
    seen[mode] = await wrongLanguage(page, "en");
  }
  expect(seen).toEqual({ shengke: [], slaying: [] });
  await page.close();
});
