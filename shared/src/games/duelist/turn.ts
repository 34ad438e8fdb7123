import { RULES } from "./content";
import { annihilateUnit, damageUnit, draw, endGame, log, pickExtreme, type Ctx } from "./mechanics";
import { opponent, unitsOf } from "./state";
import { seatName, unitLabel } from "./text";

/** Turn flow (SEED §2, design §1.2 and §1.11): the start of a turn, and the end-of-turn abilities in seed order. */
export function startTurn(ctx: Ctx, seat: number): void {
  const s = ctx.s;
  const p = s.players[seat];
  s.active = seat;
  s.turn++;
  p.turnsTaken++;
  if (p.turnsTaken >= RULES.manaGrowth.fromOwnTurn) p.maxMana = Math.min(RULES.maxManaCap.value, p.maxMana + RULES.manaGrowth.value);
  p.mana = p.maxMana;
  for (const u of p.board) if (u) u.attacksLeft = 1 + u.kw.chase;
  log(ctx, () => ({ type: "turn", seat, zh: `第 ${s.turn} 回合：輪到 ${seatName(seat)}（命運 ${p.mana}/${p.maxMana}）。`, en: `Turn ${s.turn}: ${seatName(seat)} to play (Fate ${p.mana}/${p.maxMana}).`, data: { turn: s.turn, mana: p.mana, maxMana: p.maxMana } }));
  // 先攻 skips the draw of its own first turn only (SEED §2, AMB-14).
  if (!(seat === s.first && p.turnsTaken === 1)) draw(ctx, seat, RULES.drawPerTurn.value);
}

/**
 * Who chooses a mulligan now: 先攻, then 後攻. Neither sees the other's choice (design §1.1 "at the same time"), and
 * one seat acting at a time keeps the room's action sequence free of races.
 */
export function mulliganSeat(s: { first: number; players: { ready: boolean }[] }): number {
  return s.players[s.first].ready ? 1 - s.first : s.first;
}

/** May `seat` declare attacks this turn (SEED §2: not the first player on its first turn)? */
export function attacksAllowed(s: { first: number; players: { turnsTaken: number }[] }, seat: number): boolean {
  return !(RULES.firstPlayerNoAttackTurn1.value && seat === s.first && s.players[seat].turnsTaken <= 1);
}

/**
 * End of `seat`'s turn (SEED §2: 學問 → 醫術 → 毒霧 → 回光返照; only the owner's turn end, AMB-9), then the turn
 * cap (design §1.15) or the opponent's turn. Each step takes the field as it is when the step begins.
 */
export function endTurn(ctx: Ctx, seat: number, healTargets: ReadonlyMap<number, number>): void {
  const s = ctx.s;
  const foe = opponent(seat);
  for (const h of unitsOf(s, seat).filter((u) => u.kw.study > 0)) {
    const mine = unitsOf(s, seat);
    for (const u of mine) u.zui += h.kw.study;
    log(ctx, () => ({ type: "study", seat, zh: `${unitLabel(seat, h.def).zh} 的學問 ${h.kw.study}：己方江湖人嘴攻各 +${h.kw.study}。`, en: `${unitLabel(seat, h.def).en}'s Learning ${h.kw.study}: every friendly hero gains ${h.kw.study} Taunt.`, data: { unit: h.id, amount: h.kw.study } }));
  }
  for (const h of unitsOf(s, seat).filter((u) => u.kw.heal > 0)) {
    const chosen = healTargets.get(h.id);
    const mine = unitsOf(s, seat);
    const target = mine.find((u) => u.id === chosen) ?? pickExtreme(ctx, mine.filter((u) => u.hp < u.maxHp), (u) => u.maxHp - u.hp, "max");
    if (!target) continue;
    const from = target.hp;
    target.hp = Math.min(target.maxHp, target.hp + h.kw.heal);
    log(ctx, () => ({ type: "heal", seat, zh: `${unitLabel(seat, h.def).zh} 的醫術：${unitLabel(seat, target.def).zh} 生命 ${from} → ${target.hp}。`, en: `${unitLabel(seat, h.def).en}'s Medicine: ${unitLabel(seat, target.def).en} HP ${from} → ${target.hp}.`, data: { unit: h.id, target: target.id, from, to: target.hp } }));
  }
  for (const h of unitsOf(s, seat).filter((u) => u.kw.poison > 0)) {
    log(ctx, () => ({ type: "poison", seat, zh: `${unitLabel(seat, h.def).zh} 的毒霧 ${h.kw.poison}：對方所有江湖人受到傷害。`, en: `${unitLabel(seat, h.def).en}'s Poison Mist ${h.kw.poison} hits every enemy hero.`, data: { unit: h.id, amount: h.kw.poison } }));
    for (const u of unitsOf(s, foe)) damageUnit(ctx, foe, u, h.kw.poison, { round: "poison" });
  }
  for (const h of unitsOf(s, seat).filter((u) => u.kw.rally > 0)) {
    h.kw.rally--;
    log(ctx, () => ({ type: "rally", seat, zh: `${unitLabel(seat, h.def).zh} 的回光返照剩 ${h.kw.rally}。`, en: `${unitLabel(seat, h.def).en}'s Last Rally: ${h.kw.rally} left.`, data: { unit: h.id, left: h.kw.rally } }));
    if (h.kw.rally === 0) annihilateUnit(ctx, seat, h);
  }
  if (s.turn >= RULES.turnCap.value) {
    const [a, b] = [s.players[0].base, s.players[1].base];
    endGame(ctx, a === b ? null : a > b ? 0 : 1, "turnCap");
  }
  startTurn(ctx, foe);
}
