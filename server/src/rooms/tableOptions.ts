import type { AnyEngine } from "../../../shared/src/core/engine";
import { isRatedMode } from "../../../shared/src/protocol/pairing";
import { JoinOptions, TableSettings } from "../../../shared/src/protocol/messages";
import { joinError } from "./roomErrors";

export type Settings = TableSettings & { seats: number };

/**
 * A new table's settings and game options from the creating client's join options (every problem at once).
 * `ratingsAvailable`: the server keeps accounts and ratings (a rated table needs both).
 */
export function tableFromJoin(engine: AnyEngine, clientOptions: unknown, ratingsAvailable = true): { settings: Settings; options: unknown } {
  const join = JoinOptions.safeParse(clientOptions);
  if (!join.success) throw joinError("bad_join_options", join.error.issues[0]?.message);
  // A host who names no turn clock gets the mode's (co-op: one silent player must not hold four others up for long).
  const named = (clientOptions as { table?: { turnSeconds?: unknown } } | null)?.table?.turnSeconds !== undefined;
  const parsed = TableSettings.parse(join.data.table ?? {});
  const table = named ? parsed : { ...parsed, turnSeconds: engine.defaultTurnSeconds ?? 0 };
  const seats = table.seats ?? engine.seatCounts[0];
  if (!engine.seatCounts.includes(seats)) throw joinError("bad_table_options", `seats must be one of ${engine.seatCounts.join(", ")}.`);
  if (table.rated) {
    const problem = ratedProblem(engine.id, seats, table.turnSeconds, ratingsAvailable);
    if (problem) throw joinError("bad_table_options", `rated: ${problem}`);
  }
  const options = engine.optionsSchema.safeParse(table.options ?? {});
  if (!options.success) {
    // A custom deck can have several problems: the host fixes them in one go.
    const problems = options.error.issues.map((i) => `${i.path.join(".") || "options"}: ${i.message}`);
    throw joinError("bad_table_options", problems.slice(0, 10).join("; ") + (problems.length > 10 ? `; … (${problems.length - 10} more)` : ""));
  }
  return { settings: { ...table, seats }, options: options.data };
}

/**
 * Why a table cannot be rated, or null: rated games are the two-player modes' (shengke, duelist, cfe 1v1), need a
 * turn clock (a rated game must be able to end: running out of time loses it) and a server that keeps ratings.
 */
export function ratedProblem(mode: string, seats: number, turnSeconds: number, ratingsAvailable: boolean): string | null {
  if (!isRatedMode(mode)) return "only 生剋棋 (shengke), 活俠決鬥者 (duelist) and 五行戰鬥牌 (cfe) have ratings.";
  if (seats !== 2) return "a rated game has two seats.";
  if (turnSeconds === 0) return "a rated game needs a turn clock (turnSeconds).";
  if (!ratingsAvailable) return "this server keeps no accounts or ratings.";
  return null;
}
