import { RULES } from "./content";
import { damageBase, damageUnit, destroyUnit, log, onField, type Ctx } from "./mechanics";
import { opponent } from "./state";
import { seatName, statsOf, unitLabel } from "./text";
import type { Unit } from "./types";

/**
 * Attacks (SEED §4, design §1.7–1.8). A 交鋒 is 絕招 (instead of everything) or R1 嘴攻 → 石灰粉 → R2 暗器 → R3 捅人,
 * with the R1 undo when it ends in R2 and the end of the R1 捅人 bonus after R3 (AMB-6). Every step logs an event
 * tagged with its round, which the attack preview shows line by line.
 */
export function clash(ctx: Ctx, aSeat: number, A: Unit, D: Unit): void {
  const s = ctx.s;
  const dSeat = opponent(aSeat);
  const seatOf = (u: Unit) => (u === A ? aSeat : dSeat);
  const label = (u: Unit) => unitLabel(seatOf(u), u.def);
  log(ctx, () => ({ type: "attack", seat: aSeat, zh: `${label(A).zh}（${statsOf(A)}，生命 ${A.hp}）攻擊 ${label(D).zh}（${statsOf(D)}，生命 ${D.hp}）。`, en: `${label(A).en} (${statsOf(A)}, HP ${A.hp}) attacks ${label(D).en} (${statsOf(D)}, HP ${D.hp}).`, data: { unit: A.id, target: D.id, round: "start" } }));

  // 絕招 pre-step (SEED §6): only the attacker's fires (AMB-4); no rounds follow, whatever happens.
  if (A.kw.ultimate > 0) {
    A.kw.ultimate--;
    if (D.kw.agility > 0) {
      D.kw.agility--;
      log(ctx, () => ({ type: "ultimate", seat: aSeat, zh: `絕招：${label(D).zh} 以輕功閃過（輕功剩 ${D.kw.agility}），沒有破壞。`, en: `Ultimate: ${label(D).en} dodges it with Lightness (${D.kw.agility} left); nothing is destroyed.`, data: { unit: A.id, target: D.id, result: "agility", round: "ult" } }));
    } else if (D.kw.ultimate > 0) {
      A.kw.ultimate = 0;
      D.kw.ultimate = 0;
      log(ctx, () => ({ type: "ultimate", seat: aSeat, zh: "絕招對絕招：雙方消耗全部絕招，沒有破壞。", en: "Ultimate against Ultimate: both spend all of it; nothing is destroyed.", data: { unit: A.id, target: D.id, result: "clash", round: "ult" } }));
    } else {
      log(ctx, () => ({ type: "ultimate", seat: aSeat, zh: `絕招：${label(A).zh} 嘗試破壞 ${label(D).zh}。`, en: `Ultimate: ${label(A).en} tries to destroy ${label(D).en}.`, data: { unit: A.id, target: D.id, result: "destroy", round: "ult" } }));
      destroyUnit(ctx, dSeat, D, "ult");
    }
    return;
  }

  // R1 嘴攻: the higher spends the gap and gains it as 捅人, and strikes first in R3; a tie changes nothing.
  let first: Unit | null = null;
  if (A.zui !== D.zui) {
    const H = A.zui > D.zui ? A : D;
    const L = H === A ? D : A;
    const gap = H.zui - L.zui;
    const z0 = H.zui, t0 = H.tong;
    H.zui -= gap;
    H.tong += gap;
    H.r1Zui = gap;
    H.r1Tong = gap;
    first = H;
    log(ctx, () => ({ type: "r1", seat: seatOf(H), zh: `第1合 嘴攻：${label(H).zh} 嘴攻 ${z0} → ${H.zui}，捅人 ${t0} → ${H.tong}，取得先手。`, en: `R1 Taunt: ${label(H).en} Taunt ${z0} → ${H.zui}, Stab ${t0} → ${H.tong}, strikes first.`, data: { unit: H.id, zuiFrom: z0, zuiTo: H.zui, tongFrom: t0, tongTo: H.tong, round: "R1" } }));
  } else {
    log(ctx, () => ({ type: "r1", seat: aSeat, zh: `第1合 嘴攻：${A.zui} 對 ${D.zui}，相同，無人取得先手。`, en: `R1 Taunt: ${A.zui} against ${D.zui}, a tie: no change and no first strike.`, data: { round: "R1", tie: true } }));
  }

  // 石灰粉 (SEED §6): the defender's, after R1.
  if (D.kw.lime > 0) {
    const n = D.kw.lime;
    const t0 = A.tong, a0 = A.an;
    A.tong = Math.max(RULES.limeFloor.tong, A.tong - n);
    A.an = Math.max(RULES.limeFloor.an, A.an - n);
    D.kw.lime--;
    log(ctx, () => ({ type: "lime", seat: dSeat, zh: `石灰粉 ${n}：${label(A).zh} 捅人 ${t0} → ${A.tong}，暗器 ${a0} → ${A.an}；石灰粉剩 ${D.kw.lime}。`, en: `Lime Powder ${n}: ${label(A).en} Stab ${t0} → ${A.tong}, Darts ${a0} → ${A.an}; ${D.kw.lime} Lime Powder left.`, data: { unit: A.id, by: D.id, amount: n, round: "lime" } }));
  }

  // R2 暗器.
  if (A.an === D.an) {
    if (A.an > 0) {
      const x = A.an;
      A.an = 0;
      D.an = 0;
      log(ctx, () => ({ type: "r2", seat: aSeat, zh: `第2合 暗器：雙方暗器同為 ${x}，互相造成 ${x} 點傷害，暗器歸 0。`, en: `R2 Darts: both have ${x}; each deals ${x} to the other and both drop to 0.`, data: { round: "R2", mutual: x } }));
      damageUnit(ctx, dSeat, D, x, { round: "R2" });
      damageUnit(ctx, aSeat, A, x, { round: "R2" });
    } else {
      log(ctx, () => ({ type: "r2", seat: aSeat, zh: "第2合 暗器：雙方暗器皆為 0，沒有傷害。", en: "R2 Darts: both at 0, no damage.", data: { round: "R2", none: true } }));
    }
  } else {
    const H = A.an > D.an ? A : D;
    const L = H === A ? D : A;
    const gap = H.an - L.an;
    const a0 = H.an;
    // Only what fells the target is spent, measured before the hit (AMB-5).
    H.an -= Math.min(gap, L.hp);
    log(ctx, () => ({ type: "r2", seat: seatOf(H), zh: `第2合 暗器：${label(H).zh} 對 ${label(L).zh} 造成 ${gap} 點傷害，暗器 ${a0} → ${H.an}。`, en: `R2 Darts: ${label(H).en} deals ${gap} to ${label(L).en}, Darts ${a0} → ${H.an}.`, data: { unit: H.id, target: L.id, amount: gap, anFrom: a0, anTo: H.an, round: "R2" } }));
    damageUnit(ctx, seatOf(L), L, gap, { round: "R2" });
  }
  if (!onField(s, aSeat, A) || !onField(s, dSeat, D)) {
    // Ended in R2: the R1 spend and gain are given back (SEED §4).
    for (const u of [A, D]) {
      if (!onField(s, seatOf(u), u) || (u.r1Zui === 0 && u.r1Tong === 0)) continue;
      const z0 = u.zui, t0 = u.tong;
      u.zui += u.r1Zui;
      u.tong = Math.max(1, u.tong - u.r1Tong);
      u.r1Zui = 0;
      u.r1Tong = 0;
      log(ctx, () => ({ type: "r1_undo", seat: seatOf(u), zh: `交鋒在第2合結束：${label(u).zh} 的第1合復原（嘴攻 ${z0} → ${u.zui}，捅人 ${t0} → ${u.tong}）。`, en: `The clash ended in R2: ${label(u).en}'s R1 is undone (Taunt ${z0} → ${u.zui}, Stab ${t0} → ${u.tong}).`, data: { unit: u.id, round: "end" } }));
    }
    return;
  }

  // R3 捅人.
  if (first) {
    const S = first === A ? D : A;
    stab(ctx, first, seatOf(first), S, seatOf(S), first.tong);
    if (onField(s, seatOf(S), S) && onField(s, seatOf(first), first)) stab(ctx, S, seatOf(S), first, seatOf(first), S.tong);
  } else {
    // Simultaneous: both hits use the values before R3 and both land; 金鐘罩 reflections come after (AMB-17).
    const a = A.tong, d = D.tong;
    log(ctx, () => ({ type: "r3", seat: aSeat, zh: `第3合 捅人：同時出手，${label(A).zh} ${a}、${label(D).zh} ${d}。`, en: `R3 Stab: at the same time, ${label(A).en} ${a} and ${label(D).en} ${d}.`, data: { round: "R3", simultaneous: true, a, d } }));
    const backToA = damageUnit(ctx, dSeat, D, a, { stab: true, round: "R3" });
    const backToD = damageUnit(ctx, aSeat, A, d, { stab: true, round: "R3" });
    if (backToA) damageUnit(ctx, aSeat, A, backToA, { round: "bell" });
    if (backToD) damageUnit(ctx, dSeat, D, backToD, { round: "bell" });
  }

  // The R1 捅人 bonus ends with the clash; the spent 嘴攻 stays spent (AMB-6).
  for (const u of [A, D]) {
    if (u.r1Tong > 0 && onField(s, seatOf(u), u)) {
      const t0 = u.tong;
      u.tong = Math.max(1, u.tong - u.r1Tong);
      log(ctx, () => ({ type: "r1_bonus_end", seat: seatOf(u), zh: `${label(u).zh} 因嘴攻提升的捅人重置（${t0} → ${u.tong}）。`, en: `${label(u).en}'s Stab from R1 resets (${t0} → ${u.tong}).`, data: { unit: u.id, round: "end" } }));
    }
    u.r1Zui = 0;
    u.r1Tong = 0;
  }
}

