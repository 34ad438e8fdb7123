/**
 * Accounts in a real Chromium (issue 21): sign up and in, preferences that follow, the profile, the invite-link name
 * prompt. A browser profile, its page load and a sign-up cost about a second of CPU each, so the signed-in browsers
 * serve several tests (each says what it takes over from the one before); a fresh profile only where the test is
 * about one (a second device, an invite link's first visit, a transfer link).
 */
import { randomUUID } from "node:crypto";
import { Client } from "colyseus.js";
import { context } from "../../server/src/context";
import { accountIdentity } from "../../server/src/accounts/store";
import type { Page } from "playwright-core";
import { waitFor } from "../support/arena";
import { pageKeeper, putAway, useBrowserHarness, tid } from "./harness";

jest.setTimeout(300_000);

const h = useBrowserHarness({ PASSWORD_HASH_COST: "10" }, { noPageErrors: true });
const kept = pageKeeper();
/** Lin_Browser's browser (signed up in the first test, signed in after it, in Chinese). */
const linsBrowser = () => kept("lin", () => h.newPage("signup"));
/** Pref_Owner's two browsers, both signed in and in English after the second test. */
const prefOwnersFirst = () => kept("prefs-a", () => h.newPage("prefs-a"));
const prefOwnersSecond = () => kept("prefs-b", () => h.newPage("prefs-b"));
/** A guest's browser that answered an invite link's name prompt as 小美 (the fourth test). */
const guestsBrowser = () => kept("guest", () => h.newPage("invitee"));

async function signUpInUi(page: Page, username: string, password: string) {
  await page.goto(h.base + "/");
  await page.click(tid("account-open"));
  await page.click(tid("account-tab-signUp"));
  await page.fill(tid("account-username"), username);
  await page.fill(tid("account-password"), password);
  await page.click(tid("account-submit"));
  await page.waitForSelector(`${tid("account-name")}:text("${username}")`);
}

test("sign up, stay signed in across a reload, sign out; a wrong password is told in the page's language", async () => {
  const page = await linsBrowser();
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
  const first = await prefOwnersFirst();
  await signUpInUi(first, "Pref_Owner", "long password");
  await first.click(tid("lang-switch"));
  await first.waitForFunction(() => document.documentElement.lang === "en");
  await first.waitForFunction(async () => (await (await fetch("/api/account/me")).json()).account.prefs.lang === "en");

  const second = await prefOwnersSecond();
  await second.goto(h.base + "/");
  expect(await second.evaluate(() => document.documentElement.lang)).toBe("zh-Hant-TW");
  await second.click(tid("account-open"));
  await second.fill(tid("account-username"), "pref_owner");
  await second.fill(tid("account-password"), "long password");
  await second.click(tid("account-submit"));
  await second.waitForFunction(() => document.documentElement.lang === "en");
});

test("the profile lists games per mode with replay links and the member-since date", async () => {
  // Lin_Browser, signed in (the first test), has played no game yet.
  const page = await linsBrowser();
  const { store, accounts } = context();
  const account = await accounts!.store.accountByUsername("lin_browser");
  const gameId = randomUUID();
  store.createGame({ id: gameId, code: "ACDEFG", mode: "drawpass", engineVersion: "1", options: {}, table: {}, seats: [{ name: "Lin_Browser", bot: false }, { name: "電腦 Bot 2", bot: true }], seed: "s", commitment: "c", createdAt: Date.now() });
  await accounts!.store.linkSeat({ gameId, seat: 0, identity: accountIdentity(account!.id), name: "Lin_Browser" });
  store.finishGame(gameId, { winners: [0], draw: false, summary: { zh: "Lin_Browser 獲勝", en: "Lin_Browser wins" } }, "hash");

  await page.click(tid("account-name"));
  await page.waitForURL("**/u/Lin_Browser");
  await page.waitForSelector(`${tid("profile-page")}[data-state="ready"]`);
  expect(await page.textContent(tid("profile-name"))).toBe("Lin_Browser");
  expect(await page.textContent(tid("profile-since"))).toMatch(/^加入於 /);
  expect(await page.textContent(tid("profile-per-mode"))).toMatch(/1$/);
  expect(await page.textContent(tid(`profile-game-${gameId}`))).toContain("勝");
  expect(await page.getAttribute(tid(`profile-replay-${gameId}`), "href")).toBe(`/replay/${gameId}`);
  await h.shot(page, "accounts-profile");
  // Another visitor (Pref_Owner's first browser) sees the same public profile, without its owner's controls; an
  // unknown name says so.
  const visitor = await prefOwnersFirst();
  await visitor.goto(`${h.base}/u/lin_browser`);
  await visitor.waitForSelector(tid(`profile-replay-${gameId}`));
  expect(await visitor.locator(tid("delete-account")).count()).toBe(0);
  await visitor.goto(`${h.base}/u/nobody_here`);
  await visitor.waitForSelector(`${tid("profile-page")}[data-state="missing"]`);
  await putAway([visitor]);
});

