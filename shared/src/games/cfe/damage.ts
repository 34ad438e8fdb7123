import { relation, type Element } from "../../core/elements";
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
  /** Amount after interaction (before the 反震 split). */
  amount: number;
  heals: boolean;
  counter: "defence" | "counter" | null;
  /** Change to the target team's HP (negative = damage, positive = healing). */
  targetHp: number;
  /** Shield points the target lost. */
  shieldLoss: number;
  /** Change to the attacker team's HP (反震). */
  attackerHp: number;
}

/**
 * Resolve an attack (§5.2 step 4): (a) counters — 防禦 cancels the damage, 反震 splits it ceil(½) each, the
 * attacker's half going straight to their HP; (b) the five-element interaction unless the target has a shield;
 * (c) the shield absorbs (physical ×2, excess lost); (d) HP. HP clamping is done by the caller.
 */
export function resolveAttack(input: {
  points: number;
  kind: AttackKind;
  element: Element | null;
  prevElement: Element | null;
  targetShield: number;
  counter: "defence" | "counter" | null;
}): AttackOutcome {
  const i = input.kind === "elemental" ? interaction(input.element, input.prevElement, input.targetShield) : "none";
  const { amount, heals } = applyInteraction(input.points, i);
  const out: AttackOutcome = { points: input.points, interaction: i, amount, heals, counter: input.counter, targetHp: 0, shieldLoss: 0, attackerHp: 0 };
  if (input.counter === "defence") return out; // §5.4: the damage is cancelled (other effects still happen)
  let toTarget = amount;
  if (input.counter === "counter") {
    const half = Math.ceil(amount / 2);
    toTarget = half;
    out.attackerHp = heals ? half : -half;
  }
  if (heals) {
    out.targetHp = toTarget; // §6.2: 相生 turns the damage into healing (a shield prevents the interaction, so none here)
    return out;
  }
  if (input.targetShield > 0) {
    out.shieldLoss = hitShield(input.targetShield, toTarget, input.kind).absorbed;
    return out;
  }
  out.targetHp = -toTarget;
  return out;
}
