import { relation, type Element } from "../../core/elements";
import type { BotLevel } from "../../core/engine";
import type { Rng } from "../../core/rng";
import { cardElement, cardLevel } from "../cfe/cards";
import type { CardId } from "../cfe/types";
import type { SlayingAction } from "./actions";
import { movePoints } from "./army/resolve";
import { armyMoveById } from "./army/moves";
import { planPlayerAttack } from "./attack";
import { MODES, opponentOfZone, SHOP } from "./content";
import { formationPoints, OVERRIDES, type PlayerFormation } from "./formations";
import { checkChange, hooksOf, PROFESSIONS, professionById, professionOf } from "../cfe/professions";
import { onStar, starFloor } from "./hp";
import { buyActions, digActions, legalActions, moveActions, otherActionActions, pendingActions, playOptions, virtualOf, windowActions } from "./legal";
import { cell, distanceMap, lairOfZone } from "./map";
import { forecastArmy, type ArmyForecast } from "./predict";
import type { SlayingState } from "./types";

/**
 * Bots for the player seats. They decide on the seat's redacted view (the engine passes `view(state, seat)`), and
 * they never read a face-down army card (the forecast reads face-up cards only) nor the deck order, so permuting
 * hidden cards never changes a choice. They play as a team because they all share the same plan: walk to the ★,
 * read the army's face-up cards to choose elements and counters, keep the token off needless danger, dig in zone 2,
 * shop in towns, rest when hurt and the clock allows.
 *  - random: a random legal action, mostly a "progress" action (the formation, the draw choice), so games end.
 *  - greedy (and search): the plan below, one ply deep.
 */
export function chooseBotAction(v: SlayingState, seat: number, rng: Rng, level: BotLevel): SlayingAction {
  if (v.phase === "over" || v.current !== seat) throw new Error(`bot asked to act for seat ${seat}, which has no legal action`);
  if (level === "random") return randomAction(legalActions(v, seat), rng);
  return greedy(v, seat, rng);
}

const PROGRESS = new Set(["play", "pass", "prepare", "discard", "dig_pick", "chaos_pick"]);
function randomAction(legal: SlayingAction[], rng: Rng): SlayingAction {
  const progress = legal.filter((a) => PROGRESS.has(a.type));
  return progress.length && rng.float() < 0.85 ? rng.pick(progress) : rng.pick(legal);
}

function greedy(v: SlayingState, seat: number, rng: Rng): SlayingAction {
  const jitter = () => rng.float() * 0.01;
  const best = <T,>(cands: T[], score: (a: T) => number) => {
    let b = cands[0], bs = -Infinity;
    for (const a of cands) {
      const x = score(a) + jitter();
      if (x > bs) { bs = x; b = a; }
    }
    return { action: b, score: bs };
  };
  if (v.phase !== "turn") {
    const pending = pendingActions(v);
    const of = <T extends SlayingAction["type"]>(t: T) => pending.filter((a): a is Extract<SlayingAction, { type: T }> => a.type === t);
    switch (v.phase) {
      case "draw":
        return best(of("discard"), (a) => -keepValue(v, seat, a.card)).action;
      case "dig":
        return of("dig_pick")[0];
      case "revelation":
        return best(of("revelation_pick"), (a) => keepValue(v, seat, a.card)).action;
      default: {
        const f = forecastArmy({ ...v, army: { ...v.army, cannotAct: 0 } });
        return best(of("chaos_pick"), (a) => a.cards.reduce((n, c) => n + cardLevel(c) + (f?.cards.includes(c) ? 10 : 0), 0)).action;
      }
    }
  }
  // The steps of the turn in order (spec §7.1); each generator lists only legal actions.
  const mv = chooseMove(v, moveActions(v) as Extract<SlayingAction, { type: "move" }>[]);
  if (mv) return mv;
  const dig = digActions(v);
  if (dig.length) return dig[0];
  const buy = chooseBuy(v, buyActions(v) as Extract<SlayingAction, { type: "buy" }>[]);
  if (buy) return buy;
  const use = chooseWindow(v, seat, windowActions(v, seat));
  if (use) return use;
  const forecast = forecastArmy(v);
  const plays = playOptions(v, seat);
  const others = [...otherActionActions(v, seat, { changes: false }), ...changeCandidates(v, seat)];
  const bestPlay = best(plays, (o) => scorePlay(v, seat, o.action, o.pf, o.effective, forecast));
  const pick = best<SlayingAction>([...(plays.length ? [bestPlay.action.action] : []), ...others], (a) => (a.type === "play" ? bestPlay.score : scoreOther(v, seat, a)));
  if (!pick.action) throw new Error(`bot for seat ${seat} found no action`);
  return pick.action;
}

