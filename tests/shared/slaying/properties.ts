import type { GameEvent } from "../../../shared/src/core/engine";
import { Rng } from "../../../shared/src/core/rng";
import { stateHash } from "../../../shared/src/core/hash";
import { replayRecord } from "../../../shared/src/core/replay";
import {
  cell,
  hiddenCardIds,
  OPPONENTS,
  opponentById,
  selectMove,
  slayingEngine as engine,
  visibleCardIds,
  tableOf,
  type ArmyPattern,
  type Difficulty,
  type SlayingAction,
  type SlayingState,
} from "../../../shared/src/games/slaying";
import { HIDDEN } from "../../../shared/src/games/cfe/types";

/**
 * The spec's invariants I1–I16 (§15.1) checked over seeded self-play games. State invariants (I1, I2, I6 bounds,
 * I7, I9 cell, I10, I11, I13) are `engine.invariants`; the transition ones are checked here on each action's events.
 */
export interface RunStats {
  games: number;
  actions: number;
  finished: number;
  wins: number;
  zonesEntered: number;
  armyTurns: number;
  viewsChecked: number;
}

const fail = (g: string, msg: string): never => {
  throw new Error(`${g}: ${msg}`);
};

export function checkGames(seats: number, difficulty: Difficulty, games: number, prefix: string, opts: { viewEvery?: number; replayEvery?: number; options?: Record<string, unknown> } = {}): RunStats {
  const stats: RunStats = { games, actions: 0, finished: 0, wins: 0, zonesEntered: 0, armyTurns: 0, viewsChecked: 0 };
  const options = engine.optionsSchema.parse({ ...opts.options, difficulty });
  for (let g = 0; g < games; g++) {
    const seed = `${prefix}:${seats}:${difficulty}:${g}`;
    const s: SlayingState = engine.setup(options, seed, seats);
    const rng = Rng.fromSeed(`${seed}:bots`);
    const actions: { seq: number; seat: number; action: SlayingAction }[] = [];
    for (let n = 0; n < 20_000 && engine.activeSeats(s).length; n++) {
      const seat = engine.activeSeats(s)[0];
      const level = g % 10 === 9 ? "random" : "greedy";
      const action = engine.bot(s, seat, rng, level);
      const before = snapshot(s);
      const events = engine.applyInPlace!(s, seat, action);
      actions.push({ seq: n, seat, action });
      stats.actions++;
      const where = `${seed} action ${n} (${JSON.stringify(action)})`;
      const broken = engine.invariants(s);
      if (broken.length) fail(where, broken.join("; "));
      checkTransition(before, s, action, events, where, stats);
      if (opts.viewEvery && n % opts.viewEvery === 0) checkViews(s, where, stats);
    }
    if (!s.outcome) fail(seed, "did not finish");
    stats.finished++;
    if (s.outcome!.result === "victory") stats.wins++;
    const score = s.outcome!.score;
    if (score.total !== score.base + score.shards + score.points + score.turns + score.hp) fail(seed, "score parts do not add up");
    if (opts.replayEvery && g % opts.replayEvery === 0) {
      // I15: options + seed + actions reproduce the same state and score.
      const replay = replayRecord(engine, { options, seed, seats: Array.from({ length: seats }, () => ({ name: "b", bot: true })), actions });
      if (stateHash(replay.state) !== stateHash(s)) fail(seed, "replay differs");
      if (engine.result(replay.state)!.scores![0] !== score.total) fail(seed, "replayed score differs");
    }
  }
  return stats;
}

interface Snap {
  remaining: number;
  frozen: boolean;
  cell: string;
  alive: boolean;
  zone: number;
  turn: number;
  opponent: string;
  armyHand: number;
  moveStage: number;
}
function snapshot(s: SlayingState): Snap {
  return { remaining: s.team.remaining, frozen: s.team.frozen, cell: s.team.cell, alive: s.army.alive, zone: s.army.zone, turn: s.turn, opponent: s.army.opponent, armyHand: s.army.hand.length, moveStage: s.turnState.stage };
}

