import type { AnyEngine } from "../../../shared/src/core/engine";
import { JoinOptions, TableSettings } from "../../../shared/src/protocol/messages";
import { joinError } from "./roomErrors";

export type Settings = TableSettings & { seats: number };

/** A new table's settings and game options from the creating client's join options (every problem at once). */
export function tableFromJoin(engine: AnyEngine, clientOptions: unknown): { settings: Settings; options: unknown } {
  const join = JoinOptions.safeParse(clientOptions);
  if (!join.success) throw joinError("bad_join_options", join.error.issues[0]?.message);
  // A host who names no turn clock gets the mode's (co-op: one silent player must not hold four others up for long).
  const named = (clientOptions as { table?: { turnSeconds?: unknown } } | null)?.table?.turnSeconds !== undefined;
  const parsed = TableSettings.parse(join.data.table ?? {});
  const table = named ? parsed : { ...parsed, turnSeconds: engine.defaultTurnSeconds ?? 0 };
  const seats = table.seats ?? engine.seatCounts[0];
  if (!engine.seatCounts.includes(seats)) throw joinError("bad_table_options", `seats must be one of ${engine.seatCounts.join(", ")}.`);
  const options = engine.optionsSchema.safeParse(table.options ?? {});
  if (!options.success) {
    // A custom deck can have several problems: the host fixes them in one go.
    const problems = options.error.issues.map((i) => `${i.path.join(".") || "options"}: ${i.message}`);
    throw joinError("bad_table_options", problems.slice(0, 10).join("; ") + (problems.length > 10 ? `; … (${problems.length - 10} more)` : ""));
  }
  return { settings: { ...table, seats }, options: options.data };
}
