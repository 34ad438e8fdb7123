/**
 * Room `cfe` with real WebSocket clients: a 2v2 game (two humans driven by the engine's own greedy bot on their
 * private views, two server bots, one spectator) played to the end. Checks the seating and teams in the result, that
 * the record replays to the final state, and that no client ever received a card it may not see: every decoded
 * state (as the client rebuilds its views from it) and every `events` line is checked against the rules'
 * hidden-card set (`hiddenCardIds`) of the state rebuilt from the record and the revealed seed.
 */
import type { Room } from "colyseus.js";
import { replayRecord } from "../../shared/src/core/replay";
import { Rng } from "../../shared/src/core/rng";
import { cfeEngine, hiddenCardIds, visibleCardIds, HIDDEN, type CfeState, type Viewer } from "../../shared/src/games/cfe";
import { holdsSecretOf, nextMessage, recordMessages, startArena, viewOf, waitFor, type TestArena } from "../support/arena";

jest.setTimeout(120_000);

let t: TestArena;
beforeAll(async () => {
  t = await startArena();
});
afterAll(async () => {
  await t.stop();
});

interface Snapshot {
  viewer: Viewer;
  seq: number;
  status: string;
  /** The position as a spectator sees it, rebuilt from this client's decoded state. */
  publicView: CfeState | null;
  /** The client's own seat's position (players only). */
  myView: CfeState | null;
  /** Whether this client holds each seat's secrets (only ever its own). */
  secrets: boolean[];
}

/** Every state patch a client sees, with what it carried. */
function recordSnapshots(room: Room, viewer: Viewer): Snapshot[] {
  const out: Snapshot[] = [];
  room.onStateChange((state: any) => {
    if (state.status === "waiting") return;
    out.push({
      viewer,
      seq: Number(state.seq),
      status: String(state.status),
      publicView: viewOf(room, "spectator"),
      myView: typeof viewer === "number" && holdsSecretOf(room, viewer) ? viewOf(room, viewer) : null,
      secrets: [...state.seats].map((_: unknown, seat: number) => holdsSecretOf(room, seat)),
    });
  });
  return out;
}

/** Card ids named in event data: every `cards` array and `card` value, at any depth. */
function eventCardIds(x: unknown, out: number[] = []): number[] {
  if (Array.isArray(x)) x.forEach((v) => eventCardIds(v, out));
  else if (x && typeof x === "object") {
    for (const [k, v] of Object.entries(x)) {
      if (k === "cards" && Array.isArray(v)) out.push(...v.filter((c): c is number => typeof c === "number" && c !== HIDDEN));
      else if (k === "card" && typeof v === "number" && v !== HIDDEN) out.push(v);
      else eventCardIds(v, out);
    }
  }
  return out;
}

/** Where a card is in `s` ("hand:1", "passive:2", "pending:0", "deck", "discard"). */
function whereIs(s: CfeState, c: number): string {
  for (let i = 0; i < s.players.length; i++) {
    if (s.players[i].hand.includes(c)) return `hand:${i}`;
    if (s.players[i].passive?.cards.includes(c)) return `passive:${i}`;
  }
  if (s.pending?.kind === "draw" && s.pending.cards.includes(c)) return `pending:${s.pending.seat}`;
  return s.piles.some((p) => p.deck.includes(c)) ? "deck" : "discard";
}

/**
 * Cards named in the events of one action that `viewer` had no right to: hidden from it (rules' `hiddenCardIds`)
 * both before and after the action — unless the action itself showed them publicly: cards that left a hand or a
 * face-down passive other than into a face-down passive (a performed formation or a flipped passive), even when a
 * reshuffle and the draw then take them out of sight again.
 */
function leakedIn(ids: number[], before: CfeState, after: CfeState, viewer: Viewer): number[] {
  const hb = new Set(hiddenCardIds(before, viewer));
  const ha = new Set(hiddenCardIds(after, viewer));
  return ids.filter((c) => {
    if (!hb.has(c) || !ha.has(c)) return false;
    const [from, to] = [whereIs(before, c), whereIs(after, c)];
    const shown = /^(hand|passive):/.test(from) && from !== to && !to.startsWith("passive:");
    return !shown;
  });
}

