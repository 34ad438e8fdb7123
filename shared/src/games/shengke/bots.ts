/**
 * Bots. They read only what their seat may see: legalActions reads the seat's own hand, piles' sizes and the
 * public zones; the greedy scores read the board, the seat's own tokens and hand size. So deciding on the full
 * state gives the same choice as deciding on view(state, seat) (a test checks this on many positions), without
 * paying for a redacted copy on every move. Pass `{ redact: true }` to run on the view explicitly.
 *  - random: a uniformly random legal action, but it takes a "progress" action (a must-action, endPhase or pass)
 *    most of the time so that games do not drown in optional actions.
 *  - greedy: one ply. Each candidate is applied to a copy of the seat's view and scored on what the seat can see
 *    (board counts, its tokens, its hand); placements are scored after a trial judgement.
 */
import { ELEMENTS, type Element } from "../../core/elements";
import type { BotLevel } from "../../core/engine";
import type { Rng } from "../../core/rng";
import type { ShengkeAction } from "./actions";
import { applyAction } from "./apply";
import { CURSE_BY_ID } from "./content";
import { cachedSoulCost } from "./curses/cost";
import { boardSnapshot, quickJudge, type BoardSnapshot } from "./judgement";
import { curseAction, curseOptions, legalActions, mayActions, progressActions, summonActions, type CurseOption } from "./legal";
import { EFFECTS } from "./curses/registry";
import { defaultFacing } from "./board";
import { cloneState, opponent, totalTokens } from "./state";
import type { CurseTargets, ElementCounts, ShengkeState } from "./types";
import { viewState } from "./view";

const PROGRESS = new Set(["chooseDie", "token", "draw", "summon", "judge", "endPhase", "pass"]);

export function botAction(state: ShengkeState, seat: number, rng: Rng, level: BotLevel, opts: { redact?: boolean } = {}): ShengkeAction {
  const s = opts.redact ? viewState(state, seat) : state;
  if (s.over || s.priority.seat !== seat) throw new Error(`bot asked to act for seat ${seat}, which has no legal action`);
  return level === "random" ? randomPick(s, seat, rng) : greedy(s, seat, rng);
}

/**
 * Mostly (85%) a random must-action / endPhase / pass; otherwise a random optional action: a 魂/魄 spend or a
 * curse (a random activatable card, side, zone and target). Every choice is a legal action.
 */
function randomPick(s: ShengkeState, seat: number, rng: Rng): ShengkeAction {
  const progress = progressActions(s, seat);
  if (progress.length && rng.float() < 0.85) return rng.pick(progress);
  const optional: ShengkeAction[] = [];
  if (s.priority.mode === "main" && s.phase !== "start") mayActions(s, seat, optional);
  const options = curseOptions(s, seat);
  if (options.length) {
    const o = rng.pick(options);
    const targets = EFFECTS[o.side.effect].targets(s, seat, o.side);
    if (targets.length) optional.push(curseAction(o, rng.pick(o.zones), rng.pick(o.waives), rng.pick(targets)));
  }
  if (optional.length) return rng.pick(optional);
  if (progress.length) return rng.pick(progress);
  return rng.pick(legalActions(s, seat));
}

/** What the seat can see of how well it is doing. */
export function evaluate(s: ShengkeState, seat: number): number {
  const p = s.players[seat];
  return score(s, seat, totalTokens(p.soul), p.curseHand.length);
}

/** evaluate, with the seat's 魂 total and curse hand size given (for a curse declared but not yet resolved). */
function score(s: ShengkeState, seat: number, souls: number, curseHand: number): number {
  let mine = 0, theirs = 0;
  for (const c of s.board) if (c) (c.owner === seat ? mine++ : theirs++);
  const bonus = s.rules.firstPlayerBonus * (s.first === seat ? 1 : -1);
  const p = s.players[seat];
  return 10 * (mine - theirs + bonus) + 0.6 * souls + 0.4 * totalTokens(p.spirit) + 0.8 * p.hand.length + 0.5 * curseHand - 0.3 * totalTokens(s.players[opponent(seat)].soul);
}

/**
 * The score after `a`, one of the curse candidates of bestCurseOr (built from curseOptions and the effect's own
 * target list, so it is legal: legalActions and apply agree by construction, and the perft tests apply every
 * listed action). `cost` is its 魂 cost. Null if applying it fails anyway.
 */
function trial(s: ShengkeState, seat: number, a: ShengkeAction, cost: Readonly<Partial<ElementCounts>>): number | null {
  if (s.players[opponent(seat)].curseHand.length > 0) {
    // The opponent may answer, so declaring only pays the 魂 and moves the card to its zone: nothing resolves
    // yet. Score that without copying the state or re-checking the declaration (the same numbers evaluate()
    // would read on the copy).
    const p = s.players[seat];
    const souls = totalTokens(p.soul) - ((cost.wood ?? 0) + (cost.fire ?? 0) + (cost.earth ?? 0) + (cost.metal ?? 0) + (cost.water ?? 0));
    return score(s, seat, souls, p.curseHand.length - 1);
  }
  const c = cloneState(s);
  try {
    applyAction(c, seat, a, null);
  } catch {
    return null;
  }
  return evaluate(c, seat);
}

