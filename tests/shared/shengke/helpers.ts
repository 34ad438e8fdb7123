import { buildPosition, scenarioSchema } from "../../../shared/src/games/shengke/scenario";
import { applyAction } from "../../../shared/src/games/shengke/apply";
import { parseCell } from "../../../shared/src/games/shengke/board";
import type { ShengkeAction } from "../../../shared/src/games/shengke/actions";
import type { ShengkeState } from "../../../shared/src/games/shengke/types";
import type { GameEvent } from "../../../shared/src/core/engine";
import { RuleError } from "../../../shared/src/core/errors";

export type Position = Record<string, unknown>;

/** Build a position from the scenario format (docs/scenarios.md). Opponent curse hands default to empty so no
 * response windows open unless a test asks for them. */
export function position(pos: Position, options: unknown = {}): ShengkeState {
  const players = (pos.players as Record<string, unknown>[] | undefined) ?? [{}, {}];
  const withDefaults = players.map((p) => ({ curseHand: [], ...p }));
  return buildPosition(scenarioSchema.parse({ game: "shengke", options, position: { ...pos, players: withDefaults } }));
}

export const cell = (name: string) => parseCell(name);

export function idOf(s: ShengkeState, name: string, seat?: number): string {
  const ids = Object.keys(s.cards).filter((id) => s.cards[id].zh === name && (seat === undefined || s.cards[id].owner === seat));
  if (!ids.length) throw new Error(`no card ${name}`);
  return ids[0];
}

export function curseIdOf(s: ShengkeState, def: string, seat: number): string {
  const id = Object.keys(s.curses).find((k) => s.curses[k].def === def && s.curses[k].owner === seat);
  if (!id) throw new Error(`no curse ${def} for seat ${seat}`);
  return id;
}

export function act(s: ShengkeState, seat: number, a: ShengkeAction): GameEvent[] {
  const ev: GameEvent[] = [];
  applyAction(s, seat, a, ev);
  return ev;
}

export function errorCode(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (e) {
    if (e instanceof RuleError) return e.code;
    throw e;
  }
}

export function boardNames(s: ShengkeState): Record<string, string> {
  const out: Record<string, string> = {};
  s.board.forEach((c, i) => { if (c) out["abcde"[i % 5] + (Math.floor(i / 5) + 1)] = s.cards[c.id].zh; });
  return out;
}

/** Place phase with dice already rolled: summon `card` to `at` and run the judgement. */
export function summonAndJudge(s: ShengkeState, seat: number, placements: [string, string][]): GameEvent[] {
  const ev: GameEvent[] = [];
  for (const [name, at] of placements) ev.push(...act(s, seat, { type: "summon", card: idOf(s, name, seat), cell: cell(at) }));
  ev.push(...act(s, seat, { type: "endPhase" }));
  ev.push(...act(s, seat, { type: "judge" }));
  return ev;
}