test("a guest opening an invite link in a fresh browser is asked for a name; a signed-in player joins under their username", async () => {
  const host = await new Client(`ws://127.0.0.1:${h.base.split(":").pop()}`).create("drawpass", { name: "Host", table: { seats: 3, private: true } });
  const code = host.roomId;

  const guest = await guestsBrowser();
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

  // A member (Pref_Owner's second browser, signed in there and never at a table) is not asked: the table calls them
  // by their username.
  const member = await prefOwnersSecond();
  await member.goto(`${h.base}/table/${code}`);
  await member.waitForSelector(`${tid("seat-2")}[data-me="true"]`);
  expect(await member.locator(tid("name-prompt")).count()).toBe(0);
  expect(await member.textContent(tid("seat-name-2"))).toContain("Pref_Owner");
  await host.leave();
  // The guest's browser waits on a blank page (not at a table being put away) for the last test.
  await guest.goto("about:blank");
  await putAway([member], code);
});

test("a signed-in player takes their seat at a running co-op table back from a fresh browser; the old tab is told why", async () => {
  const host = await new Client(`ws://127.0.0.1:${h.base.split(":").pop()}`).create("slaying", { name: "Host", table: { seats: 2, private: true } });
  const code = host.roomId;
  // Lin_Browser's browser, signed in (the first test).
  const first = await linsBrowser();
  await first.goto(`${h.base}/table/${code}`);
  await first.waitForSelector(`${tid("seat-1")}[data-me="true"]`);
  host.send("start", {});
  await first.waitForSelector(tid("turn-indicator"));

  // Another device: no seat token, no name prompt answered there before; signing in is enough.
  const second = await h.newPage("owner-phone", { width: 390, height: 844 });
  await second.goto(h.base + "/");
  await second.click(tid("account-open"));
  await second.fill(tid("account-username"), "lin_browser");
  await second.fill(tid("account-password"), "long password");
  await second.click(tid("account-submit"));
  await second.waitForSelector(`${tid("account-name")}:text("Lin_Browser")`);
  await second.goto(`${h.base}/table/${code}`);
  await second.waitForSelector(`${tid("seat-1")}[data-me="true"]`);
  expect(await second.locator(tid("turn-indicator")).count()).toBe(1);
  const banner = await first.waitForSelector(`${tid("reconnect-banner")}[data-phase="replaced"]`);
  expect(await banner.textContent()).toContain("你在另一個分頁或裝置入座了這個位子。");
  await host.leave();
  await putAway([first, second], code);
});

