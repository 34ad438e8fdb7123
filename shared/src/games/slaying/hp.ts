import type { GameEvent } from "../../core/engine";
import type { LocalText } from "../../core/text";
import { opponentById, RULES } from "./content";
import { defeatPoints, scoreOf } from "./score";
import { emit, signed } from "./state";
import { recovery, terrainAt } from "./terrain";
import type { OutcomeKind, SlayingState } from "./types";

/**
 * HP of both sides. Team HP is one shared pool (seed §1-3); the army's HP obeys the ★ rule (seed §6-4, spec §6.6):
 * off the opponent's ★ no player-side effect brings it below F = ceil(max/2). 瘴氣 halves recovery on both sides.
 * `settle` ends the game or fells the opponent after a resolution: a team at 0 loses first (spec §11.11).
 */
export function onStar(s: SlayingState): boolean {
  const o = opponentById(s.army.opponent);
  return !!o && s.team.cell === o.lair;
}

/** F: the lowest HP player-side effects can reach off ★. */
export function starFloor(s: SlayingState): number {
  const f = RULES.starRuleCapFraction;
  return Math.ceil((s.army.maxHp * f.numerator) / f.denominator);
}

/** Team recovery; `exempt` skips 瘴氣 (the seed's fixed +20 for a shard). Returns the HP actually gained. */
export function healTeam(s: SlayingState, amount: number, events: GameEvent[], cause: LocalText, exempt = false): number {
  const t = s.team;
  const gain = Math.max(0, Math.min(t.maxHp - t.hp, exempt ? amount : recovery(terrainAt(t.cell), amount)));
  t.hp += gain;
  // A heal at full HP still gets its line (the army's 相生 heals are part of its turn), saying why nothing changed.
  const text = gain > 0 || amount <= 0 ? { zh: `隊伍生命 ${signed(gain)}`, en: `team HP ${signed(gain)}` } : { zh: "隊伍生命已滿", en: "team HP already full" };
  emit(events, "team_hp", `${cause.zh}：${text.zh}（${t.hp}/${t.maxHp}）。`, `${cause.en}: ${text.en} (${t.hp}/${t.maxHp}).`, { delta: gain, hp: t.hp, maxHp: t.maxHp, cause: cause.en });
  return gain;
}

/** Team damage or HP loss. 不屈之心 turns the first drop to 0 into 1 (spec §9.3). Returns the (negative) change. */
export function hurtTeam(s: SlayingState, amount: number, events: GameEvent[], cause: LocalText): number {
  const t = s.team;
  const before = t.hp;
  t.hp = Math.max(0, t.hp - Math.max(0, amount));
  let saved = false;
  if (t.hp === 0 && t.tokens.includes("indomitable_heart")) {
    t.hp = 1;
    t.tokens = t.tokens.filter((x) => x !== "indomitable_heart");
    saved = true;
  }
  const d = t.hp - before;
  emit(events, "team_hp", `${cause.zh}：隊伍生命 ${signed(d)}（${t.hp}/${t.maxHp}）${saved ? "；不屈之心發動，保住 1 點" : ""}。`, `${cause.en}: team HP ${signed(d)} (${t.hp}/${t.maxHp})${saved ? "; Indomitable Heart keeps it at 1" : ""}.`, { delta: d, hp: t.hp, maxHp: t.maxHp, cause: cause.en, saved });
  return d;
}

/** Player-side damage or HP loss to the army, under the ★ rule. Returns the (negative) change. */
export function hurtArmy(s: SlayingState, amount: number, events: GameEvent[], cause: LocalText): number {
  const a = s.army;
  if (!a.alive) return 0;
  const before = a.hp;
  const star = onStar(s);
  const floor = star ? 0 : Math.min(before, starFloor(s));
  a.hp = Math.max(floor, before - Math.max(0, amount));
  const capped = a.hp > before - amount;
  const d = a.hp - before;
  emit(
    events,
    "army_hp",
    `${cause.zh}：魔王軍生命 ${signed(d)}（${a.hp}/${a.maxHp}）${capped && !star ? "；不在★上，最多削減一半" : ""}。`,
    `${cause.en}: army HP ${signed(d)} (${a.hp}/${a.maxHp})${capped && !star ? "; off the ★ it cannot drop below half" : ""}.`,
    { delta: d, before, hp: a.hp, maxHp: a.maxHp, onStar: star, floor, capped, cause: cause.en },
  );
  return d;
}

/** The army's own recovery (瘴氣 halves it). */
export function healArmy(s: SlayingState, amount: number, events: GameEvent[], cause: LocalText): number {
  const a = s.army;
  if (!a.alive) return 0;
  const gain = Math.max(0, Math.min(a.maxHp - a.hp, recovery(terrainAt(s.team.cell), amount)));
  a.hp += gain;
  emit(events, "army_hp", `${cause.zh}：魔王軍生命 ${signed(gain)}（${a.hp}/${a.maxHp}）。`, `${cause.en}: army HP ${signed(gain)} (${a.hp}/${a.maxHp}).`, { delta: gain, before: a.hp - gain, hp: a.hp, maxHp: a.maxHp, onStar: onStar(s), floor: 0, capped: false, cause: cause.en });
  return gain;
}

/** End the game with an outcome and its score. */
export function finish(s: SlayingState, result: OutcomeKind, events: GameEvent[]): void {
  const score = scoreOf(s, result);
  s.outcome = { result, score };
  s.phase = "over";
  s.pending = null;
  const text: Record<OutcomeKind, LocalText> = {
    victory: { zh: "魔王倒下了，隊伍獲勝！", en: "The Demon King falls: the team wins!" },
    defeat_hp: { zh: "隊伍生命歸零，挑戰失敗。", en: "The team's HP reached 0: the challenge failed." },
    defeat_time: { zh: "回合數耗盡，挑戰失敗。", en: "Out of turns: the challenge failed." },
  };
  emit(events, "game_over", `${text[result].zh}總積分 ${score.total}。`, `${text[result].en} Score ${score.total}.`, { result, score });
}

/**
 * After a resolution: the team at 0 loses (even if the opponent also fell, spec §11.11); an opponent at 0 falls
 * (§3.9) and the 魔王 falling wins. Returns true when the game is over.
 */
export function settle(s: SlayingState, events: GameEvent[]): boolean {
  if (s.phase === "over") return true;
  if (s.team.hp <= 0) {
    finish(s, "defeat_hp", events);
    return true;
  }
  if (s.army.alive && s.army.hp <= 0) return opponentFalls(s, events);
  return false;
}

function opponentFalls(s: SlayingState, events: GameEvent[]): boolean {
  const a = s.army;
  const o = opponentById(a.opponent)!;
  a.alive = false;
  s.pile.discard.push(...a.hand.map((c) => c.card));
  a.hand = [];
  a.shield = 0;
  a.cannotAct = 0;
  a.cannotDraw = 0;
  // Every status it caused ends (spec §3.9): in this mode only the army puts these on players.
  for (const p of s.players) {
    p.cannotAct = 0;
    p.cannotDraw = 0;
  }
  s.team.fetter = 0;
  s.team.scorch = null;
  const pts = defeatPoints(o.id);
  s.team.points += pts;
  emit(events, "opponent_defeated", `${o.zh}被擊倒了！${pts ? `商城點數 +${pts}。` : ""}`, `${o.en} is defeated!${pts ? ` Shop points +${pts}.` : ""}`, { opponent: o.id, zone: a.zone, cell: s.team.cell, points: pts });
  if (a.zone === 4) {
    finish(s, "victory", events);
    return true;
  }
  return false;
}
