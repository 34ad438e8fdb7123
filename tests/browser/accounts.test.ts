/** Accounts in a real Chromium (issue 21): sign up and in, preferences that follow, the profile, the invite-link name prompt. */
import { randomUUID } from "node:crypto";
import { Client } from "colyseus.js";
import { context } from "../../server/src/context";
import { accountIdentity } from "../../server/src/accounts/store";
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

async function signUpInUi(page: import("playwright-core").Page, username: string, password: string) {
  await page.goto(h.base + "/");
  await page.click(tid("account-open"));
  await page.click(tid("account-tab-signUp"));
  await page.fill(tid("account-username"), username);
  await page.fill(tid("account-password"), password);
  await page.click(tid("account-submit"));
  await page.waitForSelector(`${tid("account-name")}:text("${username}")`);
}

test("sign up, stay signed in across a reload, sign out; a wrong password is told in the page's language", async () => {
  const page = await h.newPage("signup");
  await signUpInUi(page, "Lin_Browser", "long password");
  await page.reload();
  await page.waitForSelector(`${tid("account-name")}:text("Lin_Browser")`);
  // The page's scripts never see the session token.
  expect(await page.evaluate(() => document.cookie)).not.toContain("wx_session");
  await page.click(tid("account-signout"));
  await page.waitForSelector(tid("account-open"));

  await page.click(tid("account-open"));
  await page.fill(tid("account-username"), "lin_browser");
  await page.fill(tid("account-password"), "not the password");
  await page.click(tid("account-submit"));
  expect(await (await page.waitForSelector(tid("account-error"))).textContent()).toBe("使用者名稱或密碼不正確。");
  await page.fill(tid("account-password"), "long password");
  await page.click(tid("account-submit"));
  await page.waitForSelector(`${tid("account-name")}:text("Lin_Browser")`);
});

test("preferences follow the account to another browser", async () => {
  const first = await h.newPage("prefs-a");
  await signUpInUi(first, "Pref_Owner", "long password");
  await first.click(tid("lang-switch"));
  await first.waitForFunction(() => document.documentElement.lang === "en");
  await first.waitForFunction(async () => (await (await fetch("/api/account/me")).json()).account.prefs.lang === "en");

  const second = await h.newPage("prefs-b");
  await second.goto(h.base + "/");
  expect(await second.evaluate(() => document.documentElement.lang)).toBe("zh-Hant-TW");
  await second.click(tid("account-open"));
  await second.fill(tid("account-username"), "pref_owner");
  await second.fill(tid("account-password"), "long password");
  await second.click(tid("account-submit"));
  await second.waitForFunction(() => document.documentElement.lang === "en");
});

test("the profile lists games per mode with replay links and the member-since date", async () => {
  const page = await h.newPage("profile");
  await signUpInUi(page, "Replay_Fan", "long password");
  const { store, accounts } = context();
  const account = await accounts!.store.accountByUsername("replay_fan");
  const gameId = randomUUID();
  store.createGame({ id: gameId, code: "ACDEFG", mode: "drawpass", engineVersion: "1", options: {}, table: {}, seats: [{ name: "Replay_Fan", bot: false }, { name: "電腦 Bot 2", bot: true }], seed: "s", commitment: "c", createdAt: Date.now() });
  await accounts!.store.linkSeat({ gameId, seat: 0, identity: accountIdentity(account!.id), name: "Replay_Fan" });
  store.finishGame(gameId, { winners: [0], draw: false, summary: { zh: "Replay_Fan 獲勝", en: "Replay_Fan wins" } }, "hash");

  await page.click(tid("account-name"));
  await page.waitForURL("**/u/Replay_Fan");
  await page.waitForSelector(`${tid("profile-page")}[data-state="ready"]`);
  expect(await page.textContent(tid("profile-name"))).toBe("Replay_Fan");
  expect(await page.textContent(tid("profile-since"))).toMatch(/^加入於 /);
  expect(await page.textContent(tid("profile-per-mode"))).toMatch(/1$/);
  expect(await page.textContent(tid(`profile-game-${gameId}`))).toContain("勝");
  expect(await page.getAttribute(tid(`profile-replay-${gameId}`), "href")).toBe(`/replay/${gameId}`);
  await h.shot(page, "accounts-profile");
  // Another visitor sees the same public profile; an unknown name says so.
  const visitor = await h.newPage("visitor");
  await visitor.goto(`${h.base}/u/replay_fan`);
  await visitor.waitForSelector(tid(`profile-replay-${gameId}`));
  expect(await visitor.locator(tid("delete-account")).count()).toBe(0);
  await visitor.goto(`${h.base}/u/nobody_here`);
  await visitor.waitForSelector(`${tid("profile-page")}[data-state="missing"]`);
});

