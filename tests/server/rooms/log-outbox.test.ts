import { LogOutbox, type LogRoom } from "../../../server/src/rooms/logOutbox";
import { TableLog, sharedTextCount } from "../../../server/src/rooms/tableLog";

interface Client {
  sessionId: string;
}
interface Sent {
  to: string;
  type: string;
  message?: { seq: number; events: { type: string; zh: string; private?: boolean }[] };
}

/**
 * A room as Colyseus runs one: `sendPatch` ticks the room clock (timer callbacks run inside it), sends the patch,
 * then the messages queued behind it. `wire` is what each client receives, in order.
 */
function fakeRoom(seats: Record<string, number>) {
  const wire: Sent[] = [];
  const afterPatch: Sent[] = [];
  const clients: Client[] = Object.keys(seats).map((sessionId) => ({ sessionId }));
  const timers: (() => void)[] = [];
  let seq = 3;
  let soon = 0;
  /** Whether the state changed since the last patch (a move without lines does; a view alone does not). */
  let changed = false;
  /** Messages built (each one encoded once by Colyseus, however many clients it goes to). */
  let messages = 0;
  const deliver = (sent: Sent, queued: boolean) => (queued ? afterPatch : wire).push(sent);
  const room: LogRoom<Client> = {
    clients: () => clients,
    seatOf: (id) => seats[id] ?? -1,
    names: () => ["Ann", "Bob"],
    seq: () => seq,
    sendPatch: () => {
      changed = false;
      timers.splice(0).forEach((fn) => fn());
      for (const c of clients) wire.push({ to: c.sessionId, type: "patch" });
      wire.push(...afterPatch.splice(0));
    },
    stateChanged: () => changed,
    patchSoon: () => void soon++,
    send: (client, type, message, queued) => {
      messages++;
      deliver({ to: client.sessionId, type, message: message as Sent["message"] }, queued);
    },
    broadcast: (type, message, except, queued) => {
      messages++;
      for (const c of clients) if (!except.includes(c)) deliver({ to: c.sessionId, type, message: message as Sent["message"] }, queued);
    },
  };
  const seen = (id: string) => wire.filter((s) => s.to === id).map((s) => (s.type === "events" ? `events:${s.message!.events.map((e) => e.zh).join("|")}` : s.type));
  return { room, wire, timers, seen, setSeq: (n: number) => (seq = n), patchesSoon: () => soon, messages: () => messages, change: () => (changed = true) };
}

describe("the log outbox (no server)", () => {
  test("a move's lines follow its patch, with seat names; a private line reaches only its seat", () => {
    const { room, seen } = fakeRoom({ a: 0, b: 1, watcher: -1 });
    const outbox = new LogOutbox(room, false);
    outbox.lines([
      { type: "draw", seat: 0, zh: "{p0} 抽到 火", en: "{p0} drew fire", visibleTo: [0] },
      { type: "draw", seat: 0, zh: "{p0} 抽了一張", en: "{p0} drew a card" },
    ]);
    outbox.flush(true);
    expect(seen("a")).toEqual(["patch", "events:Ann 抽到 火|Ann 抽了一張"]);
    expect(seen("b")).toEqual(["patch", "events:Ann 抽了一張"]);
    expect(seen("watcher")).toEqual(["patch", "events:Ann 抽了一張"]);
  });

  test("a private line several seats may see goes to them as one message, encoded once", () => {
    const { room, seen, messages } = fakeRoom({ a: 0, b: 1, c: 2, watcher: -1 });
    const outbox = new LogOutbox(room, false);
    outbox.lines([
      { type: "drew", seat: 0, zh: "{p0} 抽到 火", en: "{p0} drew fire", visibleTo: [0, 1] },
      { type: "draw", seat: 0, zh: "{p0} 抽了一張", en: "{p0} drew a card" },
    ]);
    outbox.flush(true);
    expect(["a", "b", "c", "watcher"].map(seen)).toEqual([
      ["patch", "events:Ann 抽到 火|Ann 抽了一張"],
      ["patch", "events:Ann 抽到 火|Ann 抽了一張"],
      ["patch", "events:Ann 抽了一張"],
      ["patch", "events:Ann 抽了一張"],
    ]);
    expect(messages()).toBe(2);
  });

  test("a move without lines is shown at once; a change to views alone waits for the next tick; a patch being built is not asked for again", () => {
    const { room, wire, patchesSoon, change } = fakeRoom({ a: 0 });
    const outbox = new LogOutbox(room, false);
    outbox.flush(true);
    expect([wire, patchesSoon()]).toEqual([[], 1]);
    change();
    outbox.flush(true);
    expect([wire.map((s) => s.type), patchesSoon()]).toEqual([["patch"], 1]);
    change();
    outbox.flush(false);
    expect([wire.length, patchesSoon()]).toEqual([1, 1]);
    outbox.lines([{ type: "draw", seat: 0, zh: "{p0} 抽了一張", en: "{p0} drew a card" }]);
    outbox.flush(true);
    expect([wire.map((s) => s.type), patchesSoon()]).toEqual([["patch", "patch", "events"], 1]);
  });

  test("the backlog keeps each seat's own private lines, and a new game clears it; a closed outbox sends nothing", () => {
    const { room, wire } = fakeRoom({ a: 0 });
    const outbox = new LogOutbox(room, false);
    outbox.keep(0, [{ type: "secret", seat: 1, zh: "{p1} 的秘密", en: "secret", visibleTo: [1] }]);
    outbox.announce([{ type: "restored", zh: "恢復", en: "restored" }]);
    expect(outbox.backlogFor(1).map((l) => l.zh)).toEqual(["Bob 的秘密", "恢復"]);
    expect(outbox.backlogFor(-1).map((l) => l.zh)).toEqual(["恢復"]);
    outbox.clear();
    expect(outbox.backlogFor(1)).toEqual([]);
    outbox.close();
    outbox.flush(true);
    expect(wire).toEqual([]);
  });
});

