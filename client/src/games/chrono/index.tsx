import { useEffect, useMemo, useState } from "preact/hooks";
import type { GameView, GameViewProps, TurnLabel } from "../types";
import { PreviewPanel, RelationTable } from "./Center";
import type { Ctx } from "./ctx";
import { HandPanel } from "./HandPanel";
import { asChronoView, autoStepOf, legal, owingSeat, seatOrder, targetKey, targetsFor, type ChronoAction, type Source, type TargetRef } from "./model";
import { PhaseBar } from "./PhaseBar";
import { SeatPanel } from "./SeatPanel";
import { cx } from "./strings";
import { TrapRevealLayer } from "./TrapReveal";
import { useAutoStep, useSendAutoStep } from "../stops";

/**
 * 時序之戰 board. The phase bar on top; every other player around the table in turn order (each with attribute,
 * 生存時間 clock, counts and field); you at the bottom with your hand; beside you the preview of what you picked and
 * the relation table. Legality and every number come from the shared engine run on your own redacted view.
 */
function Board({ table, session, mySeat, myView, publicView, blockedReason, act, i18n, viewSeat }: GameViewProps) {
  const { pick } = i18n;
  const finished = table.status === "finished";
  const view = finished ? asChronoView(publicView) ?? asChronoView(myView) : asChronoView(myView) ?? asChronoView(publicView);
  const [source, setSourceRaw] = useState<Source | null>(null);
  const [target, setTarget] = useState<TargetRef | null>(null);
  const [hover, setHover] = useState<TargetRef | null>(null);
  // Every new position starts with a clean selection (the old one may point at a card that moved).
  useEffect(() => {
    setSourceRaw(null);
    setTarget(null);
    setHover(null);
  }, [table.seq]);
  const me = mySeat !== null && view && mySeat < view.seats ? mySeat : null;
  const actions = useMemo<ChronoAction[]>(() => (view && me !== null && !finished ? legal(view, me) : []), [view, me, finished]);
  const autoStep = useAutoStep(view && !finished ? autoStepOf(me, actions) : null);
  // A step with a single legal action completes itself after a moment, once per position.
  useSendAutoStep(autoStep, table.seq, blockedReason, act);
  const marks = useMemo(() => {
    const m = new Map<string, "legal" | "later">();
    if (!view || me === null || !source) return m;
    for (const t of targetsFor(view, me, source, actions)) m.set(targetKey(t.target), t.legal ? "legal" : "later");
    return m;
  }, [view, me, source, actions]);
  if (!view) return <p class="muted cx-rules">{pick(cx("waiting"))}</p>;
  const anchor = me ?? (viewSeat !== undefined && viewSeat < view.seats ? viewSeat : 0);
  const order = seatOrder(view.seats, anchor);
  // With 5–6 players the other seats fill two rows of three: the relation table takes their free cell.
  const relationsAbove = view.seats >= 5;
  const setSource = (s: Source | null) => {
    setSourceRaw(s);
    setTarget(null);
    setHover(null);
  };
  const ctx: Ctx = {
    view,
    me,
    anchor,
    i18n,
    pick,
    actions,
    blockedReason: finished ? i18n.t("reasonNotLegal") : blockedReason,
    autoStep: autoStep !== null,
    act: (a) => {
      setSource(null);
      act(a);
    },
    source,
    setSource,
    target,
    setTarget,
    hover,
    setHover,
    marks,
    seatName: i18n.seatName,
  };
  return (
    <div class={`cx-board cx-seats-${view.seats} ${me === null ? "is-watching" : ""}`} data-testid="chrono-board" data-phase={view.phase} data-current={view.current} data-round={view.round} data-turn={view.turn} data-seats={view.seats}>
      <PhaseBar ctx={ctx} />
      <div class="cx-table">
        <div class={`cx-opponents cx-opp-${view.seats - 1}`}>
          {order.slice(1).map((s) => (
            <SeatPanel key={s} ctx={ctx} seat={s} position="other" />
          ))}
          {relationsAbove && <RelationTable ctx={ctx} />}
        </div>
        <div class="cx-bottom">
          <div class="cx-mine">
            <SeatPanel ctx={ctx} seat={anchor} position="mine" />
            {me !== null ? <HandPanel ctx={ctx} /> : <p class="muted cx-watching" data-testid="watching-note">{pick(cx("spectating"))}</p>}
          </div>
          <div class="cx-center">
            <PreviewPanel ctx={ctx} />
            {!relationsAbove && <RelationTable ctx={ctx} />}
          </div>
        </div>
        <TrapRevealLayer ctx={ctx} events={session.lastEvents} />
      </div>
    </div>
  );
}

/** The turn's player; a seat drawing the cards a card effect owes it (播種, 萬花) acts meanwhile. */
function turnLabel(v: unknown): TurnLabel | null {
  const view = asChronoView(v);
  if (!view || view.phase === "over") return null;
  const owing = owingSeat(view);
  return { turnSeats: [view.current], ...(owing !== null && owing !== view.current ? { respond: cx("respondDraw") } : {}) };
}

export const chronoView: GameView = { Board, turnLabel };
