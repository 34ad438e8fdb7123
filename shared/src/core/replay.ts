import type { AnyEngine, GameEvent } from "./engine";
import type { GameRecord } from "./record";

export interface ReplayStep {
  seq: number;
  seat: number;
  action: unknown;
  events: GameEvent[];
  state: unknown;
}

/**
 * Rebuild a game from its record. Needs the revealed seed. Returns the final state, and every intermediate
 * state when `keepSteps` is set (the replay viewer steps through those).
 */
export function replayRecord(engine: AnyEngine, record: Pick<GameRecord, "options" | "seats" | "actions"> & { seed: string }, keepSteps = false) {
  const options = engine.optionsSchema.parse(record.options);
  let state = engine.setup(options, record.seed, record.seats.length);
  const initial = state;
  const steps: ReplayStep[] = [];
  for (const rec of record.actions) {
    const action = engine.actionSchema.parse(rec.action);
    const out = engine.apply(state, rec.seat, action);
    state = out.state;
    if (keepSteps) steps.push({ seq: rec.seq, seat: rec.seat, action, events: out.events, state });
  }
  return { initial, state, steps };
}
