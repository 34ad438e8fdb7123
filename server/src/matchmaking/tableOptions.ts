import type { ServerError } from "@colyseus/core";
import { setUp, type AnyEngine } from "../../../shared/src/core/engine";
import { ContentError } from "../../../shared/src/core/errors";
import { JoinOptions, TableSettings } from "../../../shared/src/protocol/messages";
import { joinRefusal } from "./joinError";

/** Any seed does: setup refuses options for what they say, not for the cards a seed deals. */
const CHECK_SEED = "table-options-check";

/**
 * The check's answers by engine and table settings (their JSON): setup is a pure function of the options, and most
 * tables are opened with the same few settings, so each is set up once here, not once per table (issue 27: the check
 * was about half of what a 生剋棋 table's setup allocated, `npm run bench -- --only table`). Bounded; past the bound
 * it starts over.
 */
const answers = new Map<string, string | null>();
const ANSWERS_KEPT = 256;

/**
 * The check an options schema cannot make alone: that the game can be set up with these options at this table's
 * seat count (時序之戰 `decks` for more seats than the table has, a `firstPlayer` beyond the last seat). Run where a
 * table would be created, so options that pass creation are playable and a refused table leaves no room and no
 * record. Returns null when setup accepts them, or when the join options or the schema already fail: the room
 * refuses those itself, naming every problem.
 */
export function unplayableTableOptions(engine: AnyEngine, clientOptions: Record<string, unknown>): ServerError | null {
  const join = JoinOptions.safeParse(clientOptions);
  if (!join.success) return null;
  const table = join.data.table;
  const key = `${engine.id}:${JSON.stringify(table ?? {})}`;
  let problem = answers.get(key);
  if (problem === undefined) {
    problem = setupProblem(engine, table);
    if (answers.size >= ANSWERS_KEPT) answers.clear();
    answers.set(key, problem);
  }
  return problem === null ? null : joinRefusal("bad_table_options", { zh: ` ${problem}`, en: problem });
}

/**
 * Why setup refuses these table settings (already parsed with the join options), or null when it accepts them or the
 * game's options schema refuses them first.
 */
function setupProblem(engine: AnyEngine, table: TableSettings | undefined): string | null {
  const seats = table?.seats ?? engine.seatCounts[0];
  const options = engine.seatCounts.includes(seats) ? engine.optionsSchema.safeParse(table?.options ?? {}) : undefined;
  if (!options?.success) return null;
  try {
    setUp(engine, options.data, CHECK_SEED, seats);
    return null;
  } catch (e) {
    const problem = e instanceof ContentError ? `${e.code}: ${e.problems.join("; ")}` : (e as Error).message;
    return `options for ${seats} seats: ${problem}`;
  }
}
