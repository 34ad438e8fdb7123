import { SeatBook } from "../../../server/src/rooms/seatBook";
import { SeatSessions, type SessionEvents } from "../../../server/src/rooms/seatSessions";
import { FakeClock, tableFields } from "./fakes";

const RULES = { reconnectSeconds: 30, maxSpectators: 2, reservationSeconds: 10 };

function sessionsTable(status = "waiting") {
  const clock = new FakeClock();
  const fields = tableFields();
  fields.status = status;
  const book = new SeatBook(fields.seats);
  book.reset(2);
  const seen = { replaced: [] as string[], rejected: [] as unknown[], welcomed: [] as string[], announced: [] as string[], control: 0, seatsChanged: 0 };
  const backs: (() => void)[] = [];
  const events: SessionEvents = {
    announce: (lines) => lines.forEach((l) => seen.announced.push(l.type)),
    seatsChanged: () => void (seen.seatsChanged += 1),
    listingChanged: () => undefined,
    controlChanged: () => void (seen.control += 1),
    replaced: (id) => void seen.replaced.push(id),
    holdSeat: (_session, _seconds, onBack) => {
      backs.push(onBack);
      return { reject: (reason) => void seen.rejected.push(reason) };
    },
    welcomeBack: (id) => void seen.welcomed.push(id),
  };
  const sessions = new SeatSessions(book, fields, RULES, events, clock.later);
  /** A join as GameRoom does it: claim, then sit and connect. */
  const join = (sessionId: string, opts: { name: string; seatToken?: string; spectate?: boolean }) => {
    const auth = sessions.claim(sessionId, opts);
    if (auth.role === "seat") sessions.connected(auth.seat, sessions.sit(auth.seat, auth.name));
    else sessions.watch(sessionId);
    return auth;
  };
  return { clock, fields, book, sessions, seen, backs, join };
}

