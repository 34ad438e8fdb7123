/**
 * Driving a 五行戰鬥牌 table through the web client: create a table, and make one move as a sensible player would
 * (the draw and 混沌 / 啟示 dialogs, 棄牌回收 once, in official play one 轉職 and one 發動, then the formation that hits
 * 上家 hardest among the hand's suggestions). Shared by the cfe browser tests.
 */
import type { Page } from "playwright-core";
import { Recorder } from "../../server/src/rooms/recorder";
import { tid } from "./harness";

/**
 * The next game the in-process server starts deals from `seed` instead of a random dice seed. A test that plays a
 * game to its end picks a deal that ends in a few dozen moves (a random deal took 60 to 120, each a patch Chromium
 * renders and several page round trips): the game is still played move by move through the UI to a real end, the
 * bot's tie-breaks stay random, and a deal that changes with the rules only makes the game longer, never wrong.
 */
export function dealNextGameFrom(seed: string) {
  jest.spyOn(Recorder, "newSeed").mockReturnValueOnce(seed);
}

export async function createCfeTable(page: Page, seats: 2 | 4, opts: { private?: boolean; recycle?: boolean; official?: boolean } = {}): Promise<string> {
  await page.waitForSelector(`${tid("create-mode")} option[value="cfe"]`, { state: "attached" });
  await page.selectOption(tid("create-mode"), "cfe");
  await page.selectOption(tid("create-seats"), String(seats));
  if (opts.private) await page.check(tid("create-private"));
  await page.waitForSelector(tid("cfe-options"));
  if (opts.recycle) await page.check(tid("cfe-opt-recycle"));
  if (opts.official) {
    await page.check(tid("cfe-opt-official"));
    // The preset turns the three modules on (and locks them).
    for (const m of ["stars", "legends", "heroes"]) expect(await page.isChecked(tid(`cfe-opt-${m}`))).toBe(true);
  }
  await page.click(tid("create-table"));
  const code = (await (await page.waitForSelector(tid("table-code"))).textContent())!.trim();
  await page.waitForURL(`**/table/${code}`);
  return code;
}

export interface Stats {
  plays: number;
  passes: number;
  discards: number;
  chaos: number;
  recycles: number;
  choseAmongSeveral: number;
  formations: Set<string>;
  /** Official play: 轉職, 發動 and 啟示 picks through the UI. */
  changes: string[];
  abilities: string[];
  revelations: number;
}

export const newStats = (): Stats => ({ plays: 0, passes: 0, discards: 0, chaos: 0, recycles: 0, choseAmongSeveral: 0, formations: new Set(), changes: [], abilities: [], revelations: 0 });

