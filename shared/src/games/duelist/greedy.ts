import type { Rng, RngState } from "../../core/rng";
import type { DuelAction } from "./actions";
import { applyMut } from "./apply";
import { BOT, cardDef } from "./content";
import { evaluate } from "./evaluate";
import { attackActions } from "./legal";
import { cloneState, leftmostEmpty, opponent } from "./state";
import { attacksAllowed } from "./turn";
import type { DuelState } from "./types";

/**
 * The greedy bot of design §4.2, on a determinized state: a lethal search first, then the single action that
 * raises the evaluation most (actions whose outcome is random are averaged over a few samples), until nothing
 * beats ending the turn by the margin. Parameters: content/bot.json.
 */
const G = BOT.greedy;
export type EndTurn = Extract<DuelAction, { type: "endTurn" }>;
export const END_TURN: EndTurn = { type: "endTurn" };

/**
 * The candidate actions a bot considers: each distinct card once (same card and same current 命運 = the same
 * action), summoned into the leftmost free slot, and every attack. EndTurn (default 醫術 targets) is apart; no concede.
 */
export function candidateActions(s: DuelState, seat: number): DuelAction[] {
  const out: DuelAction[] = [];
  const p = s.players[seat];
  const seen = new Set<string>();
  const slot = leftmostEmpty(s, seat);
  for (const c of p.hand) {
    if (c.cost > p.mana) continue;
    const key = `${c.def}:${c.cost}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (cardDef(c.def).kind === "unit") {
      if (slot >= 0) out.push({ type: "summon", card: c.id, slot });
    } else out.push({ type: "cast", card: c.id });
  }
  return attackActions(s, seat, out);
}

/**
 * A tally of simulated work, for callers that budget their thinking by it (the search bot): one unit per action
 * applied, more for a 秘笈 (its cast copies the whole state for the failure rollback); bot.json search.work.
 */
export interface Work {
  n: number;
}
export const workOf = (a: DuelAction): number => (a.type === "cast" ? BOT.search.work.cast : 1);

/** Apply `a` to a copy, without event texts. */
export function applied(s: DuelState, seat: number, a: DuelAction, rng?: RngState, work?: Work): DuelState {
  if (work) work.n += workOf(a);
  const c = cloneState(s);
  if (rng) c.rng = rng;
  applyMut(c, seat, a, null);
  return c;
}

const sameRng = (a: RngState, b: RngState) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];

/** The value of `a` for `seat`: one sample if the action drew no random number, else the mean of a few. */
export function actionValue(s: DuelState, seat: number, a: DuelAction, rng: Rng, samples = G.randomSamples, work?: Work): number {
  const first = applied(s, seat, a, undefined, work);
  let total = evaluate(first, seat);
  if (first.phase === "over" || sameRng(first.rng, s.rng)) return total;
  for (let k = 1; k < samples; k++) total += evaluate(applied(s, seat, a, [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()], work), seat);
  return total / samples;
}

/** The best non-EndTurn action and its value, or EndTurn when none beats the current position by the margin. */
export function greedyStep(s: DuelState, seat: number, rng: Rng, work?: Work): { action: DuelAction; value: number } {
  const base = evaluate(s, seat);
  let best: DuelAction = END_TURN, bestValue = base + G.margin;
  for (const a of candidateActions(s, seat)) {
    const v = actionValue(s, seat, a, rng, G.randomSamples, work);
    if (v > bestValue) { best = a; bestValue = v; }
  }
  return { action: best, value: best === END_TURN ? base : bestValue };
}

/** The greedy move on a determinized state: a lethal line if there is one, else the best single step. */
export function greedyMove(s: DuelState, seat: number, rng: Rng): DuelAction {
  return lethalLine(s, seat)?.[0] ?? greedyStep(s, seat, rng).action;
}

/**
 * Lethal search (design §4.2): depth-first over attacks and cheap 秘笈, within a node budget; a line that brings
 * the enemy 本陣 to 0 this turn. Skipped when even every attack landing on the 本陣 could not be enough.
 */
export function lethalLine(s: DuelState, seat: number, budget = G.lethalBudget): DuelAction[] | null {
  if (!attacksAllowed(s, seat) || budget <= 0) return null;
  const foe = opponent(seat);
  let nodes = 0;
  // Attacks on the 本陣 do not interact, so they are tried in slot order only (fromSlot); a clash that leaves its
  // target standing does not open the way to the 本陣, so that branch is dropped.
  const dfs = (st: DuelState, fromSlot: number): DuelAction[] | null => {
    if (lethalReach(st, seat) < st.players[foe].base) return null;
    for (const a of lethalCandidates(st, seat)) {
      const baseHit = a.type === "attack" && typeof a.target !== "number";
      if (baseHit && st.players[seat].board.findIndex((u) => u?.id === (a as { unit: number }).unit) < fromSlot) continue;
      if (++nodes > budget) return null;
      const c = applied(st, seat, a);
      if (c.phase === "over") {
        if (c.winner === seat) return [a];
        continue;
      }
      if (a.type === "attack" && typeof a.target === "number" && c.players[foe].board.some((u) => u?.id === a.target)) continue;
      const rest = dfs(c, baseHit ? st.players[seat].board.findIndex((u) => u?.id === (a as { unit: number }).unit) : 0);
      if (rest) return [a, ...rest];
      if (nodes > budget) return null;
    }
    return null;
  };
  return dfs(s, 0);
}

/**
 * An upper bound on the 本陣 damage `seat` can still deal this turn with attacks and cheap 秘笈: each hero darts at
 * most once (暗器 drops to 0), every enemy hero takes an attack (or a removal 秘笈) before any stab, and the cheap
 * 秘笈 that can add damage are credited generously: each 戰你娘親 one more attack per hero, 寂滅三摩地 all 命運 on the
 * best hero, 南宮護心訣 the two best 捅人 on one hero, 轢鐵 / 惡人自有惡人磨 one blocker less each.
 */
export function lethalReach(s: DuelState, seat: number): number {
  const p = s.players[seat];
  let blockers = 0;
  for (const u of s.players[opponent(seat)].board) if (u) blockers++;
  let extra = 0, boost = 0, merge = false;
  for (const c of p.hand) {
    if (c.cost > Math.min(p.mana, G.lethalMaxSecretCost)) continue;
    const credit = LETHAL_CREDIT[c.def];
    if (credit === "attack") extra++;
    else if (credit === "boost") boost = Math.max(boost, p.mana - c.cost);
    else if (credit === "merge") merge = true;
    else if (credit === "removal") blockers = Math.max(0, blockers - 1);
  }
  const darts: number[] = [];
  let attacks = 0, tong = 0, second = 0;
  for (const u of p.board) {
    if (!u) continue;
    const n = u.attacksLeft + extra;
    if (n <= 0) continue;
    attacks += n;
    if (u.tong > tong) { second = tong; tong = u.tong; } else if (u.tong > second) second = u.tong;
    if (u.an >= 1) darts.push(Math.ceil(u.an / 2));
  }
  if (merge) tong += second;
  tong += boost;
  darts.sort((a, b) => b - a);
  if (boost > 0) {
    if (darts.length) darts[0] = Math.ceil(boost / 2) + darts[0] + 1;
    else darts.push(Math.ceil(boost / 2));
  }
  let best = 0, dartSum = 0;
  for (let d = 0; d <= Math.min(darts.length, attacks); d++) {
    if (d > 0) dartSum += darts[d - 1];
    best = Math.max(best, dartSum + Math.max(0, attacks - blockers - d) * tong);
  }
  return best;
}

/** How a cheap 秘笈 can add 本陣 damage this turn (lethalReach). */
const LETHAL_CREDIT: Readonly<Record<string, "attack" | "boost" | "merge" | "removal">> = {
  "duel-you": "attack",
  "nirvana-samadhi": "boost",
  "nangong-heart": "merge",
  "li-tie": "removal",
  "evil-for-evil": "removal",
};

/** Darts at the 本陣 first, then clashes (to clear blockers), stabs, then the cheap 秘笈 that can help. */
function lethalCandidates(s: DuelState, seat: number): DuelAction[] {
  const attacks = attackActions(s, seat);
  const rank = (a: DuelAction) => (a.type === "attack" ? (a.target === "base-dart" ? 0 : a.target === "base-stab" ? 2 : 1) : 3);
  attacks.sort((a, b) => rank(a) - rank(b));
  // Of the cheap 秘笈 only those that can add 本陣 damage this turn (the others cannot complete a lethal line).
  const p = s.players[seat];
  for (const c of p.hand) if (c.cost <= Math.min(p.mana, G.lethalMaxSecretCost) && LETHAL_CREDIT[c.def]) attacks.push({ type: "cast", card: c.id });
  return attacks;
}
