import { CELLS, cellName, FACING_NAMES } from "./board";
import { CURSE_DEFS, DEFAULT_DECKS, DEFAULT_LOADOUTS, DEFAULT_SPECIAL_DECKS, DIRECTION_DEFS, RANGE_TABLE, RULES } from "./content";
import { PHASES } from "./types";

/**
 * 生剋棋's printed content as data (`GET /api/games/shengke/content`): the board numbering, the 入/出 range table,
 * every 咒術卡 with the ids its `side` may take, and the default decks and loadouts.
 */
export function shengkeContent() {
  return {
    board: {
      cellIndex: "y × 5 + x; x 0–4 west → east (a–e), y 0–4 south → north (1–5); seat 0 sits south, seat 1 north",
      cells: Array.from({ length: CELLS }, (_, i) => ({ index: i, name: cellName(i) })),
      facing: FACING_NAMES.map((name, value) => ({ value, name })),
    },
    phases: [...PHASES],
    directions: DIRECTION_DEFS,
    ranges: RANGE_TABLE,
    curses: CURSE_DEFS.map((c) => ({
      id: c.id,
      zh: c.zh,
      en: c.en,
      cost: c.cost,
      reduction: c.reduction,
      timing: c.timing,
      sides: c.sides.map((s) => ({ id: s.id, zh: s.zh, en: s.en, effect: s.effect, params: s.params, text: s.text })),
    })),
    decks: DEFAULT_DECKS,
    loadouts: DEFAULT_LOADOUTS,
    specialDecks: DEFAULT_SPECIAL_DECKS,
    rules: RULES,
  };
}
