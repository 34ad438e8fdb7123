import type { ServerError } from "@colyseus/core";
import type { AnyEngine } from "../../../shared/src/core/engine";
import { ContentError } from "../../../shared/src/core/errors";
import { JoinOptions, TableSettings } from "../../../shared/src/protocol/messages";
import { joinRefusal } from "./joinError";

/** Any seed does: setup refuses options for what they say, not for the cards a seed deals. */
const CHECK_SEED = "table-options-check";

/**
 * The check an options schema cannot make alone: that the game can be set up with these options at this table's
 * seat count (時序之戰 `decks` for more seats than the table has, a `firstPlayer` beyond the last seat). Run where a
 * table would be created, so options that pass creation are playable and a refused table leaves no room and no
 * record. Returns null when setup accepts them, or when the join options or the schema already fail: the room
 * refuses those itself, naming every problem.
 */
export function unplayableTableOptions(engine: AnyEngine, clientOptions: Record<string, unknown>): ServerError | null {
  const join = JoinOptions.safeParse(clientOptions);
  const table = join.success ? TableSettings.safeParse(join.data.table ?? {}) : undefined;
  if (!table?.success) return null;
  const seats = table.data.seats ?? engine.seatCounts[0];
  const options = engine.seatCounts.includes(seats) ? engine.optionsSchema.safeParse(table.data.options ?? {}) : undefined;
  if (!options?.success) return null;
  try {
    engine.setup(options.data, CHECK_SEED, seats);
    engine.setupEvents?.(options.data, CHECK_SEED, seats);
    return null;
  } catch (e) {
    const problem = e instanceof ContentError ? `${e.code}: ${e.problems.join("; ")}` : (e as Error).message;
    const detail = `options for ${seats} seats: ${problem}`;
    return joinRefusal("bad_table_options", { zh: ` ${detail}`, en: detail });
  }
}
