import { matchMaker } from "@colyseus/core";
import { startArena, type TestArena } from "../support/arena";
import { hostedModes } from "../../server/src/modes";
import { unplayableTableOptions } from "../../server/src/matchmaking/tableOptions";

/**
 * Issue 20 item 6: options that pass table creation must be playable. Per hosted mode, out-of-range and
 * wrong-length values that a table was created with before (時序之戰 `decks` for more seats than the table has,
 * `firstPlayer: 5` at 2 seats) and ones the schemas refused already: all refused at create, nothing written.
 */
const BAD: Record<string, { seats: number; options: Record<string, unknown>; names: RegExp }[]> = {
  chrono: [
    { seats: 2, options: { decks: ["random", "random", "random"] }, names: /3 deck lists for 2 seats/ },
    { seats: 2, options: { firstPlayer: 5 }, names: /firstPlayer 5 with 2 seats/ },
    { seats: 4, options: { firstPlayer: 4 }, names: /firstPlayer 4 with 4 seats/ },
    { seats: 3, options: { decks: Array(9).fill("random") }, names: /decks: .*8/ },
    { seats: 2, options: { firstPlayer: 8 }, names: /firstPlayer: .*7/ },
    { seats: 2, options: { firstPlayer: 1.5 }, names: /firstPlayer: .*integer/ },
  ],
  duelist: [
    { seats: 2, options: { decks: ["tang"] }, names: /decks: .*2/ },
    { seats: 2, options: { decks: ["tang", "kongtong", "tang"] }, names: /decks: .*2/ },
    { seats: 2, options: { firstPlayer: 2 }, names: /firstPlayer/ },
  ],
  shengke: [
    { seats: 2, options: { decks: ["tiger_tortoise"] }, names: /decks: .*2/ },
    { seats: 2, options: { firstPlayer: -1 }, names: /firstPlayer/ },
    { seats: 2, options: { rules: { tokenCap: 7 } }, names: /rules\.tokenCap: .*6/ },
  ],
  cfe: [
    { seats: 2, options: { personalDeck: true, decks: Array(5).fill("preconstructed") }, names: /decks: .*4/ },
    { seats: 4, options: { preset: "legendary" }, names: /preset/ },
  ],
  slaying: [
    { seats: 3, options: { difficulty: "impossible" }, names: /difficulty/ },
    { seats: 2, options: { modules: { professions: "yes" } }, names: /modules\.professions/ },
  ],
  drawpass: [
    { seats: 2, options: { handSize: 9 }, names: /handSize: .*5/ },
    { seats: 4, options: { handSize: -1 }, names: /handSize: .*0/ },
  ],
};

const cases = Object.entries(BAD).flatMap(([mode, list]) => list.map((c) => [mode, c.seats, JSON.stringify(c.options), c] as const));

describe("table creation refuses options the game cannot be played with", () => {
  let t: TestArena;
  beforeAll(async () => {
    t = await startArena();
  });
  afterAll(async () => {
    await t.stop();
  });

  test("every hosted mode has out-of-range and wrong-length cases here", () => {
    expect(Object.keys(BAD).sort()).toEqual(hostedModes().map((m) => m.id).sort());
  });

  test.each(cases)("%s at %i seats, options %s", async (mode, seats, _shown, c) => {
    const rooms = matchMaker.stats.local.roomCount;
    const err = await t
      .client()
      .create(mode, { name: "Host", table: { seats, options: c.options } })
      .then(async (room) => (await room.leave(), null), (e: Error) => e);
    expect(err).not.toBeNull();
    const refusal = JSON.parse(err!.message);
    expect(refusal.code).toBe("bad_table_options");
    expect(refusal.message.en).toMatch(c.names);
    expect(refusal.message.zh).toMatch(/開桌選項不正確/);
    expect(matchMaker.stats.local.roomCount).toBe(rooms);
    expect(t.store.unfinishedGames()).toEqual([]);
  });

  test("playable non-default options are still accepted (chrono: a deck per seat and the first player)", async () => {
    const room = await t.client().create("chrono", { name: "Host", table: { seats: 3, options: { decks: ["random", "random"], firstPlayer: 2 } } });
    expect(room.roomId).toMatch(/^[A-Z0-9]{6}$/);
    await room.leave();
  });
});

/** Values a careless or hostile host may put in place of any option: out of range, wrong length, wrong type. */
function variants(value: unknown): unknown[] {
  const out: unknown[] = [-1, 0, 1, 2, 3, 4, 5, 7, 8, 99, 1.5, "x", null, true, {}, []];
  if (Array.isArray(value)) for (const n of [0, 1, 2, 3, 5, 6, 9]) out.push(Array.from({ length: n }, (_, i) => value[i % Math.max(1, value.length)] ?? "random"));
  return out;
}

test("property: whatever a table is created with (every mode, seat count, option key and odd value), setup accepts it", () => {
  let accepted = 0;
  let checked = 0;
  for (const { id, engine } of hostedModes()) {
    const defaults = engine.optionsSchema.parse({}) as Record<string, unknown>;
    for (const seats of engine.seatCounts) {
      for (const [key, value] of Object.entries(defaults)) {
        for (const v of variants(value)) {
          const options = { [key]: v };
          checked++;
          // Creation = the room's schema check, then this one.
          if (!engine.optionsSchema.safeParse(options).success) continue;
          if (unplayableTableOptions(engine, { name: "Host", table: { seats, options } })) continue;
          accepted++;
          expect(() => engine.setup(engine.optionsSchema.parse(options), `seed-${id}-${seats}`, seats)).not.toThrow();
        }
      }
    }
  }
  expect(checked).toBeGreaterThan(500);
  expect(accepted).toBeGreaterThan(20);
});

test("the check sets up each distinct table settings once, and answers the same every time", () => {
  const engine = hostedModes().find((m) => m.id === "chrono")!.engine;
  const setups = jest.spyOn(engine, "setupWithEvents");
  try {
    // Settings no other test here uses: the answers are kept for the process.
    const bad = { name: "Host", table: { seats: 2, turnSeconds: 599, options: { firstPlayer: 5 } } };
    const good = { name: "Host", table: { seats: 2, turnSeconds: 599, options: { firstPlayer: 1 } } };
    const first = unplayableTableOptions(engine, bad);
    expect(first?.message).toMatch(/firstPlayer 5 with 2 seats/);
    expect(unplayableTableOptions(engine, { ...bad, name: "Someone else" })?.message).toBe(first?.message);
    expect(unplayableTableOptions(engine, good)).toBeNull();
    expect(unplayableTableOptions(engine, good)).toBeNull();
    expect(setups).toHaveBeenCalledTimes(2);
  } finally {
    setups.mockRestore();
  }
});
