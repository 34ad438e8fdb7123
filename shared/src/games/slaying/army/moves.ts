import type { Element } from "../../../core/elements";
import { cardElement } from "../../cfe/cards";
import type { CardId } from "../../cfe/types";
import { movesFor, opponentById, OPPONENTS, type ArmyMove, type Opponent } from "../content";
import type { SlayingState } from "../types";
import { pairElement } from "./patterns";

/** The opponent on the field, its table in this mode, and moves by id (including the basic strike, §4.4). */
export function currentOpponent(s: SlayingState): Opponent {
  return opponentById(s.army.opponent)!;
}

const tableCache = new Map<string, ArmyMove[]>();
export function tableOf(o: Opponent, heroRows: boolean): ArmyMove[] {
  const key = `${o.id}:${heroRows}`;
  let t = tableCache.get(key);
  if (!t) tableCache.set(key, (t = movesFor(o, heroRows)));
  return t;
}

/**
 * The basic strike as a move: any one card (it is never matched, selection falls back to it with the leftmost card),
 * an elemental attack of that card's element ("ofPair": the element of the cards it used), level + B (§4.4).
 */
const ANY_ONE_CARD = { kind: "pool", elements: ["metal", "wood", "water", "fire", "earth"], size: 1, min: {} } as const;
export function basicStrikeMove(o: Opponent): ArmyMove {
  const b = o.basicStrike;
  return { id: b.id, zh: b.zh, en: b.en, priority: Number.MAX_SAFE_INTEGER, clause: b.clause, pattern: { ...ANY_ONE_CARD, elements: [...ANY_ONE_CARD.elements] }, category: "elemental", element: "ofPair", points: { perLevelSum: 1, flat: b.bonus }, riders: [] };
}

/** Any army move by id (for 幻化 copies and previews): table rows, 英雄 rows and basic strikes of every opponent. */
export function armyMoveById(id: string): { move: ArmyMove; opponent: Opponent; basic: boolean } | undefined {
  for (const o of OPPONENTS) {
    if (o.basicStrike.id === id) return { move: basicStrikeMove(o), opponent: o, basic: true };
    const m = [...o.moves, o.heroRow].find((x) => x.id === id);
    if (m) return { move: m, opponent: o, basic: false };
  }
  return undefined;
}

/** The element of an elemental move as used with these cards ("ofPair": the pair's; a basic strike: its card's). */
export function moveElement(move: ArmyMove, cards: readonly CardId[]): Element | null {
  if (move.category !== "elemental") return null;
  if (move.element === "ofPair") return cards.length === 1 ? cardElement(cards[0]) : pairElement(cards);
  return move.element ?? null;
}
