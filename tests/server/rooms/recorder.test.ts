import { Recorder } from "../../../server/src/rooms/recorder";
import { FakeClock, FakeStore, silentLog } from "./fakes";

const header = { code: "ABCDEF", mode: "count", engineVersion: "1", options: {}, table: {}, seats: [] };

describe("the recorder (no server)", () => {
  test("the end of a game that storage refuses is retried until it lands", () => {
    const clock = new FakeClock();
    const store = new FakeStore();
    const errors: string[] = [];
    const recorder = new Recorder(store, { info: () => undefined, error: (_o, msg) => void errors.push(msg) }, clock.later);
    recorder.start(header);
    store.failing = true;
    recorder.finish({ winners: [0], draw: false, summary: { zh: "完", en: "over" } }, "hash");
    clock.advance(250 + 1000 + 3000);
    expect(errors).toHaveLength(4);
    expect(store.games.get(recorder.gameId)?.status).toBe("playing");
    store.failing = false;
    clock.advance(10_000);
    expect(store.games.get(recorder.gameId)?.status).toBe("finished");
    expect(clock.pending()).toBe(0);
  });

  test("a seat update storage refuses is logged, not thrown", () => {
    const store = new FakeStore();
    const errors: string[] = [];
    const recorder = new Recorder(store, { info: () => undefined, error: (_o, msg) => void errors.push(msg) });
    recorder.seats([]);
    expect(store.writes).toBe(0); // no game yet: nothing to update
    recorder.start(header);
    store.failing = true;
    expect(() => recorder.seats([{ name: "A", bot: false }])).not.toThrow();
    expect(errors).toEqual(["could not record the seats"]);
  });

  test("each game gets its own seed, whose commitment is its hash", async () => {
    const recorder = new Recorder(new FakeStore(), silentLog);
    const a = await recorder.start(header);
    const b = await recorder.start(header);
    expect(a.seed).not.toBe(b.seed);
    expect(a.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(recorder.gameId).toBe(b.gameId);
  });
});

describe("the end of a game is written durably (issue 20 item 2)", () => {
  test("the retry keeps going for as long as storage is down (the room may be gone meanwhile)", () => {
    const clock = new FakeClock();
    const store = new FakeStore();
    const recorder = new Recorder(store, silentLog, clock.later);
    recorder.start(header);
    const finished = recorder.gameId;
    store.failing = true;
    recorder.finish({ winners: [0], draw: false, summary: { zh: "完", en: "over" } }, "hash");
    clock.advance(60_000);
    expect(store.games.get(finished)?.status).toBe("playing");
    store.failing = false;
    clock.advance(10_000);
    expect(store.games.get(finished)?.status).toBe("finished");
  });

  test("nor to the game: a rematch started while storage is down does not drop the last game's end", () => {
    const clock = new FakeClock();
    const store = new FakeStore();
    const recorder = new Recorder(store, silentLog, clock.later);
    recorder.start(header);
    const finished = recorder.gameId;
    store.failing = true;
    recorder.finish({ winners: [0], draw: false, summary: { zh: "完", en: "over" } }, "hash");
    store.failing = false;
    recorder.start(header);
    clock.advance(60_000);
    expect(store.games.get(finished)?.status).toBe("finished");
    expect(store.games.get(recorder.gameId)?.status).toBe("playing");
  });
});
