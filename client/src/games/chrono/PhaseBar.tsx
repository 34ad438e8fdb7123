import { Btn } from "../../components/Button";
import type { ChronoAction } from "./model";
import { actorOf, ATTRS, compensationFor, attrName, handTarget, KINDS, RULES, TURN_PHASES, turnPhaseOf } from "./model";
import { reasonFor, type Ctx } from "./ctx";
import { cx } from "./strings";
import { autoSteppingText } from "../stops";

/**
 * The round, the six phases of the turn with the current one lit [SEED 階段 1–6], what you must do now, and the
 * buttons of this moment (choose attribute, draw from a deck, done discarding, attack, end attacks, skip). Every
 * button is one of the engine's legal actions; a button that is not legal now says why.
 */
export function PhaseBar({ ctx }: { ctx: Ctx }) {
  const { view, pick, me } = ctx;
  const now = turnPhaseOf(view.phase);
  const actor = actorOf(view);
  const mine = me !== null && actor === me;
  const owed = actor !== null && view.players[actor].owedDraws > 0;
  const name = actor === null ? "" : ctx.seatName(actor);
  const hand = me !== null ? view.players[me].hand.length : 0;
  let must = "";
  if (view.phase === "over") must = pick(cx("gameOver"));
  else if (!mine) must = view.phase === "attr" ? pick(cx("waitingAttr", { name })) : pick(cx("waitingFor", { name }));
  else if (ctx.autoStep) must = pick(autoSteppingText);
  else if (owed) must = pick(cx("mustOwed", { n: view.players[me].owedDraws }));
  else
    switch (view.phase) {
      case "attr": must = pick(cx("mustAttr")); break;
      case "opening": must = pick(cx("mustOpening", { n: hand, target: RULES.openingHand.value + (compensationFor(view.seats, view.players[me].position).extraOpening ?? 0) })); break;
      case "discard": must = pick(cx("mustDiscard")); break;
      case "draw": must = pick(cx("mustDraw", { n: hand, target: handTarget(view, me) })); break;
      case "deploy": must = pick(cx("mustDeploy")); break;
      case "attack": must = pick(cx("mustAttack")); break;
      case "prepare": must = pick(cx("mustPrepare")); break;
      case "trim": must = pick(cx("mustTrim", { n: RULES.endHandLimit.value })); break;
    }
  const btn = (a: ChronoAction, label: string, testId: string, kind: "primary" | "secondary" | "ghost" = "secondary", why?: string) => (
    <Btn key={testId} size="sm" kind={kind} testId={testId} disabledReason={reasonFor(ctx, a, why)} onClick={() => ctx.act(a)}>
      {label}
    </Btn>
  );
  const drawing = mine && (owed || view.phase === "opening" || view.phase === "draw");
  return (
    <div class={`cx-phasebar ${mine ? "is-mine" : ""}`} data-testid="chrono-phasebar" data-phase={view.phase} data-round={view.round} data-actor={actor ?? ""} data-auto-step={String(mine && ctx.autoStep)}>
      <span class="cx-round" data-testid="chrono-round">{pick(cx("roundN", { n: view.round }))}</span>
      <ol class="cx-phases">
        {TURN_PHASES.map((p, i) => (
          <li key={p} class={`cx-phase ${p === now ? "is-now" : now && TURN_PHASES.indexOf(now) > i ? "is-done" : ""}`} data-testid={`phase-${p}`} data-now={String(p === now)}>
            <span class="cx-phase-n">{i + 1}</span>
            {pick(cx(`phase_${p}`))}
          </li>
        ))}
      </ol>
      <span class="cx-must" data-testid="chrono-must">{must}</span>
      {mine && !ctx.blockedReason && (
        <span class="cx-bar-actions">
          {view.phase === "attr" && !owed && ATTRS.map((a) => btn({ type: "chooseAttr", attr: a }, attrName(a, ctx.i18n.lang), `choose-attr-${a}`))}
          {drawing &&
            KINDS.map((k) => (
              <Btn key={k} size="sm" kind="primary" testId={`draw-${k}`} disabledReason={reasonFor(ctx, { type: "draw", deck: k }, pick(cx("deckLeft", { n: 0 })))} onClick={() => ctx.act({ type: "draw", deck: k })}>
                {pick(cx("drawFrom", { deck: pick(cx(`deck_${k}`)) }))} <span class="cx-btn-note">{pick(cx("deckLeft", { n: view.players[me].decks[k].length }))}</span>
              </Btn>
            ))}
          {!owed && view.phase === "discard" && btn({ type: "endDiscard" }, pick(cx("endDiscard")), "end-discard", "primary")}
          {!owed && view.phase === "deploy" && btn({ type: "beginAttack" }, pick(cx("attackBtn")), "begin-attack", "primary", pick(cx("rNoAttacker")))}
          {!owed && view.phase === "deploy" && btn({ type: "skip" }, pick(cx("skipDeploy")), "skip-deploy")}
          {!owed && view.phase === "attack" && btn({ type: "endAttack" }, pick(cx("endAttack")), "end-attack", "primary")}
          {!owed && view.phase === "prepare" && btn({ type: "skip" }, pick(cx("skipPrepare")), "skip-prepare")}
        </span>
      )}
      <details class="cx-rules" data-testid="chrono-rules">
        <summary>{pick(cx("rulesTitle"))}</summary>
        <p>{pick(cx("rules"))}</p>
      </details>
    </div>
  );
}
