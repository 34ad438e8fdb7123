/**
 * Plays 活俠決鬥者 through the web client the way a person would (shared by its browser test and the click benchmark):
 * whole turns by clicks, checking that each 秘笈 and attack shows the engine's preview before it is sent.
 */
import type { Page } from "playwright-core";
import { tid, waitForProgress } from "./harness";

export const seqOf = async (page: Page) => (await page.getAttribute(tid("turn-indicator"), "data-seq"))!;
export const over = async (page: Page) => (await page.locator(tid("result")).count()) > 0;

/** Clicks an action button and waits for the server's answer (the position moves on, or the game ends). */
export async function act(page: Page, selector: string) {
  const seq = await seqOf(page);
  await page.click(`${selector}:not([disabled])`);
  await waitForProgress(page, seq);
}

/**
 * Concedes through the UI unless the game ends first: the bot may win on its own turn while the click waits, and
 * then the button is gone for good.
 */
export async function concedeUnlessOver(page: Page) {
  const concede = `${tid("action-concede")}:not([disabled])`;
  const confirm = `${tid("confirm-concede")}:not([disabled])`;
  for (let attempt = 0; attempt < 20 && !(await over(page)); attempt++) {
    try {
      if ((await page.locator(confirm).count()) === 0) await page.click(concede, { timeout: 1500 });
      await page.click(confirm, { timeout: 1500 });
      return;
    } catch {
      // The board was replaced under the click (the game ended, or the panel re-rendered): look again.
    }
  }
}

export const newDuelistStats = () => ({ summons: 0, casts: 0, castPreviews: 0, attacks: 0, attackPreviewSteps: 0, turns: 0, attackLayoutChecked: false });
export type DuelistStats = ReturnType<typeof newDuelistStats>;

/** One whole turn by clicks: summon what can be summoned, cast a 秘笈 that would resolve, attack with every hero, end. */
export async function playTurn(page: Page, stats: DuelistStats, firstAttack?: (page: Page, me: number, foe: number) => Promise<void>) {
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
    if (!stats.attackLayoutChecked && firstAttack) {
      await firstAttack(page, me, foe);
      stats.attackLayoutChecked = true;
    }
    await act(page, tid("action-attack"));
    stats.attacks++;
  }
  if (!(await over(page))) await act(page, tid("action-end-turn"));
  stats.turns++;
}
