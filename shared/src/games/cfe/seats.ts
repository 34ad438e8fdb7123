import { CFE_RULES } from "./content";
import type { CfeState, Mode } from "./types";

/**
 * Seats and teams (rules §2, §4). 1v1: two seats, 100 HP each. 2v2: four seats, teams alternate (seats 0 and 2 vs
 * 1 and 3, so no teammates sit next to each other), each team shares 150 HP. Play goes 0 → 1 → 2 → 3 → 0.
 */
export function modeFor(seats: number): Mode {
  if (seats === 2) return "1v1";
  if (seats === 4) return "2v2";
  throw new RangeError(`五行戰鬥牌 is played with 2 or 4 seats, not ${seats}`);
}
export function teamsFor(seats: number): number[] {
  return Array.from({ length: seats }, (_, s) => s % 2);
}
/** §2: 100 / 150, or 200 / 250 with any advanced module (5.1 changed the 4-player value to 250). */
export function startingHp(mode: Mode, advanced = false): number {
  return (advanced ? CFE_RULES.hpAdvanced : CFE_RULES.hp)[mode];
}
/** 上家: the player just before `seat`; every attack's damage goes there (§4). */
export function upper(s: Pick<CfeState, "seats">, seat: number): number {
  return (seat + s.seats - 1) % s.seats;
}
/** 下家: the player just after `seat`; passives, 光芒, 混沌 and 剋陣 act on them (§4). */
export function lower(s: Pick<CfeState, "seats">, seat: number): number {
  return (seat + 1) % s.seats;
}
export function teamOf(s: Pick<CfeState, "teamOf">, seat: number): number {
  return s.teamOf[seat];
}
export function opposingTeam(s: Pick<CfeState, "teamOf">, seat: number): number {
  return 1 - s.teamOf[seat];
}
export function seatsOfTeam(s: Pick<CfeState, "teamOf">, team: number): number[] {
  return s.teamOf.flatMap((t, i) => (t === team ? [i] : []));
}
/** Change a team's HP, kept within 0..max (§2). Returns the actual change. */
export function changeHp(s: CfeState, team: number, delta: number): number {
  const before = s.hp[team];
  s.hp[team] = Math.max(0, Math.min(s.maxHp[team], before + delta));
  return s.hp[team] - before;
}
