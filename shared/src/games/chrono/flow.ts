import { compensationFor, RULES } from "./content";
import { drawCard, nonEmptyDecks, openingTarget, owingSeat } from "./draw";
import { canDeploy, canPrepare } from "./legal";
import { effectDef } from "./cards";
import { skillOf, handSizeOf } from "./stats";
import { changeTime, clocks, resolveEliminations } from "./time";
import { emit, seatEn, seatZh } from "./text";
import { fireTraps, healChar } from "./reactions";
import { seatsFrom, type Ctx } from "./state";
import type { ChronoState } from "./types";

/**
 * Turn and round flow (spec §1.3–1.4). After every action `advance` runs the automatic steps (初始, round ticks,
 * phases with nothing to decide) until someone has a real choice. Owed draws (播種, 萬花, 萬象更新) come first.
 */
export function advance(x: Ctx): void {
  const s = x.s;
  for (;;) {
    if (s.phase === "over") return;
    const owing = owingSeat(s);
    if (owing !== null) {
      const decks = nonEmptyDecks(s, owing);
      if (decks.length > 1) return;
      if (decks.length === 1) drawCard(x, owing, decks[0], "owed");
      s.players[owing].owedDraws = decks.length === 0 ? 0 : s.players[owing].owedDraws - 1;
      continue;
    }
    const p = s.players[s.current];
    switch (s.phase) {
      case "attr": {
        const next = s.players.findIndex((q) => q.attr === null);
        if (next >= 0) { s.current = next; return; }
        s.phase = "opening";
        s.current = s.firstSeat;
        continue;
      }
      case "opening": {
        const decks = nonEmptyDecks(s, s.current);
        if (p.hand.length < openingTarget(compensationFor(s.seats, p.position).extraOpening ?? 0) && decks.length > 0) {
          if (decks.length > 1) return;
          drawCard(x, s.current, decks[0], "opening");
          continue;
        }
        const next = (s.current + 1) % s.seats;
        if (next !== s.firstSeat) { s.current = next; continue; }
        beginRound(x);
        continue;
      }
    }
    if (!p.alive) { nextTurn(x); continue; }
    const comp = compensationFor(s.seats, p.position);
    switch (s.phase) {
      case "discard":
        if (p.hand.length > 0) return;
        s.phase = "draw";
        continue;
      case "draw": {
        const decks = nonEmptyDecks(s, s.current);
        if (p.hand.length < handSizeOf(s, s.current, RULES.handSize.value) && decks.length > 0) {
          if (decks.length > 1) return;
          drawCard(x, s.current, decks[0], "draw");
          continue;
        }
        s.phase = "deploy";
        continue;
      }
      case "deploy":
        if (!(comp.noDeployAtOne && p.time <= 1) && canDeploy(s, s.current)) return;
        s.phase = "prepare";
        continue;
      case "attack":
        if (canDeploy(s, s.current, "attack")) return;
        s.phase = "prepare";
        continue;
      case "prepare":
        if (!(s.round === 1 && comp.skipPrepareRound1) && canPrepare(s, s.current)) return;
        s.phase = "trim";
        continue;
      case "trim":
        if (p.hand.length > RULES.endHandLimit.value) return;
        endTurn(x);
        nextTurn(x);
        continue;
    }
  }
}

function startTurn(x: Ctx, seat: number): void {
  const s = x.s;
  s.current = seat;
  s.turn++;
  s.fog = 0;
  s.phase = "discard";
  const p = s.players[seat];
  emit(x, "turn", `第 ${s.round} 輪：輪到${seatZh(seat)}。`, `Round ${s.round}: ${seatEn(seat)} to play.`, { seat, round: s.round, turn: s.turn }, { seat });
  for (const c of p.field) c.attacks = 0;
  // 初始: start-of-turn abilities in field order (再生, 庇蔭, 深根).
  for (const c of [...p.field]) {
    const skill = skillOf(s, c);
    if (skill?.code === "regrowth") healChar(x, c.uid, skill.params.heal ?? 0);
    if (skill?.code === "shelter") for (const o of p.field) if (o.uid !== c.uid) healChar(x, o.uid, skill.params.heal ?? 0);
    for (const e of c.effects) {
      const regen = effectDef(s, e)?.regen;
      if (regen) healChar(x, c.uid, regen);
    }
  }
}

/** 結束: 「不能攻擊」 lasts until the end of the owner's next turn, which is this one. */
function endTurn(x: Ctx): void {
  for (const c of x.s.players[x.s.current].field) c.frozen = false;
}

/** The next living seat in this round, or a new round. */
function nextTurn(x: Ctx): void {
  const s = x.s;
  const pos = (seat: number) => (seat - s.firstSeat + s.seats) % s.seats;
  const next = seatsFrom(s, s.firstSeat).find((seat) => pos(seat) > pos(s.current));
  if (next !== undefined) startTurn(x, next);
  else beginRound(x);
}

/**
 * A new round: from round 2 every living clock drops by 1 at once (AMB-1), then eliminations, then round-start traps
 * (末日倒數). If round 25 would start, every living clock is set to 0 (the cap only time gains can reach).
 */
function beginRound(x: Ctx): void {
  const s = x.s;
  if (s.round >= RULES.roundCap.value) {
    emit(x, "round_cap", `已到第 ${s.round} 輪上限，所有人的生存時間歸零。`, `The ${s.round}-round cap is reached: every clock drops to 0.`, { round: s.round });
    const before = clocks(s);
    for (const seat of seatsFrom(s, s.firstSeat)) changeTime(x, seat, -s.players[seat].time, "round-cap");
    resolveEliminations(x, before);
    return;
  }
  s.round++;
  s.current = seatsFrom(s, s.firstSeat)[0];
  emit(x, "round", `第 ${s.round} 輪開始。`, `Round ${s.round} begins.`, { round: s.round });
  if (s.round >= 2) {
    const before = clocks(s);
    for (const seat of seatsFrom(s, s.firstSeat)) changeTime(x, seat, -1, "tick");
    if (resolveEliminations(x, before)) return;
  }
  fireTraps(x, { kind: "round-start" });
  if (s.phase === "over") return;
  startTurn(x, seatsFrom(s, s.firstSeat)[0]);
}