describe("a change's lines leave with its patch (issue 20 item 7)", () => {
  test("lines made by a room timer (inside the patch being built) follow that patch, before the reply to any later message", () => {
    const { room, timers, seen } = fakeRoom({ a: 0, b: 1 });
    const outbox = new LogOutbox(room, false);
    // The bot's move runs in a room timer, inside Colyseus' patch; the room flushes after each timer callback.
    timers.push(() => {
      outbox.lines([{ type: "move", seat: 1, zh: "{p1} 出牌", en: "{p1} plays" }]);
      outbox.flush(false);
    });
    room.sendPatch();
    // Straight after, a message from `a` is refused (a stale seq): its reply goes out at once.
    room.send({ sessionId: "a" }, "error", { code: "stale_action" }, false);
    expect(seen("a")).toEqual(["patch", "events:Bob 出牌", "error"]);
  });

  test("a message's lines go out with its patch at once, before the lines of a timer that ran inside that patch", () => {
    const { room, timers, seen } = fakeRoom({ a: 0 });
    const outbox = new LogOutbox(room, false);
    outbox.lines([{ type: "move", seat: 0, zh: "{p0} 出牌", en: "{p0} plays" }]);
    timers.push(() => {
      outbox.lines([{ type: "move", seat: 1, zh: "{p1} 出牌", en: "{p1} plays" }]);
      outbox.flush(false);
    });
    outbox.flush(true);
    expect(seen("a")).toEqual(["patch", "events:Ann 出牌", "events:Bob 出牌"]);
  });
});

