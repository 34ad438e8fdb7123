import { LogOutbox, type LogRoom } from "../../../server/src/rooms/logOutbox";

interface Sent {
  to: string;
  type: string;
  message: { seq: number; events: { type: string; zh: string; private?: boolean }[] };
}

function outboxRoom(seats: Record<string, number>) {
  const order: string[] = [];
  const sent: Sent[] = [];
  const clients = Object.keys(seats).map((sessionId) => ({ sessionId, send: (type: string, message: unknown) => void sent.push({ to: sessionId, type, message: message as Sent["message"] }) }));
  let seq = 3;
  const room: LogRoom<(typeof clients)[number]> = {
    clients: () => clients,
    seatOf: (id) => seats[id] ?? -1,
    names: () => ["Ann", "Bob"],
    seq: () => seq,
    sendPatch: () => void order.push("patch"),
    broadcast: (type, message, except) => {
      order.push("lines");
      for (const c of clients) if (!except.includes(c)) c.send(type, message);
    },
  };
  return { room, order, sent, setSeq: (n: number) => (seq = n) };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("the log outbox (no server)", () => {
  test("a move's lines follow its patch, with seat names; a private line reaches only its seat", async () => {
    const { room, order, sent } = outboxRoom({ a: 0, b: 1, watcher: -1 });
    const outbox = new LogOutbox(room, false);
    outbox.lines([
      { type: "draw", seat: 0, zh: "{p0} 抽到 火", en: "{p0} drew fire", visibleTo: [0] },
      { type: "draw", seat: 0, zh: "{p0} 抽了一張", en: "{p0} drew a card" },
    ]);
    expect(sent).toEqual([]);
    await tick();
    expect(order).toEqual(["patch", "lines"]);
    const to = (id: string) => sent.filter((s) => s.to === id).map((s) => s.message.events.map((e) => e.zh));
    expect(to("a")).toEqual([["Ann 抽到 火", "Ann 抽了一張"]]);
    expect(to("b")).toEqual([["Ann 抽了一張"]]);
    expect(to("watcher")).toEqual([["Ann 抽了一張"]]);
    expect(sent.every((s) => s.message.seq === 3)).toBe(true);
  });

  test("the backlog keeps each seat's own private lines, and a new game clears it; a closed outbox sends nothing", async () => {
    const { room, sent } = outboxRoom({ a: 0 });
    const outbox = new LogOutbox(room, false);
    outbox.keep(0, [{ type: "secret", seat: 1, zh: "{p1} 的秘密", en: "secret", visibleTo: [1] }]);
    outbox.announce([{ type: "restored", zh: "恢復", en: "restored" }]);
    expect(outbox.backlogFor(1).map((l) => l.zh)).toEqual(["Bob 的秘密", "恢復"]);
    expect(outbox.backlogFor(-1).map((l) => l.zh)).toEqual(["恢復"]);
    outbox.clear();
    expect(outbox.backlogFor(1)).toEqual([]);
    outbox.close();
    await tick();
    expect(sent).toEqual([]);
  });
});
