import type { GameRecord, RecordedAction } from "../../../shared/src/core/record";
import type { GameRow } from "./rows";

/** A stored game as its public record: the seed only once the game is over (or `revealSeed` for the server's own replays). */
export function recordOf(g: GameRow, actions: RecordedAction[], revealSeed: boolean): GameRecord {
  const showSeed = revealSeed || g.status === "finished";
  return {
    id: g.id,
    mode: g.mode,
    engineVersion: g.engineVersion,
    options: g.options,
    seats: g.seats.map((s) => ({ name: s.name, bot: s.bot, ...(s.replacedByBot ? { replacedByBot: true } : {}) })),
    commitment: g.commitment,
    ...(showSeed ? { seed: g.seed } : {}),
    actions,
    ...(g.result != null ? { result: g.result } : {}),
    createdAt: g.createdAt,
    ...(g.finishedAt != null ? { finishedAt: g.finishedAt } : {}),
    ...(g.finalStateHash ? { finalStateHash: g.finalStateHash } : {}),
  };
}
