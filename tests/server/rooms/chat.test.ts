import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isRuleError } from "../../../shared/src/core/errors";
import { slayingEngine, SlayingOptionsSchema } from "../../../shared/src/games/slaying";
import { CHAT_HISTORY_LINES, type ChatLine, type PingNotice } from "../../../shared/src/protocol/chat";
import { ChatStore } from "../../../server/src/records/chat";
import { CHAT_BURST, TableChat } from "../../../server/src/rooms/chat";
import type { ChatClient, ChatTable, SavedMutes } from "../../../server/src/rooms/chatTable";

/** The chat collaborator without a server: fake clients that keep what they were sent. */
class FakeClient implements ChatClient {
  got: { type: string; message: any }[] = [];
  constructor(readonly sessionId: string) {}
  send(type: string, message: unknown) {
    this.got.push({ type, message });
  }
  of<T = any>(type: string): T[] {
    return this.got.filter((m) => m.type === type).map((m) => m.message as T);
  }
}

function codeOf(fn: () => void): string | null {
  try {
    fn();
    return null;
  } catch (e) {
    if (isRuleError(e)) return e.code;
    throw e;
  }
}

let dir: string;
let store: ChatStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "wuxing-chat-"));
  store = new ChatStore(join(dir, "games.sqlite"));
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

function table(over: Partial<ChatTable> = {}): ChatTable {
  // Seated sessions are "p<seat>"; each seat's author is "seat<seat>".
  const seatMember = (id: string) => (/^p\d$/.test(id) ? { seat: Number(id[1]), name: `P${id[1]}`, author: `seat${id[1]}` } : null);
  const authorOfSeat = (seat: number) => `seat${seat}`;
  return { mode: "drawpass", gameId: () => "g1", code: () => "ACDEFG", seatCount: () => 3, isHost: (s) => s === 0, status: () => "waiting", gameState: () => null, seatMember, authorOfSeat, ...over };
}

function seated(chat: TableChat, n: number) {
  const players = Array.from({ length: n }, (_, i) => new FakeClient(`p${i}`));
  players.forEach((c) => chat.join(c, null));
  const watcher = new FakeClient("w");
  chat.join(watcher, { seat: null, name: "W", author: "spec:w" });
  return { players, watcher };
}

test("players' and spectators' lines never cross; each line reaches its channel's readers, the author's copy marked mine", () => {
  const chat = new TableChat(table(), store);
  const { players, watcher } = seated(chat, 3);
  chat.handle(players[0], "chat", { channel: "players", text: "我去★" });
  chat.handle(watcher, "chat", { channel: "spectators", text: "go left" });
  expect(players[1].of<ChatLine>("chat").map((l) => l.text)).toEqual(["我去★"]);
  expect(players[0].of<ChatLine>("chat")[0].mine).toBe(true);
  expect(players[1].of<ChatLine>("chat")[0].mine).toBeUndefined();
  expect(watcher.of<ChatLine>("chat").map((l) => l.text)).toEqual(["go left"]);
  expect(codeOf(() => chat.handle(watcher, "chat", { channel: "players", text: "psst" }))).toBe("chat_wrong_channel");
  expect(codeOf(() => chat.handle(players[1], "chat", { channel: "spectators", text: "hi" }))).toBe("chat_wrong_channel");
  expect(store.lines("g1").map((l) => [l.channel, l.text])).toEqual([["players", "我去★"], ["spectators", "go left"]]);
});

test("a late joiner gets the last 50 lines of its own channel only", () => {
  const chat = new TableChat(table(), store, { burst: 100 });
  const { players, watcher } = seated(chat, 2);
  for (let i = 0; i < CHAT_HISTORY_LINES + 5; i++) {
    chat.handle(players[0], "chat", { channel: "players", text: `line ${i}` });
  }
  chat.handle(watcher, "chat", { channel: "spectators", text: "watching" });
  const late = new FakeClient("late");
  chat.join(late, { seat: null, name: "L", author: "spec:late" });
  expect(late.of<{ lines: ChatLine[] }>("chatHistory")[0].lines.map((l) => l.text)).toEqual(["watching"]);
  const back = new FakeClient("p1");
  chat.join(back, null);
  const lines = back.of<{ lines: ChatLine[] }>("chatHistory")[0].lines;
  expect(lines).toHaveLength(CHAT_HISTORY_LINES);
  expect(lines[0].text).toBe("line 5");
  expect(lines.at(-1)!.text).toBe(`line ${CHAT_HISTORY_LINES + 4}`);
});