/** One move by the seat whose turn it is, through the UI only. */
export async function moveOnce(page: Page, stats: Stats, seq: string) {
  await page.waitForSelector(`${tid("turn-indicator")}[data-my-turn="true"][data-seq="${seq}"]`);
  const phase = await page.getAttribute(tid("cfe-board"), "data-phase");
  if (phase === "draw") {
    await page.waitForSelector(tid("draw-dialog"));
    // Discard the lowest card, like a sensible player.
    const cards = await page.$$eval(`${tid("draw-dialog")} ${tid("draw-card")}`, (els) => els.map((e) => ({ id: e.getAttribute("data-card")!, level: Number(e.getAttribute("data-level")) })));
    expect(cards.length).toBeGreaterThanOrEqual(2);
    const low = cards.reduce((a, b) => (b.level < a.level ? b : a));
    expect(await page.getAttribute(tid("confirm-discard"), "data-reason")).toBeTruthy(); // nothing picked yet
    await page.click(`${tid("draw-card")}[data-card="${low.id}"]`);
    await page.click(`${tid("confirm-discard")}:not([disabled])`);
    stats.discards++;
    return;
  }
  if (phase === "revelation") {
    await page.waitForSelector(tid("revelation-dialog"));
    const cards = await page.$$eval(`${tid("revelation-dialog")} ${tid("revelation-card")}`, (els) => els.map((e) => ({ id: e.getAttribute("data-card")!, level: Number(e.getAttribute("data-level")) })));
    const high = cards.reduce((a, b) => (b.level > a.level ? b : a));
    await page.click(`${tid("revelation-card")}[data-card="${high.id}"]`);
    await page.click(`${tid("confirm-revelation")}:not([disabled])`);
    stats.revelations++;
    return;
  }
  if (phase === "chaos") {
    const dialog = await page.waitForSelector(tid("chaos-dialog"));
    const count = Number(await dialog.getAttribute("data-count"));
    const ids = await page.$$eval(`${tid("chaos-dialog")} ${tid("chaos-card")}`, (els) => els.map((e) => e.getAttribute("data-card")!));
    for (const id of ids.slice(0, count)) await page.click(`${tid("chaos-card")}[data-card="${id}"]`);
    await page.click(`${tid("confirm-chaos")}:not([disabled])`);
    stats.chaos++;
    return;
  }
  expect(phase).toBe("action");
  await page.waitForSelector(tid("formations"));
  // 棄牌回收 (table option): take it once when offered and affordable.
  if (stats.recycles === 0 && (await page.locator(`${tid("action-recycle")}:not([disabled])`).count())) {
    const before = Number(await page.getAttribute(tid("deck"), "data-count"));
    await page.click(`${tid("action-recycle")}:not([disabled])`);
    await page.waitForSelector(`${tid("deck")}[data-count="${before + 1}"]`);
    stats.recycles++;
    return;
  }
  if (await page.locator(`${tid("action-pass")}:not([disabled])`).count()) {
    await page.click(`${tid("action-pass")}:not([disabled])`);
    stats.passes++;
    return;
  }
  // Official play: one 轉職 when the panel offers one, and one 發動 with the cards it needs — each an action of its own.
  if (stats.changes.length < 2 && (await page.locator(`[data-testid^="action-change-"]:not([disabled])`).count())) {
    // 幻術師 when it is on offer (its 幻術 is a 發動 ability the test then uses), else the first one offered.
    const preferred = page.locator(`${tid("action-change-mesmer")}:not([disabled])`);
    const button = (await preferred.count()) ? preferred : page.locator(`[data-testid^="action-change-"]:not([disabled])`).first();
    const id = (await button.getAttribute("data-testid"))!.slice("action-change-".length);
    // The 轉職 panel starts folded (hand and formations come first): open it as a player would.
    if (!(await page.locator(`${tid("changes")}[open]`).count())) await page.click(`${tid("changes")} > summary`);
    await button.click();
    stats.changes.push(id);
    return;
  }
  if (stats.abilities.length === 0 && (await page.locator(`${tid("abilities")} [data-legal="true"]`).count())) {
    const row = page.locator(`${tid("abilities")} [data-legal="true"]`).first();
    const id = (await row.getAttribute("data-testid"))!.slice("ability-".length);
    const hand = await page.$$eval(`${tid("my-hand")} ${tid("hand-card")}`, (els) => els.map((e) => ({ id: e.getAttribute("data-card")!, level: Number(e.getAttribute("data-level")) })));
    const need = id === "illusion" || id === "phantasm" ? hand.slice(0, 2) : id === "shadow_cut" ? hand.slice(0, 1) : hand.filter((c) => c.level >= 4).slice(0, 1);
    for (const c of need) await page.click(`${tid("my-hand")} ${tid("hand-card")}[data-card="${c.id}"]`);
    const button = page.locator(`${tid(`action-ability-${id}`)}:not([disabled])`);
    if (need.length && (await button.count())) {
      await button.click();
      stats.abilities.push(id);
      // The activation does not end the turn: the same seat acts again (seq moves on).
      return;
    }
    if (await page.locator(tid("clear-selection")).count()) await page.click(tid("clear-selection"));
  }
  // With cards in hand passing is refused, with the reason on the button.
  expect(await page.getAttribute(tid("action-pass"), "data-reason")).toBeTruthy();
  // Choose what to play from the formations the hand can make (the engine's legal actions and previews):
  // the biggest hit on 上家, else anything that does not heal them.
  const options = await page.$$eval('[data-testid^="suggest-"]', (els) =>
    els.map((e) => ({ formation: e.getAttribute("data-formation")!, cards: e.getAttribute("data-cards")!.split(","), targetHp: Number(e.getAttribute("data-target-hp")) })),
  );
  expect(options.length).toBeGreaterThan(0);
  const best = [...options].sort((a, b) => a.targetHp - b.targetHp || b.cards.length - a.cards.length)[0];
  // Pick the cards by hand: the formations they make light up.
  for (const id of best.cards) await page.click(`${tid("my-hand")} ${tid("hand-card")}[data-card="${id}"]`);
  await page.waitForSelector(`${tid("my-hand")}[data-selected="${best.cards.join(",")}"]`);
  const lit = await page.waitForSelector(`${tid("formations")}:not([data-count="0"])`);
  const n = Number(await lit.getAttribute("data-count"));
  expect(await page.locator(`${tid(`formation-${best.formation}`)}`).count()).toBe(1);
  if (n > 1) {
    // Several formations: Perform stays disabled until one is chosen.
    expect(await page.getAttribute(tid("action-play"), "data-reason")).toBeTruthy();
    stats.choseAmongSeveral++;
  }
  await page.click(tid(`formation-${best.formation}`));
  await page.click(`${tid("action-play")}:not([disabled])`);
  stats.plays++;
  stats.formations.add(best.formation);
}