test("a guest opening an invite link in a fresh browser is asked for a name; a signed-in player joins under their username", async () => {
  const host = await new Client(`ws://127.0.0.1:${h.base.split(":").pop()}`).create("drawpass", { name: "Host", table: { seats: 3, private: true } });
  const code = host.roomId;

  const guest = await h.newPage("invitee");
  await guest.goto(`${h.base}/table/${code}`);
  await guest.waitForSelector(tid("name-prompt"));
  await guest.fill(tid("name-prompt-input"), "小美");
  await guest.click(tid("name-prompt-join"));
  await guest.waitForSelector(`${tid("seat-1")}[data-me="true"]`);
  expect(await guest.textContent(tid("seat-name-1"))).toContain("小美");
  // Remembered: the next invite link in this browser does not ask again.
  await guest.goto(h.base + "/");
  await guest.goto(`${h.base}/table/${code}`);
  await guest.waitForSelector(`${tid("seat-1")}[data-me="true"]`);

  // A member is not asked: the table calls them by their username.
  const member = await h.newPage("member-invitee");
  await signUpInUi(member, "Invited_Member", "long password");
  await member.goto(`${h.base}/table/${code}`);
  await member.waitForSelector(`${tid("seat-2")}[data-me="true"]`);
  expect(await member.locator(tid("name-prompt")).count()).toBe(0);
  expect(await member.textContent(tid("seat-name-2"))).toContain("Invited_Member");
  await host.leave();
});

test("a signed-in player takes their seat at a running co-op table back from a fresh browser; the old tab is told why", async () => {
  const host = await new Client(`ws://127.0.0.1:${h.base.split(":").pop()}`).create("slaying", { name: "Host", table: { seats: 2, private: true } });
  const code = host.roomId;
  const first = await h.newPage("owner-laptop");
  await signUpInUi(first, "Seat_Owner", "long password");
  await first.goto(`${h.base}/table/${code}`);
  await first.waitForSelector(`${tid("seat-1")}[data-me="true"]`);
  host.send("start", {});
  await first.waitForSelector(tid("turn-indicator"));

  // Another device: no seat token, no name prompt answered there before; signing in is enough.
  const second = await h.newPage("owner-phone", { width: 390, height: 844 });
  await second.goto(h.base + "/");
  await second.click(tid("account-open"));
  await second.fill(tid("account-username"), "seat_owner");
  await second.fill(tid("account-password"), "long password");
  await second.click(tid("account-submit"));
  await second.waitForSelector(`${tid("account-name")}:text("Seat_Owner")`);
  await second.goto(`${h.base}/table/${code}`);
  await second.waitForSelector(`${tid("seat-1")}[data-me="true"]`);
  expect(await second.locator(tid("turn-indicator")).count()).toBe(1);
  const banner = await first.waitForSelector(`${tid("reconnect-banner")}[data-phase="replaced"]`);
  expect(await banner.textContent()).toContain("你在另一個分頁或裝置入座了這個位子。");
  await host.leave();
});
