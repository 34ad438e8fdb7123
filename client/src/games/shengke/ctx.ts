import type { I18n } from "../../i18n";
import { sameAction, type ShengkeAction, type ShengkeState } from "./model";

/** What the sub-panels share: the view, who you are, the legal actions and how to act or preview. */
export interface Ctx {
  s: ShengkeState;
  me: number | null;
  i18n: I18n;
  legal: ShengkeAction[];
  blocked: string | null;
  act: (a: ShengkeAction) => void;
  /** Show the preview of an action while the pointer is on its button (null to clear). */
  hover: (a: ShengkeAction | null) => void;
  seatName: (seat: number) => string;
}

export function isLegal(ctx: Ctx, a: ShengkeAction): boolean {
  return ctx.legal.some((b) => sameAction(a, b));
}

/** Why a button is disabled, or null when it may be pressed. */
export function reasonFor(ctx: Ctx, a: ShengkeAction): string | null {
  if (ctx.blocked) return ctx.blocked;
  return isLegal(ctx, a) ? null : ctx.i18n.t("reasonNotLegal");
}

/** Hover/focus handlers that preview `a`. */
export function hoverProps(ctx: Ctx, a: ShengkeAction) {
  return {
    onMouseEnter: () => ctx.hover(a),
    onMouseLeave: () => ctx.hover(null),
    onFocusIn: () => ctx.hover(a),
    onFocusOut: () => ctx.hover(null),
  };
}
