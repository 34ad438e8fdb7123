import type { GameEvent } from "../../core/engine";
import type { LocalText } from "../../core/text";
import type { Formation } from "../cfe/formations";
import type { Via } from "../cfe/interpret";
import { clearEnvironment, disabledByEnvironment, environmentData, environmentOf, setEnvironment } from "../cfe/legends";
import { hooksOf } from "../cfe/professions";
import { breakAllStars, breakStar, STAR_SUMMON_POINTS, starSummonedBy, summonStar } from "../cfe/stars";
import type { CfeState } from "../cfe/types";
import { hurtArmy, hurtTeam } from "./hp";
import { emit, seatName } from "./state";
import type { SlayingState } from "./types";

/**
 * The full version's optional modules in co-op (spec §13, §11.4, §11.11; docs/rules/slaying.md): 星辰圖記 and
 * 五方傳說 through the base game's own module code (cfe/stars.ts, cfe/legends.ts). The team is the one side that holds
 * a star — army moves never summon, own or break stars — and 五星連珠 never wins (seed §9-3). 滿天星雨 is not in
 * play, so there is no 星雨 field. The environment is shared by the team and the army and clears on entering a zone.
 */
const TEAM = 0;

/** The base game's module API reads each seat's team and the table's mode; in co-op every seat is on the one team. */
function asBase(s: SlayingState): CfeState {
  return { advanced: s.advanced, teamOf: Array.from({ length: s.seats }, () => TEAM), mode: "coop" } as unknown as CfeState;
}

/**
 * After a player's attack formation: a 3-card strike of ≥ 30 attack points summons its star (base §10.1; only when
 * it hit an opponent), a star formation breaks the team's star, a sacred beast sets the environment (base §10.2).
 */
export function afterPlayerStrike(s: SlayingState, seat: number, f: Formation, via: Via, points: number, hit: boolean, events: GameEvent[]): void {
  const a = s.advanced;
  if (a.stars && hit) {
    const star = starSummonedBy(f.id);
    if (star && points >= STAR_SUMMON_POINTS && (via.kind !== "proficiency" || hooksOf(s, seat, "proficiency_summons").length > 0)) {
      summonStar(asBase(s), seat, star.element, events);
      withoutAlignment(s, seat, events);
    }
  }
  if (a.stars && f.breaksOwnStar) breakStar(asBase(s), TEAM, "formation", events);
  if (a.legends && f.setsEnvironment) setEnvironment(asBase(s), seat, f.setsEnvironment, events);
}

/** 五星連珠 is disabled in co-op (seed §9-3): star summoning works, the win never triggers. */
function withoutAlignment(s: SlayingState, seat: number, events: GameEvent[]): void {
  if (s.advanced.alignment === null) return;
  s.advanced.alignment = null;
  const i = events.findIndex((e) => e.type === "five_star_alignment");
  const line: GameEvent = { type: "five_star_alignment_off", seat, zh: `${seatName(seat)}親自召喚過全部五顆星辰，但五星連珠在合作模式中不生效。`, en: `${seatName(seat)} has summoned all five stars, but Five-Star Alignment has no effect in co-op.` };
  if (i >= 0) events.splice(i, 1, line);
  else events.push(line);
}

/**
 * 虛空破星術 / 虛空斷脈術 (base §10.1, §10.2) meeting the army (spec §11.11): the team and the army each count once.
 * Breaking stars costs the team 20 if it held one (the army holds none); clearing an environment costs the team and
 * the army 20 each (the army's loss under the ★ rule), and nothing when there was no environment.
 */
export function voidModuleSpell(s: SlayingState, seat: number, f: Formation, breaks: "stars" | "environment", hpLoss: number, events: GameEvent[]): void {
  const name: LocalText = { zh: f.zh, en: f.en };
  if (breaks === "stars") {
    const lost = s.advanced.stars ? breakAllStars(asBase(s), events) : [];
    emit(events, "void", lost.length ? `${f.zh}：隊伍失去星辰，扣 ${hpLoss} 點生命。` : `${f.zh}：場上沒有星辰。`, lost.length ? `${f.en}: the team loses its star and ${hpLoss} HP.` : `${f.en}: there are no stars.`, { formation: f.id, team: lost.length > 0, army: false }, seat);
    if (lost.length) hurtTeam(s, hpLoss, events, name);
    return;
  }
  const cleared = s.advanced.legends && clearEnvironment(asBase(s), seat, events);
  const army = cleared && s.army.alive;
  emit(events, "void", cleared ? `${f.zh}：隊伍${army ? "與魔王軍" : ""}各扣 ${hpLoss} 點生命。` : `${f.zh}：沒有環境可破除。`, cleared ? `${f.en}: the team${army ? " and the army each" : ""} loses ${hpLoss} HP.` : `${f.en}: there is no environment to clear.`, { formation: f.id, team: cleared, army }, seat);
  if (!cleared) return;
  hurtTeam(s, hpLoss, events, name);
  if (army) hurtArmy(s, hpLoss, events, name);
}

/** Entering a zone clears the environment (seed §9-4, spec §7.2 step 2); stars carry over. */
export function clearEnvironmentOnZoneEntry(s: SlayingState, events: GameEvent[]): void {
  if (environmentOf(s) === null) return;
  const before = environmentData(s.advanced.environment!);
  s.advanced.environment = null;
  emit(events, "environment_cleared", `進入新區域，${before.zh}的環境消失。`, `Entering a new zone clears the ${before.en} environment.`, { before: before.element, reason: "zone" });
}

/** A formation the environment disables is performed (action and cards spent) with no effect (base §10.2). */
export function disabledHere(s: SlayingState, formationId: string): LocalText | null {
  const e = environmentOf(s);
  if (e === null || !disabledByEnvironment(s, formationId)) return null;
  const d = environmentData(e);
  return { zh: `${d.zh}的環境下無效`, en: `disabled by the ${d.en} environment` };
}
