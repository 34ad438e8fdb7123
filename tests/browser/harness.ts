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
import { matchMaker } from "@colyseus/core";
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

/** The player's choice to stop at every step, as the table's checkbox stores it (client/src/games/stops.tsx). */
const KEEP_EVERY_STOP = `try { localStorage.setItem("wuxing.everyStop", "1"); } catch {}`;

/**
 * Playwright's own --disable-features list, as playwright-core PLAYWRIGHT_LIST_OF passes it (src/server/chromium/
 * chromiumSwitches.ts). Chromium reads only the last --disable-features switch: ours must hold Playwright's too.
 */
const PLAYWRIGHT_LIST_OF = "1.65.1";
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades", "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay", "MediaRouter", "PaintHolding", "ThirdPartyStoragePartitioning", "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin", "OptimizationHints", "NetworkTimeServiceQuerying", "AimEnabled", "PreconnectToSearch",
  "msForceBrowserSignIn", "msEdgeUpdateLaunchServicesPreferredVersion",
];
/**
 * The address bar's popup is a WebUI page: every browser context started a renderer for it (~2 s of CPU per context
 * on the shared test machine, a page the headless tests never show).
 */
const UNSHOWN_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

/**
 * Playwright's --disable-features swapped for one that also holds ours. With another playwright-core its list may
 * differ: its own switch then stays as it is (slower contexts, but none of the fixes it carries lost).
 */
function featureSwitches(): { ignoreDefaultArgs?: string[]; args: string[] } {
  if (require("playwright-core/package.json").version !== PLAYWRIGHT_LIST_OF) return { args: [] };
  const theirs = `--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(",")}`;
  return { ignoreDefaultArgs: [theirs], args: [`${theirs},${UNSHOWN_FEATURES.join(",")}`] };
}

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
  const features = featureSwitches();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    ignoreDefaultArgs: features.ignoreDefaultArgs,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", ...features.args],
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

/**
 * A test file's harness: started before its first test and closed after its last (jest's beforeAll/afterAll, which
 * this registers). The object returned stands for the harness once it runs; `noPageErrors` also fails the file on
 * any error a page threw.
 */
export function useBrowserHarness(env: Record<string, string> = {}, options: { noPageErrors?: boolean } = {}): BrowserHarness {
  let harness: BrowserHarness | undefined;
  beforeAll(async () => {
    harness = await startBrowserHarness(env);
  });
  afterAll(async () => {
    await harness?.close();
    if (options.noPageErrors) expect(harness?.pageErrors).toEqual([]);
  });
  return new Proxy({} as BrowserHarness, {
    get(_target, key) {
      if (!harness) throw new Error("The browser harness starts in beforeAll: use it inside a test.");
      return harness[key as keyof BrowserHarness];
    },
  });
}

/**
 * Pages a test file keeps for its next test instead of a fresh browser profile and page load each time (a context
 * with its renderer costs about a second of CPU): `kept(key, make)` returns the page last made under `key` while it
 * is open, else makes one. Tests that share a page say what they rely on from the one before.
 */
export function pageKeeper(): (key: string, make: () => Promise<Page>) => Promise<Page> {
  const pages = new Map<string, Page>();
  return async (key, make) => {
    const page = pages.get(key);
    if (page && !page.isClosed()) return page;
    const fresh = await make();
    pages.set(key, fresh);
    return fresh;
  };
}

/**
 * A test's end: its pages close (an open table page renders every patch of a game the following tests do not look at)
 * and its table, if any, is put away (a seat left empty would be handed to a bot after RECONNECT_SECONDS, or a turn
 * clock would run out, and bots alone would play the game on while the next tests run).
 */
export async function putAway(pages: Page[], code?: string) {
  for (const page of pages) await page.close();
  if (code) await matchMaker.getLocalRoomById(code)?.disconnect();
}

/** The code of the table the page is at (undefined elsewhere). */
export const tableCode = (page: Page) => /^\/table\/([A-Z0-9]{6})$/.exec(new URL(page.url()).pathname)?.[1];

/**
 * putAway for a page the next test keeps: it leaves the table it is at for a blank page, then the table is put away
 * (a table the next test's navigation left would have its seat handed to a bot and be played on).
 */
export async function leaveTable(page: Page) {
  const code = tableCode(page);
  await page.goto("about:blank");
  if (code) await putAway([], code);
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