describe("seat sessions (no server)", () => {
  test("a takeover during a reconnection window: the old session's return is refused and the window no longer hands the seat to a bot", () => {
    const t = sessionsTable();
    const first = t.join("s1", { name: "Ann" });
    t.join("s2", { name: "Bob" });
    t.fields.status = "playing";

    t.sessions.leave({ sessionId: "s1" }, false);
    expect(t.seen.announced).toContain("dropped");
    expect(t.backs).toHaveLength(1);
    expect(t.sessions.anyAwaitingReturn()).toBe(true);

    t.clock.advance(10_000);
    const again = t.join("s3", { name: "Ann", seatToken: first.newToken });
    expect(again).toEqual({ role: "seat", seat: 0, name: "Ann" });
    expect(t.seen.rejected).toHaveLength(1);
    expect(t.seen.replaced).toEqual(["s1"]);
    expect(t.book.seatOfSession("s3")).toBe(0);
    expect(t.book.seatOfSession("s1")).toBe(-1);
    expect(t.seen.announced).toContain("returned");
    expect(t.sessions.anyAwaitingReturn()).toBe(false);

    // Colyseus resolving the old reconnection late changes nothing; the window's end neither.
    t.backs[0]();
    expect(t.seen.welcomed).toEqual([]);
    t.clock.advance(60_000);
    expect(t.fields.seats[0].bot).toBe(false);
    expect(t.fields.seats[0].connected).toBe(true);
    expect(t.seen.announced).not.toContain("abandoned");
  });

  test("a player who does not come back within the window is replaced by a bot (the record and automation are told)", () => {
    const t = sessionsTable();
    t.join("s1", { name: "Ann" });
    t.join("s2", { name: "Bob" });
    t.fields.status = "playing";
    const before = { control: t.seen.control, seatsChanged: t.seen.seatsChanged };
    t.sessions.leave({ sessionId: "s2" }, false);
    t.clock.advance(29_999);
    expect(t.fields.seats[1].bot).toBe(false);
    t.clock.advance(1);
    expect(t.fields.seats[1].toJSON()).toMatchObject({ bot: true, botLevel: "greedy", replacedByBot: true, connected: false });
    expect(t.seen.announced).toContain("abandoned");
    expect(t.seen.control).toBe(before.control + 1);
    expect(t.seen.seatsChanged).toBe(before.seatsChanged + 1);
  });

  test("a player who comes back through the reconnection token gets the seat back and the stand-in bot steps aside", () => {
    const t = sessionsTable();
    t.join("s1", { name: "Ann" });
    t.join("s2", { name: "Bob" });
    t.fields.status = "playing";
    t.sessions.leave({ sessionId: "s2" }, false);
    t.backs[0]();
    expect(t.seen.welcomed).toEqual(["s2"]);
    expect(t.fields.seats[1].connected).toBe(true);
    t.clock.advance(60_000);
    expect(t.fields.seats[1].bot).toBe(false);
  });

  test("back after a bot took the seat: away (the bot finishes the turn it is playing) until the next turn begins; the window is shown, then cleared", () => {
    const t = sessionsTable();
    t.join("s1", { name: "Ann" });
    t.join("s2", { name: "Bob" });
    t.fields.status = "playing";
    const now = Date.now();
    t.sessions.leave({ sessionId: "s2" }, false);
    expect(t.fields.seats[1].returnDeadline).toBeGreaterThanOrEqual(now + RULES.reconnectSeconds * 1000);
    t.clock.advance(30_000);
    expect(t.fields.seats[1].toJSON()).toMatchObject({ bot: true, replacedByBot: true, returnDeadline: 0 });
    t.backs[0]();
    expect(t.fields.seats[1].toJSON()).toMatchObject({ bot: false, away: true, connected: true });
    expect(t.book.control()[1]).toMatchObject({ bot: false, away: true });
    t.book.newTurn();
    expect(t.fields.seats[1].away).toBe(false);
    expect(t.book.control()[1]).toMatchObject({ bot: false, away: false });
  });

  test("hand-over votes count the players at the table now: a voter who drops no longer counts, a majority of those there decides", () => {
    const clock = new FakeClock();
    const fields = tableFields();
    const book = new SeatBook(fields.seats);
    book.reset(4);
    const announced: string[] = [];
    const events: SessionEvents = {
      announce: (lines) => lines.forEach((l) => announced.push(l.type)),
      seatsChanged: () => undefined,
      listingChanged: () => undefined,
      controlChanged: () => undefined,
      replaced: () => undefined,
      holdSeat: () => ({ reject: () => undefined }),
      welcomeBack: () => undefined,
    };
    const sessions = new SeatSessions(book, fields, { ...RULES, cooperative: true }, events, clock.later);
    for (const [i, name] of ["Ann", "Bob", "Cy", "Di"].entries()) {
      const auth = sessions.claim(`s${i}`, { name });
      sessions.connected(auth.seat, sessions.sit(auth.seat, auth.name));
    }
    expect(() => sessions.handOver(1, 0)).toThrow(/^not_started/);
    fields.status = "playing";
    expect(() => sessions.handOver(1, 0)).toThrow(/^seat_not_dropped/);
    sessions.leave({ sessionId: "s0" }, false); // the host drops
    sessions.handOver(1, 0);
    expect(fields.seats[0].botVotes).toBe(0b10);
    expect(() => sessions.handOver(1, 0)).toThrow(/^already_voted/);
    sessions.leave({ sessionId: "s1" }, false); // Bob, who voted, drops too
    sessions.handOver(2, 0); // Cy: 1 of the 2 players there
    expect(fields.seats[0].bot).toBe(false);
    expect(announced.filter((t) => t === "handover_vote")).toHaveLength(2);
    sessions.handOver(3, 0); // Di: 2 of 2
    expect(fields.seats[0].toJSON()).toMatchObject({ bot: true, replacedByBot: true, returnDeadline: 0, botVotes: 0 });
    expect(announced).toContain("handed_over");
    // The window is over for the host's seat (no bot "abandons" it later); Bob's is still kept.
    clock.advance(RULES.reconnectSeconds * 1000);
    expect(announced.filter((t) => t === "abandoned")).toHaveLength(1);
    expect(fields.seats[1].bot).toBe(true);
  });

  test("a reservation nobody uses frees its seat; one that was used keeps it", () => {
    const t = sessionsTable();
    const unused = t.sessions.claim("ghost", { name: "Ghost" });
    expect(unused.seat).toBe(0);
    t.join("s2", { name: "Bob" });
    expect(() => t.sessions.claim("s3", { name: "Cy" })).toThrow(/table_full|full/i);
    t.clock.advance(15_000);
    expect(t.sessions.claim("s3", { name: "Cy" }).seat).toBe(0);
    expect(t.book.seatOfSession("s2")).toBe(1);
  });

  test("spectators are counted by session and capped", () => {
    const t = sessionsTable();
    t.join("w1", { name: "W", spectate: true });
    t.join("w2", { name: "W", spectate: true });
    expect(t.fields.spectators).toBe(2);
    expect(() => t.sessions.claim("w3", { name: "W", spectate: true })).toThrow();
    t.sessions.leave({ sessionId: "w1" }, true);
    t.sessions.leave({ sessionId: "w1" }, true);
    expect(t.fields.spectators).toBe(1);
  });

  test("leaving a waiting table on purpose opens the seat and hands the host to the next human", () => {
    const t = sessionsTable();
    t.join("s1", { name: "Ann" });
    t.join("s2", { name: "Bob" });
    expect(t.fields.seats[0].host).toBe(true);
    t.sessions.leave({ sessionId: "s1" }, true);
    expect(t.fields.seats[0].occupied).toBe(false);
    expect(t.fields.seats[1].host).toBe(true);
  });
});