/**
 * Plays a human seat with the engine's greedy bot, reading only this seat's own view (rebuilt from the schema). Paced under the room's
 * rate limit (10 messages a second) like a quick human.
 */
function autoplay(room: Room, seat: number, errors: unknown[]) {
  const rng = Rng.fromSeed(`human-${seat}`);
  let sentAt = -1;
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    const st: any = room.state;
    if (!st || st.status !== "playing" || !st.activeSeats.includes(seat) || st.seq === sentAt) return;
    if (!holdsSecretOf(room, seat)) return;
    const wait = last + 130 - Date.now();
    if (wait > 0) {
      clearTimeout(timer);
      timer = setTimeout(tick, wait);
      return;
    }
    const view = viewOf<CfeState>(room, seat)!;
    const action = cfeEngine.bot(view, seat, rng, "greedy");
    sentAt = st.seq;
    last = Date.now();
    room.send("action", { seq: st.seq, action });
  };
  room.onStateChange(tick);
  room.onMessage("error", (e) => errors.push(e));
}

test("2v2 in room cfe: two humans and two bots play to the end; teams in the result; no hidden card reaches any client", async () => {
  const host = await t.client().create("cfe", { name: "Ann", table: { seats: 4 } });
  const hostSeat = await nextMessage(host, "seat");
  expect(hostSeat.seat).toBe(0);
  const ben = await t.client().joinById(host.roomId, { name: "Ben" });
  expect((await nextMessage(ben, "seat")).seat).toBe(1);
  host.send("addBot", { level: "greedy" });
  host.send("addBot", { level: "random" });
  await waitFor(() => host.state.seats.filter((s: any) => s.occupied).length === 4, 5_000, "bots seated");
  const watcher = await t.client().joinById(host.roomId, { name: "Wes", spectate: true });

  const clients: { room: Room; viewer: Viewer }[] = [
    { room: host, viewer: 0 },
    { room: ben, viewer: 1 },
    { room: watcher, viewer: "spectator" },
  ];
  const snapshots = clients.map((c) => recordSnapshots(c.room, c.viewer));
  const messages = clients.map((c) => recordMessages(c.room));
  const errors: unknown[] = [];
  autoplay(host, 0, errors);
  autoplay(ben, 1, errors);
  const result = nextMessage(watcher, "result", 100_000);

  host.send("start", {});
  await waitFor(() => host.state.status === "playing", 5_000, "start");
  const stuck = setTimeout(() => console.log("STUCK", JSON.stringify({ seq: host.state.seq, active: [...host.state.activeSeats], status: host.state.status, errors })), 20_000);
  const res = await result;
  clearTimeout(stuck);
  await waitFor(() => clients.every((c) => c.room.state.status === "finished" && c.room.state.seed !== ""), 5_000, "finished everywhere");
  expect(errors).toEqual([]);

  // ── seating and teams ──
  const final = messages[2].find((m) => m.type === "final")!.message as CfeState; // the whole game, revealed at the end
  expect(final.mode).toBe("2v2");
  expect(final.teamOf).toEqual([0, 1, 0, 1]);
  expect(final.maxHp).toEqual([150, 150]);
  expect([...watcher.state.seats].map((s: any) => [s.name, s.bot])).toEqual([
    ["Ann", false],
    ["Ben", false],
    [expect.any(String), true],
    [expect.any(String), true],
  ]);
  if (res.draw) {
    expect(res.winners).toEqual([]);
    expect(final.hp).toEqual([0, 0]);
  } else {
    const winners = [...res.winners].sort();
    expect([[0, 2], [1, 3]]).toContainEqual(winners);
    const team = final.teamOf[winners[0]];
    expect(final.hp[1 - team]).toBe(0);
    expect(final.hp[team]).toBeGreaterThan(0);
    // Players read names, not seat numbers.
    const names = [...host.state.seats].map((s: { name: string }) => s.name);
    expect(res.summary.zh).toContain(winners.map((w: number) => names[w]).join("、"));
  }
  expect(res.replacedByBot).toEqual([false, false, false, false]);

  // ── the record replays to the final state ──
  const gameId = watcher.state.gameId;
  const http = await fetch(`http://127.0.0.1:${t.port}/api/records/${gameId}`).then((r) => r.json());
  expect(http.status).toBe("finished");
  const record = http.record;
  expect(record.mode).toBe("cfe");
  expect(record.actions.length).toBe(watcher.state.seq);
  const { initial, steps } = replayRecord(cfeEngine, { ...record, seed: watcher.state.seed }, true);
  const states: CfeState[] = [initial as CfeState, ...steps.map((s) => s.state as CfeState)];
  expect(cfeEngine.view(states[states.length - 1], "all")).toEqual(final);
  expect(record.actions.filter((a: any) => a.seat >= 2).every((a: any) => a.by === "bot")).toBe(true);

  // ── no leaks in state snapshots ──
  let checkedViews = 0;
  for (const list of snapshots) {
    expect(list.length).toBeGreaterThan(10);
    for (const snap of list) {
      const state = states[snap.seq];
      expect(state).toBeDefined();
      // Secrets are @view fields: only the seat's own, never another seat's.
      snap.secrets.forEach((held, seat) => {
        if (seat !== snap.viewer) expect(held).toBe(false);
      });
      if (typeof snap.viewer === "number" && snap.myView) {
        const mine = snap.myView;
        const hidden = new Set(hiddenCardIds(state, snap.viewer));
        expect(visibleCardIds(mine).filter((c) => hidden.has(c))).toEqual([]);
        expect(mine).toEqual(cfeEngine.view(state, snap.viewer));
        // Other seats' hands arrive as card backs (counts only) unless 光芒/混沌 showed them to this seat.
        mine.players.forEach((p, i) => {
          if (i !== snap.viewer && !p.revealedTo?.cards.length) expect(p.hand.every((c) => c === HIDDEN)).toBe(true);
        });
        checkedViews++;
      }
      if (snap.status === "playing" && snap.publicView) {
        const pub = snap.publicView;
        const hidden = new Set(hiddenCardIds(state, "spectator"));
        expect(visibleCardIds(pub).filter((c) => hidden.has(c))).toEqual([]);
        pub.players.forEach((p) => expect(p.hand.every((c) => c === HIDDEN)).toBe(true));
        checkedViews++;
      }
    }
  }
  expect(checkedViews).toBeGreaterThan(50);

  // ── no leaks in messages ──
  let checkedEvents = 0;
  clients.forEach((c, k) => {
    const lines = messages[k].flatMap((m) => (m.type === "events" ? (m.message as any).events : m.type === "log" ? (m.message as any).lines : [])) as { seq: number; data?: unknown; visibleTo?: unknown }[];
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) {
      expect(line.visibleTo).toBeUndefined();
      if (line.seq === 0) continue; // the opening lines: no card is in play before the first action
      const leaked = leakedIn(eventCardIds(line), states[line.seq - 1], states[line.seq], c.viewer);
      expect({ seq: line.seq, viewer: c.viewer, leaked }).toEqual({ seq: line.seq, viewer: c.viewer, leaked: [] });
      checkedEvents++;
    }
    // Nothing else carries cards (the whole game is revealed once it is over).
    for (const m of messages[k]) if (!["events", "log", "result", "final"].includes(m.type)) expect(eventCardIds(m.message)).toEqual([]);
  });
  expect(checkedEvents).toBeGreaterThan(30);
  // The private "you drew …" lines reached the humans only.
  const drew = (k: number) => messages[k].filter((m) => m.type === "events" && (m.message as any).events.some((e: any) => e.type === "drew" && e.private)).length;
  expect(drew(0)).toBeGreaterThan(0);
  expect(drew(1)).toBeGreaterThan(0);
  expect(drew(2)).toBe(0);
  console.log(`cfe 2v2 room game: ${record.actions.length} actions, result ${res.summary.en}`);
  await Promise.all(clients.map((c) => c.room.leave()));
});

test("a table with an illegal personal deck is refused when it is created (not at start), every problem named", async () => {
  const options = { personalDeck: true, decks: ["preconstructed", [{ element: "fire", level: 5, count: 60 }]] };
  const err = await t.client().create("cfe", { name: "D", table: { seats: 2, options } }).then(() => null, (e: Error) => e);
  expect(err).not.toBeNull();
  const refusal = JSON.parse(err!.message);
  expect(refusal.code).toBe("bad_table_options");
  expect(refusal.message.en).toMatch(/decks\.1: seat 2: deck_copy_limit: .*decks\.1: seat 2: deck_total_level/);
});
