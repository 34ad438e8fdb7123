import type { Element } from "../../core/elements";
import type { CardId } from "../cfe/types";
import { armyAttackPoints, movePoints } from "./army/resolve";
import { basicStrikeMove, currentOpponent, moveElement, tableOf } from "./army/moves";
import { selectMove } from "./army/select";
import { MODES, type ArmyMove } from "./content";
import type { SlayingState } from "./types";

/**
 * What the army is likely to do next, read from its FACE-UP cards only (spec §4.2: selection is pure, so a client can
 * preview it). Face-down cards may still change the choice when they flip; `certain` says whether any are unknown.
 * Used by the previews and the bots; it never reads a face-down card, so it is the same on any seat's view.
 */
export interface ArmyForecast {
  move: ArmyMove;
  basic: boolean;
  cards: CardId[];
  category: ArmyMove["category"];
  element: Element | null;
  /** Attack points on the team's current cell (0 for a spell). */
  points: number;
  /** HP the team would lose to the move's spell effects (drain, 虛無領域) — rough, for planning. */
  spellLoss: number;
  certain: boolean;
}

export function forecastArmy(s: SlayingState): ArmyForecast | null {
  const a = s.army;
  if (!a.alive || a.cannotAct > 0) return null;
  const known = a.hand.filter((c) => c.faceUp).map((c) => c.card);
  if (known.length === 0) return null;
  const o = currentOpponent(s);
  const sel = selectMove(known, tableOf(o, MODES[s.options.difficulty].heroRows));
  if (sel.kind === "pass") return null;
  const move = sel.kind === "move" ? sel.move : basicStrikeMove(o);
  const cards = sel.positions.map((i) => known[i]);
  const element = moveElement(move, cards);
  const points = move.category === "spell" ? 0 : armyAttackPoints(s, move, cards, element).points;
  let spellLoss = 0;
  for (const r of move.riders) if (r.kind === "drain" || r.kind === "teamLoss") spellLoss += movePoints(r.points, cards);
  return { move, basic: sel.kind === "basic", cards, category: move.category, element, points, spellLoss, certain: known.length === a.hand.length };
}