// ——— Movement ———

/** Turns this seat expects the team to need to bring down an opponent of `hp` (bot planning only). */
const expectedKillTurns = (hp: number) => Math.ceil(hp / 11) + 2;

function chooseMove(v: SlayingState, moves: Extract<SlayingAction, { type: "move" }>[]): SlayingAction | null {
  if (!moves.length) return null;
  const t = v.team, a = v.army;
  const here = cell(t.cell);
  let goal: string | null;
  if (a.alive) goal = here.id === lairOfZone(a.zone) ? null : lairOfZone(a.zone);
  else goal = restGoal(v);
  if (!goal || goal === here.id) return null;
  const dist = distanceMap(goal);
  const dHere = dist[here.id] ?? Infinity;
  let bestMove: SlayingAction | null = null, bestScore = -Infinity;
  for (const m of moves) {
    const c = cell(m.cell);
    const d = (dist[c.id] ?? Infinity) + (c.terrain.voluntaryEntryTurnCost ?? 0);
    if (d >= dHere + 1) continue; // not on a shortest path
    let score = -d * 10 + cellComfort(v, c.id);
    if (c.zone !== here.zone && a.alive) continue;
    if (score > bestScore) { bestScore = score; bestMove = m; }
  }
  return bestMove;
}

/** How pleasant a cell is to stand on (ties between equally short paths). */
function cellComfort(v: SlayingState, id: string): number {
  const c = cell(id);
  let n = 0;
  if (c.digSite !== null && c.zone === 2 && !v.team.shards.some((x) => x.site === id)) n += 3;
  if (c.terrain.shop) n += 1;
  n += (c.terrain.turnStartTeamHp ?? 0) / 5;
  if (c.terrain.allAttackPoints) n -= 1;
  return n;
}

/** Where to go while resting (spec §7.3): dig, heal, or head on when the clock says so. */
function restGoal(v: SlayingState): string | null {
  const t = v.team, zone = v.army.zone;
  const next = zone + 1;
  const nextLair = lairOfZone(next);
  const distNext = distanceMap(nextLair);
  const travel = distNext[t.cell] ?? 99;
  const grant = next === 4 ? Infinity : next === 2 ? 20 : 10;
  const need = next === 4 ? 0 : travel + expectedKillTurns(MODES[v.options.difficulty].hp[opponentOfZone(next).id]);
  const spare = t.remaining + grant - need;
  if (zone === 2 && spare > 4 && t.shards.length < 5) {
    const sites = ["E1", "I1", "G3", "F5", "I5"].filter((id) => !t.shards.some((x) => x.site === id));
    let bestSite: string | null = null, bd = Infinity;
    for (const id of sites) {
      const d = distanceMap(id)[t.cell] ?? Infinity;
      if (d < bd && d + 2 < spare) { bd = d; bestSite = id; }
    }
    if (bestSite) return bestSite;
  }
  if (t.hp < t.maxHp * 0.55 && spare > 6) return null; // stay and patch up
  // Cross: the same-row cell of the next zone, then the lair.
  return nextLair;
}

// ——— Shop and the active window ———

