import { charDef } from "./cards";
import type { SkillDef } from "./content";
import { stats } from "./stats";
import { enemiesOf, seatsFrom } from "./state";
import type { CardId, ChronoState } from "./types";

// 出場時 specials that pick a character (停擺, 漲潮): whom they may pick. What they then do is in reactions.ts.

/**
 * The characters a card's special would pick from if placed now, when it picks one (停擺: the enemy characters tied
 * for the highest 攻擊力; 漲潮: enemy characters with 心等 ≤ 4). Empty when the card has no choosing special, the
 * special cannot fire (sealed, already used) or nothing qualifies. The placer names one of them in `place.target`.
 */
export function specialCandidates(s: ChronoState, seat: number, card: CardId): number[] {
  const special = charDef(s, card).special;
  if (!special || s.sealed.includes(card) || s.specialUsed.includes(card)) return [];
  return pickable(s, seat, special);
}

export function pickable(s: ChronoState, seat: number, special: SkillDef): number[] {
  const enemies = enemiesOf(s, seat).flatMap((e) => s.players[e].field.map((c) => ({ uid: c.uid, st: stats(s, e, c) })));
  if (special.code === "halt") {
    const top = Math.max(-1, ...enemies.map((e) => e.st.atk));
    return enemies.filter((e) => e.st.atk === top).map((e) => e.uid);
  }
  if (special.code === "high-tide") return enemies.filter((e) => e.st.heart <= (special.params.maxHeart ?? 0)).map((e) => e.uid);
  return [];
}

/** The pick made when nobody chooses (伏兵 placed the card): the highest 攻擊力, then seat order, then field order. */
export function defaultPick(s: ChronoState, candidates: number[]): number | undefined {
  let best: number | undefined, bestAtk = -1;
  for (const seat of seatsFrom(s, s.current))
    for (const c of s.players[seat].field) {
      const atk = stats(s, seat, c).atk;
      if (candidates.includes(c.uid) && atk > bestAtk) { best = c.uid; bestAtk = atk; }
    }
  return best;
}
