/**
 * A 弒魔戰爭 co-op table in a real Chromium against the real server: three players in three browser contexts (Carol
 * on a phone) and a spectator in a fourth, at one 3-seat table, tested in order (each test goes on from where the
 * last left the table; one table costs far fewer page loads than one per test):
 * - table talk: a player's line reaches the other players (on a phone behind the folded chat button with its unread
 *   count) and never the spectator, whose own channel the players do not see; a ping on a map cell shows on the other
 *   players' maps, with the log line 「Bob 標記了 K3」;
 * - issue 24 item 1: Bob drops on his turn, everyone else sees his seat's countdown, the host hands it to a bot at
 *   once (the table moves on long before the window ends), and Bob, back through the table link, has the seat again
 *   at his next turn; a non-host's vote while the host is there is shown disabled (the vote itself, at a table
 *   without its host, is covered by tests/server/slaying-handover.test.ts);
 * - issue 24 item 2: an army turn's replay plays to its last step on every screen while the bot at the table waits
 *   for it (a real replay wait: REPLAY_WAIT_MAX_MS is not 0 here).
 */
import type { BrowserContext, Page } from "playwright-core";
import { STEP_MS } from "../../shared/src/games/slaying/replayTiming";
import { measure, notOnScreen } from "./boxes";
import { openLobby, startBrowserHarness, tid, WAIT, type BrowserHarness } from "./harness";
import { boardAttr, createSlayingTable, playTurn, type Stats } from "./slayingDriver";

jest.setTimeout(240_000);

const LAPTOP = { width: 1366, height: 768 };
/** The reconnection window: long, so a seat handed over early is handed over well before it ends. */
const RECONNECT_SECONDS = 120;

let h: BrowserHarness;
let alice: Page;
let bob: Page;
let carol: Page;
let dave: Page;
let code: string;
// The players play the formation that leaves the enemy the most HP (and discard when the draw asks): the enemy stays
// on the field, so every army turn acts and its replay has steps to watch.
const stats: Stats = { shop: 0, changes: 0, moves: 0, plays: 0, discards: 0, passes: 0, other: [] };

async function join(page: Page, name: string, watch = false) {
  await openLobby(page, h.base, name);
  await page.fill(tid("join-code"), code);
  await page.click(tid(watch ? "watch-button" : "join-button"));
}

beforeAll(async () => {
  h = await startBrowserHarness({ RECONNECT_SECONDS: String(RECONNECT_SECONDS), REPLAY_WAIT_MAX_MS: "12000", BOT_DELAY_MS: "50" });
  alice = await h.newPage("alice", LAPTOP);
  bob = await h.newPage("bob", LAPTOP);
  carol = await h.newPage("carol", { width: 390, height: 844 });
  await openLobby(alice, h.base, "Alice");
  code = await createSlayingTable(alice, 3);
  await join(bob, "Bob");
  await join(carol, "Carol");
  await alice.waitForSelector(`${tid("seat-2")}[data-occupied="true"]`);
  await alice.click(`${tid("start-game")}:not([disabled])`);
  for (const page of [alice, bob, carol]) await page.waitForSelector(tid("slaying-board"));
  dave = await h.newPage("dave", LAPTOP);
  await join(dave, "Dave", true);
  await dave.waitForSelector(`${tid("chat")}[data-channel="spectators"]`);
});
afterAll(async () => {
  await h?.close();
});

const chatTexts = (page: Page) => page.$$eval('[data-testid="chat-text"]', (els) => els.map((e) => e.textContent));

