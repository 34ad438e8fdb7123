/**
 * Plays 時序之戰 through the web client the way a person would (shared by its browser test and the click benchmark):
 * create a table with bots, and one decision at a time for my seat, checking each attack's and 加持's preview against
 * the shared engine's own preview of the server's position.
 */
import { matchMaker } from "@colyseus/core";
import type { Page } from "playwright-core";
import { chronoEngine } from "../../shared/src/games/chrono/engine";
import { previewAttack, previewBless, type TargetRef } from "../../shared/src/games/chrono/preview";
import type { ChronoState } from "../../shared/src/games/chrono/types";
import { openLobby, tid } from "./harness";

/** The server's position (the room's engine state), redacted for `seat` by the engine: what the seat's browser holds. */
export function serverView(code: string, seat: number): ChronoState {
  const room = matchMaker.getLocalRoomById(code) as unknown as { game: { state: ChronoState } };
  return chronoEngine.view(room.game.state, seat) as ChronoState;
}

async function enabled(page: Page, selector: string): Promise<boolean> {
  const el = await page.$(`${selector}:not([disabled])`);
  return el !== null;
}

export interface Stats {
  draws: number;
  placed: number;
  attacks: number;
  previewsChecked: number;
  blessed: number;
  traps: number;
  skips: number;
  phases: Set<string>;
}

