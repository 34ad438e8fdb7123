/**
 * The replay viewer in a real Chromium against the real server: play a short drawpass game through the UI, open its
 * replay from the lobby's recent games, step through it with every hand visible, check the in-browser fair-play
 * verification, deep links with ?step=N, and the clear errors (unknown id, game still running).
 */
import { randomUUID } from "node:crypto";
import { Client, type Room } from "colyseus.js";
import type { Page } from "playwright-core";
import { botRecord } from "./records";
import { playDrawpassVsBot } from "./drawpassDriver";
import { startBrowserHarness, tid, pageKeeper, type BrowserHarness } from "./harness";

jest.setTimeout(300_000);

let h: BrowserHarness;
const pageErrors: string[] = [];
const rooms: Room[] = [];
beforeAll(async () => {
  h = await startBrowserHarness();
});
afterAll(async () => {
  for (const r of rooms) await r.leave(true).catch(() => undefined);
  pageErrors.push(...h.pageErrors);
  await h?.close();
});

const shot = (page: Page, name: string) => h.shot(page, name);
/**
 * One browser opens every page below in turn: the game it plays, its replay, the deep link (resized to a phone and
 * back), the error pages, the doctored records and the per-mode replays.
 */
const keptPage = pageKeeper();
const LAPTOP = { width: 1280, height: 900 };
const viewer = (label: string) => keptPage("viewer", () => h.newPage(label, LAPTOP));
const stepParam = (page: Page) => new URL(page.url()).searchParams.get("step");
const boardHtml = (page: Page) => page.innerHTML(tid("drawpass-board"));

/** Waits until the replay shows position `n` (board, controls and address bar agree). */
async function atStep(page: Page, n: number) {
  await page.waitForSelector(`${tid("replay")}[data-step="${n}"]`);
  await page.waitForSelector(`${tid("replay-board")}[data-step="${n}"]`);
  await page.waitForFunction((want) => new URL(location.href).searchParams.get("step") === String(want), n);
}

