import { boardHeart } from "./stats";
import { emit, seatEn, seatZh } from "./text";
import { livingSeats, timesOf, type Ctx } from "./state";

/**
 * 生存時間 and the end of the game (spec §1.3, §1.10). Every change to a clock is followed by
 * `resolveEliminations(before)`, where `before` is every clock just before that change (the second tie-break).
 */
export type TimeCause = "tick" | "attack" | "time-rift" | "doomsday-countdown" | "hourglass" | "time-spring" | "round-cap";

export function changeTime(x: Ctx, seat: number, delta: number, cause: TimeCause): number {
  const p = x.s.players[seat];
  const before = p.time;
  p.time = Math.max(0, before + delta);
  const d = p.time - before;
  if (d !== 0) emit(x, "time", `${seatZh(seat)}的生存時間 ${before} → ${p.time}。`, `${seatEn(seat)}'s Survival Time ${before} → ${p.time}.`, { seat, delta: d, time: p.time, cause }, { seat });
  return d;
}

/**
 * Everyone at 0 is out at once. One left: they win. None left: the players out in this step are the last
 * survivors; the highest board 心等 wins [SEED 遊玩], then the higher clock before the step, then a shared win
 * [DESIGN, spec §1.10]. Returns true when the game ended.
 */
export function resolveEliminations(x: Ctx, before: readonly number[]): boolean {
  const s = x.s;
  if (s.phase === "over") return true;
  const out = livingSeats(s).filter((seat) => s.players[seat].time <= 0);
  if (out.length === 0) return false;
  const hearts = out.map((seat) => boardHeart(s, seat));
  for (const seat of out) eliminate(x, seat);
  const alive = livingSeats(s);
  if (alive.length === 1) return endGame(x, alive, "survivor");
  if (alive.length === 0) {
    const bestHeart = Math.max(...hearts);
    let best = out.filter((_, i) => hearts[i] === bestHeart);
    const bestTime = Math.max(...best.map((seat) => before[seat]));
    best = best.filter((seat) => before[seat] === bestTime);
    emit(x, "tiebreak", `最後的倖存者同時出局，比較場上角色心等總和：${out.map((seat, i) => `${seatZh(seat)} ${hearts[i]}`).join("，")}。`, `The last survivors fall together; board Heart totals: ${out.map((seat, i) => `${seatEn(seat)} ${hearts[i]}`).join(", ")}.`, { seats: out, hearts, before: out.map((seat) => before[seat]) });
    return endGame(x, best, best.length === 1 ? "clock" : "tie");
  }
  return false;
}

/** A player leaves the game: their board (characters, attached effects, player effects) goes to their 回收場; their
 * hand, decks and set traps stay where they are, out of play (they are never revealed). */
function eliminate(x: Ctx, seat: number): void {
  const p = x.s.players[seat];
  p.alive = false;
  p.time = 0;
  p.owedDraws = 0;
  for (const c of p.field) p.graveyard.push(c.card, ...c.effects);
  p.field = [];
  p.graveyard.push(...p.playerEffects);
  p.playerEffects = [];
  emit(x, "eliminated", `${seatZh(seat)}的生存時間歸零，出局。`, `${seatEn(seat)}'s Survival Time ran out: out of the game.`, { seat }, { seat });
}

export function endGame(x: Ctx, winners: number[], reason: "survivor" | "clock" | "tie"): true {
  const s = x.s;
  s.phase = "over";
  s.winners = [...winners].sort((a, b) => a - b);
  s.endReason = reason;
  for (const p of s.players) p.owedDraws = 0;
  const zh = s.winners.map(seatZh).join("、");
  const en = s.winners.map(seatEn).join(" and ");
  emit(x, "game_over", reason === "tie" ? `${zh}平分勝利。` : `${zh}獲勝。`, reason === "tie" ? `${en} share the win.` : `${en} wins.`, { winners: s.winners, reason });
  return true;
}

/** Snapshot for resolveEliminations, taken just before a change. */
export const clocks = timesOf;
