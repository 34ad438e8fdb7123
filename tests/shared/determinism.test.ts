import { createHash } from "node:crypto";
import { ENGINES } from "../../shared/src/games";
import { Rng } from "../../shared/src/core/rng";
import { replayRecord } from "../../shared/src/core/replay";
import { stateHash } from "../../shared/src/core/hash";
import { verifyRecord } from "../../shared/src/core/verify";
import type { AnyEngine } from "../../shared/src/core/engine";
import type { GameRecord } from "../../shared/src/core/record";

const sha256 = async (s: string) => createHash("sha256").update(s).digest("hex");

/** Plays a seeded bot game and writes it down the way the room does. */
export function playRecordedGame(engine: AnyEngine, seed: string, seats = engine.seatCounts[0]): { record: GameRecord; final: unknown } {
  const options = engine.optionsSchema.parse({});
  let state = engine.setup(options, seed, seats);
  const bots = Rng.fromSeed(`${seed}/bots`);
  const actions: GameRecord["actions"] = [];
  for (let i = 0; i < 20_000 && engine.activeSeats(state).length > 0; i++) {
    const seat = engine.activeSeats(state)[0];
    const action = engine.bot(state, seat, bots, i % 2 ? "random" : "greedy");
    state = engine.apply(state, seat, action).state;
    actions.push({ seq: i, seat, action: JSON.parse(JSON.stringify(action)) });
  }
  const result = engine.result(state);
  const record: GameRecord = {
    id: `test-${seed}`,
    mode: engine.id,
    engineVersion: engine.version,
    options,
    seats: Array.from({ length: seats }, (_, i) => ({ name: `bot${i}`, bot: true })),
    commitment: createHash("sha256").update(seed).digest("hex"),
    seed,
    actions,
    result: result ?? undefined,
    finalStateHash: stateHash(state),
  };
  return { record, final: state };
}

/**
 * Games per engine and seat count. Each is played and replayed from JSON (the first also from the record object itself,
 * which until now every game was: the same replay code on the same actions); each game's property tests
 * replay hundreds more (tests/shared/<game>/properties*), so a few full games per table show this contract. drawpass
 * has no property test and its games take milliseconds: it keeps 20.
 */
const gamesOf = (id: string) => (id === "drawpass" ? 20 : 6);

describe.each(Object.values(ENGINES).map((e) => [e.id, e] as const))("%s: records replay to the identical state", (id, engine) => {
  const GAMES = gamesOf(id);
  test.each(engine.seatCounts.map((n) => [n]))(`with %i seats, ${GAMES} seeded games`, (seats) => {
    for (let g = 0; g < GAMES; g++) {
      const { record, final } = playRecordedGame(engine, `determinism-${g}`, seats);
      expect(engine.result(final)).not.toBeNull();
      // The record as the room holds it (the first game: the same replay code as below, on objects the game shared)…
      if (g === 0) expect(stateHash(replayRecord(engine, { ...record, seed: record.seed! }).state)).toBe(record.finalStateHash);
      // …and after a JSON round trip, as a record stored in SQLite is (every game).
      const fromJson = replayRecord(engine, JSON.parse(JSON.stringify({ ...record, seed: record.seed! })));
      expect(stateHash(fromJson.state)).toBe(record.finalStateHash);
    }
  });

  test("verify accepts an honest record and refuses an altered seed, action or result", async () => {
    const { record } = playRecordedGame(engine, "verify-me");
    expect((await verifyRecord(record, ENGINES, sha256)).ok).toBe(true);

    const otherSeed = await verifyRecord({ ...record, seed: "f".repeat(64) }, ENGINES, sha256);
    expect(otherSeed.ok).toBe(false);
    expect(otherSeed.checks.find((c) => c.name === "commitment")!.ok).toBe(false);

    const actions = [...record.actions];
    actions.splice(Math.floor(actions.length / 2), 1);
    const dropped = await verifyRecord({ ...record, actions }, ENGINES, sha256);
    expect(dropped.ok).toBe(false);

    const result = { ...(record.result as object), summary: { zh: "我贏了", en: "I won" } };
    expect((await verifyRecord({ ...record, result }, ENGINES, sha256)).ok).toBe(false);
  });
});

test("verify explains a record that is not one", async () => {
  const report = await verifyRecord({ mode: "drawpass" }, ENGINES, sha256);
  expect(report.ok).toBe(false);
  expect(report.checks[0].detail).toMatch(/not a game record/);
  const running = await verifyRecord({ ...playRecordedGame(ENGINES.drawpass, "x").record, seed: undefined }, ENGINES, sha256);
  expect(running.checks[0].detail).toMatch(/not revealed/);
});
