/** Engine state → 弒魔戰爭 wire schema, in place. Redacts exactly as `redact` does (tests hold them equal). */
import { joinIds, joinedLists, joinedNumbers, syncChildren, syncList } from "../../../core/wire";
import { HIDDEN } from "../../cfe/types";
import { syncAdvanced } from "../../cfe/wire/sync";
import type { ArmyCard, CardId, PlayerState, SlayingState } from "../types";
import { privateDraw, publicTransform, seesArmyHand, seesHandOf } from "../view";
import { ShardWire, SlayingPlayerWire, SlayingSecret, type ArmyWire, type SlayingWire, type TeamWire, type TurnWire } from "./schema";

export function syncSlaying(s: SlayingState, w: SlayingWire): void {
  w.seats = s.seats;
  w.difficulty = s.options.difficulty;
  w.privateHands = s.options.privateHands;
  w.professions = s.options.modules.professions;
  w.yanwang = s.options.modules.yanwang;
  w.stars = s.options.modules.stars;
  w.legends = s.options.modules.legends;
  const transformed = publicTransform(s);
  const publicCard = (c: CardId) => (c === transformed ? c : HIDDEN);
  syncChildren(w.players, s.players, () => new SlayingPlayerWire(), (pw, p) => syncPlayer(pw, p, publicCard));
  syncSecrets(s, w);
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
  w.pendingCards = joinedNumbers(w.pendingCards, pending?.kind === "dig" ? pending.cards : NONE);
  w.turn = s.turn;
  syncTurn(s, w.turnState, transformed);
  w.extraTurns = s.extraTurns;
  syncAdvanced(w.advanced, s.advanced);
  w.hasOutcome = s.outcome !== null;
  if (s.outcome) w.outcome.assign({ result: s.outcome.result, ...s.outcome.score });
}

const NONE: readonly number[] = [];

function syncPlayer(w: SlayingPlayerWire, p: PlayerState, publicCard: (c: CardId) => CardId): void {
  w.hand = joinedNumbers(w.hand, p.hand, publicCard);
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

/**
 * The secrets: the team's one when teammates see each other's hands (every seat sees what seat 0 sees, the team's
 * view), else each seat's own. The one a table does not use is absent (its options never change).
 */
function syncSecrets(s: SlayingState, w: SlayingWire): void {
  const shared = !s.options.privateHands;
  w.teammates.secret = shared ? syncSecret(s, 0, w.teammates.secret) : undefined;
  s.players.forEach((_, seat) => (w.players[seat].secret = shared ? undefined : syncSecret(s, seat, w.players[seat].secret)));
}

/** What `seat` may see that spectators may not, into `secret` (a new one when there is none yet). */
function syncSecret(s: SlayingState, seat: number, secret = new SlayingSecret()): SlayingSecret {
  const seats: number[] = [];
  let passives = "";
  for (let other = 0; other < s.players.length; other++) {
    if (!seesHandOf(s, seat, other)) continue;
    seats.push(other);
    const passive = s.players[other].passive;
    if (passive?.covered) passives += `${passives ? ";" : ""}${other}:${passive.formation}:${passive.cards.join(",")}`;
  }
  secret.handsSeen = joinedNumbers(secret.handsSeen, seats);
  secret.hands = joinedLists(secret.hands, s.players.map((p, other) => (seats.includes(other) ? p.hand : NONE)));
  secret.passives = passives;
  const army = seesArmyHand(s, seat);
  secret.seesArmy = army;
  secret.armyHand = army ? joinedNumbers(secret.armyHand, s.army.hand, armyCard) : "";
  const p = s.pending;
  secret.drawn = privateDraw(p) && seesHandOf(s, seat, p.seat) ? joinedNumbers(secret.drawn, p.cards) : "";
  return secret;
}

const armyCard = (c: ArmyCard) => c.card;
const faceUpCard = (c: ArmyCard) => (c.faceUp ? c.card : HIDDEN);

function syncArmy(s: SlayingState, w: ArmyWire): void {
  const a = s.army;
  w.zone = a.zone;
  w.opponent = a.opponent;
  w.alive = a.alive;
  w.hp = a.hp;
  w.maxHp = a.maxHp;
  w.shield = a.shield;
  w.hand = joinedNumbers(w.hand, a.hand, faceUpCard);
  w.cannotAct = a.cannotAct;
  w.cannotDraw = a.cannotDraw;
  const last = a.lastAction;
  w.hasLastAction = last !== null;
  // Its cards are public while they lie on the discard pile (see redact); with no last action the fields are
  // emptied too, so no card id lingers in the decoded state after the discard pile is shuffled into the deck.
  const discard = s.pile.discard;
  const lw = w.lastAction;
  lw.move = last?.move ?? "";
  lw.cards = joinedNumbers(lw.cards, last?.cards ?? NONE, (c) => (discard.includes(c) ? c : HIDDEN));
  lw.positions = joinedNumbers(lw.positions, last?.positions ?? NONE);
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
