import type { BotLevel } from "../../core/engine";
import type { Rng } from "../../core/rng";
import type { CfeAction } from "./actions";
import { cardLevel } from "./cards";
import type { FormationRegistry } from "./formations";
import { legalActions } from "./legal";
import { previewFormation } from "./preview";
import { upper } from "./seats";
import type { CfeState } from "./types";

/**
 * Bots. Both only use what their seat may see (they work unchanged on the seat's redacted view).
 * random: any legal action. greedy: the action with the best one-ply score (HP swing from the preview plus simple
 * values for shields, passives and control), keeping high cards in the draw.
 */
export function chooseBotAction(reg: FormationRegistry, s: CfeState, seat: number, rng: Rng, level: BotLevel): CfeAction {
  const legal = legalActions(reg, s, seat);
  if (legal.length === 0) throw new Error(`bot asked to act for seat ${seat}, which has no legal action`);
  if (level === "random" || legal.length === 1) return rng.pick(legal);
  let best = legal[0], bestScore = -Infinity;
  for (const a of legal) {
    const score = scoreAction(reg, s, seat, a) + rng.float() * 0.01;
    if (score > bestScore) { bestScore = score; best = a; }
  }
  return best;
}

function scoreAction(reg: FormationRegistry, s: CfeState, seat: number, a: CfeAction): number {
  switch (a.type) {
    case "discard":
      return -cardLevel(a.card); // throw away the lowest card
    case "chaos_pick":
      return a.cards.reduce((n, c) => n + cardLevel(c), 0);
    case "pass":
      return 0;
    case "recycle": {
      const myTeam = s.teamOf[seat];
      return s.hp[myTeam] > 40 ? 1 : -100;
    }
    case "play": {
      const f = reg.get(a.formation ?? "")!;
      const p = previewFormation(reg, s, seat, f, a.cards);
      const myTeam = s.teamOf[seat], theirTeam = 1 - myTeam;
      let v = -p.targetHp + p.ownHp + p.shieldLoss * 0.5;
      if (p.targetHp < 0 && s.hp[theirTeam] + p.targetHp <= 0) v += 1000; // a winning blow
      if (p.ownHp < 0 && s.hp[myTeam] + p.ownHp <= 0) v -= 1000;
      const copied = p.copies ? reg.get(p.copies) : f;
      const kind = copied?.effect.kind;
      if (kind === "shield") v += (p.shield ?? 0) > s.players[seat].shield ? (p.shield! - s.players[seat].shield) * 0.6 : -5;
      if (kind === "counter") v += ({ defence: 9, counter: 6, seal: 3, none: 1 } as Record<string, number>)[(copied!.effect as { counter: string }).counter] ?? 0;
      if (kind === "radiance") v += 22;
      if (kind === "chaos") v += 8;
      if (kind === "swap_hp") v += s.hp[theirTeam] - s.hp[myTeam];
      if (kind === "heal" && p.ownHp < 5) v -= 3;
      v += p.drawBonus * 4;
      v -= a.cards.length * 0.5; // cards are a resource
      if (s.players[upper(s, seat)].shield > 0 && f.attackKind === "physical") v += 2;
      return v;
    }
  }
}
