import type { BotLevel } from "../../core/engine";
import type { Rng } from "../../core/rng";
import type { ChronoAction } from "./actions";
import { applyMut } from "./apply";
import { blessTargets } from "./bless";
import { charDef, defOf } from "./cards";
import { RULES } from "./content";
import { nonEmptyDecks, owingSeat } from "./draw";
import { attackActions, legalActions } from "./legal";
import { canBless } from "./relations";
import { stats } from "./stats";
import { attackNumbers } from "./attack";
import { cloneState, findChar, ownerOf } from "./state";
import { ATTRS, type Attr, type ChronoState, type Kind } from "./types";
import { redact } from "./view";

/**
 * Bots (spec §4). Both decide on `view(state, seat)`, so they cannot read what the seat may not see: enemy hands,
 * deck orders and face-down traps are placeholders there. Simulating a move on that view, an enemy's set trap is a
 * card back that never fires: the greedy bot assumes no traps (spec §4.2 allows "no trap" or sampling).
 *  - random: any legal action.
 *  - greedy (spec §4.2): one-ply simulation with the evaluation below; attacks are chosen one at a time, each the
 *    pair with the best evaluation after it, stopping when none improves by 0.5. The max(others) term makes it
 *    attack the leader in free-for-all.
 */
export function chooseBotAction(state: ChronoState, seat: number, rng: Rng, level: BotLevel): ChronoAction {
  // legalActions reads only the seat's own hand and public zones, so on the state it lists the same actions as on
  // the seat's view (tests check this); only the greedy bot, which simulates, needs the redacted copy.
  const legal = legalActions(state, seat);
  if (legal.length === 0) throw new Error(`bot asked to act for seat ${seat}, which has no legal action`);
  if (level === "random" || legal.length === 1) return rng.pick(legal);
  return greedy(redact(state, seat), seat, rng, legal);
}

const WIN = 1e5;

/** score(P) of spec §4.2: time is the score (×12), then the board, traps, hand and player effects. */
export function playerScore(s: ChronoState, seat: number): number {
  const p = s.players[seat];
  let v = 12 * p.time + 2 * p.traps.length + 0.3 * (p.hand.length + p.owedDraws) + 3 * p.playerEffects.length;
  for (const c of p.field) {
    const st = stats(s, seat, c);
    v += st.heart + 1.3 * st.atk + c.effects.length;
  }
  if (p.field.length === 0) v -= 6;
  return v;
}

/** eval(me) = score(me) − 0.6·max(score(others)) − 0.4·mean(score(others)); ±1e5 for a win or a loss. */
export function evaluate(s: ChronoState, me: number): number {
  if (s.phase === "over") return s.winners.includes(me) ? WIN / s.winners.length : -WIN;
  if (!s.players[me].alive) return -WIN;
  return evalFromScores(s.players.map((p, seat) => (p.alive ? playerScore(s, seat) : null)), me);
}

function evalFromScores(scores: readonly (number | null)[], me: number): number {
  let max = -Infinity, sum = 0, n = 0;
  scores.forEach((v, seat) => {
    if (v === null || seat === me) return;
    max = Math.max(max, v);
    sum += v;
    n++;
  });
  return n === 0 ? WIN : scores[me]! - 0.6 * max - 0.4 * (sum / n);
}

/** How many of the attacks ranked best by the quick estimate get a full simulation. */
const ATTACK_SIMS = 3;

/**
 * A quick estimate of eval after an attack, from the attack's numbers alone (no traps, no side skills): the target
 * owner's score loses the damage, or the whole character (and 6 if it was the last guard), or 12 per lost 生存時間.
 */
function estimateAttack(v: ChronoState, seat: number, a: Extract<ChronoAction, { type: "attack" | "attackPlayer" }>, scores: (number | null)[]): number {
  const attacker = findChar(v, a.attacker)!;
  const target = a.type === "attack" ? { seat: findChar(v, a.target)!.seat, uid: a.target } : { seat: a.seat, uid: -1 };
  const dmg = attackNumbers(v, seat, attacker.c, target).damage;
  let loss: number;
  if (target.uid < 0) loss = v.players[target.seat].time <= dmg ? WIN : 12 * dmg;
  else {
    const t = findChar(v, target.uid)!;
    const st = stats(v, t.seat, t.c);
    loss = dmg >= st.heart ? st.heart + 1.3 * st.atk + t.c.effects.length + (v.players[t.seat].field.length === 1 ? 6 : 0) : dmg;
  }
  const after = scores.slice();
  after[target.seat] = after[target.seat]! - loss;
  return evalFromScores(after, seat);
}

function after(v: ChronoState, seat: number, a: ChronoAction): ChronoState {
  const c = cloneState(v);
  applyMut(c, seat, a, []);
  return c;
}

