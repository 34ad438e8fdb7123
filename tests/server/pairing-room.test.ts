import type { Room } from "colyseus.js";
import { startArena, nextMessage, waitFor, type TestArena } from "../support/arena";
import { context } from "../../server/src/context";
import { accountIdentity } from "../../server/src/accounts/store";
import type { PairedMessage } from "../../shared/src/protocol/pairing";

let t: TestArena;
beforeAll(async () => {
  t = await startArena({ PASSWORD_HASH_COST: "10" });
});
afterAll(async () => {
  await t.stop();
});

let n = 0;
/** A new account; answers its id, name and session token. */
async function signUp(): Promise<{ id: string; username: string; token: string }> {
  const username = `pair${n++}_${process.pid % 1000}`;
  const issued = await context().accounts!.signUp({ username, password: "correct horse" });
  const account = await context().accounts!.store.accountByUsername(username.toLowerCase());
  return { id: account!.id, username, token: issued.token };
}

/** Joins the mode's pairing room, asks to be paired (as the web client does once its handlers are in place) and waits until queued. */
async function queue(token: string | undefined, extra: Record<string, unknown> = {}): Promise<Room> {
  const room = await t.client().joinOrCreate("pairing", { mode: "shengke", clock: 60, ...(token ? { token } : {}), ...extra });
  const queued = nextMessage(room, "queued");
  room.send("seek");
  await queued;
  return room;
}

async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    const room = (await p) as Room;
    await room.leave();
    return "joined";
  } catch (e) {
    return (JSON.parse((e as Error).message) as { code: string }).code;
  }
}

test("two signed-in players queueing are seated together at a new two-seat table", async () => {
  const [alice, bob] = [await signUp(), await signUp()];
  const a = await queue(alice.token);
  const pairedA = nextMessage<PairedMessage>(a, "paired");
  const b = await queue(bob.token);
  const pairedB = nextMessage<PairedMessage>(b, "paired");
  const [pa, pb] = await Promise.all([pairedA, pairedB]);
  expect(pa.code).toMatch(/^[A-Z0-9]{6}$/);
  expect(pb.code).toBe(pa.code);
  expect(pa.opponent).toEqual({ username: bob.username, rating: 1500, provisional: true });
  expect(pb.opponent).toMatchObject({ username: alice.username });

  // The table is rated: only the paired accounts may sit (a guest is refused there, account_required).
  const ca = t.client();
  ca.auth.token = alice.token;
  const cb = t.client();
  cb.auth.token = bob.token;
  const [ta, tb] = await Promise.all([ca.consumeSeatReservation(pa.reservation as never), cb.consumeSeatReservation(pb.reservation as never)]);
  expect(ta.roomId).toBe(pa.code);
  expect(tb.roomId).toBe(pa.code);
  await waitFor(() => ta.state.seats?.length === 2 && [...ta.state.seats].every((s: { occupied: boolean }) => s.occupied), 10_000, "both seats taken");
  expect([...ta.state.seats].map((s: { name: string }) => s.name).sort()).toEqual([alice.username, bob.username].sort());
  expect(ta.state.turnSeconds).toBe(60);
  expect(ta.state.mode).toBe("shengke");
  expect(JSON.parse(ta.state.options)).toMatchObject({ rated: true, seats: 2, turnSeconds: 60, private: true });
  await Promise.all([ta.leave(), tb.leave()]);
});

test("cancel leaves the queue: a later player is paired with the next one, never with who cancelled", async () => {
  const [carol, dave, erin] = [await signUp(), await signUp(), await signUp()];
  const c = await queue(carol.token, { clock: 120 });
  let carolPaired = false;
  c.onMessage("paired", () => (carolPaired = true));
  const left = new Promise((r) => c.onLeave(r));
  c.send("cancel");
  await left;
  const d = await queue(dave.token, { clock: 120 });
  const pairedD = nextMessage<PairedMessage>(d, "paired");
  const e = await queue(erin.token, { clock: 120 });
  const pairedE = nextMessage<PairedMessage>(e, "paired");
  expect((await pairedD).opponent.username).toBe(erin.username);
  expect((await pairedE).opponent.username).toBe(dave.username);
  expect(carolPaired).toBe(false);
});

test("players who chose different clocks are not paired; the next one with the same clock is", async () => {
  const [f, g, h] = [await signUp(), await signUp(), await signUp()];
  const rf = await queue(f.token, { clock: 30 });
  const rg = await queue(g.token, { clock: 60 });
  let gPaired = false;
  rg.onMessage("paired", () => (gPaired = true));
  await new Promise((r) => setTimeout(r, 600)); // several queue ticks with both waiting
  const pairedF = nextMessage<PairedMessage>(rf, "paired");
  const rh = await queue(h.token, { clock: 30 });
  const pairedH = nextMessage<PairedMessage>(rh, "paired");
  expect((await pairedF).opponent.username).toBe(h.username);
  await pairedH;
  expect(gPaired).toBe(false);
  await rg.leave();
});

test("bad input is refused with a typed error: guest, two tabs, bad mode or clock, seated elsewhere", async () => {
  const h = await signUp();
  expect(await refusal(queue(undefined))).toBe("not_signed_in");
  expect(await refusal(queue("not-a-token"))).toBe("not_signed_in");
  expect(await refusal(queue(h.token, { clock: 45 }))).toBe("bad_pairing_options");
  expect(await refusal(queue(h.token, { botAfterSeconds: 7 }))).toBe("bad_pairing_options");
  expect(await refusal(queue(h.token, { extra: 1 }))).toBe("bad_pairing_options");
  expect(await refusal(queue(h.token, { mode: "chrono" }))).toBe("bad_pairing_options");
  expect(await refusal(t.client().joinOrCreate("pairing", { mode: "nope", clock: 60, token: h.token }))).toBe("bad_pairing_options");

  const first = await queue(h.token);
  expect(await refusal(queue(h.token))).toBe("already_queued"); // the same account from a second tab
  await first.leave();

  const i = await signUp();
  const { store, accounts } = context();
  store.createGame({ id: "busy-game", code: "BUSY01", mode: "shengke", engineVersion: "1", options: {}, table: {}, seats: [{ name: i.username, bot: false }, { name: "x", bot: false }], seed: "s", commitment: "c", createdAt: Date.now() });
  await accounts!.store.linkSeat({ gameId: "busy-game", seat: 0, identity: accountIdentity(i.id), name: i.username });
  expect(await refusal(queue(i.token))).toBe("seated_elsewhere");
  store.abortGame("busy-game");
  const free = await queue(i.token);
  await free.leave();
});

test("'or a bot after N s': a lone player is told to play a bot and leaves the queue", async () => {
  const j = await signUp();
  const room = await queue(j.token, { clock: 30, mode: "cfe", botAfterSeconds: 30 });
  const left = new Promise((r) => room.onLeave(r));
  // The offer comes due after 30 s of real time; move the queue's clock instead of waiting.
  const realNow = Date.now;
  const bot = nextMessage(room, "bot", 5_000);
  Date.now = () => realNow() + 31_000;
  try {
    await bot;
  } finally {
    Date.now = realNow;
  }
  await left;
});
