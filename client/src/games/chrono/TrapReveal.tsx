import { useEffect, useState } from "preact/hooks";
import type { TableSession } from "../../tableState";
import type { Ctx } from "./ctx";
import { CARD_DEFS, named, trapReveals, type TrapReveal } from "./model";
import { cx } from "./strings";

/** How long a sprung trap stays face up in the middle of the table. */
const SHOW_MS = 2600;

/**
 * Traps that sprang in the latest batch of events (`session.lastEvents`, type "trap"), flipped face up over the
 * table one after another. The card itself is public from then on (it lies in its owner's 回收場).
 */
export function TrapRevealLayer({ ctx, events }: { ctx: Ctx; events: TableSession["lastEvents"] }) {
  const [shown, setShown] = useState<TrapReveal[]>([]);
  useEffect(() => {
    const fresh = trapReveals(events, ctx.view);
    if (fresh.length === 0) return;
    setShown(fresh);
    const timer = setTimeout(() => setShown([]), SHOW_MS);
    return () => clearTimeout(timer);
  }, [events]);
  if (shown.length === 0) return null;
  return (
    <div class="cx-trap-layer" data-testid="trap-reveal" data-traps={shown.map((r) => r.trap ?? "").join(",")} aria-live="polite">
      {shown.map((r, i) => {
        const def = r.trap ? CARD_DEFS[r.trap] : undefined;
        return (
          <div key={r.key} class="cx-trap-flip" style={{ animationDelay: `${i * 0.35}s` }} data-trap={r.trap ?? ""} data-seat={r.seat}>
            <span class="cx-card cx-kind-trap cx-trap-face" data-testid="revealed-trap">
              <span class="cx-card-kind">{ctx.pick(cx("kind_trap"))}</span>
              <span class="cx-card-name">{def ? named({ zh: def.name, en: def.en }, ctx.i18n.lang) : ctx.pick(cx("kind_trap"))}</span>
              <span class="cx-card-text">{def?.kind === "trap" ? named(def.text, ctx.i18n.lang) : ""}</span>
            </span>
            <span class="cx-trap-caption">{ctx.pick(cx("trapSprang", { name: ctx.seatName(r.seat) }))}</span>
          </div>
        );
      })}
    </div>
  );
}
