import type { GameEvent } from "../../core/engine";
import { ELEMENT_EN, ELEMENT_ZH, type Element } from "../../core/elements";
import { moduleOn } from "./advanced";
import { MODULE_CONTENT, type StarData } from "./moduleContent";
import { seatEn, seatZh } from "./state";
import type { CfeState } from "./types";

/**
 * 星辰圖記 Star Chart (rules §10.1): the five stars as data (content/stars.json), who holds which, summoning,
 * replacing and breaking, and 五星連珠. A side holds at most one star, and a star kind is held by one side at most.
 */
export type { StarData } from "./moduleContent";
export const STARS: readonly StarData[] = MODULE_CONTENT.stars.list;
/** A 3-card strike of at least this many attack points summons its star. */
export const STAR_SUMMON_POINTS = MODULE_CONTENT.stars.summonPoints;
const BY_ELEMENT = new Map(STARS.map((st) => [st.element, st]));

export function starOf(e: Element): StarData {
  return BY_ELEMENT.get(e)!;
}
/** The star a formation summons (鍠金 → 金星‧太白, …), if any. */
export function starSummonedBy(formationId: string): StarData | undefined {
  return STARS.find((st) => st.summonedBy === formationId);
}
/** The team holding star `e`, or null. */
export function holderOf(s: Pick<CfeState, "advanced">, e: Element): number | null {
  if (!moduleOn(s, "stars")) return null;
  const t = s.advanced!.teamStar.indexOf(e);
  return t < 0 ? null : t;
}
export function teamStar(s: Pick<CfeState, "advanced">, team: number): Element | null {
  return moduleOn(s, "stars") ? s.advanced!.teamStar[team] ?? null : null;
}

const teamZh = (s: CfeState, team: number) => (s.mode === "1v1" ? seatZh(team) : `隊伍${team + 1}`);
const teamEn = (s: CfeState, team: number) => (s.mode === "1v1" ? seatEn(team) : `team ${team + 1}`);

export type StarBreakReason = "replaced" | "opposed" | "formation" | "void";

export function breakStar(s: CfeState, team: number, reason: StarBreakReason, events: GameEvent[]): void {
  const e = s.advanced!.teamStar[team];
  if (!e) return;
  s.advanced!.teamStar[team] = null;
  brokenEvent(s, team, e, reason, events);
}

function brokenEvent(s: CfeState, team: number, e: Element, reason: StarBreakReason, events: GameEvent[]): void {
  const st = starOf(e);
  const why = { replaced: ["被新星辰取代", "replaced by a new star"], opposed: ["被相剋的星辰破除", "broken by the star that overcomes it"], formation: ["施展星辰陣法後破除", "used up by its star formation"], void: ["被虛空破星術破除", "broken by Void Star-Breaking"] }[reason];
  events.push({ type: "star_broken", zh: `${teamZh(s, team)}的${st.zh}${why[0]}。`, en: `${teamEn(s, team)}'s ${st.en} is ${why[1]}.`, data: { team, star: e, reason } });
}

/**
 * Summon star `e` for `seat`'s team (§10.1): mandatory unless that star already exists somewhere. The team's old
 * star is replaced, and the star that `e` overcomes breaks whoever holds it. Returns whether it was summoned.
 */
export function summonStar(s: CfeState, seat: number, e: Element, events: GameEvent[]): boolean {
  const a = s.advanced!;
  const st = starOf(e);
  if (holderOf(s, e) !== null) {
    events.push({ type: "star_exists", seat, zh: `${st.zh}已經在場上，沒有召喚。`, en: `${st.en} is already in play: nothing is summoned.`, data: { star: e } });
    return false;
  }
  const team = s.teamOf[seat];
  const old = a.teamStar[team];
  const opposed = holderOf(s, st.breaks);
  a.teamStar[team] = e;
  if (opposed !== null && opposed !== team) a.teamStar[opposed] = null;
  if (!a.summoned[seat].includes(e)) a.summoned[seat].push(e);
  events.push({ type: "star_summoned", seat, zh: `${seatZh(seat)}召喚了${st.zh}（${ELEMENT_ZH[e]}）。`, en: `${seatEn(seat)} summons ${st.en} (${ELEMENT_EN[e]}).`, data: { star: e, team, summoned: [...a.summoned[seat]] } });
  if (old) brokenEvent(s, team, old, "replaced", events);
  if (opposed !== null && opposed !== team) brokenEvent(s, opposed, st.breaks, "opposed", events);
  if (a.summoned[seat].length === STARS.length && a.alignment === null) {
    a.alignment = seat;
    events.push({ type: "five_star_alignment", seat, zh: `五星連珠！${seatZh(seat)}親自召喚過全部五顆星辰。`, en: `Five-Star Alignment! ${seatEn(seat)} has summoned all five stars.`, data: { team } });
  }
  return true;
}

/** 虛空破星術: every star breaks; returns the teams that lost one. */
export function breakAllStars(s: CfeState, events: GameEvent[]): number[] {
  const lost: number[] = [];
  s.advanced!.teamStar.forEach((e, team) => {
    if (!e) return;
    breakStar(s, team, "void", events);
    lost.push(team);
  });
  return lost;
}
