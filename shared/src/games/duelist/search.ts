import type { Rng } from "../../core/rng";
import type { DuelAction } from "./actions";
import { applyMut } from "./apply";
import { BOT } from "./content";
import { determinize, determinizer } from "./determinize";
import { evaluate } from "./evaluate";
import { actionValue, candidateActions, END_TURN, greedyStep, lethalLine, workOf, type Work } from "./greedy";
import type { DuelState } from "./types";

/**
 * The search bot (design §4.3): single-observer information-set MCTS. Every iteration samples a fresh
 * determinization of the hidden cards from the bot's view, walks one tree keyed by the actions taken (both players,
 * several actions per turn), widens each node progressively in the greedy bot's one-ply order, and finishes with a
 * greedy rollout with ε-random actions until two turns have ended, scored by tanh(E / 20) for the bot. The budget
 * is a number of iterations (not time), so the bot is deterministic for a given RNG. Parameters: content/bot.json.
 */
const P = BOT.search;

interface Node {
  /** Seat that chose the action leading here (the value is from its side). */
  mover: number;
  visits: number;
  total: number;
  /** How often this node was available when its parent was visited (SO-ISMCTS selection). */
  avail: number;
  children: Map<string, Node>;
  action: DuelAction | null;
  /** Expansion order of the parent's actions (greedy one-ply, best first), fixed at the first visit. */
  order: string[] | null;
}

const newNode = (mover: number, action: DuelAction | null): Node => ({ mover, visits: 0, total: 0, avail: 0, children: new Map(), action, order: null });

/** A key that names the same move in every determinization (a hand card by what it is, not by its id). */
function actionKey(s: DuelState, seat: number, a: DuelAction): string {
  switch (a.type) {
    case "summon":
    case "cast": {
      const c = s.players[seat].hand.find((x) => x.id === a.card)!;
      return `${a.type[0]}:${c.def}:${c.cost}`;
    }
    case "attack":
      return `a:${a.unit}:${a.target}`;
    default:
      return "e";
  }
}

function movesOf(s: DuelState): { keys: string[]; actions: Map<string, DuelAction> } {
  const seat = s.active;
  const actions = new Map<string, DuelAction>();
  for (const a of candidateActions(s, seat)) actions.set(actionKey(s, seat, a), a);
  actions.set("e", END_TURN);
  return { keys: [...actions.keys()], actions };
}

/** Greedy one-ply order of the moves (EndTurn valued as the position now). */
function greedyOrder(s: DuelState, moves: Map<string, DuelAction>, rng: Rng, work: Work): string[] {
  const seat = s.active;
  const value = new Map<string, number>();
  for (const [k, a] of moves) value.set(k, a.type === "endTurn" ? evaluate(s, seat) + BOT.greedy.margin : actionValue(s, seat, a, rng, 1, work));
  return [...moves.keys()].sort((x, y) => value.get(y)! - value.get(x)!);
}

/** The rollout policy: the greedy step, or with probability ε a random candidate (or EndTurn). */
function rolloutAction(s: DuelState, rng: Rng, work: Work): DuelAction {
  const seat = s.active;
  if (rng.float() < P.epsilon) {
    const c = candidateActions(s, seat);
    const k = rng.int(c.length + 1);
    return k === c.length ? END_TURN : c[k];
  }
  return greedyStep(s, seat, rng, work).action;
}

const squash = (e: number) => Math.tanh(e / P.squash);
// A function, so TypeScript does not keep the loop condition's narrowing of `phase` across applyMut.
const isOver = (s: DuelState) => s.phase === "over";

/** Play the rollout from `s` (in place) and return its value for `me` in −1..1. */
function rollout(s: DuelState, me: number, rng: Rng, turnsLeft: number, work: Work): number {
  let ends = 0;
  for (let steps = 0; s.phase !== "over" && steps < P.rolloutMaxSteps; steps++) {
    const seat = s.active;
    const a = rolloutAction(s, rng, work);
    applyMut(s, seat, a, null);
    work.n += workOf(a);
    if (a.type === "endTurn" && ++ends >= turnsLeft) break;
  }
  return squash(evaluate(s, me));
}

