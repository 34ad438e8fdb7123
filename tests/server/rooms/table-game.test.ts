import { StorageUnavailableError } from "../../../server/src/records/errors";
import { countEngine } from "./fakes";
import { testTable } from "./table";

describe("the game at a table (no server)", () => {
  test("a rematch that rotates seats: names, tokens and sessions move one seat on, and the new record says so", () => {
    const t = testTable({ seats: 3, target: 3 });
    ["tokA", "tokB", "tokC"].forEach((token, i) => t.book.reserve(i, token, `s${i}`));
    t.game.start();
    t.game.started();
    const firstGame = t.recorder.gameId;
    t.game.act(0, 0, { n: 1 });
    t.game.act(1, 1, { n: 1 });
    t.game.act(2, 2, { n: 1 });
    expect(t.fields.status).toBe("finished");
    expect(t.store.games.get(firstGame)?.status).toBe("finished");

    expect(t.game.rematch(0)).toBe(false);
    expect(t.said.announced.map((l) => l.type)).toContain("rematch_request");
    expect(t.game.rematch(1)).toBe(false);
    expect(t.game.rematch(2)).toBe(true);

    expect(t.said.rotated).toBe(1);
    expect(t.book.names()).toEqual(["B", "C", "A"]);
    expect(t.book.seatOfSession("s0")).toBe(2);
    expect(t.book.seatOfToken("tokB")).toBe(0);
    expect(t.fields.status).toBe("playing");
    expect(t.fields.seq).toBe(0);
    expect(t.fields.seed).toBe("");
    expect(t.recorder.gameId).not.toBe(firstGame);
    expect(t.store.games.get(t.recorder.gameId)?.seats.map((s) => s.name)).toEqual(["B", "C", "A"]);
    // The player now at seat 0 ("B") moves first.
    expect(() => t.game.act(2, 0, { n: 1 })).toThrow(/turn/);
    t.game.act(0, 0, { n: 1 });
    expect(t.actions()).toEqual([expect.objectContaining({ seq: 0, seat: 0, by: "player" })]);
  });

  test("a game whose record cannot be created does not start", () => {
    const t = testTable();
    t.store.failing = true;
    expect(() => t.game.start()).toThrow(StorageUnavailableError);
    expect(t.fields.status).toBe("waiting");
    expect(t.fields.gameId).toBe("");
    expect(t.game.state).toBeUndefined();
  });

  test("an action the record refuses changes nothing", () => {
    const t = testTable({ target: 10 });
    t.game.start();
    t.game.started();
    t.store.failing = true;
    expect(() => t.game.act(0, 0, { n: 2 })).toThrow(StorageUnavailableError);
    expect(t.fields.seq).toBe(0);
    t.store.failing = false;
    t.game.act(0, 0, { n: 2 });
    expect(t.fields.seq).toBe(1);
  });

  test("stale and malformed actions are refused with their codes", () => {
    const t = testTable({ target: 10 });
    expect(() => t.game.act(0, 0, { n: 1 })).toThrow(expect.objectContaining({ code: "not_started" }));
    t.game.start();
    expect(() => t.game.act(0, 5, { n: 1 })).toThrow(expect.objectContaining({ code: "stale_action" }));
    expect(() => t.game.act(0, 0, { n: 7 })).toThrow(expect.objectContaining({ code: "bad_action" }));
  });
});

describe("never a game row before its setup succeeded (issue 20 item 6)", () => {
  test("options the engine cannot set up with: the start is refused and nothing is written", () => {
    const t = testTable();
    t.game.options = { target: -1 };
    const setup = countEngineSetup();
    try {
      expect(() => t.game.start()).toThrow(/cannot set up/);
    } finally {
      setup.restore();
    }
    expect(t.store.games.size).toBe(0);
    expect(t.fields.status).toBe("waiting");
  });
});

/** Makes the test engine's setup refuse a negative target (as 時序之戰 refused three decks), until restored. */
function countEngineSetup() {
  const original = countEngine.setup;
  countEngine.setup = (o: { target: number }, seed: string, seats: number) => {
    if (o.target < 0) throw new Error("cannot set up with a negative target");
    return original(o, seed, seats);
  };
  return { restore: () => void (countEngine.setup = original) };
}
