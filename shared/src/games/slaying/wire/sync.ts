/** Engine state → 弒魔戰爭 wire schema, in place. Redacts exactly as `redact` does (tests hold them equal). */
import { joinIds, joinLists, joinNumbers, syncChildren, syncList } from "../../../core/wire";
import { HIDDEN } from "../../cfe/types";
import { syncAdvanced } from "../../cfe/wire/sync";
import type { CardId, PlayerState, SlayingState } from "../types";
import { privateDraw, publicTransform, seesArmyHand, seesHandOf } from "../view";
import { ShardWire, SlayingPlayerWire, type ArmyWire, type SlayingSecret, type SlayingWire, type TeamWire, type TurnWire } from "./schema";

export function syncSlaying(s: SlayingState, w: SlayingWire): void {
  w.seats = s.seats;
  w.difficulty = s.options.difficulty;
  w.privateHands = s.options.privateHands;
  w.professions = s.options.modules.professions;
  w.yanwang = s.options.modules.yanwang;
  w.stars = s.options.modules.stars;
  w.legends = s.options.modules.legends;
  const transformed = publicTransform(s);
  syncChildren(w.players, s.players, () => new SlayingPlayerWire(), (pw, p) => syncPlayer(pw, p, transformed));
  s.players.forEach((_, seat) => syncSecret(s, seat, w.players[seat].secret));
  syncArmy(s, w.army);
  syncTeam(s, w.team);
  w.deckCount = s.pile.deck.length;
  syncList(w.discard, s.pile.discard);
  w.current = s.current;
  w.phase = s.phase;
  const pending = s.pending;
  w.pendingKind = pending?.kind ?? "";
  w.pendingSeat = pending?.seat ?? 0;
  w.pendingCount = pending ? (pending.kind === "chaos" ? pending.count : pending.cards.length) : 0;
  w.pendingCards = joinNumbers(pending?.kind === "dig" ? pending.cards : []);
  w.turn = s.turn;
  syncTurn(s, w.turnState, transformed);
  w.extraTurns = s.extraTurns;
  syncAdvanced(w.advanced, s.advanced);
  w.hasOutcome = s.outcome !== null;
  if (s.outcome) w.outcome.assign({ result: s.outcome.result, ...s.outcome.score });
}

function syncPlayer(w: SlayingPlayerWire, p: PlayerState, transformed: CardId | undefined): void {
  w.hand = joinNumbers(p.hand.map((c) => (c === transformed ? c : HIDDEN)));
  w.shield = p.shield;
  const passive = p.passive;
  w.hasPassive = passive !== null;
  w.passiveFormation = passive ? (passive.covered ? "hidden" : passive.formation) : "";
  w.passiveCount = passive?.cards.length ?? 0;
  w.passiveCovered = passive?.covered ?? false;
  w.cannotAct = p.cannotAct;
  w.cannotDraw = p.cannotDraw;
  w.lastFormation = p.lastFormation ?? "";
}

/** What `seat` may see that others may not: hands (and their covered passives), its draw, the army's hidden cards. */
function syncSecret(s: SlayingState, seat: number, secret: SlayingSecret): void {
  const seen = s.players.map((_, other) => seesHandOf(s, seat, other));
  secret.handsSeen = joinNumbers(seen.flatMap((sees, other) => (sees ? [other] : [])));
  secret.hands = joinLists(s.players.map((p, other) => (seen[other] ? p.hand : [])));
  secret.passives = s.players
    .flatMap((p, other) => (seen[other] && p.passive?.covered ? [`${other}:${p.passive.formation}:${joinNumbers(p.passive.cards)}`] : []))
    .join(";");
  const army = seesArmyHand(s, seat);
  secret.seesArmy = army;
  secret.armyHand = army ? joinNumbers(s.army.hand.map((c) => c.card)) : "";
  const p = s.pending;
  secret.drawn = privateDraw(p) && seesHandOf(s, seat, p.seat) ? joinNumbers(p.cards) : "";
}

function syncArmy(s: SlayingState, w: ArmyWire): void {
  const a = s.army;
  w.zone = a.zone;
  w.opponent = a.opponent;
  w.alive = a.alive;
  w.hp = a.hp;
  w.maxHp = a.maxHp;
  w.shield = a.shield;
  w.hand = joinNumbers(a.hand.map((c) => (c.faceUp ? c.card : HIDDEN)));
  w.cannotAct = a.cannotAct;
  w.cannotDraw = a.cannotDraw;
  const last = a.lastAction;
  w.hasLastAction = last !== null;
  // Its cards are public while they lie on the discard pile (see redact); with no last action the fields are
  // emptied too, so no card id lingers in the decoded state after the discard pile is shuffled into the deck.
  const inDiscard = new Set(s.pile.discard);
  const lw = w.lastAction;
  lw.move = last?.move ?? "";
  lw.cards = joinNumbers(last ? last.cards.map((c) => (inDiscard.has(c) ? c : HIDDEN)) : []);
  lw.positions = joinNumbers(last?.positions ?? []);
  lw.category = last?.category ?? "";
  lw.element = last?.element ?? "";
  lw.residualElement = last?.residual.element ?? "";
  lw.residualLevel = last?.residual.level ?? 0;
  w.turns = a.turns;
}

function syncTeam(s: SlayingState, w: TeamWire): void {
  const t = s.team;
  w.hp = t.hp;
  w.maxHp = t.maxHp;
  w.cell = t.cell;
  w.remaining = t.remaining;
  w.frozen = t.frozen;
  w.fetter = t.fetter;
  w.hasScorch = t.scorch !== null;
  w.scorchPerTick = t.scorch?.perTick ?? 0;
  w.scorchTicks = t.scorch?.ticks ?? 0;
  syncChildren(w.shards, t.shards, () => new ShardWire(), (sw, x) => sw.assign({ element: x.element, card: x.card, used: x.used, site: x.site }));
  w.points = t.points;
  w.tokens = joinIds(t.tokens);
  w.weakHits = t.weakHits;
}

function syncTurn(s: SlayingState, w: TurnWire, transformed: CardId | undefined): void {
  const t = s.turnState;
  w.seat = t.seat;
  w.extra = t.extra;
  w.stage = t.stage;
  w.fettered = t.fettered;
  w.dug = t.dug;
  w.shardUsed = t.shardUsed;
  w.hasTransform = t.transform !== null;
  w.transformCard = t.transform && transformed !== undefined ? t.transform.card : HIDDEN;
  w.transformElement = t.transform?.element ?? "";
  w.attackBonus = t.attackBonus;
  w.ignoreArmyShield = t.ignoreArmyShield;
  w.action = t.action ?? "";
  w.attackElement = t.attackElement ?? "";
  w.drawBonus = t.drawBonus;
}
