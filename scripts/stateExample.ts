// An example of each mode's decoded `game` state as seat 0's client holds it (other seats' `@view` secrets absent),
// a few bot moves into a seeded game: printed under each mode in docs/protocol.md by npm run docs:protocol.
import type { AnyEngine } from "../shared/src/core/engine";
import { Rng } from "../shared/src/core/rng";
import { WIRES } from "../shared/src/games/wires";

const MOVES = 12;

export function exampleState(engine: AnyEngine): unknown {
  const wire = WIRES[engine.id];
  const seats = engine.seatCounts.includes(2) ? 2 : engine.seatCounts[0];
  const seed = `protocol-example:${engine.id}`;
  let state = engine.setup(engine.optionsSchema.parse({}), seed, seats);
  const rng = Rng.fromSeed(seed);
  for (let n = 0; n < MOVES && engine.activeSeats(state).length; n++) {
    const seat = engine.activeSeats(state)[0];
    state = engine.apply(state, seat, engine.bot(state, seat, rng, "greedy")).state;
  }
  const game = new wire.Game();
  wire.sync(state, game);
  const json = game.toJSON() as { players?: Record<string, unknown>[] };
  json.players?.forEach((p, seat) => seat !== 0 && delete p.secret);
  return json;
}

/** The example as a collapsed JSON block: one top-level field per line, so it reads like the field tables. */
export function exampleLines(engine: AnyEngine): string[] {
  const json = exampleState(engine) as Record<string, unknown>;
  const body = Object.entries(json).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(",\n");
  return [`<details><summary>Example: seat 0's decoded \`game\` after ${MOVES} moves of a seeded game</summary>`, "", "```json", `{\n${body}\n}`, "```", "", "</details>", ""];
}