function greedy(v: ChronoState, seat: number, rng: Rng, legal: ChronoAction[]): ChronoAction {
  if (owingSeat(v) === seat || v.phase === "opening" || v.phase === "draw") return { type: "draw", deck: deckToDraw(v, seat) };
  switch (v.phase) {
    case "attr":
      return { type: "chooseAttr", attr: favouriteAttr(v, seat) };
    case "discard": {
      const junk = junkCard(v, seat);
      return junk === null ? { type: "endDiscard" } : { type: "discard", card: junk };
    }
    case "trim":
      return { type: "discard", card: junkCard(v, seat) ?? cheapestCard(v, seat) };
    case "attack":
      return bestAttack(v, seat, rng) ?? { type: "endAttack" };
    default:
      return bestByEval(v, seat, rng, distinctActions(v, legal));
  }
}

/** One candidate per distinct (card definition, target): copies of a card play the same. */
function distinctActions(v: ChronoState, legal: ChronoAction[]): ChronoAction[] {
  const seen = new Set<string>();
  return legal.filter((a) => {
    const key = "card" in a ? JSON.stringify({ ...a, card: v.cards[a.card] }) : JSON.stringify(a);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function bestByEval(v: ChronoState, seat: number, rng: Rng, candidates: ChronoAction[]): ChronoAction {
  let best = candidates[0], bestScore = -Infinity;
  for (const a of candidates) {
    let s = after(v, seat, a);
    if (a.type === "beginAttack") s = attackSequence(s, seat, rng);
    const score = evaluate(s, seat) + rng.float() * 0.01;
    if (score > bestScore) { bestScore = score; best = a; }
  }
  return best;
}

/** The attack that improves the evaluation most (by at least 0.5), or null to stop attacking. The quick estimate
 * ranks every attack; the best few are simulated in full (traps aside, which the bot assumes away). */
function bestAttack(v: ChronoState, seat: number, rng: Rng): ChronoAction | null {
  const scores = v.players.map((p, i) => (p.alive ? playerScore(v, i) : null));
  const ranked = attackActions(v, seat)
    .map((a) => ({ a, est: estimateAttack(v, seat, a as Extract<ChronoAction, { type: "attack" | "attackPlayer" }>, scores) + rng.float() * 0.01 }))
    .sort((x, y) => y.est - x.est)
    .slice(0, ATTACK_SIMS);
  let best: ChronoAction | null = null, bestScore = evalFromScores(scores, seat) + 0.5;
  for (const { a } of ranked) {
    const score = evaluate(after(v, seat, a), seat) + rng.float() * 0.01;
    if (score > bestScore) { bestScore = score; best = a; }
  }
  return best;
}

/** What the attack option would achieve: the greedy sequence of attacks played out on a copy. */
function attackSequence(s: ChronoState, seat: number, rng: Rng): ChronoState {
  while (s.phase === "attack" && s.current === seat && owingSeat(s) === null) {
    const a = bestAttack(s, seat, rng);
    if (!a) break;
    s = after(s, seat, a);
  }
  return s;
}

/** Keep ≥ 2 characters and ≥ 2 effects in hand, and a trap while fewer than 3 are set; otherwise a character. */
function deckToDraw(v: ChronoState, seat: number): Kind {
  const p = v.players[seat];
  const count = (k: Kind) => p.hand.filter((c) => defOf(v, c)?.kind === k).length;
  const want: Kind = count("character") < 2 ? "character" : count("effect") < 2 ? "effect" : count("trap") === 0 && p.traps.length < RULES.trapLimit.value ? "trap" : "character";
  const decks = nonEmptyDecks(v, seat);
  return decks.includes(want) ? want : decks[0];
}

/** Traps beyond what can still be set; effects with no legal target anywhere (nor on a character in hand). */
function junkCard(v: ChronoState, seat: number): number | null {
  const p = v.players[seat];
  const traps = p.hand.filter((c) => defOf(v, c)?.kind === "trap");
  if (traps.length > RULES.trapLimit.value - p.traps.length) return traps[traps.length - 1];
  const handAttrs = p.hand.flatMap((c) => (defOf(v, c)?.kind === "character" ? [charDef(v, c).attr] : []));
  for (const c of p.hand) {
    const d = defOf(v, c);
    if (d?.kind !== "effect" || blessTargets(v, d).length > 0) continue;
    if (d.on === "character" && handAttrs.some((a) => canBless(d.attr, a))) continue;
    return c;
  }
  return null;
}

/** The hand card worth least by a rough printed value: traps 3, effects 4, characters 心等 + 1.3·攻擊力. */
function cheapestCard(v: ChronoState, seat: number): number {
  const hand = v.players[seat].hand;
  const value = (c: number) => {
    const d = defOf(v, c);
    if (!d) return 0;
    if (d.kind === "character") return d.heart + 1.3 * d.atk;
    return d.kind === "effect" ? 4 : 3;
  };
  return hand.reduce((lo, c) => (value(c) < value(lo) ? c : lo), hand[0]);
}

/** A 6 at setup: the attribute most common among the player's own character cards (spec §1.2 default). */
export function favouriteAttr(s: ChronoState, seat: number): Attr {
  const n: Record<Attr, number> = { metal: 0, wood: 0, water: 0, fire: 0, grass: 0 };
  s.cards.forEach((id, card) => {
    const d = defOf(s, card);
    if (id && ownerOf(card) === seat && d?.kind === "character") n[d.attr]++;
  });
  return ATTRS.reduce((best, a) => (n[a] > n[best] ? a : best), ATTRS[0]);
}