test("a player's mute hides that seat's lines from that player only; the host's mute stops the seat posting", () => {
  const chat = new TableChat(table(), store);
  const { players } = seated(chat, 3);
  chat.handle(players[1], "mute", { seat: 2, muted: true });
  expect(players[1].of("chatSettings").at(-1)).toEqual({ spectatorChat: true, hostMuted: [], muted: [2] });
  chat.handle(players[2], "chat", { channel: "players", text: "spam" });
  expect(players[1].of("chat")).toEqual([]);
  expect(players[0].of<ChatLine>("chat").map((l) => l.text)).toEqual(["spam"]);
  expect(codeOf(() => chat.handle(players[1], "hostMute", { seat: 2, muted: true }))).toBe("not_host");
  chat.handle(players[0], "hostMute", { seat: 2, muted: true });
  expect(players[2].of("chatSettings").at(-1)).toEqual({ spectatorChat: true, hostMuted: [2], muted: [] });
  expect(codeOf(() => chat.handle(players[2], "chat", { channel: "players", text: "more" }))).toBe("chat_muted");
  expect(codeOf(() => chat.handle(players[1], "mute", { seat: 1, muted: true }))).toBe("not_a_seat");
  expect(codeOf(() => chat.handle(players[1], "mute", { seat: 7, muted: true }))).toBe("not_a_seat");
});

test("the host's switch turns spectator chat off and on", () => {
  const chat = new TableChat(table(), store);
  const { players, watcher } = seated(chat, 2);
  chat.handle(players[0], "chatSettings", { spectatorChat: false });
  expect(watcher.of("chatSettings").at(-1)).toMatchObject({ spectatorChat: false });
  expect(codeOf(() => chat.handle(watcher, "chat", { channel: "spectators", text: "hi" }))).toBe("spectator_chat_off");
  chat.handle(players[0], "chatSettings", { spectatorChat: true });
  chat.handle(watcher, "chat", { channel: "spectators", text: "hi" });
  expect(watcher.of<ChatLine>("chat").map((l) => l.text)).toEqual(["hi"]);
});

test("empty, oversized and unknown-phrase lines are refused and change nothing; floods are rate limited", () => {
  const chat = new TableChat(table(), store);
  const { players } = seated(chat, 2);
  expect(codeOf(() => chat.handle(players[0], "chat", { channel: "players", text: " \u202E\u200B " }))).toBe("chat_empty");
  expect(codeOf(() => chat.handle(players[0], "chat", { channel: "players", text: "x".repeat(201) }))).toBe("chat_too_long");
  expect(codeOf(() => chat.handle(players[0], "chat", { channel: "players", phrase: "go_star" }))).toBe("unknown_phrase");
  expect(players[1].of("chat")).toEqual([]);
  const codes = Array.from({ length: CHAT_BURST + 3 }, () => codeOf(() => chat.handle(players[0], "chat", { channel: "players", phrase: "ok" })));
  expect(codes.filter((c) => c === null).length).toBeGreaterThanOrEqual(CHAT_BURST);
  expect(codes).toContain("rate_limited");
  expect(players[1].of("chat").length).toBe(codes.filter((c) => c === null).length);
});

