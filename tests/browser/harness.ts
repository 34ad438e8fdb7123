/**
 * Shared set-up for browser tests: the real server in-process (random port, fresh data dir), Debian's Chromium
 * through playwright-core, pages that record their WebSockets, screenshots into test-artifacts/ when asked for
 * (TEST_SCREENSHOTS=1: a full-page capture costs up to a second of CPU, ~90 of them were a minute of the suite).
 * Needs /usr/bin/chromium (`apt-get install -y chromium`) or CHROMIUM_PATH; builds client/dist when it is missing.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { createArena, type Arena } from "../../server/src/app";
import { loadConfig } from "../../server/src/config";

export const ROOT = resolve(__dirname, "../..");
export const CLIENT_DIST = join(ROOT, "client/dist");
export const ARTIFACTS = join(ROOT, "test-artifacts");
/** Debian's Chromium, or another Chromium/Chrome binary named by CHROMIUM_PATH (npm test checks it first). */
export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
export const WAIT = 30_000;
const SCREENSHOTS = process.env.TEST_SCREENSHOTS === "1";

export const tid = (id: string) => `[data-testid="${id}"]`;

/** Every page records its WebSockets (window.__sockets) so a test can cut one like a network drop would. */
const RECORD_SOCKETS = `(() => {
  const Native = window.WebSocket;
  window.__sockets = [];
  window.WebSocket = class extends Native {
    constructor(...args) { super(...args); window.__sockets.push(this); }
  };
})();`;

/** The player's choice to stop at every step, as the table's checkbox stores it (client/src/games/shengke/stops.tsx). */
const KEEP_EVERY_STOP = `try { localStorage.setItem("wuxing.everyStop", "1"); } catch {}`;

export interface BrowserHarness {
  arena: Arena;
  browser: Browser;
  base: string;
  pageErrors: string[];
  /**
   * A page in a fresh browser profile; `locale` is the browser's language (zh-TW unless a test asks otherwise).
   * Pages keep every stop (「每一步都停下來」) unless `selfCompleting`: the tests that drive each phase themselves
   * predate steps that complete themselves (issue 25); a new player's default is `selfCompleting: true`.
   */
  newPage(label: string, viewport?: { width: number; height: number }, locale?: string, options?: { selfCompleting?: boolean }): Promise<Page>;
  /** test-artifacts/<name>.png under TEST_SCREENSHOTS=1 (the whole page, or what the screen shows). */
  shot(page: Page, name: string, fullPage?: boolean): Promise<void>;
  close(): Promise<void>;
}

export async function startBrowserHarness(env: Record<string, string> = {}): Promise<BrowserHarness> {
  if (!existsSync(join(CLIENT_DIST, "index.html"))) {
    execFileSync(process.execPath, [join(ROOT, "client/build.mjs")], { cwd: ROOT, stdio: "inherit" });
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), "wuxing-browser-"));
  const arena = await createArena(
    loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "silent", BOT_DELAY_MS: "50", REPLAY_WAIT_MAX_MS: "0", CLIENT_DIR: CLIENT_DIST, ...env }),
  );
  const port = await arena.listen();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  return {
    arena,
    browser,
    base: `http://127.0.0.1:${port}`,
    pageErrors,
    async newPage(label, viewport = { width: 1280, height: 900 }, locale = "zh-TW", options = {}) {
      // Reduced motion (the app then drops its pulses and transitions): with four pages open, endless animations
      // kept Chromium repainting and made Playwright wait for elements to stop moving.
      const context = await browser.newContext({ viewport, locale, deviceScaleFactor: 1, reducedMotion: "reduce" });
      await context.addInitScript(RECORD_SOCKETS);
      if (!options.selfCompleting) await context.addInitScript(KEEP_EVERY_STOP);
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(WAIT);
      page.on("pageerror", (e) => pageErrors.push(`[${label}] ${e.message}`));
      return page;
    },
    async shot(page, name, fullPage = true) {
      if (SCREENSHOTS) await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage });
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close().catch(() => undefined);
      await arena.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function openLobby(page: Page, base: string, nickname: string) {
  await page.goto(base + "/");
  await page.waitForSelector(tid("lobby"));
  await page.fill(tid("nickname"), nickname);
  // The lobby feed is live once the "connecting" note is gone.
  await page.waitForSelector(tid("lobby-status"), { state: "detached" });
}

/** Waits until the turn indicator's seq moved past `seq` or the result is on screen. */
export async function waitForProgress(page: Page, seq: string) {
  await page.waitForFunction(
    ([sel, prev]) => {
      if (document.querySelector('[data-testid="result"]')) return true;
      const el = document.querySelector(sel);
      return !!el && el.getAttribute("data-seq") !== prev;
    },
    [tid("turn-indicator"), seq] as const,
  );
}

/** The second player joins the host's table by its code, and the host starts once the seat shows as taken. */
export async function joinByCodeAndStart(host: Page, guest: Page, code: string) {
  await guest.fill(tid("join-code"), code);
  await guest.click(tid("join-button"));
  await guest.waitForURL(`**/table/${code}`);
  await host.waitForSelector(`${tid("seat-1")}[data-occupied="true"]`);
  await host.click(`${tid("start-game")}:not([disabled])`);
}