function checkTransition(b: Snap, s: SlayingState, action: SlayingAction, events: GameEvent[], where: string, stats: RunStats): void {
  // I8: R changes only by the listed causes, each with its amount; knockback never changes it.
  const allowed: Record<string, (d: number) => boolean> = { turn: (d) => d === -1, mountain: (d) => d === -1, zone: (d) => d === 20 || d === 10, hourglass: (d) => d === 2 };
  let dR = 0;
  for (const e of events.filter((x) => x.type === "time")) {
    const { reason, delta } = e.data as { reason: string; delta: number };
    if (!allowed[reason]?.(delta)) fail(where, `I8 R changed by ${delta} for ${reason}`);
    if (reason === "turn" && b.frozen) fail(where, "I8 a turn was paid in the castle");
    dR += delta;
  }
  if (s.team.remaining - b.remaining !== dR) fail(where, `I8 R went ${b.remaining} → ${s.team.remaining} but the events say ${dR}`);
  // I9: one voluntary step per player turn, edge-adjacent, never west across a border, east only after the kill.
  if (action.type === "move") {
    const from = cell(b.cell), to = cell(action.cell);
    if (Math.abs(from.col - to.col) + Math.abs(from.row - to.row) !== 1) fail(where, "I9 not an edge step");
    if (to.zone < from.zone) fail(where, "I9 crossed a border westward");
    if (to.zone > from.zone && b.alive) fail(where, "I9 crossed before the opponent fell");
    if (b.moveStage !== 0) fail(where, "I9 a second step in one turn");
  }
  // I14: every player turn is followed by exactly one army turn, before the next player turn.
  let open = false;
  for (const e of events) {
    if (e.type === "turn_end") {
      if (open) fail(where, "I14 two player turns without an army turn");
      open = true;
    } else if (e.type === "army_turn") {
      if (!open) fail(where, "I14 an army turn without a player turn before it");
      open = false;
      stats.armyTurns++;
    } else if (e.type === "turn" && open) fail(where, "I14 a player turn started before the army's");
  }
  if (open && s.phase !== "over") fail(where, "I14 a player turn ended without an army turn");
  // I3 / I11: the army's draws.
  let armyTurn: { alive: boolean; cannotDraw: number } | null = null;
  for (const e of events) {
    if (e.type === "army_turn") armyTurn = e.data as { alive: boolean; cannotDraw: number };
    if (e.type === "army_draw") {
      if (!armyTurn || !armyTurn.alive || armyTurn.cannotDraw > 0) fail(where, "I3/I11 the army drew while absent or unable to draw");
      const { count, handSize } = e.data as { count: number; handSize: number };
      const o = opponentById(s.army.opponent)!;
      if (count !== Math.min(o.draw, 5 - (handSize - count))) fail(where, `I3 the army drew ${count} to reach ${handSize}`);
    }
  }
  // I6: off the ★ player-side effects never take the opponent below ceil(max/2); it reaches 0 only on its ★.
  for (const e of events) {
    if (e.type === "army_hp") {
      const d = e.data as { delta: number; before: number; hp: number; onStar: boolean; maxHp: number };
      if (!d.onStar && d.delta < 0 && d.hp < Math.min(d.before, Math.ceil(d.maxHp / 2))) fail(where, `I6 off ★ to ${d.hp}`);
      if (d.hp === 0 && !d.onStar) fail(where, "I6 0 HP off the ★");
    }
    if (e.type === "opponent_defeated" && !events.some((x) => x.type === "army_hp" && (x.data as { hp: number }).hp === 0)) fail(where, "I6 defeated without reaching 0");
    // I12: a fresh zone.
    if (e.type === "zone_enter") {
      stats.zonesEntered++;
      const a = s.army;
      if (!(a.alive && a.hp === a.maxHp && a.shield === 0 && a.cannotAct === 0 && a.hand.length === 5 && a.hand.every((c) => !c.faceUp))) fail(where, "I12 the new opponent is not fresh");
      if (s.team.tokens.includes("scout_eye") || s.team.weakHits !== 0) fail(where, "I12 zone-bound shop state survived");
    }
  }
  // I10: at most one shard used per player turn.
  if (events.filter((e) => e.type === "shard_used").length > 1) fail(where, "I10 two shards in one action");
}

