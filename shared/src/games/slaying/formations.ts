import { z } from "zod";
import type { GameEvent } from "../../core/engine";
import { ambiguousFormation, ContentError } from "../../core/errors";
import { formationTable } from "../cfe/advanced";
import { CFE_ELEMENTS, cardLevel, cardsEn, cardsZh } from "../cfe/cards";
import { pointsFor } from "../cfe/effects";
import { BASE_REGISTRY, type Formation, type FormationRegistry } from "../cfe/formations";
import { matchPlay, type Via } from "../cfe/interpret";
import { breakProfessions, hooksOf } from "../cfe/professions";
import type { CardId } from "../cfe/types";
import { applyRider, lockArmy, movePoints, revealArmyHand } from "./army/resolve";
import { armyMoveById } from "./army/moves";
import { playerAttack } from "./attack";
import { RULES } from "./content";
import coopJson from "./content/formations.json";
import { need, SLAYING_ERRORS } from "./errors";
import { healTeam, hurtArmy, hurtTeam, onStar } from "./hp";
import { highestCards } from "./army/resolve";
import { afterPlayerStrike, voidModuleSpell } from "./modules";
import { emit, seatName } from "./state";
import type { SlayingState } from "./types";

/**
 * Player formations in this mode: the base formations (the cfe registry) with the seed's §9 overrides, plus the
 * co-op-only ones (閻王令 behind its module). Effects are resolved against the army seat: attacks hit the army,
 * 下家 effects (光芒, 混沌, 剋陣) act on the army, heals and shields on the team (spec §3.2, §11.11).
 */
const CoopFormationSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9_]+$/),
    zh: z.string(),
    en: z.string(),
    module: z.enum(["yanwang"]),
    clause: z.string(),
    size: z.number().int().min(1).max(5),
    level: z.number().int().min(1).max(5),
    category: z.literal("active"),
    effect: z.object({ kind: z.literal("outrightWin") }).strict(),
  })
  .strict();
export type CoopFormation = z.infer<typeof CoopFormationSchema>;
const FileSchema = z
  .object({
    clause: z.string(),
    overrides: z.record(z.object({ clause: z.string(), effect: z.enum(["cycleCoop", "copyArmyMove"]) }).strict()),
    coop: z.array(CoopFormationSchema),
  })
  .strict();