describe("the table log's backlog (kept in a ring of 200 lines)", () => {
  test("keeps the last 200 lines oldest first (the ring wrapped), each with its seq, seat and private mark as added, without the data the live lines carried", () => {
    const log = new TableLog();
    // Texts of both widths side by side (Latin-1 and beyond), repeated ones and empty ones.
    const zhOf = (n: number) => (n % 11 === 0 ? "" : `第${n}`);
    const enOf = (n: number) => (n % 3 === 1 ? `line ${n} → on` : n % 13 === 0 ? "" : `line ${n}`);
    for (let n = 0; n < 250; n++) {
      const [live] = log.add(n, [{ type: n % 2 ? "odd" : "even", seat: n % 3 === 0 ? undefined : n % 5, zh: zhOf(n), en: enOf(n), ...(n % 7 === 0 ? { data: { n } } : {}), ...(n % 4 === 0 ? { visibleTo: [1] } : {}) }]);
      expect(live.data).toEqual(n % 7 === 0 ? { n } : undefined);
    }
    const expected = (seat: number) =>
      Array.from({ length: 200 }, (_, k) => k + 50)
        .filter((n) => n % 4 !== 0 || seat === 1)
        .map((n) => ({ seq: n, seat: n % 3 === 0 ? -1 : n % 5, type: n % 2 ? "odd" : "even", zh: zhOf(n), en: enOf(n), ...(n % 4 === 0 ? { private: true } : {}) }));
    expect(log.backlogFor(1)).toStrictEqual(expected(1));
    expect(log.backlogFor(-1)).toStrictEqual(expected(-1));
    log.clear();
    log.add(7, [{ type: "start", zh: "開始", en: "start" }]);
    expect(log.backlogFor(-1)).toStrictEqual([{ seq: 7, seat: -1, type: "start", zh: "開始", en: "start" }]);
  });

  test("a line keeps the seat names it was written under: a seat that changes hands later does not rename it", () => {
    const log = new TableLog();
    const said = (seat: number) => ({ type: "pass", seat, zh: `{p${seat}} 放棄發動。`, en: `{p${seat}} passes.` });
    expect(log.add(1, [said(0), said(1)], ["Ann", "Bob"]).map((l) => l.en)).toEqual(["Ann passes.", "Bob passes."]);
    expect(log.add(2, [said(1)], ["Ann", "電腦"]).map((l) => l.zh)).toEqual(["電腦 放棄發動。"]);
    log.add(3, [{ type: "end", zh: "{p0} 不是代號", en: "{p0} stays as written" }]);
    expect(log.add(4, [said(0)], ["Ann", "電腦"]).map((l) => l.en)).toEqual(["Ann passes."]);
    expect(log.backlogFor(-1).map((l) => l.en)).toEqual(["Ann passes.", "Bob passes.", "電腦 passes.", "{p0} stays as written", "Ann passes."]);
    log.add(5, [{ ...said(0), visibleTo: [2, 0] }], ["Ann", "電腦", "Cy"]);
    expect(log.backlogFor(2).at(-1)).toEqual({ seq: 5, seat: 0, type: "pass", zh: "Ann 放棄發動。", en: "Ann passes.", private: true });
    expect(log.backlogFor(1).map((l) => l.seq)).toEqual([1, 1, 2, 3, 4]);
    log.clear();
    log.add(5, [said(1)], ["", ""]);
    expect(log.backlogFor(-1).map((l) => [l.zh, l.en])).toEqual([["玩家2 放棄發動。", "Player 2 passes."]]);
  });

  test("a table whose clients never get data sends its lines without it", () => {
    const log = new TableLog(false);
    const added = log.add(3, [{ type: "move", seat: 0, zh: "走", en: "moved", data: { from: 1 } }]);
    expect(added).toStrictEqual([{ seq: 3, seat: 0, type: "move", zh: "走", en: "moved" }]);
    expect(log.backlogFor(0)).toStrictEqual([{ seq: 3, seat: 0, type: "move", zh: "走", en: "moved" }]);
  });

  test("the texts shared between tables stay bounded however many distinct ones are written, and every table reads its own back", () => {
    // 40 tables writing 24,000 texts, most of them never repeated (as numbers make them), a few written over and over.
    const logs = Array.from({ length: 40 }, () => new TableLog(false));
    for (let n = 0; n < 12_000; n++) {
      const unique = { type: "damage", seat: 0, zh: `{p0} 受到 ${n} 點傷害`, en: `{p0} takes ${n} damage` };
      const common = { type: "pass", seat: 1, zh: "{p1} 放棄發動。", en: "{p1} passes." };
      logs[n % 40].add(n, n % 2 ? [unique] : [unique, common], ["Ann", "Bob"]);
      if (n % 500 === 0) expect(sharedTextCount()).toBeLessThanOrEqual(2 * 4096);
    }
    expect(sharedTextCount()).toBeLessThanOrEqual(2 * 4096);
    logs.forEach((log, t) => {
      const lines = log.backlogFor(-1);
      // Tables of even number wrote two lines a move (the damage and a pass), the others one.
      expect(lines.filter((l) => l.type === "damage")).toHaveLength(t % 2 ? 200 : 100);
      const wrong = lines.filter((l) => l.seq % 40 !== t || (l.type === "damage" ? l.zh !== `Ann 受到 ${l.seq} 點傷害` || l.en !== `Ann takes ${l.seq} damage` : l.zh !== "Bob 放棄發動。" || l.en !== "Bob passes."));
      expect(wrong).toEqual([]);
      expect(lines.at(-1)!.seq).toBe(12_000 - 40 + t);
    });
  });
});