/** I16: no view holds a card its viewer may not see; the spectator never sees face-down army cards; RNG zeroed. */
function checkViews(s: SlayingState, where: string, stats: RunStats): void {
  for (const viewer of [...Array(s.seats).keys(), "spectator" as const]) {
    const v = engine.view(s, viewer) as SlayingState;
    const hidden = new Set(hiddenCardIds(s, viewer));
    for (const c of visibleCardIds(v)) if (hidden.has(c)) fail(where, `I16 the view of ${viewer} shows card ${c}`);
    if (v.rng.some((x) => x !== 0)) fail(where, "I16 RNG in a view");
    if (v.pile.deck.some((c) => c !== HIDDEN)) fail(where, "I16 deck order in a view");
    if (viewer === "spectator" && v.army.hand.some((c) => !c.faceUp && c.card !== HIDDEN)) fail(where, "I16 a face-down army card in the spectator view");
    if (JSON.stringify(Object.keys(v).sort()) !== JSON.stringify(Object.keys(s).sort())) fail(where, "the view's shape differs");
    stats.viewsChecked++;
  }
}

/** A naive reference matcher for the pattern language (spec §4.1), written independently of army/patterns.ts. */
function referenceMatch(p: ArmyPattern, cards: number[]): boolean {
  const els = cards.map((c) => ["metal", "wood", "water", "fire", "earth"][Math.floor(c / 100) % 10]);
  const lv = cards.map((c) => Math.floor(c / 10) % 10);
  const count = (e: string) => els.filter((x) => x === e).length;
  const sameMultiset = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();
  switch (p.kind) {
    case "elements": return sameMultiset(els, p.elements);
    case "pool": return cards.length === p.size && els.every((e) => (p.elements as string[]).includes(e)) && Object.entries(p.min).every(([e, n]) => count(e) >= (n ?? 0));
    case "pairOf": return cards.length === 2 && els[0] === els[1] && (p.elements as string[]).includes(els[0]);
    case "twoPlusOne": return cards.length === 3 && p.elements.some((e) => sameMultiset(els, [p.a, p.b, e]));
    case "sameLevel": return cards.length === p.size && lv.every((l) => l === lv[0]);
    case "distinct": return cards.length === p.size && new Set(els).size === p.size;
  }
}

/** I4 / I5 on random hands: select() is pure and total, and its choice is maximal (checked by brute force). */
export function checkSelection(hands: number, seed: string): number {
  const rng = Rng.fromSeed(seed);
  let checked = 0;
  for (let i = 0; i < hands; i++) {
    const o = OPPONENTS[i % 4];
    const hero = (i >> 2) % 2 === 1;
    const table = tableOf(o, hero);
    const size = rng.int(6);
    const hand = Array.from({ length: size }, () => rng.int(5) * 100 + (rng.int(5) + 1) * 10 + rng.int(3));
    const a = selectMove(hand, table), b = selectMove([...hand], table);
    if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error("I4 select() is not pure");
    // Every (move, subset) by brute force, then the spec's key: most cards, leftmost, table order, leftmost subset.
    const all: { move: (typeof table)[number]; positions: number[] }[] = [];
    for (let mask = 1; mask < 1 << size; mask++) {
      const positions = [...Array(size).keys()].filter((k) => mask & (1 << k));
      for (const move of table) if (referenceMatch(move.pattern, positions.map((k) => hand[k]))) all.push({ move, positions });
    }
    if (size === 0) {
      if (a.kind !== "pass") throw new Error("I4 an empty hand must pass");
    } else if (all.length === 0) {
      if (a.kind !== "basic" || a.positions.join() !== "0") throw new Error("I4 no match must be the basic strike with the leftmost card");
    } else {
      if (a.kind !== "move" || !table.includes(a.move)) throw new Error("I4 not a table move");
      const most = Math.max(...all.map((c) => c.positions.length));
      if (a.positions.length !== most) throw new Error("I5 not the most cards");
      const first = Math.min(...all.filter((c) => c.positions.length === most).map((c) => c.positions[0]));
      if (a.positions[0] !== first) throw new Error("I5 not the leftmost first card");
      const tied = all.filter((c) => c.positions.length === most && c.positions[0] === first);
      const prio = Math.min(...tied.map((c) => c.move.priority));
      if (a.move.priority !== prio) throw new Error("table order broken");
      const lexFirst = tied
        .filter((c) => c.move.priority === prio)
        .map((c) => c.positions)
        .sort((x, y) => x.findIndex((v, k) => v !== y[k]) < 0 ? 0 : x[x.findIndex((v, k) => v !== y[k])] - y[x.findIndex((v, k) => v !== y[k])])[0];
      if (a.positions.join() !== lexFirst.join()) throw new Error("leftmost subset broken");
    }
    checked++;
  }
  return checked;
}
