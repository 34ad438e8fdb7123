import type { I18n, LocalText } from "../../i18n";
import type { ChronoAction, ChronoState, Source, TargetRef } from "./model";

/** What every part of the board needs: the view, your seat, the engine's legal actions, the selection, `act`. */
export interface Ctx {
  view: ChronoState;
  /** Your seat, or null when watching. */
  me: number | null;
  /** The seat the table is drawn from (you, or the seat a spectator follows). */
  anchor: number;
  i18n: I18n;
  pick: (t: LocalText) => string;
  /** The engine's legal actions for you on your own view ([] when you cannot act). */
  actions: ChronoAction[];
  /** Why you cannot act now (from the shell), or null. */
  blockedReason: string | null;
  act: (a: ChronoAction) => void;
  /** The client is about to take your only legal action for you (you did not ask to stop at every step). */
  autoStep: boolean;
  source: Source | null;
  setSource: (s: Source | null) => void;
  target: TargetRef | null;
  setTarget: (t: TargetRef | null) => void;
  hover: TargetRef | null;
  setHover: (t: TargetRef | null) => void;
  /** Highlighted targets of the selected source by key: "legal" now, or "later" (listed, but not in this phase). */
  marks: Map<string, "legal" | "later">;
  seatName: (seat: number) => string;
}

/** The reason an action button is disabled, or null when the engine lists the action as legal. */
export function reasonFor(ctx: Ctx, a: ChronoAction | null, fallback?: string): string | null {
  if (ctx.blockedReason) return ctx.blockedReason;
  if (a && ctx.actions.some((x) => JSON.stringify(x) === JSON.stringify(a))) return null;
  return fallback ?? ctx.i18n.t("reasonNotLegal");
}
