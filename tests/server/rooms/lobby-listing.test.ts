import { LobbyListing, waitingListings } from "../../../server/src/rooms/lobbyListing";

describe("a table's lobby entry", () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => {
    jest.clearAllTimers();
    jest.useRealTimers();
  });

  const entry = (refreshMs: number) => {
    const sent: number[] = [];
    const listing = new LobbyListing(() => sent.push(Date.now()), refreshMs);
    return { listing, sent };
  };

  it("tells the lobby at once of what a visitor acts on (seats, status, spectators)", () => {
    const { listing, sent } = entry(10_000);
    listing.changed();
    listing.changed();
    expect(sent).toEqual([1_000_000, 1_000_000]);
    expect(waitingListings()).toBe(0);
  });

  it("sends a turn at most once per refresh, and the newest one when it has passed", () => {
    const { listing, sent } = entry(10_000);
    listing.turnMoved(); // nothing sent yet: this one goes at once
    expect(sent).toEqual([1_000_000]);
    for (let s = 1; s <= 5; s++) {
      jest.advanceTimersByTime(1_000);
      listing.turnMoved();
    }
    expect(sent).toHaveLength(1);
    expect(waitingListings()).toBe(1);
    // The table stops moving: its last turn still reaches the lobby once the refresh has passed.
    jest.advanceTimersByTime(4_000);
    expect(sent).toHaveLength(1);
    jest.advanceTimersByTime(1_000);
    expect(sent).toEqual([1_000_000, 1_010_000]);
    expect(waitingListings()).toBe(0);
    jest.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(2);
  });

  it("a change of seats in between carries the turn too, so the waiting turn is not sent again", () => {
    const { listing, sent } = entry(10_000);
    listing.turnMoved();
    jest.advanceTimersByTime(2_000);
    listing.turnMoved();
    jest.advanceTimersByTime(1_000);
    listing.changed();
    expect(sent).toEqual([1_000_000, 1_003_000]);
    expect(waitingListings()).toBe(0);
    jest.advanceTimersByTime(30_000);
    expect(sent).toHaveLength(2);
  });

  it("a closed table is never sent again", () => {
    const { listing, sent } = entry(10_000);
    listing.turnMoved();
    listing.turnMoved();
    listing.close();
    jest.advanceTimersByTime(30_000);
    expect(sent).toHaveLength(1);
    expect(waitingListings()).toBe(0);
  });

  it("with no refresh interval (LOBBY_TURN_SECONDS=0) every turn is sent", () => {
    const { listing, sent } = entry(0);
    listing.turnMoved();
    listing.turnMoved();
    listing.turnMoved();
    expect(sent).toHaveLength(3);
  });

  it("many tables share one sweep, which stops when none is waiting", () => {
    const tables = Array.from({ length: 50 }, () => entry(10_000));
    for (const t of tables) t.listing.turnMoved();
    jest.advanceTimersByTime(500);
    for (const t of tables) t.listing.turnMoved();
    expect(jest.getTimerCount()).toBe(1);
    jest.advanceTimersByTime(10_000);
    expect(tables.every((t) => t.sent.length === 2)).toBe(true);
    jest.advanceTimersByTime(1_000);
    expect(jest.getTimerCount()).toBe(0);
  });
});
