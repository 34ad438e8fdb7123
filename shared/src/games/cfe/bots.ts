import type { BotLevel } from "../../core/engine";
import type { Rng } from "../../core/rng";
import { abilityById, professionById, professionOf, type ProfessionData } from "./professions";
import type { CfeAction } from "./actions";
import { formationTable } from "./advanced";
import { applyMut, recycleCost } from "./apply";
import { cardLevel } from "./cards";
import type { FormationRegistry } from "./formations";
import { legalActions } from "./legal";
import { previewPlay } from "./preview";
import { upper } from "./seats";
import { cloneState } from "./state";
import type { CardId, CfeState } from "./types";

/**
 * Bots. Both only use what their seat may see (they work unchanged on the seat's redacted view).
 * random: any legal action. greedy: the action with the best one-ply score (HP swing from the engine's preview plus
 * simple values for shields, passives, control, stars and the environment), keeping high cards in the draw. With the
 * advanced modules it changes profession when the new tier is worth the cards, uses 發動 abilities when they gain
 * something on top of its best formation, and reads proficiencies, substitutions and the environment from the preview.
 */
export function chooseBotAction(reg: FormationRegistry, s: CfeState, seat: number, rng: Rng, level: BotLevel): CfeAction {
  const legal = legalActions(reg, s, seat);
  if (legal.length === 0) throw new Error(`bot asked to act for seat ${seat}, which has no legal action`);
  if (level === "random" || legal.length === 1) return rng.pick(legal);
  const plays = new Map<CfeAction, number>();
  let bestPlay = 0;
  for (const a of legal) {
    if (a.type !== "play") continue;
    const v = scorePlay(reg, s, seat, a);
    plays.set(a, v);
    bestPlay = Math.max(bestPlay, v);
  }
  let best = legal[0], bestScore = -Infinity;
  for (const a of legal) {
    const score = (plays.get(a) ?? scoreOther(reg, s, seat, a, bestPlay)) + rng.float() * 0.01;
    if (score > bestScore) { bestScore = score; best = a; }
  }
  return best;
}

/** What a card in hand is worth keeping, roughly. */
const cardValue = (c: CardId) => 1 + cardLevel(c) * 0.4;

function scoreOther(reg: FormationRegistry, s: CfeState, seat: number, a: CfeAction, bestPlay: number): number {
  switch (a.type) {
    case "discard":
      return -cardLevel(a.card); // throw away the lowest card
    case "revelation_pick":
      return cardLevel(a.card);
    case "chaos_pick":
      return a.cards.reduce((n, c) => n + cardLevel(c), 0);
    case "pass":
      return 0;
    case "recycle": {
      const c = s.prevTurn?.drawDiscard;
      const cost = c != null && c >= 0 ? recycleCost(s, seat, c) : 10;
      return s.hp[s.teamOf[seat]] > 40 + cost ? bestPlay + 1 : -100;
    }
    case "change":
      return scoreChange(s, seat, a.profession, a.cards);
    case "ability":
      return bestPlay + abilityGain(reg, s, seat, a, bestPlay);
    case "play":
      return scorePlay(reg, s, seat, a);
  }
}

function professionValue(p: ProfessionData | null): number {
  if (!p) return 0;
  if (p.school === "unaffiliated") return p.tier === 0 && p.from.kind === "tier" ? 26 : 6;
  return [0, 12, 19, 27][p.tier];
}

/** A change pays when the new profession is worth more than the old one and the cards it costs, and HP allows a turn off. */
function scoreChange(s: CfeState, seat: number, professionId: string, cards: readonly CardId[]): number {
  const gain = professionValue(professionById(professionId) ?? null) - professionValue(professionOf(s, seat));
  if (gain <= 0) return -50;
  const team = s.teamOf[seat];
  const danger = s.hp[team] < s.maxHp[team] * 0.3 ? 15 : 0;
  return gain * 1.3 - cards.reduce((n, c) => n + cardValue(c), 0) - danger;
}

