/**
 * Table talk in a real Chromium against the real server: three players of a 弒魔戰爭 table in three browser contexts
 * and a spectator in a fourth. A line typed by one player appears for the other two (on a phone behind the folded
 * chat button with its unread count) and never for the spectator, whose own channel the players do not see; a ping on
 * a map cell shows on the other players' maps, with the log line 「Bob 標記了 K3」.
 */
import type { Page } from "playwright-core";
import { openLobby, startBrowserHarness, tid, type BrowserHarness } from "./harness";

jest.setTimeout(150_000);

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness();
});
afterAll(async () => {
  await h?.close();
});

const LAPTOP = { width: 1366, height: 768 };

async function join(page: Page, name: string, code: string, watch = false) {
  await openLobby(page, h.base, name);
  await page.fill(tid("join-code"), code);
  await page.click(tid(watch ? "watch-button" : "join-button"));
}

const chatTexts = (page: Page) => page.$$eval('[data-testid="chat-text"]', (els) => els.map((e) => e.textContent));

test("a player's line reaches the other players, not the spectator; a ping on a map cell shows on the others' maps", async () => {
  const alice = await h.newPage("alice", LAPTOP);
  const bob = await h.newPage("bob", LAPTOP);
  const carol = await h.newPage("carol", { width: 390, height: 844 });
  await openLobby(alice, h.base, "Alice");
  await alice.waitForSelector(`${tid("create-mode")} option[value="slaying"]`, { state: "attached" });
  await alice.selectOption(tid("create-mode"), "slaying");
  await alice.selectOption(tid("create-seats"), "3");
  await alice.check(tid("create-private"));
  await alice.waitForSelector(tid("slaying-options"));
  await alice.click(tid("create-table"));
  const code = (await (await alice.waitForSelector(tid("table-code"))).textContent())!.trim();
  await join(bob, "Bob", code);
  await join(carol, "Carol", code);
  await alice.waitForSelector(`${tid("seat-2")}[data-occupied="true"]`);
  await alice.click(`${tid("start-game")}:not([disabled])`);
  for (const page of [alice, bob, carol]) await page.waitForSelector(tid("slaying-board"));
  const dave = await h.newPage("dave", LAPTOP);
  await join(dave, "Dave", code, true);
  await dave.waitForSelector(`${tid("chat")}[data-channel="spectators"]`);

  // Alice types; Bob reads it at once, Carol (a phone, chat folded) sees the unread count, then the line.
  await alice.fill(tid("chat-input"), "我去★，火晶石留給金魔使 https://example.com");
  await alice.press(tid("chat-input"), "Enter");
  await bob.waitForSelector(`${tid("chat-text")}:has-text("我去★")`);
  expect(await carol.textContent(tid("chat-unread"))).toBe("1");
  await carol.click(tid("chat-unfold"));
  await carol.waitForSelector(`${tid("chat-text")}:has-text("我去★")`);
  // No link is made of the text.
  expect(await bob.locator(`${tid("chat")} a`).count()).toBe(0);
  // A quick phrase, in each reader's language.
  await bob.click(`${tid("chat-phrases")} summary`);
  await bob.click(tid("phrase-i_attack"));
  await alice.waitForSelector(`${tid("chat-text")}:has-text("我來攻擊")`);

  // Dave talks in the spectators' channel: only spectators read it, and he never read the players' lines.
  await dave.fill(tid("chat-input"), "加油");
  await dave.click(tid("chat-send"));
  await dave.waitForSelector(`${tid("chat-text")}:has-text("加油")`);
  expect(await chatTexts(dave)).toEqual(["加油"]);
  await alice.waitForTimeout(300);
  for (const page of [alice, bob, carol]) expect(await chatTexts(page)).not.toContain("加油");

  // Bob pings K3: a marker in his colour on Alice's and Carol's maps, and the log line.
  await bob.click(tid("ping-map"));
  await bob.click(tid("map-cell-K3"));
  for (const page of [alice, carol]) await page.waitForSelector(`${tid("map-cell-K3")} ${tid("ping-K3")}[data-seat="1"]`, { state: "attached" });
  await alice.waitForSelector(`${tid("log-line")}[data-type="ping"]:has-text("Bob 標記了 K3")`);
  expect(await dave.locator(tid("ping-K3")).count()).toBe(0);
  await h.shot(alice, "chat-01-ping");
  expect(h.pageErrors).toEqual([]);
});
