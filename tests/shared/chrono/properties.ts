import type { BotLevel, GameEvent } from "../../../shared/src/core/engine";
import { stateHash } from "../../../shared/src/core/hash";
import { replayRecord } from "../../../shared/src/core/replay";
import { Rng } from "../../../shared/src/core/rng";
import { hiddenCardIds, ownerOf, RULES, visibleCardIds, type ChronoAction, type ChronoState } from "../../../shared/src/games/chrono";
import { engine } from "./helpers";

/**
 * Properties over seeded self-play games (shared by the per-seat-count test files): after every action the engine's
 * invariants hold (cards conserved, zones and clocks in bounds); a clock only goes up through 時之泉 or 時之沙漏;
 * the game ends by round 24; views (checked every few actions, for every seat and a spectator) contain no hidden
 * card, not even a set trap, and blank the catalogue entry of every hidden card the viewer does not own; public
 * events name no card that is hidden both before and after; every tenth game replays to the identical state.
 */
export interface PropertyReport {
  games: number;
  finished: number;
  viewsChecked: number;
  timeGains: number;
  maxRound: number;
}

const GAINS = new Set(["hourglass", "time-spring"]);

export function runProperties(seats: number, games: number, levels: (g: number, seat: number) => BotLevel, firstGame = 0): PropertyReport {
  const report: PropertyReport = { games, finished: 0, viewsChecked: 0, timeGains: 0, maxRound: 0 };
  for (let g = firstGame; g < firstGame + games; g++) {
    const seed = `prop-${seats}:${g}`;
    const options = engine.optionsSchema.parse({});
    let s: ChronoState = engine.setup(options, seed, seats);
    const rng = Rng.fromSeed(`${seed}:bots`);
    const actions: { seq: number; seat: number; action: ChronoAction }[] = [];
    for (let n = 0; n < 20_000 && s.phase !== "over"; n++) {
      const seat = engine.activeSeats(s)[0];
      const a = engine.bot(s, seat, rng, levels(g, seat));
      const { state: next, events } = engine.apply(s, seat, a);
      actions.push({ seq: n, seat, action: a });
      const broken = engine.invariants(next);
      if (broken.length) throw new Error(`${seed} action ${n}: ${broken.join("; ")}`);
      checkClocks(s, next, events, seed, n);
      report.timeGains += events.filter((e) => e.type === "time" && (e.data!.delta as number) > 0).length;
      if (n % 11 === 0) report.viewsChecked += checkViews(s, next, events, seed);
      s = next;
    }
    if (s.phase === "over") report.finished++;
    report.maxRound = Math.max(report.maxRound, s.round);
    if (s.round > RULES.roundCap.value) throw new Error(`${seed}: round ${s.round}`);
    if (g % 10 === 0) {
      const replay = replayRecord(engine, { options, seed, seats: Array.from({ length: seats }, () => ({ name: "b", bot: true })), actions });
      if (stateHash(replay.state) !== stateHash(s)) throw new Error(`${seed}: the replay differs`);
    }
  }
  return report;
}

function checkClocks(before: ChronoState, after: ChronoState, events: GameEvent[], seed: string, n: number): void {
  const gained = new Array(before.seats).fill(0);
  for (const e of events) if (e.type === "time" && (e.data!.delta as number) > 0) {
    if (!GAINS.has(e.data!.cause as string)) throw new Error(`${seed} action ${n}: a clock went up by ${e.data!.cause}`);
    gained[e.data!.seat as number] += e.data!.delta as number;
  }
  before.players.forEach((p, seat) => {
    const up = after.players[seat].time - p.time;
    if (up > gained[seat]) throw new Error(`${seed} action ${n}: seat ${seat} clock ${p.time} → ${after.players[seat].time} with ${gained[seat]} gained by effects`);
  });
}

function checkViews(before: ChronoState, s: ChronoState, events: GameEvent[], seed: string): number {
  let checked = 0;
  for (const viewer of [...Array(s.seats).keys(), "spectator" as const]) {
    const v = engine.view(s, viewer) as ChronoState;
    const hidden = new Set(hiddenCardIds(s, viewer));
    for (const c of visibleCardIds(v)) if (hidden.has(c)) throw new Error(`${seed}: the view of ${viewer} shows hidden card ${c}`);
    for (const c of hidden) if (ownerOf(c) !== viewer && v.cards[c] !== "") throw new Error(`${seed}: the view of ${viewer} names hidden card ${c}`);
    if (v.rng.some((x) => x !== 0)) throw new Error(`${seed}: rng in a view`);
    if (JSON.stringify(Object.keys(v).sort()) !== JSON.stringify(Object.keys(s).sort())) throw new Error("a view has another shape");
    s.players.forEach((p, seat) => {
      if (seat !== viewer && v.players[seat].traps.some((c) => c >= 0)) throw new Error(`${seed}: ${viewer} sees a set trap of ${seat}`);
      if (v.players[seat].traps.length !== p.traps.length || v.players[seat].hand.length !== p.hand.length) throw new Error("a view lost a count");
    });
    const hiddenBefore = new Set(hiddenCardIds(before, viewer));
    for (const e of events) {
      if (e.visibleTo && !(typeof viewer === "number" && e.visibleTo.includes(viewer))) continue; // not sent to this viewer
      for (const c of cardsIn(e.data)) if (hidden.has(c) && hiddenBefore.has(c)) throw new Error(`${seed}: event ${e.type} shows ${viewer} hidden card ${c}`);
    }
    checked++;
  }
  return checked;
}

function cardsIn(data: Record<string, unknown> | undefined): number[] {
  if (!data) return [];
  const out: number[] = [];
  for (const k of ["card", "cards", "effects"]) {
    const x = data[k];
    if (typeof x === "number") out.push(x);
    if (Array.isArray(x)) out.push(...x.filter((c): c is number => typeof c === "number"));
  }
  return out;
}
