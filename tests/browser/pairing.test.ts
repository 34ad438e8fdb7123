/**
 * Quick pairing in a real Chromium (issue 22): two signed-in browsers press 快速配對 and land at the same table.
 * Two browser profiles serve the whole file (a context, its page load and a sign-up cost about a second of CPU each):
 * A is the guest first, then signs up, queues and cancels; B signs up to pair with it; the paired table is put away
 * before it starts, so both are still unrated (1500?) when they pair again for the rated game.
 */
import type { Page } from "playwright-core";
import { matchMaker } from "@colyseus/core";
import { pageKeeper, useBrowserHarness, tid } from "./harness";

jest.setTimeout(300_000);

const h = useBrowserHarness({ PASSWORD_HASH_COST: "10" }, { noPageErrors: true });
const kept = pageKeeper();
const playerA = () => kept("a", () => h.newPage("pairing-a"));
const playerB = () => kept("b", () => h.newPage("pairing-b"));

/** Signs up from the lobby (loaded first unless the page is already there). */
async function signUpInUi(page: Page, username: string) {
  if (new URL(page.url()).pathname !== "/" || !(await page.locator(tid("lobby")).count())) await page.goto(h.base + "/");
  await page.click(tid("account-open"));
  await page.click(tid("account-tab-signUp"));
  await page.fill(tid("account-username"), username);
  await page.fill(tid("account-password"), "long password");
  await page.click(tid("account-submit"));
  await page.waitForSelector(`${tid("account-name")}:text("${username}")`);
}

/** Both choose the mode and clock, A queues first, B's press pairs them: both land at the same table, whose code this returns. */
async function pairBoth(a: Page, b: Page, mode: string): Promise<string> {
  for (const page of [a, b]) {
    await page.waitForSelector(`${tid("quick-pair")}:not([disabled])`);
    await page.selectOption(tid("quick-mode"), mode);
    await page.selectOption(tid("quick-clock"), "60");
  }
  await a.click(tid("quick-pair"));
  await a.waitForSelector(tid("quick-waiting"));
  await b.click(tid("quick-pair"));
  await Promise.all([a.waitForURL(/\/table\/[A-Z0-9]{6}$/), b.waitForURL(/\/table\/[A-Z0-9]{6}$/)]);
  expect(new URL(a.url()).pathname).toBe(new URL(b.url()).pathname);
  return new URL(a.url()).pathname.split("/").pop()!;
}

test("a guest is told quick pairing needs an account", async () => {
  const page = await playerA();
  await page.goto(h.base + "/");
  const button = await page.waitForSelector(tid("quick-pair"));
  expect(await button.getAttribute("data-reason")).toBe("積分對局需要登入。");
});

test("cancel takes the player out of the queue", async () => {
  // A, the guest above, signs up in the lobby it is on.
  const page = await playerA();
  await signUpInUi(page, "Quick_A");
  await page.waitForSelector(`${tid("quick-pair")}:not([disabled])`);
  await page.click(tid("quick-pair"));
  await page.waitForSelector(tid("quick-waiting"));
  await page.click(tid("quick-cancel"));
  await page.waitForSelector(`${tid("quick-pair")}:not([disabled])`);
  expect(await page.$(tid("quick-waiting"))).toBeNull();
});

test("two browsers press 快速配對 and are seated at the same table", async () => {
  // A is signed in and back out of the queue (the test above); B signs up.
  const [a, b] = [await playerA(), await playerB()];
  await signUpInUi(b, "Quick_B");
  const code = await pairBoth(a, b, "shengke");
  // Both names are at the table, each seated.
  for (const page of [a, b]) {
    await page.waitForFunction(() => document.body.innerText.includes("Quick_A") && document.body.innerText.includes("Quick_B"));
  }
  // Put away before it starts (no game, no rating change): both go back to the lobby for the rated pairing below.
  await matchMaker.getLocalRoomById(code)?.disconnect();
  for (const page of [a, b]) await page.goto(h.base + "/");
});

test("a paired game is rated: 評級 in the header, 1500? beside both names, both rating changes in the result panel", async () => {
  // A and B, signed in and never rated (the table above was put away before it started), pair again.
  const [a, b] = [await playerA(), await playerB()];
  await pairBoth(a, b, "duelist");
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
