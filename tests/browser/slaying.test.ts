/**
 * 弒魔戰爭 in a real Chromium against the real server: three people in three browser contexts create and join a
 * co-op table by code and play several rounds through the UI (moving the team on the map, formations picked from the
 * previews, the draw's discard), everyone watches an army turn play out step by step (one skips it), a fourth
 * context spectates without seeing any hand, one player reloads and gets the seat back; the layout is checked by
 * bounding boxes at 1366×768 (everything needed to play on screen without scrolling) and 390×844.
 */
import { openLobby, pageKeeper, putAway, startBrowserHarness, tid, type BrowserHarness } from "./harness";
import { measure, notOnScreen } from "./boxes";
import { boardAttr, createSlayingTable, stepAndWait, type Stats } from "./slayingDriver";

// Generous: the suite shares a 2-core machine with other work (a whole game of rounds through four browsers).
jest.setTimeout(300_000);

let h: BrowserHarness;
beforeAll(async () => {
  // Dropped seats go to bots after 5 s, not two minutes (a reload is back sooner, and would get the seat back from a
  // bot anyway); the tables a test is done with are put away, so no game is left for bots to play out.
  h = await startBrowserHarness({ RECONNECT_SECONDS: "5", BOT_DELAY_MS: "10" });
});
afterAll(async () => {
  await h?.close();
});

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
/**
 * The first test's Alice, Carol and Dave go on as the later tests' pages (a fresh browser context costs seconds of
 * CPU, its page load more): each later test opens the lobby in its own, and makes one when run alone.
 */
const kept = pageKeeper();

/** Whose turn it is, how many army turns were played and whether the game is over, in one read of the page. */
function tableNow() {
  const board = document.querySelector('[data-testid="slaying-board"]');
  const over = !!document.querySelector('[data-testid="end-screen"]');
  return { current: Number(board?.getAttribute("data-current")), armyTurns: Number(board?.getAttribute("data-army-turns")), over };
}