function chooseBuy(v: SlayingState, buys: Extract<SlayingAction, { type: "buy" }>[]): SlayingAction | null {
  const want = ["healing_draught", "guard_charm", "purifying_water", "demon_stone"];
  for (const id of want) {
    const b = buys.find((x) => x.item === id);
    if (b && v.team.points - (SHOP.items.find((i) => i.id === id)!.price) >= 0) return b;
  }
  return null;
}

function chooseWindow(v: SlayingState, seat: number, legal: SlayingAction[]): SlayingAction | null {
  const t = v.team, p = v.players[seat], a = v.army;
  const items = legal.filter((x): x is Extract<SlayingAction, { type: "use_item" }> => x.type === "use_item");
  const use = (id: string) => items.find((x) => x.item === id) ?? null;
  const missing = t.maxHp - t.hp;
  if (missing >= 30 && t.hp < t.maxHp * 0.6 && use("healing_draught")) return use("healing_draught");
  if (p.cannotAct > 0 && use("purifying_water")) return use("purifying_water");
  if (!t.frozen && t.remaining <= 2 && use("hourglass")) return use("hourglass");
  const f = forecastArmy(v);
  if (f && f.category !== "spell" && f.points >= 12 && p.shield < 20 && use("guard_charm")) return use("guard_charm");
  if (a.alive && onStar(v) && a.hp > 20 && use("demon_stone") && p.cannotAct === 0 && p.hand.length >= 3) return use("demon_stone");
  // Shards: mostly kept for the score; used when the fight needs them.
  const shards = legal.filter((x): x is Extract<SlayingAction, { type: "use_shard" }> => x.type === "use_shard");
  if (shards.length) {
    const lowest = (e: Element) => shards.filter((x) => x.element === e).sort((x, y) => cardLevel(x.card) - cardLevel(y.card))[0];
    if (t.hp < t.maxHp * 0.3 && lowest("wood")) return lowest("wood");
    if (a.alive && a.zone === 4 && onStar(v) && a.hp <= 40 && lowest("fire")) return lowest("fire");
    if (a.alive && a.zone === 4 && f && f.points >= 25 && lowest("water")) return lowest("water");
  }
  return null;
}

// ——— The action ———

/** How much a card is worth keeping: high levels, and cards that pair with the hand. */
function keepValue(v: SlayingState, seat: number, card: CardId): number {
  const pool = [...v.players[seat].hand, ...(v.pending?.kind === "draw" ? v.pending.cards : [])];
  const same = pool.filter((c) => c !== card && cardElement(c) === cardElement(card)).length;
  return cardLevel(card) + Math.min(same, 2) * 3;
}

/** Pass, 整備 and 轉職. */
function scoreOther(v: SlayingState, seat: number, a: SlayingAction): number {
  const p = v.players[seat];
  if (a.type === "pass") return 0;
  if (a.type === "prepare") {
    // During rest: cycle the weakest cards.
    const avg = p.hand.reduce((n, c) => n + cardLevel(c), 0) / Math.max(1, p.hand.length);
    return a.cards.reduce((n, c) => n + (avg - cardLevel(c)), 0) - a.cards.length * 0.5 + 0.5;
  }
  if (a.type === "change") return changeValue(v, seat, a.profession) - a.cards.length * 1.2;
  return -Infinity;
}

