// The click benchmark's other modes (npm run bench:clicks): a game started with the lobby's one-click 「和電腦下一盤」,
// then the browser tests' own drivers make my moves (tests/browser/chronoDriver.ts, cfe-ui.ts, duelistDriver.ts,
// slayingDriver.ts),
// while the page itself counts every trusted click by the test id of what was clicked. Their sanity checks use
// jest's `expect`, provided here as a global.
import { expect } from "expect";
import type { Browser, Page } from "playwright-core";
import { moveOnce, newStats as newCfeStats } from "../tests/browser/cfe-ui";
import { myMove, type Stats as ChronoStats } from "../tests/browser/chronoDriver";
import { act as duelistAct, newDuelistStats, playTurn as playDuelistTurn } from "../tests/browser/duelistDriver";
import { stepAndWait, type Stats as SlayingStats } from "../tests/browser/slayingDriver";

(globalThis as unknown as { expect: typeof expect }).expect = expect;

const tid = (id: string) => `[data-testid="${id}"]`;
/** My turns counted per mode: a game that ends sooner is reported per game (`per: "game"`). */
export const TURNS = 20;

/**
 * Records the test id of every click a person (or Playwright) makes, before the app sees it, and counts my turns:
 * each time the turn line's data-my-turn becomes "true" (every rendered change is a mutation, so a bot's quick turn
 * in between is seen even when the script's own polling would miss it).
 */
const COUNT_CLICKS = `(() => {
  window.__clicks = [];
  window.__myTurns = 0;
  document.addEventListener("click", (e) => {
    if (!e.isTrusted) return;
    const el = e.target && e.target.closest ? e.target.closest("[data-testid]") : null;
    window.__clicks.push(el ? el.getAttribute("data-testid") : "?");
  }, true);
  let last = "false";
  const seen = (v) => { if (v === "true" && last !== "true") window.__myTurns++; last = v; };
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === "attributes") {
        if (r.target.getAttribute("data-testid") !== "turn-indicator") continue;
        seen(r.oldValue);
        seen(r.target.getAttribute("data-my-turn"));
      } else {
        const el = document.querySelector('[data-testid="turn-indicator"]');
        if (el) seen(el.getAttribute("data-my-turn"));
      }
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeOldValue: true, attributeFilter: ["data-my-turn"] });
})();`;

/** A click that ends a phase or the turn ("done", "end", "skip"), a pass, or a real decision (everything else). */
export function kindOf(testId: string): "phase" | "pass" | "decision" {
  if (/(^|-)pass(-|$)/.test(testId)) return "pass";
  if (/(^|-)(end|skip|done)(-|$)/.test(testId)) return "phase";
  return "decision";
}

export interface ModeCount {
  mode: string;
  per: string;
  my_turns: number;
  clicks: number;
  decisions: number;
  phase_clicks: number;
  passes: number;
  finished: boolean;
  by_target: Record<string, number>;
}

type Move = (page: Page, seq: string, code: string) => Promise<void>;
interface ModeDriver {
  mode: string;
  board: string;
  /** A game's move-maker: one move of mine through the UI (`seq`: the turn line's seq when it became my move). The
   * drivers' stats live as long as the game: they remember what they did once (a shop visit, a 轉職). */
  newGame(): Move;
}

export const DRIVERS: ModeDriver[] = [
  {
    mode: "chrono",
    board: "chrono-board",
    newGame: () => {
      const stats: ChronoStats = { draws: 0, placed: 0, attacks: 0, previewsChecked: 0, blessed: 0, traps: 0, skips: 0, phases: new Set() };
      return (page, _seq, code) => myMove(page, code, 0, stats);
    },
  },
  {
    mode: "cfe",
    board: "cfe-board",
    newGame: () => {
      const stats = newCfeStats();
      return (page, seq) => moveOnce(page, stats, seq);
    },
  },
  {
    mode: "duelist",
    board: "duelist-board",
    newGame: () => {
      const stats = newDuelistStats();
      // The opening mulligan keeps the hand as dealt; then whole turns.
      return async (page) => ((await page.locator(tid("mulligan-dialog")).count()) > 0 ? duelistAct(page, tid("confirm-mulligan")) : playDuelistTurn(page, stats));
    },
  },
  {
    mode: "slaying",
    board: "slaying-board",
    newGame: () => {
      const stats: SlayingStats = { shop: 0, changes: 0, moves: 0, plays: 0, discards: 0, passes: 0, other: [] };
      return (page) => stepAndWait(page, stats);
    },
  },
];

const readTurn = (page: Page) =>
  page.evaluate(() => {
    const q = (id: string) => document.querySelector(`[data-testid="${id}"]`);
    const over = !!q("result") || !!q("end-screen");
    const t = q("turn-indicator");
    return { over, seq: t?.getAttribute("data-seq") ?? "", mine: t?.getAttribute("data-my-turn") === "true" };
  });

/** One game against the bot from the lobby's one click, played until it ends or I have had TURNS turns. */
export async function playMode(browser: Browser, base: string, driver: ModeDriver, everyStop = false): Promise<ModeCount> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: "zh-TW" });
  await context.addInitScript(COUNT_CLICKS);
  if (everyStop) await context.addInitScript(`try { localStorage.setItem("wuxing.everyStop", "1"); } catch {}`);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto(`${base}/`);
  await page.click(`${tid(`play-bot-${driver.mode}`)}:not([disabled])`);
  await page.waitForSelector(tid(driver.board));
  const code = page.url().split("/table/")[1]?.split(/[?#]/)[0] ?? "";
  const myTurns = () => page.evaluate(() => (window as unknown as { __myTurns: number }).__myTurns);
  let finished = false;
  const move = driver.newGame();
  for (let guard = 0; guard < 3_000; guard++) {
    const t = await readTurn(page);
    if (t.over) {
      finished = true;
      break;
    }
    if ((await myTurns()) > TURNS) break;
    if (t.mine) await move(page, t.seq, code);
    await page
      .waitForFunction((prev) => !!document.querySelector('[data-testid="result"], [data-testid="end-screen"]') || document.querySelector('[data-testid="turn-indicator"]')?.getAttribute("data-seq") !== prev, t.seq, { timeout: 5_000 })
      .catch(() => undefined);
  }
  const clicks = (await page.evaluate(() => (window as unknown as { __clicks: string[] }).__clicks)) ?? [];
  const turns = await myTurns();
  await context.close();
  const by_target: Record<string, number> = {};
  for (const c of clicks) by_target[c] = (by_target[c] ?? 0) + 1;
  const kinds = clicks.map(kindOf);
  return {
    mode: driver.mode,
    per: finished && turns <= TURNS ? "game" : `${TURNS} turns`,
    my_turns: Math.min(turns, TURNS),
    clicks: clicks.length,
    decisions: kinds.filter((k) => k === "decision").length,
    phase_clicks: kinds.filter((k) => k === "phase").length,
    passes: kinds.filter((k) => k === "pass").length,
    finished,
    by_target,
  };
}
