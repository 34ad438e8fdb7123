/** Quick pairing in a real Chromium (issue 22): two signed-in browsers press 快速配對 and land at the same table. */
import type { Page } from "playwright-core";
import { startBrowserHarness, tid, type BrowserHarness } from "./harness";

jest.setTimeout(300_000);

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness({ PASSWORD_HASH_COST: "10" });
});
afterAll(async () => {
  await h?.close();
  expect(h.pageErrors).toEqual([]);
});

async function signUpInUi(page: Page, username: string) {
  await page.goto(h.base + "/");
  await page.click(tid("account-open"));
  await page.click(tid("account-tab-signUp"));
  await page.fill(tid("account-username"), username);
  await page.fill(tid("account-password"), "long password");
  await page.click(tid("account-submit"));
  await page.waitForSelector(`${tid("account-name")}:text("${username}")`);
}

test("a guest is told quick pairing needs an account", async () => {
  const page = await h.newPage("pairing-guest");
  await page.goto(h.base + "/");
  const button = await page.waitForSelector(tid("quick-pair"));
  expect(await button.getAttribute("data-reason")).toBe("積分對局需要登入。");
});

test("two browsers press 快速配對 and are seated at the same table", async () => {
  const [a, b] = [await h.newPage("pairing-a"), await h.newPage("pairing-b")];
  await signUpInUi(a, "Quick_A");
  await signUpInUi(b, "Quick_B");
  for (const page of [a, b]) {
    await page.waitForSelector(`${tid("quick-pair")}:not([disabled])`);
    await page.selectOption(tid("quick-mode"), "shengke");
    await page.selectOption(tid("quick-clock"), "60");
  }
  await a.click(tid("quick-pair"));
  await a.waitForSelector(tid("quick-waiting"));
  await b.click(tid("quick-pair"));
  await Promise.all([a.waitForURL(/\/table\/[A-Z0-9]{6}$/), b.waitForURL(/\/table\/[A-Z0-9]{6}$/)]);
  expect(new URL(a.url()).pathname).toBe(new URL(b.url()).pathname);
  // Both names are at the table, each seated.
  for (const page of [a, b]) {
    await page.waitForFunction(() => document.body.innerText.includes("Quick_A") && document.body.innerText.includes("Quick_B"));
  }
});

test("cancel takes the player out of the queue", async () => {
  const page = await h.newPage("pairing-cancel");
  await signUpInUi(page, "Quick_C");
  await page.waitForSelector(`${tid("quick-pair")}:not([disabled])`);
  await page.click(tid("quick-pair"));
  await page.waitForSelector(tid("quick-waiting"));
  await page.click(tid("quick-cancel"));
  await page.waitForSelector(`${tid("quick-pair")}:not([disabled])`);
  expect(await page.$(tid("quick-waiting"))).toBeNull();
});

test("a paired game is rated: 評級 in the header, 1500? beside both names, both rating changes in the result panel", async () => {
  const [a, b] = [await h.newPage("rated-a"), await h.newPage("rated-b")];
  await signUpInUi(a, "Rated_A");
  await signUpInUi(b, "Rated_B");
  for (const page of [a, b]) {
    await page.waitForSelector(`${tid("quick-pair")}:not([disabled])`);
    await page.selectOption(tid("quick-mode"), "duelist");
    await page.selectOption(tid("quick-clock"), "60");
  }
  await a.click(tid("quick-pair"));
  await a.waitForSelector(tid("quick-waiting"));
  await b.click(tid("quick-pair"));
  await Promise.all([a.waitForURL(/\/table\/[A-Z0-9]{6}$/), b.waitForURL(/\/table\/[A-Z0-9]{6}$/)]);
  for (const page of [a, b]) {
    await page.waitForSelector(tid("rated-badge"));
    await page.waitForFunction(() => [0, 1].every((i) => document.querySelector(`[data-testid="seat-rating-${i}"]`)?.textContent === "1500?"));
  }
  // Whoever holds the host seat starts; the other one concedes at once (a concession is a move, and a loss).
  const host = (await a.$(`${tid("start-game")}:not([disabled])`)) ? a : b;
  const other = host === a ? b : a;
  await host.click(tid("start-game"));
  // The mulligan first (its dialog covers the table, and nothing else is a move until it is done): both keep.
  await host.waitForSelector(tid("duelist-board"));
  while ((await host.getAttribute(tid("duelist-board"), "data-phase")) === "mulligan") {
    const deciding = (await host.locator(tid("confirm-mulligan")).count()) ? host : (await other.locator(tid("confirm-mulligan")).count()) ? other : null;
    if (deciding) await deciding.click(tid("confirm-mulligan"));
    await host.waitForTimeout(100);
  }
  await other.click(tid("action-concede"));
  await other.click(tid("confirm-concede"));
  for (const page of [a, b]) {
    await page.waitForSelector(tid("result"));
    await page.waitForFunction(() => [0, 1].every((i) => /^1500 → \d{4}\? \([+−]\d+\)$/.test(document.querySelector(`[data-testid="result-rating-${i}"]`)?.textContent ?? "")));
  }
  await h.shot(host, "rated-result");
  const texts = await host.$$eval('[data-testid^="result-rating-"]', (els) => els.map((e) => e.textContent ?? ""));
  expect(texts.some((x) => x.includes("(+"))).toBe(true);
  expect(texts.some((x) => x.includes("(−"))).toBe(true);
});