test("report records the line and the table; unsay removes only the author's own line, everywhere", () => {
  const chat = new TableChat(table(), store);
  const { players } = seated(chat, 2);
  chat.handle(players[1], "chat", { channel: "players", text: "rude" });
  const line = players[0].of<ChatLine>("chat")[0];
  chat.handle(players[0], "report", { line: line.id });
  expect(players[0].of("reported")).toEqual([{ line: line.id }]);
  expect(store.reports()).toEqual([expect.objectContaining({ gameId: "g1", table: "ACDEFG", mode: "drawpass", reporter: "P0", line: expect.objectContaining({ id: line.id, text: "rude", seat: 1 }) })]);
  expect(codeOf(() => chat.handle(players[0], "unsay", { line: line.id }))).toBe("not_your_line");
  expect(codeOf(() => chat.handle(players[0], "report", { line: "nope" }))).toBe("no_such_line");
  chat.handle(players[1], "unsay", { line: line.id });
  expect(players[0].of("chatRemoved")).toEqual([{ line: line.id }]);
  expect(store.lines("g1")).toEqual([]);
  const late = new FakeClient("p0");
  chat.join(late, null);
  expect(late.of<{ lines: ChatLine[] }>("chatHistory")[0].lines).toEqual([]);
});

test("lines before the first game are kept in memory only; a failing chat store never refuses a line", () => {
  let gameId = "";
  const errors: unknown[] = [];
  const chat = new TableChat(table({ gameId: () => gameId }), store, { onStoreError: (e) => errors.push(e) });
  const { players } = seated(chat, 2);
  chat.handle(players[0], "chat", { channel: "players", phrase: "hello" });
  expect(store.lines("")).toEqual([]);
  gameId = "g2";
  store.close();
  chat.handle(players[0], "chat", { channel: "players", text: "still here" });
  expect(players[1].of<ChatLine>("chat").map((l) => l.text ?? l.phrase)).toEqual(["hello", "still here"]);
  expect(errors).toHaveLength(1);
  store = new ChatStore(join(dir, "games.sqlite"));
});

test("mutes follow the player, not the seat number, when a rematch rotates the seats", () => {
  let shift = 0;
  const seatOf = (id: string) => (Number(id[1]) + shift) % 3;
  const chat = new TableChat(
    table({ seatMember: (id) => (/^p\d$/.test(id) ? { seat: seatOf(id), name: `P${id[1]}`, author: `a${id[1]}` } : null), authorOfSeat: (seat) => `a${(seat - shift + 3) % 3}` }),
    store,
  );
  const { players } = seated(chat, 3);
  chat.handle(players[1], "mute", { seat: 2, muted: true });
  shift = 1; // p0 now sits at seat 1, p1 at seat 2, p2 at seat 0
  chat.handle(players[2], "chat", { channel: "players", text: "still muted" });
  expect(players[1].of("chat")).toEqual([]);
  expect(players[0].of<ChatLine>("chat")[0]).toMatchObject({ seat: 0, name: "P2" });
  // Its settings name p2's new seat.
  chat.handle(players[1], "mute", { seat: 0, muted: true });
  expect(players[1].of("chatSettings").at(-1)).toMatchObject({ muted: [0] });
});

