import type { CardId } from "../../cfe/types";
import type { ArmyMove } from "../content";
import { addCard, armySignature, compiledPattern, patternSize, type ArmySignature } from "./patterns";

/**
 * The army's move selection (spec §4.2; seed §5-2.1, §5-2.4). Every non-empty subset of hand positions is tried
 * against every move of the table; the candidate with the smallest key wins:
 *   1. most cards                   [seed §5-2.1 「張數最多」]
 *   2. leftmost first card          [seed §5-2.1 「以最靠左的牌為準」]
 *   3. table row order (priority)   [seed §5-2.4 魔雷閃/火山爆 before 虛無領域; other ties DESIGN]
 *   4. lexicographically smallest list of positions (the leftmost qualifying cards) [DESIGN]
 * No match: the basic strike with the leftmost card; an empty hand passes (§4.4). Pure and total.
 */
export interface Candidate {
  move: ArmyMove;
  /** 0-based hand positions, ascending. */
  positions: number[];
}

/** Why the winner beat the best other candidate (for the event log and the step-by-step replay). */
export type SelectionReason = "only" | "most_cards" | "leftmost" | "priority" | "subset";

export type Selection =
  | { kind: "move"; move: ArmyMove; positions: number[]; reason: SelectionReason; candidates: Candidate[] }
  | { kind: "basic"; positions: number[]; candidates: [] }
  | { kind: "pass"; positions: []; candidates: [] };

function compare(a: Candidate, b: Candidate): number {
  if (a.positions.length !== b.positions.length) return b.positions.length - a.positions.length;
  if (a.positions[0] !== b.positions[0]) return a.positions[0] - b.positions[0];
  if (a.move.priority !== b.move.priority) return a.move.priority - b.move.priority;
  for (let i = 0; i < a.positions.length; i++) if (a.positions[i] !== b.positions[i]) return a.positions[i] - b.positions[i];
  return 0;
}

function reasonOver(win: Candidate, other: Candidate): SelectionReason {
  if (win.positions.length !== other.positions.length) return "most_cards";
  if (win.positions[0] !== other.positions[0]) return "leftmost";
  if (win.move.priority !== other.move.priority) return "priority";
  return "subset";
}

/** Every (move, subset) that matches, best first. Subset signatures are built incrementally (≤ 31 of them). */
export function candidates(hand: readonly CardId[], table: readonly ArmyMove[]): Candidate[] {
  const out: Candidate[] = [];
  const h = hand.length;
  const sigs: ArmySignature[] = new Array(1 << h);
  for (let mask = 1; mask < 1 << h; mask++) {
    const low = mask & -mask;
    const i = 31 - Math.clz32(low);
    const rest = mask ^ low;
    sigs[mask] = rest === 0 ? armySignature([hand[i]]) : addCard(sigs[rest], hand[i], hand[31 - Math.clz32(rest & -rest)]);
    const sig = sigs[mask];
    for (const move of table) {
      if (patternSize(move.pattern) !== sig.n || !compiledPattern(move.pattern)(sig)) continue;
      const positions: number[] = [];
      for (let k = 0; k < h; k++) if (mask & (1 << k)) positions.push(k);
      out.push({ move, positions });
    }
  }
  return out.sort(compare);
}

export function selectMove(hand: readonly CardId[], table: readonly ArmyMove[]): Selection {
  if (hand.length === 0) return { kind: "pass", positions: [], candidates: [] };
  const all = candidates(hand, table);
  if (all.length === 0) return { kind: "basic", positions: [0], candidates: [] };
  const [win, ...rest] = all;
  // The reason is the first key on which the winner beats the runner-up.
  return { kind: "move", move: win.move, positions: win.positions, reason: rest.length ? reasonOver(win, rest[0]) : "only", candidates: all };
}
