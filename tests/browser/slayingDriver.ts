/**
 * Plays 弒魔戰爭 through the web client the way a person would (shared by the browser tests of its tables): create a
 * table, and one step at a time for the seat to move — a pending choice, a move, the best previewed formation or a pass.
 */
import type { Page } from "playwright-core";
import { tid } from "./harness";

/** `difficulty`: the form's radio by its English name (easy unless asked: the tables that play on want the enemy to last). */
export async function createSlayingTable(page: Page, seats: number, opts: { private?: boolean; difficulty?: "easy" | "hero" } = { private: true }): Promise<string> {
  await page.waitForSelector(`${tid("create-mode")} option[value="slaying"]`, { state: "attached" });
  await page.selectOption(tid("create-mode"), "slaying");
  await page.selectOption(tid("create-seats"), String(seats));
  if (opts.private) await page.check(tid("create-private"));
  await page.waitForSelector(tid("slaying-options"));
  await page.check(tid(`slaying-opt-${opts.difficulty ?? "easy"}`));
  await page.click(tid("create-table"));
  const code = (await (await page.waitForSelector(tid("table-code"))).textContent())!.trim();
  await page.waitForURL(`**/table/${code}`);
  return code;
}

export const boardAttr = (page: Page, name: string) => page.getAttribute(tid("slaying-board"), name);

export interface Stats {
  shop: number;
  changes: number;
  moves: number;
  plays: number;
  discards: number;
  passes: number;
  other: string[];
}

/** The board's attributes that one step changes (its position, as far as the driver waits for it). */
const POSITION = ["data-phase", "data-stage", "data-cell", "data-turn", "data-army-turns"];

/** Moves the team makes before it stays put (the browser test asserts two: each further one showed the same screens). */
const MOVES_WANTED = 2;

/** What one step decides on, read in one round trip (each read is a message to the page and back). */
interface Glance {
  /** The board's position as far as one step changes it (`POSITION`). */
  position: string;
  phase: string;
  stage: string;
  here: string;
  shop: boolean;
  canChange: boolean;
  lit: string[];
}
function glanceIn(position: string[]): Glance {
  const q = (id: string) => document.querySelector(`[data-testid="${id}"]`);
  const board = q("slaying-board");
  return {
    position: board ? position.map((a) => board.getAttribute(a)).join("|") : "",
    phase: board?.getAttribute("data-phase") ?? "",
    stage: board?.getAttribute("data-stage") ?? "",
    here: board?.getAttribute("data-cell") ?? "",
    shop: !!q("shop"),
    canChange: !!document.querySelector('[data-testid="change-panel"] button:not([disabled])'),
    lit: [...document.querySelectorAll('[data-testid="map"] [data-step="true"]')].map((e) => e.getAttribute("data-cell")!),
  };
}

/**
 * One step of the seat to move, through the UI: a pending choice, a move, or the best previewed formation; or, when
 * `gentle`, a pending choice or the formation whose preview leaves the enemy the most HP (a table that must keep its
 * enemy on the field for a while).
 */
export async function stepOnce(page: Page, stats: Stats, gentle = false): Promise<void> {
  await act(page, await page.evaluate(glanceIn, POSITION), stats, gentle);
}