/** One R3 strike, then the target's 金鐘罩 reflection onto the striker if it still stands. */
function stab(ctx: Ctx, from: Unit, fromSeat: number, to: Unit, toSeat: number, amount: number): void {
  log(ctx, () => ({ type: "r3", seat: fromSeat, zh: `第3合 捅人：${unitLabel(fromSeat, from.def).zh} 捅 ${amount}。`, en: `R3 Stab: ${unitLabel(fromSeat, from.def).en} stabs for ${amount}.`, data: { unit: from.id, target: to.id, amount, round: "R3" } }));
  const back = damageUnit(ctx, toSeat, to, amount, { stab: true, round: "R3" });
  if (back) damageUnit(ctx, fromSeat, from, back, { round: "bell" });
}

/** 本陣 attack (SEED §4): a stab of 捅人 (empty enemy field) or darts for ⌈暗器 / 2⌉, after which 暗器 is 0. */
export function baseAttack(ctx: Ctx, seat: number, A: Unit, mode: "stab" | "dart"): void {
  const target = opponent(seat);
  const amount = mode === "stab" ? A.tong : Math.ceil(A.an / RULES.baseDartDivisor.value);
  const a0 = A.an;
  if (mode === "dart") A.an = 0;
  log(ctx, () => ({ type: "base_attack", seat, zh: mode === "stab" ? `${unitLabel(seat, A.def).zh} 以捅人 ${amount} 攻擊 ${seatName(target)} 的本陣。` : `${unitLabel(seat, A.def).zh} 以暗器 ${a0} 攻擊 ${seatName(target)} 的本陣（${amount} 點），暗器歸 0。`, en: mode === "stab" ? `${unitLabel(seat, A.def).en} stabs ${seatName(target)}'s base for ${amount}.` : `${unitLabel(seat, A.def).en} throws darts (${a0}) at ${seatName(target)}'s base for ${amount}; its Darts drop to 0.`, data: { unit: A.id, mode, amount, round: "base" } }));
  damageBase(ctx, target, amount, mode);
}