function scorePlay(v: SlayingState, seat: number, a: Extract<SlayingAction, { type: "play" }>, pf: PlayerFormation, eff: readonly CardId[], f: ArmyForecast | null): number {
  const p = v.players[seat];
  const risk = f ? (f.category === "spell" ? f.spellLoss : f.points) * (f.certain ? 1 : 0.75) : 0;
  let value = 0;
  let myElement: Element | null = null;
  if (pf.kind === "coop") value = v.army.alive && onStar(v) && v.army.hp <= 40 ? 1000 : -5;
  else {
    const fm = pf.f;
    const override = OVERRIDES[fm.id]?.effect;
    const e = fm.effect;
    if (override === "cycleCoop") value = healValue(v, 30) + armyDamageValue(v, 30);
    else if (override === "copyArmyMove") {
      const last = v.army.lastAction;
      const found = last && last.cards.length <= 2 ? armyMoveById(last.move) : undefined;
      if (found) {
        const mv = found.move;
        if (mv.category !== "spell") {
          value += attackValue(v, movePoints(mv.points!, eff), mv.category, last!.element);
          if (mv.category === "elemental") myElement = last!.element;
        }
        for (const r of mv.riders) {
          if (r.kind === "knockback" || r.kind === "fetter" || r.kind === "scorch") value -= 15; // the seed's warning (§9-1)
          else if (r.kind === "lock") value += v.army.alive ? 14 : 0;
          else if (r.kind === "drain") value += armyDamageValue(v, movePoints(r.points, eff)) + healValue(v, movePoints(r.points, eff));
          else if (r.kind === "guard") value += Math.min(movePoints(r.points, eff), risk) * 0.8;
          else if (r.kind === "bury") value += 6;
        }
      }
    } else if (e.kind === "attack") {
      const base = formationPoints(v, pf, eff);
      const kind = fm.attackKind ?? "special";
      value = attackValue(v, base, kind, kind === "elemental" ? fm.element ?? null : null);
      if (kind === "elemental") myElement = fm.element ?? null;
      value += (e.drawBonus ?? 0) * 3;
    } else if (e.kind === "heal") value = healValue(v, formationPoints(v, pf, eff));
    else if (e.kind === "shield") {
      const sv = formationPoints(v, pf, eff);
      value = Math.max(0, sv - p.shield) > 0 ? Math.min(sv, Math.max(risk, 10)) * 0.7 : -3;
    } else if (e.kind === "shield_break") value = v.army.alive ? Math.min(v.army.shield, formationPoints(v, pf, eff)) * 0.7 : 0;
    else if (e.kind === "radiance") value = v.army.alive ? 10 + risk * 1.2 : 0;
    else if (e.kind === "chaos") value = v.army.alive ? 4 + risk * 0.8 : 0;
    else if (e.kind === "counter") value = counterValue(f, risk, e.counter);
    else if (e.kind === "hp_loss") value = armyDamageValue(v, formationPoints(v, pf, eff));
    else if (e.kind === "halve_hp") value = armyDamageValue(v, v.army.hp - Math.floor(v.army.hp / 2));
    else if (e.kind === "holy_wind") value = armyDamageValue(v, e.hpLoss) + (v.army.alive ? 5 : 0);
    else if (e.kind === "void") value = -50; // 虛空返璞術 breaks the team's own professions
    if (fm.counter) value += counterValue(f, risk, fm.counter === "spell_seal" ? "seal" : fm.counter);
    // 戰魄: an extra turn, the army locked N turns (spec §11.6).
    if (hooksOf(v, seat, "others_cannot_act_on_play").some((h) => h.formations.includes(fm.id))) value += v.army.alive ? 15 + v.seats * 6 : 8;
    if (hooksOf(v, seat, "draw_on_play").some((h) => h.formations.includes(fm.id))) value += 3;
  }
  // The army's coming attack reacts to this turn's element (§3.7): steer it into healing, away from doubling.
  if (f && f.category === "elemental" && f.element && p.shield === 0) {
    const counterKind = pf.kind === "base" && pf.f.effect.kind === "counter";
    if (!counterKind) {
      if (myElement) {
        const r = relation(f.element, myElement);
        const scale = f.certain ? 1 : 0.7;
        if (r === "generates") value += f.points * 2 * scale;
        else if (r === "overcomes") value -= f.points * scale;
        else if (r === "same") value += (f.points / 2) * scale;
      }
    }
  }
  // Cards are a resource; a bigger formation spends more of the hand.
  value -= a.cards.filter((c) => v.players[seat].hand.includes(c)).length * 1.2;
  return value;
}

