/**
 * Leak scans for 弒魔戰爭 (card ids are numbers, so a scan reads fields, not raw text): every card a decoded state or
 * a message names, checked against the rules' hidden set (`hiddenCardIds`) of the position it belongs to.
 */
import { HIDDEN } from "../../shared/src/games/cfe/types";
import { hiddenCardIds, type SlayingState } from "../../shared/src/games/slaying";
import type { Viewer } from "../../shared/src/core/engine";

/**
 * Every field, in the wire schema and in event data, whose numbers are card ids. Anything else holding a card would
 * be a new field: `schemaCardFields` below fails when the schema grows one this list does not know.
 */
export const CARD_KEYS = new Set(["hand", "hands", "passives", "cards", "card", "discard", "discarded", "armyHand", "drawn", "passiveCards", "pendingCards", "transformCard", "effective", "qualifying", "virtual", "virtualCard"]);

/**
 * Card ids named anywhere in `x` (a decoded state's JSON, a message), under the card-bearing keys: numbers, and the
 * numbers of a joined list, as the schema sends rarely-changing card lists: "305,-1,112", several lists joined with
 * ";" ("305;;112,141"), and entries whose cards follow a label ("2:counter:310,222").
 */
export function cardsNamed(x: unknown, out: number[] = [], underCardKey = false): number[] {
  if (Array.isArray(x)) for (const v of x) cardsNamed(v, out, underCardKey);
  else if (x && typeof x === "object") for (const [k, v] of Object.entries(x)) cardsNamed(v, out, CARD_KEYS.has(k));
  else if (underCardKey && typeof x === "number" && x !== HIDDEN) out.push(x);
  else if (underCardKey && typeof x === "string") for (const part of joinedCards(x)) if (/^-?\d+$/.test(part) && Number(part) !== HIDDEN) out.push(Number(part));
  return out;
}

const joinedCards = (text: string): string[] => text.split(";").flatMap((entry) => entry.slice(entry.lastIndexOf(":") + 1).split(","));

/** The cards of `x` that `viewer` may not see in position `s`. */
export function hiddenNamed(x: unknown, s: SlayingState, viewer: Viewer): number[] {
  const hidden = new Set(hiddenCardIds(s, viewer));
  return cardsNamed(x).filter((c) => hidden.has(c));
}

/** Where a card is ("hand:1", "passive:0", "army-down", "army-up", "pending", "shard", "deck", "discard", "out"). */
export function whereIs(s: SlayingState, c: number): string {
  for (let i = 0; i < s.players.length; i++) {
    if (s.players[i].hand.includes(c)) return `hand:${i}`;
    if (s.players[i].passive?.cards.includes(c)) return `passive:${i}`;
  }
  const a = s.army.hand.find((x) => x.card === c);
  if (a) return a.faceUp ? "army-up" : "army-down";
  if (s.pending && "cards" in s.pending && s.pending.cards.includes(c)) return "pending";
  if (s.team.shards.some((x) => x.card === c)) return "shard";
  if (s.pile.deck.includes(c)) return "deck";
  return s.pile.discard.includes(c) ? "discard" : "out";
}

/**
 * Cards named in `line`, one of the lines of one action (`actionLines`, all of them), that `viewer` had no right to:
 * hidden from it both before and after the action, unless the action showed them publicly — a card that left a
 * hand, a draw being chosen from, a covered passive or the army's face-down cards for anywhere but a covered passive
 * (a formation, a flipped passive, a burned or buried card, the army's action, 聖風's take), even when the draw then
 * takes it out of sight again, or a card a public line of the action turned face up (SHOWN_BY_RULE). A card that
 * was and stays in the deck, or goes from the deck to a hidden place, unseen, is always a leak: the deck order and
 * the army's draws.
 */
export function leakedInLine(line: unknown, before: SlayingState, after: SlayingState, viewer: Viewer, actionLines: readonly unknown[] = [line]): number[] {
  const hb = new Set(hiddenCardIds(before, viewer));
  const ha = new Set(hiddenCardIds(after, viewer));
  const shownByRule = new Set(actionLines.flatMap(publiclyMoved));
  return cardsNamed(line).filter((c) => {
    if (!hb.has(c) || !ha.has(c) || shownByRule.has(c)) return false;
    const [from, to] = [whereIs(before, c), whereIs(after, c)];
    const shown = /^(hand|passive):|^army-down$|^pending$/.test(from) && from !== to && !to.startsWith("passive:");
    return !shown;
  });
}

/**
 * Public lines whose rule turns cards face up for everyone, by the data field naming them. Their cards may be out of
 * sight again by the end of the same action (the army's used cards reshuffled and drawn back face down; 黑暗埋塵's
 * cards on top of the deck drawn by the army or, at one seat, by the player), so the places before and after the
 * action cannot tell: the line itself is the reveal. 黑暗埋塵's `bury` line: docs/rules/slaying.md.
 */
const SHOWN_BY_RULE: Record<string, string> = { army_select: "hand", army_reveal: "hand", bury: "cards", draw_discard: "card" };

function publiclyMoved(line: unknown): number[] {
  const l = line as { type?: string; visibleTo?: unknown; private?: unknown; data?: Record<string, unknown> };
  const key = l.type !== undefined && !l.visibleTo && !l.private ? SHOWN_BY_RULE[l.type] : undefined;
  return key ? cardsNamed(l.data?.[key] === undefined ? [] : { [key]: l.data[key] }) : [];
}