describe("弒魔戰爭 web view", () => {
  test("three players create, join by code and play rounds; an army turn plays step by step; a spectator; a reload keeps the seat; layout", async () => {
    const alice = await kept("alice", () => h.newPage("alice", LAPTOP));
    const bob = await h.newPage("bob", LAPTOP);
    const carol = await kept("carol", () => h.newPage("carol", PHONE));
    await openLobby(alice, h.base, "Alice");
    const code = await createSlayingTable(alice, 3);
    for (const [page, name] of [
      [bob, "Bob"],
      [carol, "Carol"],
    ] as const) {
      await openLobby(page, h.base, name);
      await page.fill(tid("join-code"), code);
      await page.click(tid("join-button"));
      await page.waitForURL(`**/table/${code}`);
    }
    await alice.waitForSelector(`${tid("seat-2")}[data-occupied="true"]`);
    await alice.click(`${tid("start-game")}:not([disabled])`);
    const players = [alice, bob, carol];
    for (const page of players) await page.waitForSelector(tid("slaying-board"));

    // The opening (seed §3): the token on the ☆ town A3, 200 team HP, the first 魔使 with 100 HP and 5 face-down cards.
    expect(await boardAttr(alice, "data-cell")).toBe("A3");
    expect(await boardAttr(alice, "data-difficulty")).toBe("簡易");
    expect(await alice.getAttribute(tid("team-hp"), "data-hp")).toBe("200");
    expect(await alice.getAttribute(tid("opponent"), "data-hp")).toBe("100");
    expect(await alice.locator(`${tid("army-hand")} ${tid("card-back")}`).count()).toBe(5);
    expect(await alice.locator(`${tid("my-hand")} ${tid("hand-card")}`).count()).toBe(4);
    expect(await bob.locator(`${tid("my-hand")} ${tid("hand-card")}`).count()).toBe(5);
    // Hands are visible to teammates by default (spec §12).
    expect(await bob.locator(`${tid("hand-0")} ${tid("teammate-card")}`).count()).toBe(4);
    expect(await alice.locator(`${tid("turn-order")} li`).count()).toBe(6);
    expect(await alice.getAttribute(tid("order-seat-0"), "data-current")).toBe("true");
    expect(await alice.getAttribute(tid("next-step"), "data-step")).toBe("stepMove");

    // A spectator by code: the board without any hand.
    const dave = await kept("dave", () => h.newPage("dave", LAPTOP));
    await openLobby(dave, h.base, "Dave");
    await dave.fill(tid("join-code"), code);
    await dave.click(tid("watch-button"));
    await dave.waitForSelector(tid("slaying-board"));
    expect(await dave.locator(tid("my-hand")).count()).toBe(0);
    expect(await dave.locator(tid("teammate-card")).count()).toBe(0);
    expect(await dave.locator(`${tid("hand-1")} ${tid("card-back")}`).count()).toBe(5);

    // Layout at 1366×768, Alice to move: map, opponent, turn order, hand, formations and buttons all on screen.
    await alice.locator(tid("suggestion")).first().waitFor();
    const laptop = await measure(alice, {
      status: tid("status-bar"),
      map: tid("map"),
      opponent: tid("opponent"),
      hand: tid("my-hand"),
      formations: tid("formations"),
      order: tid("turn-order"),
      players: tid("players"),
      lit: `${tid("map")} [data-step="true"]`,
    });
    await h.shot(alice, "slaying-01-start-laptop");
    expect(notOnScreen(laptop)).toEqual([]);
    expect(laptop.scrollWidth).toBeLessThanOrEqual(laptop.vw + 1);

    const stats: Stats = { shop: 0, changes: 0, moves: 0, plays: 0, discards: 0, passes: 0, other: [] };
    let watched = false;
    let reloaded = false;
    // Play on only until everything asserted below has happened (four army turns, the watched one and the reload
    // among them): each further round showed the same screens again.
    const enough = (armyTurns: number) => watched && reloaded && stats.moves >= 2 && stats.shop === 1 && stats.plays >= 3 && stats.discards >= 3 && armyTurns >= 4;
    for (let guard = 0; guard < 80; guard++) {
      const { current, armyTurns, over } = await alice.evaluate(tableNow);
      if (over || enough(armyTurns)) break;
      const mover = players[current];
      await stepAndWait(mover, stats);
      if (!watched && Number(await boardAttr(mover, "data-army-turns")) > armyTurns) {
        // The army's turn plays out line by line on every screen; Carol skips to the end, the others watch it finish.
        const spectatorReplay = dave.locator(tid("army-replay"));
        await spectatorReplay.waitFor();
        await bob.waitForSelector(`${tid("army-replay")}[data-playing="true"]`);
        expect(await bob.locator(`${tid("order-army")}.is-current`).count()).toBeGreaterThan(0);
        // The status line names the player to move, as the banner does, and says the army's turn is a replay.
        expect(await bob.locator(`${tid("next-step")} ${tid("replay-note")}`).count()).toBe(1);
        expect(await bob.textContent(tid("next-step"))).toMatch(/輪到|的回合：/);
        const steps = Number(await bob.getAttribute(tid("army-replay"), "data-steps"));
        expect(steps).toBeGreaterThanOrEqual(3);
        // It advances step by step (past the first line; faster when more army turns wait).
        await bob.waitForFunction(() => Number(document.querySelector('[data-testid="army-replay"]')?.getAttribute("data-shown") ?? 0) >= 2);
        // While it plays, the opponent, the replay and the next player's hand and buttons are all on screen.
        const during = await measure(bob, { opponent: tid("opponent"), replay: tid("army-replay"), skip: tid("skip-army"), map: tid("map"), hand: tid("my-hand"), formations: tid("formations"), order: tid("turn-order") });
        expect(notOnScreen(during)).toEqual([]);
        // The select line's data shows the hand the army turned up with the chosen positions (the watcher lets it
        // play); checked before the screenshots, which take seconds on a busy machine.
        await dave.waitForSelector(`${tid("army-replay")}[data-playing="true"] ${tid("army-chosen")}`);
        // Carol skips to the end (when her replay still plays: on a busy machine it may have played out already).
        if (await carol.locator(`${tid("army-replay")}[data-playing="true"]`).count()) await carol.click(tid("skip-army"), { timeout: 3000 }).catch(() => undefined);
        await carol.waitForSelector(`${tid("army-replay")}[data-playing="false"][data-shown="${steps}"]`);
        await h.shot(bob, "slaying-02-army-turn-laptop");
        for (const page of [alice, bob, dave]) await page.waitForSelector(`${tid("army-replay")}[data-playing="false"][data-shown="${steps}"]`);
        const types = await bob.$$eval(tid("army-step"), (els) => els.map((e) => e.getAttribute("data-type")));
        expect(types[0]).toBe("army_turn");
        expect(types[types.length - 1]).toBe("army_turn_end");
        watched = true;
      }
      if (!reloaded && watched && current !== 1) {
        // Bob reloads between his turns and is back in his seat with his hand.
        const hand = Number(await bob.getAttribute(tid("my-hand"), "data-count"));
        await bob.reload();
        await bob.waitForSelector(tid("slaying-board"));
        await bob.waitForSelector(tid("my-hand"));
        expect(Number(await bob.getAttribute(tid("my-hand"), "data-count"))).toBeGreaterThanOrEqual(hand === 0 ? 0 : 1);
        reloaded = true;
      }
    }
    expect(watched).toBe(true);
    expect(reloaded).toBe(true);
    expect(stats.moves).toBeGreaterThanOrEqual(2);
    expect(stats.shop).toBe(1);
    expect(stats.plays).toBeGreaterThanOrEqual(3);
    expect(stats.discards).toBeGreaterThanOrEqual(3);
    expect(Number(await boardAttr(alice, "data-army-turns"))).toBeGreaterThanOrEqual(4);
    // Bob, after his reload, played on: every seat still in the turn order, his seat his.
    expect(await bob.locator(tid("my-hand")).count()).toBe(1);
    await h.shot(alice, "slaying-03-midgame-laptop");
    await h.shot(dave, "slaying-04-spectator-laptop");
    expect(await dave.locator(tid("teammate-card")).count()).toBe(0);

    // The phone: no sideways scrolling; the sheet, the map, the opponent and the hand stack in that order.
    const phone = await measure(carol, { status: tid("status-bar"), map: tid("map"), opponent: tid("opponent"), hand: tid("my-hand"), token: tid("team-token") });
    expect(phone.scrollWidth).toBeLessThanOrEqual(phone.vw + 1);
    const [st, map, opp, hand] = ["status", "map", "opponent", "hand"].map((k) => phone.boxes[k][0]);
    for (const b of [st, map, opp, hand]) expect(b.x + b.w).toBeLessThanOrEqual(phone.vw + 1);
    expect(st.y).toBeLessThan(map.y);
    expect(map.y + map.h).toBeLessThanOrEqual(opp.y + 1);
    expect(opp.y).toBeLessThan(hand.y);
    // The map scrolls sideways inside itself with cells big enough to tap, the team's token kept in view.
    const token = phone.boxes.token[0];
    expect(token.x).toBeGreaterThanOrEqual(map.x - 1);
    expect(token.x + token.w).toBeLessThanOrEqual(map.x + map.w + 1);
    expect(await carol.$eval(tid("map-cell-A1"), (e) => e.getBoundingClientRect().width)).toBeGreaterThanOrEqual(36);
    await h.shot(carol, "slaying-05-phone");

    // English.
    await alice.click(tid("lang-switch"));
    await alice.waitForFunction(() => document.documentElement.lang === "en");
    expect(await alice.textContent(tid("status-bar"))).toMatch(/Team HP/);
    await h.shot(alice, "slaying-06-english-laptop");
    console.log(`slaying through the UI: ${JSON.stringify(stats)}`);
    expect(h.pageErrors).toEqual([]);
    // The table is put away: left running, bots would play its dropped seats out while the next tests run. The pages
    // the next tests go on in leave it first (a page on a closed table would try to reconnect).
    for (const page of [alice, carol, dave]) await page.goto("about:blank");
    await putAway([bob], code);
  });

  test("layout after an army turn at 1, 3 and 5 seats × 1366×768, 1920×1080, 390×844: the enemy panel within the board, the HP readouts, R and the hand whole", async () => {
    const DESKTOP = { width: 1920, height: 1080 };
    // Dave's page from the first test (a spectator there: zh-TW, laptop), one table after the other.
    const host = await kept("dave", () => h.newPage("layout", LAPTOP));
    for (const seats of [1, 3, 5]) {
      await host.setViewportSize(LAPTOP);
      await openLobby(host, h.base, "Host");
      const code = await createSlayingTable(host, seats, { private: true });
      for (let s = 1; s < seats; s++) {
        await host.click(`${tid("add-bot")}:not([disabled])`);
        await host.waitForSelector(`${tid(`seat-${s}`)}[data-bot="true"]`);
      }
      await host.click(`${tid("start-game")}:not([disabled])`);
      await host.waitForSelector(tid("slaying-board"));
      const stats: Stats = { shop: 1, changes: 1, moves: 6, plays: 0, discards: 0, passes: 0, other: [] };
      // Play the host's turns until an army turn has happened and it is the host's turn again, with an enemy on the
      // field (four bots can defeat the first one in a round: the rest that follows has no enemy panel to measure).
      const enemyOnField = async () => (await host.getAttribute(tid("opponent"), "data-alive")) === "true";
      for (let i = 0; i < 24; i++) {
        if (Number(await boardAttr(host, "data-army-turns")) >= 1 && (await boardAttr(host, "data-current")) === "0" && (await enemyOnField())) break;
        await host.waitForSelector(`${tid("slaying-board")}[data-current="0"]`, { timeout: 60_000 });
        await stepAndWait(host, stats);
      }
      await host.waitForSelector(`${tid("slaying-board")}[data-current="0"]`, { timeout: 60_000 });
      expect(Number(await boardAttr(host, "data-army-turns"))).toBeGreaterThanOrEqual(1);
      expect(await enemyOnField()).toBe(true);
      for (const vp of [LAPTOP, DESKTOP, PHONE]) {
        await host.setViewportSize(vp);
        await host.waitForSelector(tid("opponent-hp"));
        const m = await measure(host, { board: tid("slaying-board"), opponent: tid("opponent"), armyHp: tid("opponent-hp"), teamHp: tid("team-hp"), r: tid("counter-r"), hand: tid("my-hand") });
        const [board, opp] = [m.boxes.board[0], m.boxes.opponent[0]];
        const where = `${seats} seats at ${vp.width}×${vp.height}`;
        expect({ where, oppRight: Math.round(opp.x + opp.w) <= Math.round(board.x + board.w) + 1, scroll: m.scrollWidth <= m.vw + 1 }).toEqual({ where, oppRight: true, scroll: true });
        for (const k of ["armyHp", "teamHp", "r", "hand"]) {
          const b = m.boxes[k][0];
          expect({ where, k, inside: b.w > 0 && b.x >= -1 && b.x + b.w <= m.vw + 1 }).toEqual({ where, k, inside: true });
        }
        const armyHp = m.boxes.armyHp[0];
        expect({ where, hpInPanel: armyHp.x >= opp.x - 1 && armyHp.x + armyHp.w <= opp.x + opp.w + 1 }).toEqual({ where, hpInPanel: true });
        // Nothing of the readout is cut: its text fits its own box.
        expect(await host.$eval(tid("opponent-hp"), (e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true);
        // On laptops and desktops everything needed to play is on screen without scrolling.
        if (vp !== PHONE) expect({ where, off: notOnScreen({ ...m, boxes: { armyHp: m.boxes.armyHp, teamHp: m.boxes.teamHp, r: m.boxes.r, hand: m.boxes.hand } }) }).toEqual({ where, off: [] });
        else {
          // Map text on phones is at least 11 px.
          const small = await host.$$eval(`${tid("map")} *`, (els) => els.filter((e) => e.childNodes.length && [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim()) && getComputedStyle(e).display !== "none" && parseFloat(getComputedStyle(e).fontSize) < 11).length);
          expect({ where, small }).toEqual({ where, small: 0 });
        }
      }
      if (seats === 5) await h.shot(host, "slaying-10-five-seats-phone");
      // Put away (bots would play the host's dropped seat out), the page off it first.
      await host.goto("about:blank");
      await putAway([], code);
    }
    await host.close();
  });

  test("a game the players leave is played out by bots; the watcher sees the end screen with the score broken down (§10.2)", async () => {
    // Alice's page from the first test (English since then: the host's lobby text is not checked) hosts, Carol's
    // (zh-TW, a phone) watches.
    const host = await kept("alice", () => h.newPage("host", LAPTOP));
    await host.setViewportSize(LAPTOP);
    await openLobby(host, h.base, "Host");
    // 英雄 (the hardest): the bots lose or win in about two thirds of the moves an easy game takes; the end screen
    // and its score parts are the same screen either way (a cleared game's base score: the assertion below).
    const code = await createSlayingTable(host, 2, { private: false, difficulty: "hero" });
    await host.click(`${tid("add-bot")}:not([disabled])`);
    await host.waitForSelector(`${tid("seat-1")}[data-bot="true"]`);
    await host.click(`${tid("start-game")}:not([disabled])`);
    await host.waitForSelector(tid("slaying-board"));
    const watcher = await kept("carol", () => h.newPage("watcher", PHONE));
    await watcher.setViewportSize(PHONE);
    await openLobby(watcher, h.base, "Watcher");
    // The lobby lists the table with its difficulty (the engine's options label in the listing).
    expect((await (await watcher.waitForSelector(tid(`table-options-${code}`))).textContent())!.trim()).toBe("英雄");
    await watcher.fill(tid("join-code"), code);
    await watcher.click(tid("watch-button"));
    await watcher.waitForSelector(tid("slaying-board"));
    await host.click(tid("leave-table"));
    await host.click(tid("leave-confirm"));
    await host.waitForSelector(tid("lobby"));
    // Gone from the table, the host's page has nothing left to show here (its live lobby would follow the game).
    await host.context().close();
    const end = await watcher.waitForSelector(tid("end-screen"), { timeout: 90_000 });
    const total = Number(await end.getAttribute("data-total"));
    const parts = await watcher.$$eval('[data-testid^="score-"][data-value]', (els) => els.map((e) => [e.getAttribute("data-testid"), Number(e.getAttribute("data-value"))] as const));
    expect(parts.map(([id]) => id)).toEqual(["score-base", "score-shards", "score-points", "score-turns", "score-hp"]);
    expect(parts.reduce((n, [, v]) => n + v, 0)).toBe(total);
    const result = await end.getAttribute("data-result");
    expect(["victory", "defeat_hp", "defeat_time"]).toContain(result);
    // Only a cleared game has a base score (seed §10-2.1).
    expect(parts[0][1] > 0).toBe(result === "victory");
    await watcher.waitForSelector(tid("result"));
    await h.shot(watcher, "slaying-07-end-phone");
    await watcher.setViewportSize(LAPTOP);
    await h.shot(watcher, "slaying-08-end-laptop");
    // The replay of the record opens on the same board.
    const href = (await watcher.getAttribute(tid("watch-replay"), "href"))!;
    await watcher.goto(h.base + href);
    await watcher.waitForSelector(`${tid("replay")} ${tid("slaying-board")}`);
    expect(Number(await watcher.getAttribute(tid("replay"), "data-steps"))).toBeGreaterThan(10);
    await h.shot(watcher, "slaying-09-replay-laptop");
    expect(h.pageErrors).toEqual([]);
  });
});

