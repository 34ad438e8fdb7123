import { HandCard } from "./Card";
import type { Ctx } from "./ctx";
import { sortHand } from "./model";
import { cx } from "./strings";
import { EveryStopPref } from "../stops";

/**
 * Your hand (zone B). Clicking a card picks it: its legal targets light up around the table and the preview shows
 * what it would do; in the discard phases the preview offers to discard it. Cards the engine offers no move for in
 * this phase are dimmed, but can still be picked to plan.
 */
export function HandPanel({ ctx }: { ctx: Ctx }) {
  const { view, me, pick, i18n } = ctx;
  if (me === null) return null;
  const hand = view.players[me].hand;
  const usable = new Set(ctx.actions.flatMap((a) => ("card" in a ? [a.card] : [])));
  const picked = ctx.source?.kind === "card" ? ctx.source.card : null;
  return (
    <section class="cx-hand-panel" data-testid="my-hand" data-count={hand.length}>
      <header class="cx-hand-head">
        <strong>{pick(cx("yourHand"))}</strong>
        <span class="muted">{pick(cx("handCount", { n: hand.length }))}</span>
        <EveryStopPref i18n={i18n} class="cx-every-stop" />
      </header>
      <div class="cx-hand" role="group" aria-label={pick(cx("yourHand"))}>
        {sortHand(view, hand).map((c) => (
          <HandCard key={c} view={view} card={c} lang={i18n.lang} selected={picked === c} dim={ctx.actions.length > 0 && !usable.has(c)} onClick={() => ctx.setSource(picked === c ? null : { kind: "card", card: c })} />
        ))}
        {hand.length === 0 && <span class="muted">{pick(cx("handEmpty"))}</span>}
      </div>
    </section>
  );
}
