import { generated, relation, type Element } from "../../core/elements";
import type { AttackKind } from "./types";

/**
 * Attack resolution (rules §5.2 step 4, §6.2, §6.3), as pure functions so the engine, the preview and the tests
 * share them.
 */
export type Interaction = "generate" | "overcome" | "same" | "none";

/**
 * §6.2 (5-2.4b–e): the current elemental attack of element `x` against 上家, whose previous-turn elemental attack was
 * `y`. x 生 y → the damage heals; x 剋 y → ×2; x = y (相抵) → ÷2 rounded up; otherwise normal.
 * Skipped when either is missing (physical / special attacks, no previous elemental attack) or the target has a shield.
 */
export function interaction(x: Element | null, y: Element | null, targetShield: number): Interaction {
  if (!x || !y || targetShield > 0) return "none";
  const r = relation(x, y);
  if (r === "generates") return "generate";
  if (r === "overcomes") return "overcome";
  if (r === "same") return "same";
  return "none";
}

/** The amount after the interaction and whether it heals instead of damaging. */
export function applyInteraction(points: number, i: Interaction): { amount: number; heals: boolean } {
  switch (i) {
    case "generate":
      return { amount: points, heals: true };
    case "overcome":
      return { amount: points * 2, heals: false };
    case "same":
      return { amount: Math.ceil(points / 2), heals: false };
    default:
      return { amount: points, heals: false };
  }
}

/**
 * §6.3: damage against a shield. Physical damage counts double against it; the excess is lost (no carry-over).
 * Returns the shield left and how much of it the hit removed.
 */
export function hitShield(shield: number, amount: number, kind: AttackKind): { shield: number; absorbed: number } {
  const dmg = kind === "physical" ? amount * 2 : amount;
  const left = Math.max(0, shield - dmg);
  return { shield: left, absorbed: shield - left };
}

export interface AttackOutcome {
  points: number;
  interaction: Interaction;
  /** 五方傳說 (§10.2): the environment doubled this attack, or turned it into healing. */
  environment: "double" | "heal" | null;
  /** Amount after the environment and the interaction (before the 反震 split). */
  amount: number;
  heals: boolean;
  counter: "defence" | "counter" | null;
  /** The target's 元素抗性 made it void, or 卸勁 halved it (§10.3; only when the player takes it, not a shield). */
  resisted: boolean;
  halved: boolean;
  /** Change to the target team's HP (negative = damage, positive = healing). */
  targetHp: number;
  /** Shield points the target lost. */
  shieldLoss: number;
  /** Change to the attacker team's HP (反震). */
  attackerHp: number;
}

export interface AttackInput {
  points: number;
  kind: AttackKind;
  element: Element | null;
  prevElement: Element | null;
  targetShield: number;
  counter: "defence" | "counter" | null;
  /** 五方傳說: the environment, and how much damage of its element is multiplied (§10.2). */
  environment?: Element | null;
  environmentMultiplier?: number;
  /** 英雄學派: the target player's resistances and 卸勁 (§10.3). */
  resists?: readonly Element[];
  halvesPhysical?: boolean;
}

/**
 * Resolve an attack (§5.2 step 4, §8.8 with the advanced modules): (a) counters — 防禦 cancels the damage, 反震 splits
 * it ceil(½) each, the attacker's half going straight to their HP; (b) the environment (its element ×2; the element
 * generating it heals instead, not against a shield) and the five-element interaction unless the target has a shield
 * — both turning it into healing heals once; (c) the shield absorbs (physical ×2, excess lost); otherwise the
 * target's resistance (void) or 卸勁 (÷2 up) applies; (d) HP. HP clamping is done by the caller.
 */
export function resolveAttack(input: AttackInput): AttackOutcome {
  const shielded = input.targetShield > 0;
  let amount = input.points;
  let environment: AttackOutcome["environment"] = null;
  let envHeals = false;
  const env = input.environment ?? null;
  if (input.kind === "elemental" && input.element && env) {
    if (input.element === env) {
      amount *= input.environmentMultiplier ?? 2;
      environment = "double";
    } else if (!shielded && generated(input.element) === env) {
      envHeals = true;
      environment = "heal";
    }
  }
  const i = input.kind === "elemental" ? interaction(input.element, input.prevElement, input.targetShield) : "none";
  const inter = applyInteraction(amount, i);
  amount = inter.amount;
  const heals = inter.heals || envHeals;
  const out: AttackOutcome = { points: input.points, interaction: i, environment, amount, heals, counter: input.counter, resisted: false, halved: false, targetHp: 0, shieldLoss: 0, attackerHp: 0 };
  if (input.counter === "defence") return out; // §5.4: the damage is cancelled (other effects still happen)
  if (!shielded) {
    if (input.element && input.kind === "elemental" && input.resists?.includes(input.element)) {
      out.resisted = true; // §10.3: the damage is void, so no 相生 healing either
      out.amount = amount = 0;
    } else if (input.kind === "physical" && input.halvesPhysical && !heals) {
      out.halved = true;
      out.amount = amount = Math.ceil(amount / 2);
    }
  }
  let toTarget = amount;
  if (input.counter === "counter") {
    const half = Math.ceil(amount / 2);
    toTarget = half;
    out.attackerHp = heals ? half : -half;
  }
  if (heals) {
    out.targetHp = toTarget; // §6.2 / §10.2: healing instead (a shield prevents both conversions, so none here)
    return out;
  }
  if (shielded) {
    out.shieldLoss = hitShield(input.targetShield, toTarget, input.kind).absorbed;
    return out;
  }
  out.targetHp = -toTarget;
  return out;
}