test("a guest moves its seat to a fresh browser with the transfer link; the old tab is told why and its token is void; everyone sees who is here", async () => {
  const host = await new Client(`ws://127.0.0.1:${h.base.split(":").pop()}`).create("slaying", { name: "Host", table: { seats: 3, private: true } });
  const code = host.roomId;
  host.send("addBot", { seat: 2, level: "greedy" });
  const laptop = await h.newPage("mover-laptop", undefined, "en-US");
  await laptop.goto(`${h.base}/table/${code}`);
  await laptop.fill(tid("name-prompt-input"), "Ming");
  await laptop.click(tid("name-prompt-join"));
  await laptop.waitForSelector(`${tid("seat-1")}[data-me="true"]`);
  host.send("start", {});
  await laptop.waitForSelector(tid("turn-indicator"));
  // The seat list says who is here, for every player: the host connected, seat 3 a bot.
  await laptop.waitForSelector(`${tid("seat-0")}[data-presence="connected"]:has-text("Online")`);
  expect(await laptop.getAttribute(tid("seat-2"), "data-presence")).toBe("bot");

  await laptop.click(tid("transfer-open"));
  const link = await laptop.inputValue(tid("transfer-link"));
  expect(link).toMatch(new RegExp(`/table/${code}\\?transfer=[A-Z0-9]{8}$`));
  const phone = await h.newPage("mover-phone", { width: 390, height: 844 });
  await phone.goto(link);
  await phone.waitForSelector(`${tid("seat-1")}[data-me="true"]`);
  expect(await phone.textContent(tid("seat-name-1"))).toContain("Ming");
  const banner = await laptop.waitForSelector(`${tid("reconnect-banner")}[data-phase="replaced"]`);
  expect(await banner.textContent()).toContain("Your seat moved to another device with a transfer code");

  // The laptop's seat token is void: reloaded there, the page says why and watches instead of taking the seat back.
  await laptop.reload();
  const refused = await laptop.waitForSelector(`${tid("toast")}[data-code="seat_moved"]`);
  expect(await refused.textContent()).toContain("This seat moved to another device");
  await laptop.waitForSelector(`${tid("seat-1")}[data-me="false"]`);
  await phone.waitForSelector(`${tid("seat-1")}[data-me="true"][data-presence="connected"]`);

  // The host drops: every seat list shows the seat dropped, with the countdown to a bot.
  await host.leave(false);
  await phone.waitForSelector(`${tid("seat-0")}[data-presence="dropped"]`);
  await phone.waitForSelector(tid("seat-dropped-0"));
  await putAway([laptop, phone], code);
});

test("a guest's game is listed in its browser and kept by the account it signs up for; recent games name the person a bot stood in for", async () => {
  const host = await new Client(`ws://127.0.0.1:${h.base.split(":").pop()}`).create("drawpass", { name: "Host", table: { seats: 2, private: true } });
  host.onMessage("*", () => undefined);
  // The guest's browser from the invite test: its name (小美) is remembered, so the invite link seats it at once.
  const guest = await guestsBrowser();
  await guest.goto(`${h.base}/table/${host.roomId}`);
  await guest.waitForSelector(`${tid("seat-1")}[data-me="true"]`);
  host.send("start", {});
  await waitFor(() => host.state.status === "playing", 30_000, "start");
  const gameId: string = host.state.gameId;
  // Both pass in turn until the game is over (the guest by clicking).
  for (let guard = 0; guard < 10 && host.state.status === "playing"; guard++) {
    const seq = host.state.seq;
    if (host.state.activeSeats[0] === 0) host.send("action", { seq, action: { type: "pass" } });
    else await guest.click(`${tid("action-pass")}:not([disabled])`);
    await waitFor(() => host.state.seq > seq || host.state.status !== "playing", 30_000, "a pass");
  }
  await guest.waitForSelector(tid("result"));
  await host.leave();

  // As a guest: its games, kept in this browser.
  await guest.goto(`${h.base}/me`);
  await guest.waitForSelector(`${tid("my-games-page")} ${tid(`profile-replay-${gameId}`)}`);
  // Signing up carries them into the account: the public profile lists the game with its replay link.
  await signUpInUi(guest, "Was_Guest_Ming", "long password");
  await guest.goto(`${h.base}/u/Was_Guest_Ming`);
  await guest.waitForSelector(`${tid("profile-page")}[data-state="ready"]`);
  expect(await guest.getAttribute(tid(`profile-replay-${gameId}`), "href")).toBe(`/replay/${gameId}`);

  // A game a bot finished for someone who left lists that person, with the move the bot took over from.
  const { store, accounts } = context();
  const leftId = randomUUID();
  store.createGame({ id: leftId, code: "ACDEFG", mode: "drawpass", engineVersion: "1", options: {}, table: {}, seats: [{ name: "阿華", bot: true, replacedByBot: true }, { name: "小明", bot: false }], seed: "s", commitment: "c", createdAt: Date.now() });
  await accounts!.store.linkSeat({ gameId: leftId, seat: 0, identity: "guest:left-early", name: "阿華" });
  await accounts!.store.markBotFrom(leftId, 0, 6);
  store.finishGame(leftId, { winners: [1], draw: false, summary: { zh: "小明 獲勝", en: "小明 wins" } }, "hash");
  await guest.goto(h.base + "/");
  const row = await guest.waitForSelector(tid(`recent-${leftId}`));
  expect(await row.textContent()).toContain("阿華");
  expect(await row.textContent()).toContain("第 7 手起電腦代打");
  expect(await row.textContent()).not.toContain("電腦 Bot");
});
