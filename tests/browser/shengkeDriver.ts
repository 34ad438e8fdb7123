/** Plays 生剋棋 through the web client the way a person would: read what the phase bar asks, do the first thing. */
import type { Page } from "playwright-core";
import { tid } from "./harness";

const ELS = ["wood", "fire", "earth", "metal", "water"];

/** What the page shows: the seq of the turn line, what the phase bar asks, whose turn it is in the turn line. */
export const readTable = (page: Page) =>
  page.evaluate(() => {
    const q = (id: string) => document.querySelector(`[data-testid="${id}"]`);
    return {
      over: !!q("result"),
      seq: q("turn-indicator")?.getAttribute("data-seq") ?? null,
      kind: q("turn-indicator")?.getAttribute("data-kind") ?? null,
      must: q("sk-phasebar")?.getAttribute("data-must") ?? null,
      away: !!q("away-banner"),
    };
  });

const seqOf = (page: Page) => page.evaluate(() => document.querySelector('[data-testid="turn-indicator"]')?.getAttribute("data-seq") ?? null);

/**
 * Clicks `selector`, then waits until the server's answer reached the page (the seq moved or the game ended). When
 * the table moves on before the click lands (a short turn clock ran out on a busy machine and the bot finished the
 * turn), the button is gone for good: the caller reads the table again instead of waiting for it.
 */
export async function actAndWait(page: Page, selector: string, seq: string | null) {
  for (let attempt = 0; ; attempt++) {
    try {
      await page.click(selector, { timeout: 10_000 });
      break;
    } catch (e) {
      if ((await seqOf(page)) !== seq) return;
      if (attempt === 2) throw e;
    }
  }
  await page.waitForFunction(
    (prev) => !!document.querySelector('[data-testid="result"]') || document.querySelector('[data-testid="turn-indicator"]')?.getAttribute("data-seq") !== prev,
    seq,
  );
}

/**
 * Against a bot: does what the phase bar asks (passing every window, summoning the first summonable card) until
 * `stop` holds for what the page shows. Returns false if the game ended first.
 */
export async function playUntil(page: Page, stop: (t: Awaited<ReturnType<typeof readTable>>) => boolean | Promise<boolean>, limit = 400): Promise<boolean> {
  for (let i = 0; i < limit; i++) {
    const t = await readTable(page);
    if (t.over) return false;
    if (await stop(t)) return true;
    if (t.away) {
      // A clock ran out and the bot plays the seat: take it back, as a person would.
      await page.click(tid("im-back"));
      await page.waitForSelector(tid("away-banner"), { state: "detached" });
      continue;
    }
    switch (t.must) {
      case "pass":
        await actAndWait(page, `${tid("sk-pass")}:not([disabled])`, t.seq);
        break;
      case "chooseDie":
        await actAndWait(page, `button[data-testid^="sk-die-choose-"]:not([disabled])`, t.seq);
        break;
      case "token":
        await actAndWait(page, `${tid(`sk-token-add-soul-${ELS[i % 5]}`)}:not([disabled])`, t.seq);
        break;
      case "draw":
        await actAndWait(page, `${tid("sk-draw")}:not([disabled])`, t.seq);
        break;
      case "summon":
        await page.click(`${tid("sk-hand-card")}[data-summonable="true"]`);
        await actAndWait(page, `${tid("sk-board")} [data-legal="true"]`, t.seq);
        break;
      case "judge":
        await actAndWait(page, `${tid("sk-judge")}:not([disabled])`, t.seq);
        break;
      case "endPhase":
        await actAndWait(page, `${tid("sk-end-phase")}:not([disabled])`, t.seq);
        break;
      case "autoPass":
      case "autoStep":
        // The room passes this window for us, or the client takes the only step there is, after a pause: wait for
        // it rather than spend the loop's turns.
        await page.waitForFunction(
          (prev) => !!document.querySelector('[data-testid="result"]') || document.querySelector('[data-testid="turn-indicator"]')?.getAttribute("data-seq") !== prev,
          t.seq,
        );
        break;
      default:
        // The bot is moving (or the page is between two states).
        await page.waitForTimeout(30);
    }
  }
  return false;
}

/**
 * Answers every response window the page asks about by passing, and takes no turn (the seat's turn clock runs out),
 * until `stop` holds for what the page shows. A window left to its clock would cost the whole response clock.
 */
export async function passWindowsUntil(page: Page, stop: (t: Awaited<ReturnType<typeof readTable>>) => boolean, limit = 400): Promise<boolean> {
  for (let i = 0; i < limit; i++) {
    const t = await readTable(page);
    if (t.over) return false;
    if (stop(t)) return true;
    if (t.must === "pass") {
      await actAndWait(page, `${tid("sk-pass")}:not([disabled])`, t.seq);
      continue;
    }
    // The seat's own turn (left to its clock), a bot's move or an automatic pass: wait for the next position.
    await page.waitForFunction(
      (prev) => !!document.querySelector('[data-testid="result"], [data-testid="away-banner"]') || document.querySelector('[data-testid="turn-indicator"]')?.getAttribute("data-seq") !== prev,
      t.seq,
      { timeout: 60_000 },
    );
  }
  return false;
}

/** Creates a 生剋棋 table from the lobby (nickname already typed), adds a bot in seat 2 and starts. Returns the code. */
export async function startShengkeVsBot(page: Page, options: { phaseWindows?: boolean } = {}): Promise<string> {
  await page.waitForSelector(`${tid("create-mode")} option[value="shengke"]`, { state: "attached" });
  await page.selectOption(tid("create-mode"), "shengke");
  await page.waitForSelector(tid("sk-opt-phase-windows"));
  if (options.phaseWindows === false) await page.uncheck(tid("sk-opt-phase-windows"));
  await page.click(tid("create-table"));
  const code = (await (await page.waitForSelector(tid("table-code"))).textContent())!.trim();
  await page.click(`${tid("add-bot-1")}:not([disabled])`);
  await page.waitForSelector(`${tid("seat-1")}[data-bot="true"]`);
  await page.click(`${tid("start-game")}:not([disabled])`);
  await page.waitForSelector(tid("shengke-board"));
  return code;
}
