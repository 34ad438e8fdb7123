/** Game records made by the engine for browser tests of the replay viewer (served in place of the server's). */
import { createHash } from "node:crypto";
import { stateHash } from "../../shared/src/core/hash";
import { Rng } from "../../shared/src/core/rng";
import { ENGINES } from "../../shared/src/games";
import { shengkeEngine } from "../../shared/src/games/shengke/engine";

/** A 生剋棋 game the engine's bots played, recorded with the bot in seat 1 and a person in seat 2. */
export function botFirstRecord(id: string): Record<string, unknown> {
  const seed = `ux-replay-${id}`;
  const options = shengkeEngine.optionsSchema.parse({});
  let state = shengkeEngine.setup(options, seed, 2);
  const bots = Rng.fromSeed(`${seed}/bots`);
  const actions: { seq: number; seat: number; action: unknown; t: number; by?: string }[] = [];
  for (let i = 0; i < 5_000 && shengkeEngine.activeSeats(state).length > 0; i++) {
    const seat = shengkeEngine.activeSeats(state)[0];
    const action = shengkeEngine.bot(state, seat, bots, "random");
    state = shengkeEngine.apply(state, seat, action).state;
    actions.push({ seq: i, seat, action: JSON.parse(JSON.stringify(action)), t: Date.now(), ...(seat === 0 ? { by: "bot" } : {}) });
  }
  return {
    id,
    mode: "shengke",
    engineVersion: shengkeEngine.version,
    options,
    seats: [
      { name: "電腦 Bot 1", bot: true },
      { name: "Alice", bot: false },
    ],
    commitment: createHash("sha256").update(seed).digest("hex"),
    seed,
    actions,
    result: shengkeEngine.result(state),
    createdAt: Date.now() - 60_000,
    finishedAt: Date.now(),
    finalStateHash: stateHash(state),
  };
}

/** A seeded bot-vs-bot game written down the way the room does (seed revealed, commitment = SHA-256(seed)). */
export function botRecord(mode: string, seed: string): Record<string, unknown> {
  const engine = ENGINES[mode];
  const options = engine.optionsSchema.parse({});
  const seats = engine.seatCounts[0];
  let state = engine.setup(options, seed, seats);
  const bots = Rng.fromSeed(`${seed}/bots`);
  const actions: { seq: number; seat: number; action: unknown; by: string; t: number }[] = [];
  for (let i = 0; i < 5_000 && engine.activeSeats(state).length > 0; i++) {
    const seat = engine.activeSeats(state)[0];
    const action = engine.bot(state, seat, bots, "greedy");
    state = engine.apply(state, seat, action).state;
    actions.push({ seq: i, seat, action: JSON.parse(JSON.stringify(action)), by: "bot", t: Date.now() });
  }
  const result = engine.result(state);
  return {
    mode,
    engineVersion: engine.version,
    options,
    seats: Array.from({ length: seats }, (_, i) => ({ name: `${["甲", "乙", "丙", "丁"][i]} Bot`, bot: true })),
    commitment: createHash("sha256").update(seed).digest("hex"),
    seed,
    actions,
    ...(result ? { result } : {}),
    createdAt: Date.now() - 60_000,
    finishedAt: Date.now(),
    finalStateHash: stateHash(state),
  };
}
