import { text } from "../i18n";
import { classifyError, createTable, type GameModeInfo } from "../net";
import { navigate, tablePath } from "../router";
import { toast } from "../toast";

/** The level a newcomer meets first: every engine plays it, and it plays sensibly without being the strongest. */
export const FIRST_BOT_LEVEL = "greedy";

/** Bot levels from weakest to strongest (shared/src/core/engine.ts BOT_LEVELS; not imported: no engine in the lobby). */
const LEVELS_WEAKEST_FIRST = ["random", "greedy", "search"];

/** The weakest level the mode's engine plays: the game a tutorial ends in. */
export function easiestBotLevel(mode: GameModeInfo): string {
  return LEVELS_WEAKEST_FIRST.find((l) => mode.botLevels?.includes(l)) ?? FIRST_BOT_LEVEL;
}

/** Two seats where the game allows it (a co-op game then has a bot companion), else its smallest table. */
export function botGameSeats(mode: GameModeInfo): number {
  return mode.seats.includes(2) ? 2 : mode.seats[0];
}

/**
 * One click to a running game: a public table without clocks and with the engine's default options (or `options`,
 * a tutorial's easiest setup), bots in every other seat, started. The room handles messages in order, so the start
 * comes after the bots are seated.
 */
export async function playAgainstBot(mode: GameModeInfo, level: string = FIRST_BOT_LEVEL, options?: Record<string, unknown>): Promise<boolean> {
  const seats = botGameSeats(mode);
  try {
    const conn = await createTable(mode.id, { private: false, watchable: true, seats, turnSeconds: 0, ...(options ? { options } : {}) });
    for (let seat = 1; seat < seats; seat++) conn.send("addBot", { seat, level });
    conn.send("start");
    navigate(tablePath(conn.code));
    return true;
  } catch (e) {
    const err = classifyError(e);
    toast(err.text ?? text("errNetwork"), "error", err.code);
    return false;
  }
}