describe("mutes kept with a signed-in player's account", () => {
  /** SavedMutes over a map (the account store's rows), answering asynchronously as a store does. */
  function savedMutes() {
    const rows = new Map<string, Set<string>>();
    const saves: [string, string, boolean][] = [];
    const saved: SavedMutes = {
      load: (identity) => (identity.startsWith("account:") ? Promise.resolve(new Set(rows.get(identity))) : null),
      save: async (identity, muted, on) => {
        saves.push([identity, muted, on]);
        const set = rows.get(identity) ?? new Set<string>();
        rows.set(identity, set);
        if (on) set.add(muted);
        else set.delete(muted);
      },
    };
    return { rows, saves, saved };
  }
  /** A table whose seats are held by `who[seat]` (identities); each identity is also its author at this table. */
  function tableOf(who: string[], code: string): ChatTable {
    const seatMember = (id: string) => (/^p\d$/.test(id) ? { seat: Number(id[1]), name: who[Number(id[1])], author: `${code}:${id[1]}`, identity: who[Number(id[1])] } : null);
    return table({ code: () => code, seatMember, authorOfSeat: (seat) => `${code}:${seat}`, identityOfSeat: (seat) => who[seat] ?? null });
  }
  const flush = () => new Promise((r) => setImmediate(r));
  const say = (chat: TableChat, c: FakeClient, text: string) => chat.handle(c, "chat", { channel: "players", text });

  test("a signed-in player's mute is saved by the muted player's identity and holds at another table, where it can be lifted", async () => {
    const { rows, saves, saved } = savedMutes();
    const first = new TableChat(tableOf(["account:ann", "account:bob", "guest:cat"], "T1"), store, { saved });
    const { players } = seated(first, 3);
    await flush();
    first.handle(players[0], "mute", { seat: 1, muted: true });
    first.handle(players[0], "mute", { seat: 2, muted: true });
    expect(saves).toEqual([["account:ann", "account:bob", true], ["account:ann", "guest:cat", true]]);
    await flush();
    expect([...rows.get("account:ann")!]).toEqual(["account:bob", "guest:cat"]);

    // Another table, other seats: Bob at seat 0, Cat at seat 1, Ann at seat 2 (another device: nothing per table).
    const second = new TableChat(tableOf(["account:bob", "guest:cat", "account:ann"], "T2"), store, { saved });
    const bob = new FakeClient("p0");
    second.join(bob, null);
    say(second, bob, "before Ann came");
    const cat = new FakeClient("p1");
    second.join(cat, null);
    const ann = new FakeClient("p2");
    second.join(ann, null);
    // Nothing reaches Ann before her mutes are in; then her settings and a history without Bob's line.
    say(second, bob, "while Ann's mutes load");
    expect(ann.got).toEqual([]);
    await flush();
    expect(ann.of("chatSettings").at(-1)).toMatchObject({ muted: [0, 1] });
    expect(ann.of("chatHistory")).toEqual([{ lines: [] }]);
    say(second, bob, "hello");
    say(second, cat, "hi");
    expect(ann.of("chat")).toEqual([]);
    expect(cat.of<ChatLine>("chat").map((l) => l.text)).toEqual(["while Ann's mutes load", "hello", "hi"]);

    // Unmuting Bob here lifts the kept mute too.
    second.handle(ann, "mute", { seat: 0, muted: false });
    expect(ann.of("chatSettings").at(-1)).toMatchObject({ muted: [1] });
    say(second, bob, "heard again");
    expect(ann.of<ChatLine>("chat").map((l) => l.text)).toEqual(["heard again"]);
    await flush();
    expect([...rows.get("account:ann")!]).toEqual(["guest:cat"]);
  });

  test("a guest keeps per-table mutes: nothing is saved and the next table starts with none", async () => {
    const { saves, saved } = savedMutes();
    const first = new TableChat(tableOf(["guest:cat", "account:bob", "guest:dan"], "T1"), store, { saved });
    const { players } = seated(first, 3);
    first.handle(players[0], "mute", { seat: 1, muted: true });
    say(first, players[1], "muted for Cat");
    expect(players[0].of("chat")).toEqual([]);
    expect(saves).toEqual([]);
    const second = new TableChat(tableOf(["guest:cat", "account:bob", "guest:dan"], "T2"), store, { saved });
    const again = seated(second, 3).players;
    await flush();
    expect(again[0].of("chatSettings").at(-1)).toMatchObject({ muted: [] });
    say(second, again[1], "heard");
    expect(again[0].of<ChatLine>("chat").map((l) => l.text)).toEqual(["heard"]);
  });

  test("mutes that cannot be loaded or saved leave the table's chat working, the failure logged", async () => {
    const errors: unknown[] = [];
    const saved: SavedMutes = { load: () => Promise.reject(new Error("locked")), save: () => Promise.reject(new Error("locked")) };
    const chat = new TableChat(tableOf(["account:ann", "account:bob", "account:cy"], "T1"), store, { saved, onStoreError: (e) => errors.push(e) });
    const { players } = seated(chat, 3);
    await flush();
    expect(players[0].of("chatHistory")).toEqual([{ lines: [] }]);
    chat.handle(players[0], "mute", { seat: 1, muted: true });
    say(chat, players[1], "per table still");
    expect(players[0].of("chat")).toEqual([]);
    expect(players[2].of("chat")).toHaveLength(1);
    expect(errors.length).toBe(3); // the three loads; nothing to save without loaded mutes

    const failingSave: SavedMutes = { load: () => Promise.resolve(new Set()), save: () => Promise.reject(new Error("full")) };
    const other = new TableChat(tableOf(["account:ann", "account:bob", "account:cy"], "T2"), store, { saved: failingSave, onStoreError: (e) => errors.push(e) });
    const again = seated(other, 3).players;
    await flush();
    other.handle(again[0], "mute", { seat: 1, muted: true });
    expect(again[0].of("chatSettings").at(-1)).toMatchObject({ muted: [1] });
    await flush();
    expect(errors.length).toBe(4);
  });
});

