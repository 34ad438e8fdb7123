import type { GameEvent } from "../../core/engine";
import { ELEMENT_EN, ELEMENT_ZH, type Element } from "../../core/elements";
import { resolveAttack, type Interaction } from "../cfe/damage";
import { environmentOf, ENVIRONMENT_MULTIPLIER } from "../cfe/legends";
import type { AttackKind } from "../cfe/types";
import { SHOP } from "./content";
import { healArmy, hurtArmy } from "./hp";
import { emit, seatName } from "./state";
import { terrainAt, terrainModifiers, withModifiers, type PointModifier } from "./terrain";
import type { SlayingState } from "./types";

/**
 * A player's attack on the army (spec §4.6 "Player attack on the army"): points (terrain, this turn's bonuses) →
 * the army has no passives → 相生/相剋 against the army's previous-turn elemental move, only without an army shield
 * → the shield (physical ×2; the 金 shard goes past it) → HP under the ★ rule. A 相剋 hit is a 弱點擊破 (§9.2).
 */
export interface PlayerAttackSpec {
  name: { zh: string; en: string };
  base: number;
  kind: AttackKind;
  element: Element | null;
}

export interface PlayerAttackPlan {
  base: number;
  mods: PointModifier[];
  points: number;
  interaction: Interaction;
  /** 五方傳說: the environment doubled the attack, or turned it into healing (base §10.2). */
  environment: "double" | "heal" | null;
  amount: number;
  heals: boolean;
  /** Shield points the hit removes. */
  shieldLoss: number;
  /** Damage that reaches HP (before the ★ floor). */
  toHp: number;
  weakHit: boolean;
}

/** What the attack would do, without changing anything (shared by the resolution and the previews). */
export function planPlayerAttack(s: SlayingState, spec: PlayerAttackSpec): PlayerAttackPlan {
  const ts = s.turnState;
  const mods = terrainModifiers(terrainAt(s.team.cell), "player", spec.kind === "elemental" ? "elemental" : spec.kind, spec.element);
  if (ts.attackBonus) mods.push({ source: "bonus", zh: "本回合加成", en: "this turn's bonus", points: ts.attackBonus });
  const points = withModifiers(spec.base, mods);
  const a = s.army;
  // The base game's resolution (the environment, then the interaction, then the shield); the army has no passives.
  const out = resolveAttack({ points, kind: spec.kind, element: spec.element, prevElement: a.lastAction?.element ?? null, targetShield: a.shield, counter: null, environment: environmentOf(s), environmentMultiplier: ENVIRONMENT_MULTIPLIER });
  const { amount, heals } = out;
  let shieldLoss = 0, toHp = 0;
  if (!heals) {
    if (a.shield > 0 && !ts.ignoreArmyShield) shieldLoss = out.shieldLoss;
    else toHp = amount;
  }
  const weakHit = out.interaction === "overcome" && s.team.weakHits < SHOP.pointSources.weakHitsPerZone;
  return { base: spec.base, mods, points, interaction: out.interaction, environment: out.environment, amount, heals, shieldLoss, toHp, weakHit };
}

/** Returns the plan it resolved, or null when no opponent is on the field. */
export function playerAttack(s: SlayingState, seat: number, spec: PlayerAttackSpec, events: GameEvent[]): PlayerAttackPlan | null {
  if (spec.element) s.turnState.attackElement = spec.element;
  if (!s.army.alive) {
    emit(events, "no_target", `${spec.name.zh}沒有目標（本區域的敵人已被擊倒）。`, `${spec.name.en} has no target (the zone's opponent has fallen).`, { formation: spec.name.en }, seat);
    return null;
  }
  const plan = planPlayerAttack(s, spec);
  const el = spec.element ? { zh: `（${ELEMENT_ZH[spec.element]}）`, en: ` (${ELEMENT_EN[spec.element]})` } : { zh: "", en: "" };
  const how = plan.interaction === "generate" ? { zh: "，相生，魔王軍回復", en: "; generating: the army heals" } : plan.interaction === "overcome" ? { zh: "，相剋，加倍", en: "; overcoming: doubled" } : plan.interaction === "same" ? { zh: "，相抵，減半", en: "; same element: halved" } : { zh: "", en: "" };
  const env = plan.environment === "double" ? { zh: "，環境加倍", en: "; doubled by the environment" } : plan.environment === "heal" && plan.heals ? { zh: "，環境相生，魔王軍回復", en: "; the environment turns it into healing for the army" } : { zh: "", en: "" };
  emit(
    events,
    "player_attack",
    `${seatName(seat)}的${spec.name.zh}對魔王軍 ${plan.points} 點${el.zh}${env.zh}${how.zh}${plan.shieldLoss ? `，護盾吸收 ${plan.shieldLoss}` : ""}。`,
    `${seatName(seat)}'s ${spec.name.en} hits the army for ${plan.points}${el.en}${env.en}${how.en}${plan.shieldLoss ? `; the shield absorbs ${plan.shieldLoss}` : ""}.`,
    { ...plan, kind: spec.kind, element: spec.element },
    seat,
  );
  if (plan.heals) healArmy(s, plan.amount, events, { zh: `${spec.name.zh}（相生）`, en: `${spec.name.en} (generating)` });
  s.army.shield -= plan.shieldLoss;
  if (plan.toHp > 0) hurtArmy(s, plan.toHp, events, spec.name);
  if (plan.weakHit) {
    s.team.weakHits++;
    s.team.points += SHOP.pointSources.weakHit;
    emit(events, "weak_hit", `弱點擊破！商城點數 +${SHOP.pointSources.weakHit}。`, `Weak point hit! Shop points +${SHOP.pointSources.weakHit}.`, { points: SHOP.pointSources.weakHit, count: s.team.weakHits }, seat);
  }
  return plan;
}