async function act(page: Page, g: Glance, stats: Stats, gentle: boolean): Promise<void> {
  const phase = g.phase;
  if (phase === "draw" || phase === "dig" || phase === "revelation") {
    await page.waitForSelector(tid(`${phase}-dialog`));
    // A locator, not an element handle: a patch that re-renders the dialog between finding and clicking is retried.
    await page.locator(`${tid(`${phase}-dialog`)} [data-testid="${phase}-card"].is-button`).first().click();
    await page.click(`${tid(`confirm-${phase}`)}:not([disabled])`);
    if (phase === "draw") stats.discards++;
    else stats.other.push(phase);
    return;
  }
  if (phase === "chaos") {
    await page.waitForSelector(tid("chaos-dialog"));
    const cards = page.locator(tid("chaos-card"));
    for (let i = 0; i < (await cards.count()) && !(await page.locator(`${tid("confirm-chaos")}:not([disabled])`).count()); i++) await cards.nth(i).click();
    await page.click(`${tid("confirm-chaos")}:not([disabled])`);
    stats.other.push("chaos");
    return;
  }
  // Once: shop in the starting town (T5, which ends the move step) and use the item at once (T6).
  if (!gentle && stats.shop === 0 && g.stage === "0" && g.shop) {
    const points = Number(await page.getAttribute(tid("shop-points"), "data-points"));
    await page.click(`${tid("shop")} summary`);
    await page.click(`${tid("buy-guard_charm")}:not([disabled])`);
    await page.waitForSelector(`${tid("shop-points")}[data-points="${points - 6}"]`);
    await page.click(`${tid("use-item-guard_charm")}:not([disabled])`);
    const seat = await boardAttr(page, "data-current");
    await page.waitForSelector(`${tid(`player-${seat}`)}[data-shield="20"]`);
    stats.shop++;
    return;
  }
  // Once, when the hand allows it: 轉職 as the turn's action (base §10.3).
  if (!gentle && stats.changes === 0 && g.canChange) {
    await page.click(`${tid("change-panel")} summary`);
    const btn = page.locator(`${tid("change-panel")} button:not([disabled])`).first();
    stats.changes++;
    stats.other.push((await btn.getAttribute("data-testid"))!);
    await btn.click();
    return;
  }
  // The team's move first (T3): east when it can, else any lit cell.
  if (!gentle && g.stage === "0" && stats.moves < MOVES_WANTED && g.lit.length) {
    const east = g.lit.find((c) => c[0] > g.here[0]) ?? g.lit[0];
    await page.click(tid(`map-cell-${east}`));
    const preview = await page.waitForSelector(`${tid("move-preview")}[data-cell="${east}"]`);
    expect(await preview.textContent()).toContain(east);
    await page.click(`${tid("confirm-move")}:not([disabled])`);
    await page.waitForSelector(`${tid("slaying-board")}[data-cell="${east}"]`);
    stats.moves++;
    return;
  }
  // The formation: take the engine's best suggestion, check its preview, perform it.
  const suggestions = page.locator(tid("suggestion"));
  if (await suggestions.count()) {
    await suggestions.nth(gentle ? await gentlest(page, "suggestion") : 0).click();
    await page.locator(tid("formation-option")).first().waitFor();
    const option = page.locator(tid("formation-option")).nth(gentle ? await gentlest(page, "formation-option") : 0);
    const formation = (await option.getAttribute("data-formation"))!;
    expect(await option.locator(".sl-outcome").count()).toBe(1);
    const hurts = await option.locator(".sl-outcome").getAttribute("data-hurts-team");
    await page.click(`${tid(`perform-${formation}`)}:not([disabled])`);
    // A play that would hurt the team (a 幻化 copy's rider…) asks first and lists what it does to the team.
    if (hurts === "true") {
      await page.waitForSelector(`${tid("team-harm-confirm")} ${tid("team-harm-effect")}`);
      await page.click(tid("confirm-harm"));
      stats.other.push("confirm-harm");
    }
    stats.plays++;
    return;
  }
  await page.click(`${tid("pass")}:not([disabled])`);
  stats.passes++;
}

/** Which of the `testId` elements' previews leaves the enemy the most HP. */
function gentlest(page: Page, testId: string): Promise<number> {
  return page.$$eval(`[data-testid="${testId}"]`, (els) => {
    const hp = els.map((e) => Number(e.querySelector(".sl-outcome")?.getAttribute("data-army-hp-after") ?? -1));
    return hp.indexOf(Math.max(...hp));
  });
}

/** One step (stepOnce), then waits until the page's board shows it. */
export async function stepAndWait(page: Page, stats: Stats, gentle = false): Promise<void> {
  const g = await page.evaluate(glanceIn, POSITION);
  await act(page, g, stats, gentle);
  const before = g.position;
  try {
    await page.waitForFunction(
      ([attrs, prev]) => {
        const b = document.querySelector('[data-testid="slaying-board"]');
        return !!b && attrs.map((a) => b.getAttribute(a)).join("|") !== prev;
      },
      [POSITION, before] as const,
    );
  } catch (e) {
    // A step whose change never showed: say which step it was and what the page shows now, not only that time ran out.
    const now = await page.evaluate(glanceIn, POSITION).catch(() => undefined);
    const errors = await page.locator('[data-testid="toast"], [role="alert"]').allTextContents().catch(() => []);
    throw new Error(`a step did not change the board (${POSITION.join("|")}): before ${JSON.stringify(g)}, now ${JSON.stringify(now)}, stats ${JSON.stringify(stats)}, alerts ${JSON.stringify(errors)}: ${(e as Error).message}`);
  }
}

/** `seat` is to move in the page's board, and the game is not over. */
function isToMove(seat: number): boolean {
  const board = document.querySelector('[data-testid="slaying-board"]');
  return board?.getAttribute("data-current") === String(seat) && !document.querySelector('[data-testid="end-screen"]');
}

/** `seat`'s page plays its turn to the end through the UI (the army's turn that follows is part of its last step). */
export async function playTurn(page: Page, seat: number, stats: Stats, gentle = false): Promise<void> {
  for (let step = 0; step < 12; step++) {
    if (!(await page.evaluate(isToMove, seat))) return;
    await stepAndWait(page, stats, gentle);
  }
  throw new Error(`seat ${seat}'s turn did not end in 12 steps`);
}