/** Score a placement with the cheap judgement estimate. */
function placementScore(s: ShengkeState, seat: number, card: string, cell: number, snap: BoardSnapshot): number {
  const j = quickJudge(s, card, cell, seat, defaultFacing(seat), snap);
  return 10 * (j.killsOpp - j.killsOwn - (j.selfDies ? 1 : 0)) + 0.5 * j.tokens;
}

/** How many curse actions the greedy bot tries per decision (each is a full copy-and-apply). */
const CURSE_TRIALS = 4;

function greedy(s: ShengkeState, seat: number, rng: Rng): ShengkeAction {
  const p = s.players[seat];
  const t = s.t;
  if (s.priority.mode === "main") {
    switch (s.phase) {
      case "start": {
        for (const d of [0, 1] as const) if (t.dieElements[d] === null) {
          // Name the element we hold most cards of (ties: the biggest pile).
          const best = [...ELEMENTS].sort((x, y) => handOf(s, seat, y) - handOf(s, seat, x) || p.piles[y].length - p.piles[x].length)[0];
          return { type: "chooseDie", die: d, element: best };
        }
        if (!t.tokenTaken) {
          // A soul of a rolled element we lack in hand (to draw it), else a soul of the scarcest element.
          const lacking = t.dieElements.find((e) => e && handOf(s, seat, e) === 0 && p.soul[e] < s.rules.tokenCap && p.piles[e].length > 0);
          const e = lacking ?? [...ELEMENTS].sort((x, y) => p.soul[x] - p.soul[y])[0];
          return { type: "token", kind: "soul", element: e as Element };
        }
        return { type: "endPhase" };
      }
      case "draw":
        return t.drawn ? { type: "endPhase" } : { type: "draw" };
      case "place": {
        // Missing a rolled element in hand: spend a soul of it to draw one.
        for (const d of [0, 1]) {
          const e = t.dieElements[d];
          if (!t.diceUsed[d] && e && handOf(s, seat, e) === 0 && p.soul[e] > 0 && p.piles[e].length > 0) return { type: "soulDraw", element: e, count: 1 };
        }
        const summons = summonActions(s, seat) as Extract<ShengkeAction, { type: "summon" }>[];
        if (summons.length) {
          let best = summons[0], bestScore = -Infinity;
          const snap = boardSnapshot(s);
          for (const a of summons) {
            const v = placementScore(s, seat, a.card, a.cell, snap) + rng.float() * 0.1;
            if (v > bestScore) { bestScore = v; best = a; }
          }
          return best;
        }
        return { type: "endPhase" };
      }
      case "judge":
        if (!t.judged) return bestCurseOr(s, seat, rng, { type: "judge" });
        return bestCurseOr(s, seat, rng, { type: "endPhase" });
      case "end": {
        const reclaim: ShengkeAction[] = [];
        mayActions(s, seat, reclaim);
        const r = reclaim.find((a) => a.type === "reclaim");
        if (r) return r;
        return bestCurseOr(s, seat, rng, { type: "endPhase" });
      }
    }
  }
  // Windows: answer a chain; in the opponent's turn look for curses only in its <4> and <5>, like our own turn.
  if (s.priority.mode === "phase" && s.phase !== "judge" && s.phase !== "end") return { type: "pass" };
  return bestCurseOr(s, seat, rng, { type: "pass" });
}

/** Try a few curse activations one ply deep (the greedy bot looks for curses in <4>, <5> and when answering); keep the best if it beats `fallback` clearly. */
function bestCurseOr(s: ShengkeState, seat: number, rng: Rng, fallback: ShengkeAction): ShengkeAction {
  if (s.players[seat].curseHand.length === 0) return fallback;
  const options = curseOptions(s, seat);
  if (!options.length) return fallback;
  // Up to CURSE_TRIALS candidates: a random option, zone, 減免 choice and target each (with its 魂 cost).
  const curses: ShengkeAction[] = [];
  const costs: Readonly<Partial<ElementCounts>>[] = [];
  // The same option may come up more than once: list its targets once (the state does not change meanwhile).
  const targetsOf = new Map<CurseOption, CurseTargets[]>();
  for (let i = 0; i < CURSE_TRIALS; i++) {
    const o = rng.pick(options);
    let targets = targetsOf.get(o);
    if (!targets) targetsOf.set(o, (targets = EFFECTS[o.side.effect].targets(s, seat, o.side)));
    if (targets.length) {
      const waive = o.waives[o.waives.length - 1];
      curses.push(curseAction(o, rng.pick(o.zones), waive, rng.pick(targets)));
      costs.push(cachedSoulCost(CURSE_BY_ID[s.curses[o.curse].def], waive));
    }
  }
  const base = evaluate(s, seat);
  let best: ShengkeAction = fallback, bestScore = base + 1.5;
  for (let i = 0; i < curses.length; i++) {
    const v = trial(s, seat, curses[i], costs[i]);
    if (v !== null && v > bestScore) { bestScore = v; best = curses[i]; }
  }
  return best;
}

function handOf(s: ShengkeState, seat: number, e: Element): number {
  let n = 0;
  for (const id of s.players[seat].hand) if (s.cards[id]?.element === e) n++;
  return n;
}
