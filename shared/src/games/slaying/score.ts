import { MODES, SHOP } from "./content";
import type { OutcomeKind, ScoreBreakdown, SlayingState } from "./types";

/**
 * The score (seed §10-2, §10-3; spec §10.2):
 *   total = base (0 unless cleared) + unused shards × 20 + unused shop points + remaining turns × 5 + floor(HP ÷ 5).
 * Every part is kept so the end screen can show each one.
 */
export const SCORE_PER_SHARD = 20;
export const SCORE_PER_TURN = 5;
export const HP_PER_SCORE = 5;

export function scoreOf(s: SlayingState, result: OutcomeKind): ScoreBreakdown {
  const base = result === "victory" ? MODES[s.options.difficulty].baseScore : 0;
  const shards = s.team.shards.filter((x) => !x.used).length * SCORE_PER_SHARD;
  const points = s.team.points;
  const turns = (result === "defeat_time" ? 0 : s.team.remaining) * SCORE_PER_TURN;
  const hp = Math.floor(s.team.hp / HP_PER_SCORE);
  return { base, shards, points, turns, hp, total: base + shards + points + turns + hp };
}

/** Shop points for a defeated opponent (§9.2). */
export function defeatPoints(opponent: string): number {
  return SHOP.pointSources.defeat[opponent] ?? 0;
}