test("a player's line reaches the other players, not the spectator; a ping on a map cell shows on the others' maps", async () => {
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

let bobContext: BrowserContext;

test("Bob drops on his turn: the others and the spectator see his seat's countdown; the host hands it to a bot and the table moves on", async () => {
  // Alice (the host, first to move) plays her turn; the army's follows, then it is Bob's.
  await playTurn(alice, 0, stats, true);
  for (const page of [alice, bob, carol, dave]) await page.waitForSelector(`${tid("slaying-board")}[data-current="1"]`);
  // The spectator reads English from here on.
  await dave.click(tid("lang-switch"));
  await dave.waitForFunction(() => document.documentElement.lang === "en");

  // Bob's tab closes in the middle of his turn: nothing reconnects it.
  bobContext = bob.context();
  await bob.close();
  const droppedAt = Date.now();
  const countdown = `${tid("seat-dropped-1")} [role="timer"]`;
  for (const page of [alice, carol, dave]) {
    await page.waitForSelector(countdown, { state: "visible" });
    const seconds = Number(await page.getAttribute(tid("seat-dropped-1"), "data-seconds"));
    expect(seconds).toBeGreaterThan(RECONNECT_SECONDS - 30);
    expect(seconds).toBeLessThanOrEqual(RECONNECT_SECONDS);
  }
  expect(await alice.textContent(countdown)).toMatch(/^斷線：座位保留 \d+ 秒$/);
  expect(await dave.textContent(countdown)).toMatch(/^Dropped: seat kept \d+ s$/);
  // On a laptop the countdown is on screen without scrolling.
  for (const page of [alice, dave]) expect(notOnScreen(await measure(page, { countdown }))).toEqual([]);
  // It counts down.
  const first = Number(await dave.getAttribute(tid("seat-dropped-1"), "data-seconds"));
  await dave.waitForFunction(([sel, s]) => Number(document.querySelector(sel)?.getAttribute("data-seconds")) < s, [tid("seat-dropped-1"), first] as const);

  // The host is here, so she decides: Carol's vote is disabled with the reason; the spectator has no button.
  expect(await carol.getAttribute(tid("hand-over-1"), "data-reason")).toBe("桌主在場，由桌主決定。");
  expect(await dave.locator(tid("hand-over-1")).count()).toBe(0);
  expect(await boardAttr(alice, "data-current")).toBe("1");

  // The host hands the seat to a bot now: the countdown goes, the bot plays Bob's turn and it is Carol's.
  await alice.click(`${tid("hand-over-1")}:not([disabled])`);
  for (const page of [alice, carol, dave]) {
    await page.waitForSelector(`${tid("seat-1")}[data-bot="true"]`);
    await page.waitForSelector(tid("seat-dropped-1"), { state: "detached" });
  }
  await alice.waitForSelector(`${tid("log-line")}[data-type="handed_over"]:has-text("桌主 Alice 把 Bob 的座位交給電腦，不再等待。")`, { state: "attached" });
  await dave.waitForSelector(`${tid("log-line")}[data-type="handed_over"]:has-text("The host Alice handed Bob's seat to a bot; the table no longer waits.")`, { state: "attached" });
  for (const page of [alice, carol, dave]) await page.waitForSelector(`${tid("slaying-board")}[data-current="2"]`);
  // Without waiting for the window: far less of it went by than is left.
  expect(Date.now() - droppedAt).toBeLessThan((RECONNECT_SECONDS * 1000) / 2);
  await h.shot(dave, "coop-01-handed-over");
  expect(h.pageErrors).toEqual([]);
});

interface ReplaySnap {
  t: number;
  seq: number;
  armyTurns: number;
  steps: number;
  shown: number;
  queued: number;
  playing: boolean;
}

/** From now on the page notes every change of the table's seq, of the army's turn count and of its replay, with the time. */
async function recordReplays(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __replays: ReplaySnap[] };
    w.__replays = [];
    const attr = (id: string, name: string) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute(name) ?? null;
    let last = "";
    const note = () => {
      const snap = {
        seq: Number(attr("turn-indicator", "data-seq") ?? -1),
        armyTurns: Number(attr("slaying-board", "data-army-turns") ?? -1),
        steps: Number(attr("army-replay", "data-steps") ?? 0),
        shown: Number(attr("army-replay", "data-shown") ?? 0),
        queued: Number(attr("army-replay", "data-queued") ?? 0),
        playing: attr("army-replay", "data-playing") === "true",
      };
      const key = JSON.stringify(snap);
      if (key !== last) w.__replays.push({ t: performance.now(), ...snap });
      last = key;
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true });
    note();
  });
}

const replaysOf = (page: Page) => page.evaluate(() => (window as unknown as { __replays: ReplaySnap[] }).__replays);

/** Replays that started over before their last step was shown (a new replay starts at its first step). */
function cutOff(snaps: ReplaySnap[]): ReplaySnap[] {
  return snaps.filter((s, i) => i > 0 && s.shown < snaps[i - 1].shown && snaps[i - 1].shown < snaps[i - 1].steps);
}