describe("pings", () => {
  const state = (privateHands: boolean) => slayingEngine.setup(SlayingOptionsSchema.parse({ privateHands }), "ping", 3);

  test("go to the players only, named; a hand card only where hands are public", () => {
    let s = state(false);
    const chat = new TableChat(table({ mode: "slaying", status: () => "playing", gameState: () => s }), store);
    const { players, watcher } = seated(chat, 3);
    chat.handle(players[0], "ping", { target: { kind: "cell", cell: "K3" } });
    for (const p of players) expect(p.of<PingNotice>("ping")).toEqual([expect.objectContaining({ seat: 0, name: "P0", target: { kind: "cell", cell: "K3" }, what: { zh: "K3", en: "K3" } })]);
    expect(watcher.of("ping")).toEqual([]);
    const card = s.players[2].hand[0];
    chat.handle(players[2], "ping", { target: { kind: "card", card } });
    expect(players[1].of<PingNotice>("ping")[1].target).toEqual({ kind: "card", card });
    s = state(true);
    const hidden = s.players[2].hand[0];
    chat.handle(players[2], "ping", { target: { kind: "card", card: hidden } });
    expect(players[1].of<PingNotice>("ping")[2]).toMatchObject({ target: { kind: "card" }, what: { en: "a hand card" } });
    expect(codeOf(() => chat.handle(players[1], "ping", { target: { kind: "card", card: hidden } }))).toBe("ping_not_yours");
    expect(codeOf(() => chat.handle(watcher, "ping", { target: { kind: "enemy" } }))).toBe("spectator_cannot_ping");
    // A hidden card's ping names no card in either language; a shard is named in both.
    expect(players[0].of<PingNotice>("ping")[2].what).toEqual({ zh: "一張手牌", en: "a hand card" });
    chat.handle(players[1], "ping", { target: { kind: "shard", element: "metal" } });
    for (const p of players) expect(p.of<PingNotice>("ping")[3]).toMatchObject({ seat: 1, target: { kind: "shard", element: "metal" }, what: { zh: expect.stringContaining("金晶石"), en: expect.stringContaining("Metal shard") } });
    expect(watcher.of("ping")).toEqual([]);
  });

  test("are refused where the game has none, before the game starts and after it ends", () => {
    const none = new TableChat(table(), store);
    const a = seated(none, 2);
    expect(codeOf(() => none.handle(a.players[0], "ping", { target: { kind: "enemy" } }))).toBe("pings_not_available");
    const early = new TableChat(table({ mode: "slaying" }), store);
    const b = seated(early, 2);
    expect(codeOf(() => early.handle(b.players[0], "ping", { target: { kind: "enemy" } }))).toBe("not_started");
    const late = new TableChat(table({ mode: "slaying", status: () => "finished" }), store);
    const c = seated(late, 2);
    expect(codeOf(() => late.handle(c.players[0], "ping", { target: { kind: "enemy" } }))).toBe("game_over");
  });
});
