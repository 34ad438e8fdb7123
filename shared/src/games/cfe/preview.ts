import type { Element } from "../../core/elements";
import { formationPoints } from "./apply";
import { resolveAttack, type Interaction } from "./damage";
import type { Formation, FormationRegistry } from "./formations";
import { lower, upper } from "./seats";
import type { AttackKind, CardId, CfeState } from "./types";

/**
 * What a formation would do right now (for the web client's "light up with points", and for the greedy bot).
 * Works on the seat's own redacted view: it reads the seat's hand, public HP and shields, 上家's last elemental
 * attack, and 上家's passive only when it is public (a 幻化 copy) — a covered one is unknown, so it is ignored.
 */
export interface FormationPreview {
  formation: string;
  zh: string;
  en: string;
  category: Formation["category"];
  /** For a 幻化: the formation it would copy (null = no effect). */
  copies?: string | null;
  attackKind?: AttackKind;
  element?: Element | null;
  /** Attack points (or the heal / shield / shield-break value). */
  points: number;
  interaction?: Interaction;
  /** HP change to the target side (attack; negative = damage) and to your side (heal, 反震). */
  targetHp: number;
  ownHp: number;
  shieldLoss: number;
  shield?: number;
  drawBonus: number;
}

export function previewFormation(reg: FormationRegistry, s: CfeState, seat: number, f: Formation, cards: readonly CardId[]): FormationPreview {
  const base: FormationPreview = { formation: f.id, zh: f.zh, en: f.en, category: f.category, points: 0, targetHp: 0, ownHp: 0, shieldLoss: 0, drawBonus: 0 };
  const e = f.effect;
  switch (e.kind) {
    case "attack": {
      const target = upper(s, seat);
      const tp = s.players[target];
      const points = formationPoints(s, seat, e.points, cards);
      const kind = f.attackKind ?? "special";
      const element = kind === "elemental" ? f.element ?? null : null;
      const prev = s.prevTurn && s.prevTurn.seat === target ? s.prevTurn.attackElement : null;
      const pub = tp.passive && !tp.passive.covered && !tp.passive.sealed ? tp.passive.formation : null;
      const counter = pub === "defence" || pub === "counter" ? pub : null;
      const out = resolveAttack({ points, kind, element, prevElement: prev, targetShield: tp.shield, counter });
      const cap = (team: number, d: number) => Math.max(-s.hp[team], Math.min(s.maxHp[team] - s.hp[team], d));
      return { ...base, attackKind: kind, element, points, interaction: out.interaction, targetHp: cap(s.teamOf[target], out.targetHp), ownHp: cap(s.teamOf[seat], out.attackerHp), shieldLoss: out.shieldLoss, drawBonus: e.drawBonus ?? 0 };
    }
    case "heal": {
      const points = formationPoints(s, seat, e.points, cards);
      const team = s.teamOf[seat];
      return { ...base, points, ownHp: Math.min(points, s.maxHp[team] - s.hp[team]) };
    }
    case "shield": {
      const points = formationPoints(s, seat, e.points, cards);
      return { ...base, points, shield: points };
    }
    case "shield_break": {
      const points = formationPoints(s, seat, e.points, cards);
      return { ...base, points, shieldLoss: Math.min(points, s.players[lower(s, seat)].shield) };
    }
    case "mimic": {
      const prev = s.prevTurn;
      const hidden = prev?.covered && prev.resolvedAs === "hidden";
      const src = prev && !hidden && prev.seat === upper(s, seat) && prev.kind === "play" && prev.resolvedAs && prev.basic ? reg.get(prev.resolvedAs) : undefined;
      if (!src || src.effect.kind === "mimic") return { ...base, copies: hidden ? "hidden" : null };
      return { ...previewFormation(reg, s, seat, src, cards), formation: f.id, zh: f.zh, en: f.en, category: f.category, copies: src.id };
    }
    default:
      return base;
  }
}

/** Every formation these cards make, with what each would do now. */
export function previewCards(reg: FormationRegistry, s: CfeState, seat: number, cards: readonly CardId[]): FormationPreview[] {
  return reg.match(cards).map((f) => previewFormation(reg, s, seat, f, cards));
}