export interface SearchResult {
  action: DuelAction;
  iterations: number;
  /** Simulated actions spent (the search stops early at `maxWork`). */
  work: number;
  /** Visits and mean value of each root move, most visited first. */
  root: { key: string; visits: number; value: number }[];
}

export function searchMove(view: DuelState, seat: number, rng: Rng, iterations = P.iterations, maxWork = P.maxWork): DuelAction {
  return search(view, seat, rng, iterations, maxWork).action;
}

/**
 * `iterations` bounds the tree; `maxWork` bounds the simulated work (each determinization, tree move, greedy
 * ordering, rollout step and the greedy step's trial moves, weighted by `workOf`), so a position that is costly to
 * think about (many cards and attackers, 秘笈 that copy the state) ends its search early instead of taking several
 * times as long: a move's cost has a ceiling, and the result stays deterministic (no clock is read).
 */
export function search(view: DuelState, seat: number, rng: Rng, iterations = P.iterations, maxWork = P.maxWork): SearchResult {
  // A lethal line found on one determinization is played at once: attacks read no hidden card (a random tie in one
  // of its 秘笈 may still fall otherwise; the next move then looks again).
  const sure = lethalLine(determinize(view, seat, rng), seat);
  if (sure) return { action: sure[0], iterations: 0, work: 0, root: [] };
  const root = newNode(1 - seat, null);
  const sample = determinizer(view, seat);
  const work: Work = { n: 0 };
  let it = 0;
  for (; it < iterations && work.n < maxWork; it++) {
    const s = sample(rng);
    work.n += P.work.sample;
    const path: Node[] = [root];
    let node = root;
    let value: number | null = null;
    let ends = 0;
    while (s.phase === "main") {
      const mover = s.active;
      const { keys, actions } = movesOf(s);
      if (!node.order) node.order = greedyOrder(s, actions, rng, work);
      for (const k of keys) { const c = node.children.get(k); if (c) c.avail++; }
      const allowed = Math.ceil(P.widening * Math.sqrt(node.visits + 1));
      let next: Node | null = null;
      let key = "";
      if (node.children.size < allowed) {
        key = node.order.find((k) => actions.has(k) && !node.children.has(k)) ?? "";
        if (key) {
          next = newNode(mover, actions.get(key)!);
          next.avail = 1;
          node.children.set(key, next);
        }
      }
      const expanded = next !== null;
      if (!next) {
        let best = -Infinity;
        for (const k of keys) {
          const c = node.children.get(k);
          if (!c) continue;
          const ucb = c.visits === 0 ? Infinity : c.total / c.visits + P.c * Math.sqrt(Math.log(Math.max(1, c.avail)) / c.visits);
          if (ucb > best) { best = ucb; next = c; key = k; }
        }
      }
      if (!next) break;
      const a = actions.get(key)!;
      applyMut(s, mover, a, null);
      work.n += workOf(a);
      path.push(next);
      node = next;
      if (a.type === "endTurn") ends++;
      if (expanded || ends >= P.turns) {
        value = isOver(s) || ends >= P.turns ? squash(evaluate(s, seat)) : rollout(s, seat, rng, P.turns - ends, work);
        break;
      }
    }
    if (value === null) value = squash(evaluate(s, seat));
    for (const n of path) {
      n.visits++;
      n.total += n.mover === seat ? value : -value;
    }
  }
  const ranked = [...root.children.entries()].sort((a, b) => b[1].visits - a[1].visits || b[1].total - a[1].total);
  const best = ranked[0]?.[1].action ?? END_TURN;
  return { action: best, iterations: it, work: work.n, root: ranked.map(([key, n]) => ({ key, visits: n.visits, value: n.visits ? n.total / n.visits : 0 })) };
}

