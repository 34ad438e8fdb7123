import type { GameEvent } from "../../core/engine";
import type { Element } from "../../core/elements";
import { formationTable } from "./advanced";
import { performPlay } from "./apply";
import type { CounterKind } from "./content";
import type { Interaction } from "./damage";
import { formationPoints } from "./effects";
import type { Formation, FormationRegistry } from "./formations";
import { matchPlay, type Via } from "./interpret";
import { opposingTeam, upper } from "./seats";
import { cloneState } from "./state";
import type { AttackKind, CardId, CfeState } from "./types";

/**
 * What a formation would do right now (for the web client's "light up with points", and for the greedy bot).
 * Works on the seat's own redacted view: the engine performs the formation on a copy and reads the difference, so
 * every rule (interaction, shields, counters, proficiencies, substitutions, the environment, resistances, stars)
 * counts exactly as in play. 上家's passive is read only when it is public (a 幻化 copy, a profession counter, or one
 * revealed by 聖光破) — a covered one is unknown, so it is left out.
 */
export interface FormationPreview {
  formation: string;
  zh: string;
  en: string;
  category: Formation["category"];
  /** For a 幻化: the formation it would copy (null = no effect; "hidden" = 上家's covered passive). */
  copies?: string | null;
  attackKind?: AttackKind;
  element?: Element | null;
  /** Attack points (or the heal / shield / shield-break value). */
  points: number;
  interaction?: Interaction;
  /** HP change to the opposing side (negative = damage) and to your side. */
  targetHp: number;
  ownHp: number;
  /** Shield points the opposing players lose. */
  shieldLoss: number;
  /** Your new shield, when the formation builds one. */
  shield?: number;
  drawBonus: number;
  /** How the cards make it (printed, 星辰變牌, 聖術, a proficiency). */
  via?: Via;
  /** 五方傳說: the environment doubles the attack or turns it into healing; or disables the formation outright. */
  environment?: "double" | "heal" | null;
  disabled?: boolean;
  /** The target's element resistance voids the damage; 影遁 makes the target immune. */
  resisted?: boolean;
  immune?: boolean;
  /** 星辰圖記: the star it would summon, and every star it would break. */
  summons?: Element | null;
  starsBroken?: Element[];
  /** The environment after it (when it changes). */
  environmentAfter?: Element | null;
  /** A public counter effect it leaves against 下家's next action. */
  counter?: CounterKind;
  /** Seats whose professions break (虛空返璞術). */
  professionsBroken?: number[];
  /** It would win the game outright (五星連珠). */
  wins?: boolean;
}

/** What playing `cards` as formation `formationId` would do now for `seat` (null data when it cannot be played). */
export function previewPlay(reg: FormationRegistry, s: CfeState, seat: number, cards: readonly CardId[], formationId: string): FormationPreview {
  const table = formationTable(reg, s);
  const f = table.get(formationId);
  const out: FormationPreview = { formation: formationId, zh: f?.zh ?? formationId, en: f?.en ?? formationId, category: f?.category ?? "active", points: 0, targetHp: 0, ownHp: 0, shieldLoss: 0, drawBonus: 0 };
  if (!f) return out;
  const prev = s.prevTurn;
  if (f.effect.kind === "mimic" && prev?.covered && prev.resolvedAs === "hidden" && prev.seat === upper(s, seat)) {
    out.copies = "hidden";
    return out;
  }
  const sim = cloneState(s);
  const up = sim.players[upper(sim, seat)];
  if (up.passive?.covered && !up.passive.revealed) up.passive = null;
  const events: GameEvent[] = [];
  let via: Via;
  try {
    via = performPlay(table, sim, seat, cards, formationId, events).via;
  } catch {
    return out;
  }
  let attack: Record<string, unknown> | undefined, copied: Formation | undefined;
  for (const e of events) {
    if (e.type === "attack") attack = e.data;
    else if (e.type === "mimic") copied = table.get(e.data!.copied as string);
  }
  const mine = s.teamOf[seat], theirs = opposingTeam(s, seat);
  for (let i = 0; i < s.seats; i++) if (s.teamOf[i] !== mine) out.shieldLoss += Math.max(0, s.players[i].shield - sim.players[i].shield);
  const effective = copied ?? f;
  out.via = via;
  out.points = attack ? (attack.points as number) : formationPoints(s, seat, effective, cards, copied ? undefined : via);
  out.targetHp = sim.hp[theirs] - s.hp[theirs];
  out.ownHp = sim.hp[mine] - s.hp[mine];
  out.drawBonus = sim.drawBonus - s.drawBonus;
  if (f.effect.kind === "mimic") out.copies = copied ? copied.id : null;
  if (effective.effect.kind === "attack") {
    out.attackKind = effective.attackKind ?? "special";
    out.element = out.attackKind === "elemental" ? effective.element ?? null : null;
    if (attack) out.interaction = attack.interaction as Interaction;
  }
  if (effective.effect.kind === "shield" && sim.players[seat].shield !== s.players[seat].shield) out.shield = sim.players[seat].shield;
  if (s.advanced) readAdvanced(out, s, sim, seat, f, attack, events);
  return out;
}

function readAdvanced(out: FormationPreview, s: CfeState, sim: CfeState, seat: number, f: Formation, attack: Record<string, unknown> | undefined, events: GameEvent[]): void {
  if (attack?.environment) out.environment = attack.environment as "double" | "heal";
  if (attack?.resisted) out.resisted = true;
  for (const e of events) {
    if (e.type === "disabled") out.disabled = true;
    else if (e.type === "immune") out.immune = true;
    else if (e.type === "star_summoned") out.summons = e.data!.star as Element;
    else if (e.type === "star_broken") (out.starsBroken ??= []).push(e.data!.star as Element);
    else if (e.type === "profession_broken") (out.professionsBroken ??= []).push(e.seat!);
  }
  if (f.category === "passive" && sim.players[seat].passive?.disabled) out.disabled = true;
  if (sim.advanced!.environment !== s.advanced!.environment) out.environmentAfter = sim.advanced!.environment;
  if (f.counter && sim.players[seat].passive?.formation === f.id) out.counter = f.counter;
  if (sim.advanced!.alignment === seat) out.wins = true;
}

/** Compatibility wrapper: the preview of formation `f` made with `cards`. */
export function previewFormation(reg: FormationRegistry, s: CfeState, seat: number, f: Formation, cards: readonly CardId[]): FormationPreview {
  return previewPlay(reg, s, seat, cards, f.id);
}

/** Every formation these cards make for `seat` now (proficiencies, substitutions and the environment included). */
export function previewCards(reg: FormationRegistry, s: CfeState, seat: number, cards: readonly CardId[]): FormationPreview[] {
  return matchPlay(reg, s, seat, cards).map((m) => previewPlay(reg, s, seat, cards, m.formation.id));
}