/** What an activation adds on top of the best formation this turn (negative: not worth it). */
function abilityGain(reg: FormationRegistry, s: CfeState, seat: number, a: Extract<CfeAction, { type: "ability" }>, bestPlay: number): number {
  const e = abilityById(a.ability)?.effect;
  if (!e) return -100;
  const cost = a.cards.reduce((n, c) => n + cardValue(c), 0);
  const theirs = 1 - s.teamOf[seat];
  switch (e.hook) {
    case "shadow_cut": {
      const dmg = Math.min(cardLevel(a.cards[0]) * e.perLevel, s.hp[theirs]);
      return dmg >= s.hp[theirs] ? 1000 : dmg - cost;
    }
    case "meditation":
      return 4.5 - cost;
    case "revelation":
      return 3 - cost * 0.5;
    case "illusion": {
      // Only the strongest virtual cards from the two weakest cards are worth a look.
      const hand = [...s.players[seat].hand].sort((x, y) => cardLevel(x) - cardLevel(y));
      const cheapest = hand.slice(0, 2);
      if (a.level !== 5 || !a.cards.every((c) => cheapest.includes(c))) return -100;
      const sim = cloneState(s);
      try {
        applyMut(reg, sim, seat, a, []);
      } catch {
        return -100;
      }
      let best = -Infinity;
      for (const p of legalActions(reg, sim, seat)) if (p.type === "play") best = Math.max(best, scorePlay(reg, sim, seat, p));
      // The virtual play replaces the best formation this turn, so compare it with that.
      return best - cost - bestPlay;
    }
    default:
      return -100;
  }
}

function scorePlay(reg: FormationRegistry, s: CfeState, seat: number, a: Extract<CfeAction, { type: "play" }>): number {
  const p = previewPlay(reg, s, seat, a.cards, a.formation ?? "");
  const myTeam = s.teamOf[seat], theirTeam = 1 - myTeam;
  // Damage wins games; healing only delays them, and matters more the lower one's HP (or two healers never finish).
  const healWeight = 0.3 + 0.6 * (1 - s.hp[myTeam] / s.maxHp[myTeam]);
  let v = -p.targetHp + (p.ownHp > 0 ? p.ownHp * healWeight : p.ownHp) + p.shieldLoss * 0.5;
  if (p.wins || (p.targetHp < 0 && s.hp[theirTeam] + p.targetHp <= 0)) v += 1000; // a winning blow
  if (p.ownHp < 0 && s.hp[myTeam] + p.ownHp <= 0) v -= 1000;
  if (p.disabled) return v - 10 - a.cards.length;
  const f = formationTable(reg, s).get(p.copies ?? a.formation ?? "");
  const kind = f?.effect.kind;
  if (kind === "shield") v += (p.shield ?? 0) > s.players[seat].shield ? (p.shield! - s.players[seat].shield) * 0.6 : -5;
  if (f?.effect.kind === "counter") v += ({ defence: 9, counter: 6, seal: 3, none: 1 } as Record<string, number>)[f.effect.counter] ?? 0;
  if (p.counter) v += 6;
  if (kind === "radiance" && !p.immune) v += 22;
  if (kind === "chaos" && !p.immune) v += 8;
  if (kind === "heal" && p.ownHp < 5) v -= 3;
  v += p.drawBonus * 4;
  if (p.summons) v += 12 + (s.advanced?.summoned[seat].length ?? 0) * 4;
  for (const e of p.starsBroken ?? []) v += s.advanced?.teamStar[myTeam] === e ? -6 : 8;
  if (p.professionsBroken) for (const seatBroken of p.professionsBroken) v += s.teamOf[seatBroken] === myTeam ? -12 : 10;
  v -= a.cards.length * 0.5; // cards are a resource
  if (s.players[upper(s, seat)].shield > 0 && p.attackKind === "physical") v += 2;
  return v;
}
