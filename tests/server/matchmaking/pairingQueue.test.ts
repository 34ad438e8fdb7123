import { acceptedRange, BASE_RANGE, MAX_RANGE, PairingQueue, WIDEN_PER_SECOND, type Seeker } from "../../../server/src/matchmaking/pairingQueue";

function fakeClock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

const seeker = (id: string, rating: number, extra: Partial<Seeker> = {}): Omit<Seeker, "joinedAt"> => ({ id, accountId: `acct-${id}`, rating, clock: 60, botAfterMs: 0, ...extra });
const ids = (pairs: [Seeker, Seeker][]) => pairs.map(([a, b]) => [a.id, b.id]);

test("two compatible players are paired at once and leave the queue", () => {
  const clock = fakeClock();
  const q = new PairingQueue(clock.now);
  expect(q.join(seeker("a", 1500))).toBeNull();
  expect(q.tick()).toEqual({ pairs: [], botDue: [] });
  expect(q.join(seeker("b", 1550))).toBeNull();
  expect(ids(q.tick().pairs)).toEqual([["a", "b"]]);
  expect(q.size).toBe(0);
});

test("the accepted range widens with waiting time, up to a limit", () => {
  expect(acceptedRange(0)).toBe(BASE_RANGE);
  expect(acceptedRange(4000)).toBe(BASE_RANGE + 4 * WIDEN_PER_SECOND);
  expect(acceptedRange(3600_000)).toBe(MAX_RANGE);

  const clock = fakeClock();
  const q = new PairingQueue(clock.now);
  q.join(seeker("strong", 1900));
  q.join(seeker("new", 1500)); // 400 apart: both need a range of 400, i.e. 12 s of waiting
  expect(q.tick().pairs).toEqual([]);
  clock.advance(11_000);
  expect(q.tick().pairs).toEqual([]);
  clock.advance(1_000);
  expect(ids(q.tick().pairs)).toEqual([["strong", "new"]]);
});

test("both sides must accept: a newcomer's narrow range holds even when the other has waited long", () => {
  const clock = fakeClock();
  const q = new PairingQueue(clock.now);
  q.join(seeker("old", 1900));
  clock.advance(60_000);
  q.join(seeker("fresh", 1650)); // within old's 600, outside fresh's 100
  expect(q.tick().pairs).toEqual([]);
  clock.advance(6_000); // fresh now accepts 250
  expect(ids(q.tick().pairs)).toEqual([["old", "fresh"]]);
});

test("the longest waiting is paired first, with the nearest rating", () => {
  const clock = fakeClock();
  const q = new PairingQueue(clock.now);
  q.join(seeker("first", 1500));
  clock.advance(1);
  q.join(seeker("far", 1590));
  q.join(seeker("near", 1510));
  q.join(seeker("fourth", 1580));
  expect(ids(q.tick().pairs)).toEqual([["first", "near"], ["far", "fourth"]]);
});

test("different clocks never pair", () => {
  const q = new PairingQueue(fakeClock().now);
  q.join(seeker("a", 1500, { clock: 30 }));
  q.join(seeker("b", 1500, { clock: 60 }));
  expect(q.tick().pairs).toEqual([]);
  expect(q.size).toBe(2);
});

test("cancel leaves the queue: nobody is paired with a player who left", () => {
  const q = new PairingQueue(fakeClock().now);
  q.join(seeker("a", 1500));
  expect(q.leave("a")).toBe(true);
  expect(q.leave("a")).toBe(false);
  q.join(seeker("b", 1500));
  expect(q.tick().pairs).toEqual([]);
  expect(q.has("b")).toBe(true);
});

test("one place per account: a second tab is refused, and an account never pairs with itself", () => {
  const q = new PairingQueue(fakeClock().now);
  expect(q.join(seeker("tab1", 1500, { accountId: "same" }))).toBeNull();
  expect(q.join(seeker("tab2", 1500, { accountId: "same" }))).toBe("already_queued");
  expect(q.join(seeker("tab1", 1500, { accountId: "other" }))).toBe("already_queued");
  expect(q.size).toBe(1);
  const twin = { id: "x", accountId: "same", rating: 1500, clock: 60, joinedAt: 0, botAfterMs: 0 };
  expect(q.compatible(twin, { ...twin, id: "y" })).toBe(false);
});

test("'or a bot after N s': due seekers leave the queue for a bot game; a pairing found in time wins", () => {
  const clock = fakeClock();
  const q = new PairingQueue(clock.now);
  q.join(seeker("impatient", 1500, { botAfterMs: 30_000 }));
  q.join(seeker("patient", 2500));
  clock.advance(29_999);
  expect(q.tick()).toEqual({ pairs: [], botDue: [] });
  clock.advance(1);
  const out = q.tick();
  expect(out.botDue.map((s) => s.id)).toEqual(["impatient"]);
  expect(q.has("impatient")).toBe(false);
  expect(q.has("patient")).toBe(true);

  q.join(seeker("c", 2500, { botAfterMs: 30_000 }));
  clock.advance(30_000);
  expect(q.tick()).toMatchObject({ botDue: [], pairs: [[{ id: "patient" }, { id: "c" }]] });
});
