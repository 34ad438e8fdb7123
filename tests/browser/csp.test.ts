/**
 * Issue 20 item 7: the client's pages are served with a Content-Security-Policy (server/src/http/securityHeaders.ts).
 * It must fit the bundle: in a real Chromium, the lobby and a running table of every mode load their scripts,
 * stylesheets and socket without one policy violation.
 */
import { leaveTable, useBrowserHarness, tid, openLobby } from "./harness";

jest.setTimeout(300_000);

const h = useBrowserHarness();

test("lobby and a started table of every mode run under the policy without a violation", async () => {
  const page = await h.newPage("csp");
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  const response = await page.goto(h.base + "/");
  expect(response!.headers()["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
  await openLobby(page, h.base, "Csp");
  const modes = await page.$$eval(`${tid("create-mode")} option`, (options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(modes.length).toBeGreaterThanOrEqual(6);
  for (const mode of modes) {
    await openLobby(page, h.base, "Csp");
    await page.selectOption(tid("create-mode"), mode);
    await page.click(tid("create-table"));
    await page.waitForSelector(tid("table-code"));
    for (let seat = 1; (await page.locator(`${tid("start-game")}[data-reason]`).count()) > 0 && seat < 8; seat++) {
      await page.click(`${tid("add-bot")}:not([disabled])`);
      await page.waitForSelector(`${tid(`seat-${seat}`)}[data-occupied="true"]`);
    }
    await page.click(`${tid("start-game")}:not([disabled])`);
    await page.waitForSelector(tid("turn-indicator"));
    // The table is live over its socket and its mode's stylesheet applied.
    expect(await page.evaluate(() => [...document.styleSheets].length)).toBeGreaterThan(1);
    // Put away, else bots would take the seat left empty and play the game on while the next modes load.
    await leaveTable(page);
  }
  // msgpackr (colyseus.js) probes `new Function("")` in a try/catch and decodes without it when the policy says no:
  // that refused probe is the policy working, not the bundle needing eval.
  expect(violations.filter((v) => !/violation: script-src eval$/.test(v))).toEqual([]);
  expect(h.pageErrors).toEqual([]);
});