const FILE = (() => {
  const r = FileSchema.safeParse(coopJson);
  if (!r.success) throw new ContentError("slaying_bad_formations", r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  for (const id of Object.keys(r.data.overrides)) if (!BASE_REGISTRY.get(id)) throw new ContentError("slaying_bad_formations", [`override of unknown formation ${id}`]);
  return r.data;
})();
export const COOP_FORMATIONS: readonly CoopFormation[] = FILE.coop;
export const OVERRIDES = FILE.overrides;

/** One way to read a set of cards: a 五行戰鬥牌 formation (with how it is made: printed, proficiency…) or a co-op one. */
export type PlayerFormation = { kind: "base"; f: Formation; via: Via } | { kind: "coop"; f: CoopFormation };

/** The formations in play: the 25 basic ones plus the 英雄學派 ones when professions are on (cfe advanced.ts). */
export function registryOf(s: SlayingState): FormationRegistry {
  return formationTable(BASE_REGISTRY, s);
}

/** A shard-transformed card as the matcher sees it (§8.3): an id with the new face that no real card has (copy 9). */
export function virtualCard(element: (typeof CFE_ELEMENTS)[number], level: number): CardId {
  return CFE_ELEMENTS.indexOf(element) * 100 + level * 10 + 9;
}

/** The cards as formations see them this turn (a shard's transformation applied). */
export function effectiveCards(s: SlayingState, cards: readonly CardId[]): CardId[] {
  const t = s.turnState.transform;
  return t && cards.includes(t.card) ? cards.map((c) => (c === t.card ? virtualCard(t.element, 5) : c)) : (cards as CardId[]);
}

/** Every formation these cards make for `seat` now: printed faces, proficiencies, profession formations, 幻術 cards. */
export function matchFormations(s: SlayingState, seat: number, effective: readonly CardId[]): PlayerFormation[] {
  const out: PlayerFormation[] = matchPlay(BASE_REGISTRY, s, seat, effective).map((m) => ({ kind: "base" as const, f: m.formation, via: m.via }));
  for (const f of COOP_FORMATIONS) if (s.options.modules[f.module] && effective.length === f.size && effective.every((c) => cardLevel(c) === f.level)) out.push({ kind: "coop", f });
  return out;
}

/** Which formation these cards are, given an optional name (base §5.2 step 1). Throws RuleError. */
export function resolvePlayerFormation(s: SlayingState, seat: number, effective: readonly CardId[], name: string | undefined): PlayerFormation {
  need(effective.length > 0, "no_cards");
  const matches = matchFormations(s, seat, effective);
  if (name !== undefined) {
    need(registryOf(s).get(name) || COOP_FORMATIONS.some((f) => f.id === name && s.options.modules[f.module]), "unknown_formation");
    const f = matches.find((m) => m.f.id === name);
    need(f, "formation_mismatch");
    return f;
  }
  need(matches.length > 0, "no_formation");
  if (matches.length > 1) throw ambiguousFormation(SLAYING_ERRORS, "ambiguous_formation", matches.map((m) => m.f), matches.map((m) => m.f.id));
  return matches[0];
}

/** A formation's number; 五流歸一 counts the army's hand, face-down cards included (spec §11.11). */
export function formationPoints(s: SlayingState, pf: Extract<PlayerFormation, { kind: "base" }>, cards: readonly CardId[]): number {
  return pointsFor(pf.f, cards, pf.via, s.army.hand.length);
}

/**
 * Resolve a non-passive formation's effect. `cards` are its effective cards (the numbers come from them). Sets the
 * pending 混沌 pick when needed.
 */
export function resolveFormationEffect(s: SlayingState, seat: number, pf: PlayerFormation, cards: readonly CardId[], events: GameEvent[]): void {
  if (pf.kind === "coop") return outrightWin(s, seat, pf.f, events);
  const f = pf.f;
  const override = OVERRIDES[f.id]?.effect;
  const name = { zh: f.zh, en: f.en };
  const a = s.army;
  const absent = () => emit(events, "no_target", `${f.zh}沒有對象（本區域的敵人已被擊倒）。`, `${f.en} has no target (the zone's opponent has fallen).`, { formation: f.id }, seat);
  if (override === "cycleCoop") {
    // Seed §9-2: heal 30, the opponent loses 30 (HP loss, ★ rule); during rest only the heal.
    healTeam(s, RULES.cycle.heal, events, name);
    if (a.alive) hurtArmy(s, RULES.cycle.armyLoss, events, name);
    return afterEffect(s, seat, f, events);
  }
  if (override === "copyArmyMove") {
    copyArmyMove(s, seat, cards, events);
    return afterEffect(s, seat, f, events);
  }
  const e = f.effect;
  switch (e.kind) {
    case "attack": {
      s.turnState.drawBonus += e.drawBonus ?? 0;
      const plan = playerAttack(s, seat, { name, base: formationPoints(s, pf, cards), kind: f.attackKind ?? "special", element: f.attackKind === "elemental" ? f.element ?? null : null }, events);
      afterPlayerStrike(s, seat, f, pf.via, plan?.points ?? 0, plan !== null, events);
      break;
    }
    case "heal":
      healTeam(s, formationPoints(s, pf, cards), events, name);
      break;
    case "shield": {
      const v = formationPoints(s, pf, cards);
      s.players[seat].shield = v; // a new shield replaces the old one (base §4)
      emit(events, "shield", `${f.zh}：${seatName(seat)}的護盾 ${v} 點。`, `${f.en}: ${seatName(seat)} has a ${v}-point shield.`, { seat, shield: v }, seat);
      break;
    }
    case "shield_break": {
      if (!a.alive) {
        absent();
        break;
      }
      const v = formationPoints(s, pf, cards);
      const before = a.shield;
      a.shield = Math.max(0, before - v);
      emit(events, "army_shield", `${f.zh}：魔王軍的護盾減少 ${before - a.shield} 點。`, `${f.en}: the army's shield loses ${before - a.shield}.`, { shield: a.shield, loss: before - a.shield }, seat);
      break;
    }
    case "radiance":
      if (!a.alive) absent();
      else {
        revealArmyHand(s, events);
        lockArmy(s, RULES.radiance.armyTurns, events);
      }
      break;
    case "chaos": {
      if (!a.alive) {
        absent();
        break;
      }
      revealArmyHand(s, events);
      const count = Math.min(RULES.chaos.count, a.hand.length);
      if (count > 0) s.pending = { kind: "chaos", seat, count };
      else emit(events, "no_effect", "魔王軍沒有手牌，混沌沒有效果。", "The army has no cards: Chaos has no effect.", { formation: f.id }, seat);
      break;
    }
    case "hp_loss":
      // 影襲: 上家 / 下家 is the army; HP loss under the ★ rule (spec §11.11).
      if (!a.alive) absent();
      else hurtArmy(s, formationPoints(s, pf, cards), events, name);
      break;
    case "halve_hp":
      // 刃影瞬殺: the army's HP halved, rounded down, as an HP loss under the ★ rule (spec §11.11).
      if (!a.alive) absent();
      else hurtArmy(s, a.hp - Math.floor(a.hp / 2), events, name);
      break;
    case "holy_wind": {
      // 聖風: the army loses 20; the caster takes its highest-level card (leftmost on ties); its hand is revealed.
      if (!a.alive) {
        absent();
        break;
      }
      hurtArmy(s, e.hpLoss, events, name);
      revealArmyHand(s, events);
      const [taken] = highestCards(a.hand.map((c) => c.card), 1);
      if (taken !== undefined) {
        a.hand = a.hand.filter((c) => c.card !== taken);
        s.players[seat].hand.push(taken);
        emit(events, "holy_wind_take", `${seatName(seat)}取走魔王軍的${cardsZh([taken])}。`, `${seatName(seat)} takes the army's ${cardsEn([taken])}.`, { card: taken }, seat);
      }
      break;
    }
    case "void": {
      if (e.breaks !== "professions") {
        voidModuleSpell(s, seat, f, e.breaks, e.hpLoss, events);
        break;
      }
      // 虛空返璞術: your team loses 20, professions break.
      hurtTeam(s, e.hpLoss, events, name);
      breakProfessions(s, !!e.keepLegendaryAtLevels?.includes(cardLevel(cards[0])), events);
      break;
    }
    case "swap_hp":
    case "mimic":
    case "counter":
      // Overridden above (五行輪迴, 幻化) or covered as a passive before resolution.
      throw new Error(`${f.id} has no co-op resolution`);
  }
  afterEffect(s, seat, f, events);
}

/**
 * What follows a formation's effect (base §10.3): a profession formation's public counter (道禦, 幻印, 法震, 聖光破)
 * waits for the army's next action; 武器精研 / 仙術 draw more; 魔法反光閃 stops its caster's draw; and 戰魄's "all
 * other players cannot act or draw" becomes an extra turn for its caster with the army locked N × k turns (seed
 * §9-6, §9-7; spec §11.6).
 */
function afterEffect(s: SlayingState, seat: number, f: Formation, events: GameEvent[]): void {
  if (f.counter) {
    s.players[seat].passive = { formation: f.id, cards: [], covered: false };
    emit(events, "public_passive", `${seatName(seat)}的${f.zh}對魔王軍的下一次行動形成反制效果（公開）。`, `${seatName(seat)}'s ${f.en} holds an open counter effect against the army's next action.`, { formation: f.id, counter: f.counter }, seat);
  }
  for (const h of hooksOf(s, seat, "draw_on_play")) if (h.formations.includes(f.id)) s.turnState.drawBonus += h.amount;
  for (const h of hooksOf(s, seat, "others_cannot_act_on_play")) if (h.formations.includes(f.id)) grantExtraTurn(s, seat, h.turns, f, events);
  if (f.selfCannotDraw) s.players[seat].cannotDraw = Math.max(s.players[seat].cannotDraw, 1);
}

/** Spec §11.6: teammates are not affected; the army gets N × k turns of 無法行動 + 無法抽牌; the caster plays again. */
export function grantExtraTurn(s: SlayingState, seat: number, turns: number, source: { zh: string; en: string }, events: GameEvent[]): void {
  const n = s.seats * turns;
  s.extraTurns++;
  // During rest no opponent is on the field to lock (the next one arrives fresh, §7.2): only the extra turn remains.
  if (!s.army.alive) {
    emit(events, "extra_turn", `${source.zh}：場上沒有敵人，魔王軍不受影響；${seatName(seat)}本回合後再多一回合。`, `${source.en}: no opponent is on the field, so the army is not affected; ${seatName(seat)} takes an extra turn after this one.`, { seat, armyTurns: 0 }, seat);
    return;
  }
  emit(events, "extra_turn", `${source.zh}：魔王軍視為 ${s.seats} 位玩家，${n} 個回合無法行動及抽牌；${seatName(seat)}本回合後再多一回合。`, `${source.en}: the army counts as ${s.seats} players and cannot act or draw for ${n} turns; ${seatName(seat)} takes an extra turn after this one.`, { seat, armyTurns: n }, seat);
  lockArmy(s, n, events);
}

/**
 * 幻化 (spec §11.1, seed §9-1): copy the army's 1- or 2-card move of the army turn just before, with Σ from 幻化's own
 * two cards, targets re-aimed from the copier's seat; team-bound riders stay on the team. Nothing to copy (no
 * action, a pass, or a move of 3+ cards): no effect, the cards and the action are spent.
 */
function copyArmyMove(s: SlayingState, seat: number, cards: readonly CardId[], events: GameEvent[]): void {
  const last = s.army.lastAction;
  const found = last && last.cards.length <= 2 ? armyMoveById(last.move) : undefined;
  if (!last || !found) {
    emit(events, "no_effect", "魔王軍上回合沒有可複製的單張或雙張招式，幻化沒有效果。", "The army used no 1- or 2-card move last turn: Metamorphosis has no effect.", { formation: "mimic" }, seat);
    return;
  }
  const move = found.move;
  const name = { zh: `幻化‧${move.zh}`, en: `Metamorphosis: ${move.en}` };
  emit(events, "mimic", `${seatName(seat)}以幻化複製${move.zh}（${cardsZh(cards)}）。`, `${seatName(seat)}'s Metamorphosis copies ${move.en} (${cardsEn(cards)}).`, { copied: move.id, element: last.element, cards: [...cards] }, seat);
  if (move.category !== "spell") playerAttack(s, seat, { name, base: movePoints(move.points!, cards), kind: move.category, element: last.element }, events);
  for (const r of move.riders) applyRider(s, seat, move, r, cards, events);
}

/** 閻王令 (spec §11.10): defeats an opponent at ≤ 40 HP, only while the team stands on its ★; otherwise nothing. */
function outrightWin(s: SlayingState, seat: number, f: CoopFormation, events: GameEvent[]): void {
  const a = s.army;
  const threshold = RULES.outrightWinThreshold.hp;
  if (!a.alive || !onStar(s) || a.hp > threshold) {
    const why = !a.alive ? { zh: "沒有對象", en: "there is no target" } : !onStar(s) ? { zh: "隊伍不在★上", en: "the team is not on the ★" } : { zh: `敵人生命高於 ${threshold}`, en: `the opponent has more than ${threshold} HP` };
    emit(events, "no_effect", `${f.zh}沒有效果（${why.zh}）。`, `${f.en} has no effect (${why.en}).`, { formation: f.id }, seat);
    return;
  }
  emit(events, "outright_win", `${f.zh}！敵人被擊倒。`, `${f.en}! The opponent is defeated.`, { formation: f.id, hp: a.hp }, seat);
  hurtArmy(s, a.hp, events, { zh: f.zh, en: f.en });
}