/** One decision of mine through the UI (none while the client completes a step with a single legal action). */
export async function myMove(page: Page, code: string, me: number, stats: Stats): Promise<void> {
  // The client is taking my only legal action itself (a page that does not keep every stop): let it.
  if ((await page.getAttribute(tid("chrono-phasebar"), "data-auto-step")) === "true") return;
  const attr = await page.$(`[data-testid^="choose-attr-"]:not([disabled])`);
  if (attr) return void (await attr.click());
  const draws = await page.$$(`[data-testid^="draw-"]:not([disabled])`);
  if (draws.length > 0) {
    const chars = await page.locator(`${tid("my-hand")} [data-kind="character"]`).count();
    const effects = await page.locator(`${tid("my-hand")} [data-kind="effect"]`).count();
    const want = chars < 2 ? "draw-character" : effects < 2 ? "draw-effect" : "draw-trap";
    const button = (await page.$(`${tid(want)}:not([disabled])`)) ?? draws[0];
    stats.draws++;
    return void (await button.click());
  }
  const phase = (await page.getAttribute(tid("chrono-board"), "data-phase"))!;
  stats.phases.add(phase);
  if (phase === "discard") return void (await page.click(`${tid("end-discard")}:not([disabled])`));
  if (phase === "trim") {
    await page.locator(`${tid("my-hand")} ${tid("hand-card")}`).first().click();
    return void (await page.click(`${tid("discard-card")}:not([disabled])`));
  }
  if (phase === "deploy") {
    const mine = await page.locator(`${tid(`field-${me}`)} .cx-unit`).count();
    const placeable = page.locator(`${tid("my-hand")} ${tid("hand-card")}[data-kind="character"]:not(.is-dim)`);
    if ((mine >= 2 || (await placeable.count()) === 0) && (await enabled(page, tid("begin-attack")))) return void (await page.click(tid("begin-attack")));
    if ((await placeable.count()) > 0) {
      await placeable.first().click();
      if (!(await enabled(page, tid("place-card")))) {
        // Its 出場時 skill needs a target: the engine's candidates light up.
        await page.locator(`.cx-unit[data-mark="target"]`).first().click();
      }
      stats.placed++;
      return void (await page.click(`${tid("place-card")}:not([disabled])`));
    }
    stats.skips++;
    return void (await page.click(`${tid("skip-deploy")}:not([disabled])`));
  }
  if (phase === "attack") {
    const units = await page.$$eval(`${tid(`field-${me}`)} .cx-unit`, (els) => els.map((e) => e.getAttribute("data-uid")!));
    for (const uid of units) {
      await page.click(`${tid(`field-${me}`)} ${tid(`unit-${uid}`)}`);
      const target = await page.$(`.cx-unit[data-mark="target"], [data-testid^="player-target-"][data-legal="true"]`);
      if (!target) continue;
      const testId = (await target.getAttribute("data-testid"))!;
      await target.click();
      const preview = await page.waitForSelector(`${tid("attack-preview")}[data-ok="true"]`);
      const shown = { damage: Number(await preview.getAttribute("data-damage")), before: Number(await preview.getAttribute("data-before")), after: Number(await preview.getAttribute("data-after")), relation: await preview.getAttribute("data-relation") };
      // The same attack previewed by the engine on the server's position, redacted for me.
      const ref: TargetRef = testId.startsWith("player-target-")
        ? { kind: "player", seat: Number(testId.slice("player-target-".length)) }
        : { kind: "character", seat: Number(await target.getAttribute("data-seat")), uid: Number(await target.getAttribute("data-uid")) };
      const engine = previewAttack(serverView(code, me), me, Number(uid), ref);
      expect(engine.ok).toBe(true);
      if (engine.ok) expect(shown).toEqual({ damage: engine.damage, before: engine.before, after: engine.after, relation: engine.relation });
      stats.previewsChecked++;
      stats.attacks++;
      return void (await page.click(`${tid("confirm-attack")}:not([disabled])`));
    }
    return void (await page.click(`${tid("end-attack")}:not([disabled])`));
  }
  if (phase === "prepare") {
    const effects = await page.$$(`${tid("my-hand")} ${tid("hand-card")}[data-kind="effect"]:not(.is-dim)`);
    for (const card of effects) {
      await card.click();
      const target = await page.$(`.cx-unit[data-mark="target"], [data-testid^="player-target-"][data-legal="true"]`);
      if (!target) continue;
      const testId = (await target.getAttribute("data-testid"))!;
      await target.click();
      const preview = await page.waitForSelector(`${tid("bless-preview")}[data-ok="true"]`);
      if (!testId.startsWith("player-target-")) {
        const ref: TargetRef = { kind: "character", seat: Number(await target.getAttribute("data-seat")), uid: Number(await target.getAttribute("data-uid")) };
        const engine = previewBless(serverView(code, me), me, Number(await card.getAttribute("data-card")), ref);
        expect(engine.ok).toBe(true);
        if (engine.ok) {
          const after = engine.character!.after;
          expect(await preview.evaluate((el) => [el.getAttribute("data-heart-before"), el.getAttribute("data-heart-after"), el.getAttribute("data-atk-after")])).toEqual([
            String(engine.character!.before.heart),
            after ? String(after.heart) : "",
            after ? String(after.atk) : "",
          ]);
          stats.previewsChecked++;
        }
      }
      stats.blessed++;
      return void (await page.click(`${tid("bless-card")}:not([disabled])`));
    }
    const trap = await page.$(`${tid("my-hand")} ${tid("hand-card")}[data-kind="trap"]:not(.is-dim)`);
    if (trap) {
      await trap.click();
      stats.traps++;
      return void (await page.click(`${tid("set-trap")}:not([disabled])`));
    }
    stats.skips++;
    return void (await page.click(`${tid("skip-prepare")}:not([disabled])`));
  }
  throw new Error(`my turn in phase ${phase} with nothing to click`);
}

/** Creates a chrono table with `seats` seats, fills the others with bots and starts; returns the table code. */
export async function startWithBots(page: Page, base: string, seats: number, deck?: string): Promise<string> {
  await openLobby(page, base, "Alice");
  await page.waitForSelector(`${tid("create-mode")} option[value="chrono"]`, { state: "attached" });
  await page.selectOption(tid("create-mode"), "chrono");
  await page.selectOption(tid("create-seats"), String(seats));
  await page.waitForSelector(tid("chrono-options"));
  if (deck) await page.selectOption(tid("chrono-opt-deck"), deck);
  await page.click(tid("create-table"));
  const code = (await (await page.waitForSelector(tid("table-code"))).textContent())!.trim();
  for (let s = 1; s < seats; s++) {
    await page.click(`${tid(`add-bot-${s}`)}:not([disabled])`);
    await page.waitForSelector(`${tid(`seat-${s}`)}[data-bot="true"]`);
  }
  await page.click(`${tid("start-game")}:not([disabled])`);
  await page.waitForSelector(tid("chrono-board"));
  return code;
}