describe("replay viewer", () => {
  let gameId = "";
  let steps = 0;
  let summary = "";

  test("a finished game opens from the lobby's recent games; stepping, jumping, every hand, result, fair play", async () => {
    const page = await viewer("replayer");
    const played = await playDrawpassVsBot(page, h.base);
    summary = played.summary;
    // The result panel links to the replay.
    const href = await page.getAttribute(tid("watch-replay"), "href");
    expect(href).toMatch(/^\/replay\/[0-9a-f-]{36}$/);
    gameId = href!.split("/").pop()!;
    await shot(page, "replay-01-result-with-link");

    // Back to the lobby: the game is listed under recent games (all modes, and the drawpass tab).
    await page.click(tid("home-link"));
    await page.waitForSelector(tid("lobby"));
    await page.waitForSelector(`${tid("recent-list")} ${tid(`recent-${gameId}`)}`);
    await page.click(tid("recent-tab-drawpass"));
    await page.waitForSelector(`${tid("recent-games")}[data-mode="drawpass"][data-state="loaded"]`);
    const row = page.locator(tid(`recent-${gameId}`));
    expect(await row.textContent()).toContain("Alice");
    expect(await row.textContent()).toContain(summary);
    await shot(page, "replay-02-lobby-recent-games");
    await page.click(tid(`replay-link-${gameId}`));
    await page.waitForURL(`**/replay/${gameId}**`);
    await page.waitForSelector(tid("drawpass-board"));
    await atStep(page, 0);
    steps = Number(await page.getAttribute(tid("replay"), "data-steps"));
    expect(steps).toBeGreaterThanOrEqual(4);

    // Every hand is visible from the start: 2 seats × 2 cards face up, no card backs, no action buttons.
    expect(await page.locator(tid("revealed-card")).count()).toBe(4);
    expect(await page.locator(tid("card-back")).count()).toBe(0);
    expect(await page.locator(tid("action-draw")).count()).toBe(0);
    expect(await page.textContent(tid("replay-mode"))).toContain("抽牌或過");
    expect(await page.textContent(tid("replay-players"))).toContain("Alice");
    expect(await page.locator(tid("replay-result")).count()).toBe(0);

    // The fair-play panel re-runs the verification in this browser: every check passes.
    await page.waitForSelector(`${tid("fair-panel")}[data-state="ok"]`);
    for (const name of ["record", "engine", "commitment", "replay", "final_state", "result"]) {
      expect(await page.getAttribute(tid(`fair-check-${name}`), "data-ok")).toBe("true");
    }
    expect(await page.locator(`${tid("fair-panel")} [data-ok="false"]`).count()).toBe(0);
    expect(await page.locator(tid("replay-unverified")).count()).toBe(0);
    expect(await page.textContent(tid("fair-seed"))).toMatch(/^[0-9a-f]{64}$/);
    expect(await page.textContent(tid("fair-commitment"))).toMatch(/^[0-9a-f]{64}$/);
    await shot(page, "replay-03-start");

    // Step forward: Alice drew, so the deck shrank and her hand grew; the events of that step are listed.
    const before = await boardHtml(page);
    const deckBefore = Number(await page.getAttribute(tid("deck"), "data-count"));
    await page.click(tid("replay-forward"));
    await atStep(page, 1);
    expect(await boardHtml(page)).not.toBe(before);
    expect(Number(await page.getAttribute(tid("deck"), "data-count"))).toBe(deckBefore - 1);
    expect(await page.locator(tid("revealed-card")).count()).toBe(5);
    expect(await page.locator(`${tid("replay-event")}[data-type="draw"]`).count()).toBe(1);
    // The private "you drew N" line is shown too, marked as seen by one seat only.
    expect(await page.textContent(`${tid("replay-event")}[data-type="drew"]`)).toMatch(/抽到 \d+/);
    expect(stepParam(page)).toBe("1");
    await shot(page, "replay-04-step-1");

    // Step back: the same position as before.
    await page.click(tid("replay-back"));
    await atStep(page, 0);
    expect(await boardHtml(page)).toBe(before);
    expect(await page.getAttribute(tid("replay-back"), "data-reason")).toBeTruthy();

    // Keyboard arrows.
    await page.keyboard.press("ArrowRight");
    await atStep(page, 1);
    await page.keyboard.press("ArrowRight");
    await atStep(page, 2);
    await page.keyboard.press("ArrowLeft");
    await atStep(page, 1);

    // Jump to a turn from the turn list, and from the move list.
    await page.selectOption(tid("replay-turn"), { index: 3 });
    await atStep(page, 3);
    await page.click(tid("replay-move-2"));
    await atStep(page, 2);

    // Jump to the end: the result, the same as the table showed.
    await page.click(tid("replay-end"));
    await atStep(page, steps);
    await page.waitForSelector(tid("replay-result"));
    expect((await page.textContent(tid("replay-result-summary")))!.trim()).toBe(summary);
    expect(await page.getAttribute(tid("replay-forward"), "data-reason")).toBeTruthy();
    await shot(page, "replay-05-end");

    // Jump to start, then autoplay at 4× runs to the end by itself.
    await page.click(tid("replay-start"));
    await atStep(page, 0);
    await page.selectOption(tid("replay-speed"), "4");
    await page.click(tid("replay-play"));
    await atStep(page, steps);
    await page.waitForSelector(tid("replay-result"));

    // English: the same viewer, other language.
    await page.click(tid("lang-switch"));
    await page.waitForFunction(() => document.documentElement.lang === "en");
    expect(await page.textContent(tid("fair-panel"))).toContain("Provably fair");
    expect(await page.textContent(tid("replay-controls"))).toContain("Step back");
    await shot(page, "replay-06-end-english");
    await page.click(tid("lang-switch"));
    await page.waitForFunction(() => document.documentElement.lang.startsWith("zh"));
    expect(pageErrors.concat(h.pageErrors)).toEqual([]);
  });

  test("a shared link with ?step=2 lands on step 2, also on a phone", async () => {
    expect(gameId).not.toBe("");
    const page = await viewer("deep-link");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${h.base}/replay/${gameId}?step=2`);
    await page.waitForSelector(tid("drawpass-board"));
    await atStep(page, 2);
    expect(await page.getAttribute(tid("replay-position"), "data-step")).toBe("2");
    expect(await page.getAttribute(tid("replay-move-2"), "aria-current")).toBe("step");
    expect(await page.inputValue(tid("replay-slider"))).toBe("2");
    expect(await page.inputValue(tid("replay-link"))).toBe(`${h.base}/replay/${gameId}?step=2`);
    await page.waitForSelector(`${tid("fair-panel")}[data-state="ok"]`);
    await shot(page, "replay-07-phone-step-2");

    // Out-of-range steps are clamped to the last position.
    await page.goto(`${h.base}/replay/${gameId}?step=9999`);
    await atStep(page, steps);
    await page.waitForSelector(tid("replay-result"));
    expect(pageErrors.concat(h.pageErrors)).toEqual([]);
    await page.setViewportSize(LAPTOP);
  });

  test("unknown ids, malformed ids and games still in progress get a clear page", async () => {
    const page = await viewer("errors");
    await page.goto(`${h.base}/replay/${randomUUID()}`);
    await page.waitForSelector(`${tid("replay-error")}[data-kind="not_found"]`);
    expect(await page.textContent(tid("replay-error"))).toContain("找不到這場對局");
    await shot(page, "replay-08-unknown-id");

    await page.goto(`${h.base}/replay/not-a-game`);
    await page.waitForSelector(`${tid("replay-error")}[data-kind="bad_id"]`);

    // A running game: only its commitment, and a way to watch it live.
    const client = new Client(h.base);
    const room = await client.create("drawpass", { name: "Runner", table: { seats: 2 } });
    rooms.push(room);
    room.onMessage("*", () => undefined);
    await waitUntil(() => room.state?.seats?.[0]?.occupied === true);
    room.send("addBot", { level: "random" });
    await waitUntil(() => room.state.seats[1]?.occupied === true);
    room.send("start", {});
    await waitUntil(() => room.state.status === "playing" && !!room.state.gameId);
    await page.goto(`${h.base}/replay/${room.state.gameId}`);
    await page.waitForSelector(tid("replay-running"));
    expect(await page.textContent(tid("replay-running"))).toContain("還在進行中");
    expect(await page.textContent(tid("replay-running-commitment"))).toBe(room.state.commitment);
    expect(await page.getAttribute(tid("replay-watch-live"), "href")).toBeTruthy();
    await shot(page, "replay-09-still-playing");
    expect(pageErrors.concat(h.pageErrors)).toEqual([]);
  });
});

describe("replay viewer with a doctored record (served by the test in place of the server's)", () => {
  let honest: { status: string; record: Record<string, unknown> } | null = null;
  /** Serves `record` at /api/records/<fake id> and opens its replay. */
  async function openDoctored(label: string, record: Record<string, unknown>) {
    const page = await viewer(label);
    const id = randomUUID();
    await page.route(`**/api/records/${id}`, (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ status: "finished", record: { ...record, id } }) }));
    await page.goto(`${h.base}/replay/${id}`);
    return page;
  }
  beforeAll(async () => {
    const list = (await (await fetch(`${h.base}/api/records?mode=drawpass&limit=1`)).json()) as { id: string }[];
    honest = await (await fetch(`${h.base}/api/records/${list[0].id}`)).json();
  });

  test("an altered seed still replays, but the fair-play panel shows which checks fail", async () => {
    const record = honest!.record;
    const seed = String(record.seed);
    const page = await openDoctored("tampered", { ...record, seed: (seed[0] === "0" ? "1" : "0") + seed.slice(1) });
    await page.waitForSelector(`${tid("fair-panel")}[data-state="failed"]`);
    expect(await page.getAttribute(tid("fair-check-commitment"), "data-ok")).toBe("false");
    expect(await page.getAttribute(tid("fair-check-engine"), "data-ok")).toBe("true");
    expect(await page.textContent(tid("fair-verdict"))).toContain("驗證失敗");
    // The viewer warns above the board that this is not a verified game.
    await page.waitForSelector(tid("replay-unverified"));
    await shot(page, "replay-10-tampered-seed");
  });

  test("a record from another engine version says so instead of replaying it wrongly", async () => {
    const page = await openDoctored("old-version", { ...honest!.record, engineVersion: "0-old" });
    await page.waitForSelector(`${tid("replay-error")}[data-kind="version"]`);
    expect(await page.textContent(tid("replay-error"))).toContain("v0-old");
    await page.waitForSelector(`${tid("fair-panel")}[data-state="failed"]`);
    expect(await page.getAttribute(tid("fair-check-engine"), "data-ok")).toBe("false");
    expect(await page.locator(tid("drawpass-board")).count()).toBe(0);
    await shot(page, "replay-11-other-engine-version");
    expect(pageErrors.concat(h.pageErrors)).toEqual([]);
  });
});

describe.each(["shengke", "cfe"])("replay of a %s bot game on that mode's own board", (mode) => {
  test("steps, ends with the result, passes the fair-play check", async () => {
    const page = await viewer(`replay-${mode}`);
    const id = randomUUID();
    const record: Record<string, unknown> = { ...botRecord(mode, `replay-${mode}-1`), id };
    await page.route(`**/api/records/${id}`, (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ status: "finished", record }) }));
    await page.goto(`${h.base}/replay/${id}?step=3`);
    await atStep(page, 3);
    await page.waitForSelector(`${tid("fair-panel")}[data-state="ok"]`);
    expect(await page.locator(tid("replay-board-fallback")).count()).toBe(0);
    await shot(page, `replay-12-${mode}-step-3`);
    const before = await page.innerHTML(tid("replay-board"));
    await page.click(tid("replay-forward"));
    await atStep(page, 4);
    expect(await page.innerHTML(tid("replay-board"))).not.toBe(before);
    await page.click(tid("replay-end"));
    const last = (record.actions as unknown[]).length;
    await atStep(page, last);
    // The move list keeps the current move in view.
    expect(await page.locator(tid(`replay-move-${last}`)).isVisible()).toBe(true);
    const inView = await page.evaluate((sel) => {
      const el = document.querySelector(sel)!.getBoundingClientRect();
      const box = document.querySelector('[data-testid="replay-turns"]')!.getBoundingClientRect();
      return el.top >= box.top - 1 && el.bottom <= box.bottom + 1;
    }, tid(`replay-move-${last}`));
    expect(inView).toBe(true);
    if (record.result) await page.waitForSelector(tid("replay-result"));
    expect(await page.locator(tid("replay-board-fallback")).count()).toBe(0);
    await shot(page, `replay-13-${mode}-end`);
    expect(pageErrors.concat(h.pageErrors)).toEqual([]);
  });
});

async function waitUntil(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}