/** The 轉職 this seat would consider: the next tier of its school (or any first tier), with the fewest cards. */
function changeCandidates(v: SlayingState, seat: number): SlayingAction[] {
  if (!v.advanced.heroes || v.players[seat].cannotAct > 0 || virtualOf(v, seat) !== null) return [];
  const cur = professionOf(v, seat);
  const hand = v.players[seat].hand;
  const out: SlayingAction[] = [];
  for (const p of PROFESSIONS) {
    if (p.school === "unaffiliated" || !(cur ? p.from.kind === "profession" && p.from.id === cur.id : p.tier === 1)) continue;
    const r = p.requirement;
    if (r.kind !== "element_sum") continue;
    // The fewest cards of the school's element that reach the sum: take the highest levels first.
    const mine = hand.filter((c) => cardElement(c) === r.element).sort((a, b) => cardLevel(b) - cardLevel(a));
    const cards: CardId[] = [];
    let sum = 0;
    for (const c of mine) {
      if (sum >= r.min) break;
      cards.push(c);
      sum += cardLevel(c);
    }
    if (sum >= r.min && checkChange(v, seat, p.id, cards).ok) out.push({ type: "change", profession: p.id, cards });
  }
  return out;
}

/**
 * 轉職: climb one school (the seat keeps its school once chosen; 仙者/聖者 and 初行客 are skipped, they lose or delay
 * abilities). Worth most during rest, when the army cannot punish a turn without an attack (seed §7-2).
 */
function changeValue(v: SlayingState, seat: number, professionId: string): number {
  const target = professionById(professionId);
  if (!target || target.school === "unaffiliated") return -Infinity;
  const cur = professionOf(v, seat);
  if (cur && !(target.from.kind === "profession" && target.from.id === cur.id)) return -Infinity;
  const base = 6 + target.tier * 5;
  return v.army.alive ? base - 4 : base + 25;
}

function counterValue(f: ArmyForecast | null, risk: number, counter: string): number {
  if (!f) return counter === "none" ? 0.5 : 1;
  const attack = f.category !== "spell";
  switch (counter) {
    case "defence":
      return attack ? risk : 0;
    case "counter":
      return attack ? risk * 0.5 + risk * 0.4 : 0;
    case "seal": {
      if (attack) return 0;
      let v = risk;
      for (const r of f.move.riders) v += r.kind === "lock" ? 12 : r.kind === "bury" ? 8 : r.kind === "guard" ? movePoints(r.points, f.cards) * 0.6 : r.kind === "heal" ? movePoints(r.points, f.cards) * 0.6 : r.kind === "shieldBreak" ? 4 : 0;
      return v * (f.certain ? 1 : 0.7);
    }
    default:
      return 0.5;
  }
}

function healValue(v: SlayingState, amount: number): number {
  const t = v.team;
  const gain = Math.min(amount, t.maxHp - t.hp);
  const frac = t.hp / t.maxHp;
  return gain * (frac < 0.4 ? 1.3 : frac < 0.7 ? 0.9 : 0.4);
}

/** HP the army would actually lose, with the ★ floor; a killing blow is worth a lot. */
function armyDamageValue(v: SlayingState, amount: number): number {
  const a = v.army;
  if (!a.alive) return 0;
  const floor = onStar(v) ? 0 : Math.min(a.hp, starFloor(v));
  const dealt = Math.max(0, Math.min(amount, a.hp - floor));
  return dealt + (dealt > 0 && a.hp - dealt <= 0 ? 60 : 0);
}

function attackValue(v: SlayingState, base: number, kind: "elemental" | "physical" | "special", element: Element | null): number {
  if (!v.army.alive) return -1;
  const plan = planPlayerAttack(v, { name: { zh: "", en: "" }, base, kind, element });
  if (plan.heals) return -plan.amount;
  return armyDamageValue(v, plan.toHp) + plan.shieldLoss * 0.6 + (plan.weakHit ? 2 : 0);
}
