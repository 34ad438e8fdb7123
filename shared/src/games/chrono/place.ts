import { charDef } from "./cards";
import type { SkillDef, SpecialCode } from "./content";
import { damageChar, healChar, returnToHand } from "./damage";
import { oweDraws } from "./draw";
import { stats } from "./stats";
import { emit, nameEn, nameZh, ownedEn, ownedZh, seatEn, seatZh } from "./text";
import { fireTraps } from "./traps";
import { enemiesOf, findChar, removeFrom, seatsFrom, type Ctx } from "./state";
import type { CardId, ChronoState } from "./types";

/**
 * Placing a character (出場 option 1, spec §1.5): onto the field face-up; enemies' placement traps (連鎖爆破, 封印)
 * resolve first; then, if it is still there and not sealed, its 出場時 special (SR only, once per card per game).
 */
export function placeCharacter(x: Ctx, seat: number, card: CardId, target: number | undefined, auto: boolean): void {
  const s = x.s;
  const p = s.players[seat];
  removeFrom(p.hand, card);
  const uid = s.nextUid++;
  p.field.push({ uid, card, damage: 0, effects: [], atkPenalty: 0, frozen: false, attacks: 0 });
  emit(x, "placed", `${seatZh(seat)}${auto ? "以伏兵" : ""}放上${nameZh(s, card)}。`, `${seatEn(seat)} ${auto ? "ambushes with" : "places"} ${nameEn(s, card)}.`, { seat, uid, card, auto }, { seat });
  fireTraps(x, { kind: "placed", seat, uid });
  if (s.phase === "over" || !findChar(s, uid)) return;
  const special = charDef(s, card).special;
  if (!special || s.sealed.includes(card) || s.specialUsed.includes(card)) return;
  s.specialUsed.push(card);
  emit(x, "special", `${ownedZh(s, seat, card)}發動【${special.name}】。`, `${ownedEn(s, seat, card)} uses ${special.en}.`, { seat, uid, special: special.code }, { seat });
  runSpecial(x, seat, special, target);
}

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

function pickable(s: ChronoState, seat: number, special: SkillDef): number[] {
  const enemies = enemiesOf(s, seat).flatMap((e) => s.players[e].field.map((c) => ({ uid: c.uid, st: stats(s, e, c) })));
  if (special.code === "halt") {
    const top = Math.max(-1, ...enemies.map((e) => e.st.atk));
    return enemies.filter((e) => e.st.atk === top).map((e) => e.uid);
  }
  if (special.code === "high-tide") return enemies.filter((e) => e.st.heart <= (special.params.maxHeart ?? 0)).map((e) => e.uid);
  return [];
}

/** The pick made when nobody chooses (伏兵 placed the card): the highest 攻擊力, then seat order, then field order. */
function defaultPick(s: ChronoState, candidates: number[]): number | undefined {
  let best: number | undefined, bestAtk = -1;
  for (const seat of seatsFrom(s, s.current))
    for (const c of s.players[seat].field) {
      const atk = stats(s, seat, c).atk;
      if (candidates.includes(c.uid) && atk > bestAtk) { best = c.uid; bestAtk = atk; }
    }
  return best;
}

function runSpecial(x: Ctx, seat: number, special: SkillDef, target: number | undefined): void {
  const s = x.s;
  switch (special.code as SpecialCode) {
    case "halt":
    case "high-tide": {
      const candidates = pickable(s, seat, special);
      const pick = target !== undefined && candidates.includes(target) ? target : defaultPick(s, candidates);
      if (pick === undefined) return;
      const t = findChar(s, pick)!;
      if (special.code === "high-tide") return returnToHand(x, pick);
      t.c.frozen = true;
      emit(x, "frozen", `${ownedZh(s, t.seat, t.c.card)}在其擁有者的下個回合不能攻擊。`, `${ownedEn(s, t.seat, t.c.card)} cannot attack in its owner's next turn.`, { uid: pick }, { seat: t.seat });
      return;
    }
    case "rejuvenate":
      for (const c of [...s.players[seat].field]) healChar(x, c.uid, "full");
      return;
    case "sky-burn":
      for (const e of enemiesOf(s, seat)) for (const c of [...s.players[e].field]) damageChar(x, c.uid, special.params.damage ?? 0, { zh: special.name, en: special.en });
      return;
    case "myriad-blossoms":
      oweDraws(x, seat, special.params.draw ?? 0);
      return;
  }
}
