import { readFileSync } from "node:fs";
import { join } from "node:path";
import { stateHash } from "../../../shared/src/core/hash";
import { replayRecord } from "../../../shared/src/core/replay";
import { engine } from "./helpers";

/**
 * Games recorded before the advanced modules existed (1v1 and 2v2, with and without 棄牌回收 and personal decks)
 * replay to the very same final state hash: the modules are off by default and add nothing to a basic game's state,
 * so engine version 1 records stay valid.
 */
interface Fixture { seed: string; seats: number; options: unknown; actions: { seat: number; action: unknown }[]; finalStateHash: string }
const file = JSON.parse(readFileSync(join(__dirname, "fixtures/basic-records.json"), "utf8")) as { games: Fixture[] };

describe("records from before the advanced modules", () => {
  test.each(file.games.map((g) => [g.seed, g] as const))("%s replays to its recorded final state", (_seed, g) => {
    const seats = Array.from({ length: g.seats }, () => ({ name: "bot", bot: true }));
    const actions = g.actions.map((a, seq) => ({ seq, ...a }));
    const { state } = replayRecord(engine, { options: g.options, seed: g.seed, seats, actions });
    expect(engine.result(state)).not.toBeNull();
    expect(stateHash(state)).toBe(g.finalStateHash);
  });
  test("the engine version is still 1", () => expect(engine.version).toBe("1"));
});
