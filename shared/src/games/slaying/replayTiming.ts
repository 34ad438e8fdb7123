/**
 * How long the web view takes to play an army turn step by step (client/src/games/slaying/ArmyReplay.tsx), in one
 * place: the client paces its replay by these numbers and the server's bots wait for that replay before they move
 * (issue 24: bots moving in ≈ 2 s cut every ≈ 7 s replay off). Dependency-free so the client bundle can use it.
 */

/** How long each step stays on screen with nothing waiting. */
export const STEP_MS = 1100;
/** Never faster than this, however many turns wait. */
export const MIN_STEP_MS = 220;

/** The step time with `waiting` army turns queued behind the one playing. */
export function stepDelay(waiting: number): number {
  return Math.max(MIN_STEP_MS, Math.round(STEP_MS / (1 + waiting)));
}

/** The army turns in one move's lines, each from `army_turn` to its `army_turn_end` (an extra turn gives two). */
export function armyTurnsIn<L extends { type: string }>(lines: readonly L[]): L[][] {
  const out: L[][] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].type !== "army_turn") continue;
    let end = i + 1;
    while (end < lines.length && lines[end].type !== "army_turn_end" && lines[end].type !== "army_turn") end++;
    out.push(lines.slice(i, lines[end]?.type === "army_turn_end" ? end + 1 : end));
    i = end - (lines[end]?.type === "army_turn" ? 1 : 0);
  }
  return out;
}

/**
 * How long a client with nothing queued takes to play these lines' army turns to their end: every step, the last
 * one included, stays a step's time on screen; turns queued in one move play faster, as the client does.
 */
export function armyReplayMs(lines: readonly { type: string }[]): number {
  const turns = armyTurnsIn(lines);
  return turns.reduce((ms, turn, i) => ms + turn.length * stepDelay(turns.length - 1 - i), 0);
}