test("an army turn's replay plays to its last step on every screen while the bot at the table waits for it", async () => {
  for (const page of [alice, carol, dave]) await recordReplays(page);
  // Carol's turn, then Alice's: the army's turn after Alice's is followed by the bot's (Bob's seat).
  await playTurn(carol, 2, stats, true);
  await alice.waitForSelector(`${tid("slaying-board")}[data-current="0"]`);
  const armyTurn = Number(await boardAttr(alice, "data-army-turns")) + 1;
  await playTurn(alice, 0, stats, true);
  // The bot plays the turn; the army's follows, then it is Carol's again.
  for (const page of [alice, carol, dave]) await page.waitForSelector(`${tid("slaying-board")}[data-current="2"]`, { timeout: 60_000 });
  // Every screen plays that army turn (the first replay to start once it arrived) to its last step.
  for (const page of [alice, carol, dave]) {
    await page.waitForFunction((turn) => {
      const r = (window as unknown as { __replays: ReplaySnap[] }).__replays;
      const from = r.findIndex((x) => x.armyTurns >= turn);
      const start = r.findIndex((x, i) => from >= 0 && i >= from && x.playing && x.shown === 1);
      return start >= 0 && r.slice(start).some((x) => x.shown === x.steps);
    }, armyTurn);
  }

  const snaps = await replaysOf(dave);
  const armyAt = snaps.findIndex((s) => s.armyTurns >= armyTurn);
  const botAt = snaps.findIndex((s) => armyAt >= 0 && s.seq > snaps[armyAt].seq);
  // The replay on screen at the bot's move: the last to start before it. On a slow screen an earlier army turn's
  // replay may still start after this turn arrived; it plays first, in order, and this one follows it.
  const starts = snaps.map((s, i) => (armyAt >= 0 && i >= armyAt && (botAt < 0 || i < botAt) && s.playing && s.shown === 1 ? i : -1));
  const replayAt = Math.max(...starts);
  expect({ armyAt: armyAt >= 0, replayAt: replayAt >= 0, botAt: botAt >= 0 }).toEqual({ armyAt: true, replayAt: true, botAt: true });
  // The army turn acted (an enemy on the field): a replay with steps to watch.
  const steps = snaps[replayAt].steps;
  expect(steps).toBeGreaterThanOrEqual(4);
  // The bot's first move reached the spectator a replay's length after the army's turn did (the server counts every
  // step's time; without the wait the bot moves BOT_DELAY_MS after the army), with that replay on screen, none behind.
  expect(snaps[botAt].t - snaps[armyAt].t).toBeGreaterThanOrEqual(0.6 * steps * STEP_MS);
  expect(snaps[botAt]).toMatchObject({ steps, queued: 0 });
  // No replay on any screen started before the one before it showed its last step.
  for (const page of [alice, carol, dave]) expect(cutOff(await replaysOf(page))).toEqual([]);
  expect(h.pageErrors).toEqual([]);
});

test("Bob comes back through the table link and has his seat again at his next turn: his own hand, his clock, his moves", async () => {
  // Carol's turn: Bob opens the table link again in his browser (its seat token is in localStorage).
  const back = await bobContext.newPage();
  back.setDefaultTimeout(WAIT);
  back.on("pageerror", (e) => h.pageErrors.push(`[bob back] ${e.message}`));
  await back.goto(`${h.base}/table/${code}`);
  await back.waitForSelector(`${tid("seat-1")}[data-me="true"][data-connected="true"]`);
  for (const page of [alice, carol, dave]) await page.waitForSelector(`${tid("seat-1")}[data-connected="true"][data-bot="false"]`);
  await alice.waitForSelector(`${tid("log-line")}[data-type="returned"]`, { state: "attached" });
  // The seat is his from the next turn on (the bot would finish one it had begun): his page says so meanwhile.
  await back.waitForSelector(`${tid("away-banner")}[data-back="true"]`);
  await playTurn(carol, 2, stats, true);
  await back.waitForSelector(tid("away-banner"), { state: "detached" });
  await alice.waitForSelector(`${tid("slaying-board")}[data-current="0"]`);
  await playTurn(alice, 0, stats, true);
  await back.waitForSelector(`${tid("slaying-board")}[data-current="1"]`);
  // His turn: no bot stands in, the away banner is gone, the turn clock runs for him, and he sees his own hand.
  await back.waitForSelector(`${tid("seat-1")}[data-bot="false"][data-away="false"]`);
  expect(await back.locator(tid("away-banner")).count()).toBe(0);
  await back.waitForSelector(`${tid("timer")}[data-clock-seat="1"]`);
  expect(await back.locator(`${tid("my-hand")} ${tid("hand-card")}`).count()).toBeGreaterThan(0);
  // He plays it through the UI, and the table goes on to Carol.
  await playTurn(back, 1, stats, true);
  for (const page of [alice, carol, dave]) await page.waitForSelector(`${tid("slaying-board")}[data-current="2"]`);
  expect(await back.locator(`${tid("seat-1")}[data-bot="false"]`).count()).toBe(1);
  await h.shot(back, "coop-02-bob-back");
  expect(h.pageErrors).toEqual([]);
});
