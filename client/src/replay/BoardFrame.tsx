import { joinNames } from "../names";
import { Component, type ComponentChildren } from "preact";
import { useMemo } from "preact/hooks";
import { Icon } from "../components/Icon";
import { useGameView } from "../games";
import { GenericBoard } from "../games/GenericBoard";
import type { GameViewProps } from "../games/types";
import { Loading, LoadFailed } from "../lazy";
import { fullView, sessionFor, snapshotAt, viewSeatOf, type ReplayModel } from "./model";
import { useRx } from "./strings";

const noop = () => undefined;

/**
 * The mode's own board, fed as a spectator who sees every hand (engine.view(state, "all")), read-only. A board that
 * throws on a position falls back to the generic view of the same data instead of taking the page down.
 */
export function BoardFrame({ model, step }: { model: ReplayModel; step: number }) {
  const { r, i18n } = useRx();
  const p = model.positions[step];
  const publicView = useMemo(() => fullView(model, step), [model, step]);
  const table = useMemo(() => snapshotAt(model, step, publicView), [model, step, publicView]);
  const session = useMemo(() => sessionFor(table, p), [table, p]);
  const [view, retry] = useGameView(model.record.mode);
  const viewSeat = useMemo(() => viewSeatOf(model.record, location.search), [model]);
  const activeNames = joinNames(table.activeSeats.map(i18n.seatName), i18n.lang);
  const props: GameViewProps = {
    table,
    session,
    mySeat: null,
    myView: null,
    publicView,
    isMyTurn: false,
    blockedReason: r("readOnly"),
    act: noop,
    i18n,
    viewSeat,
  };
  if (view.status !== "ready") return view.status === "failed" ? <LoadFailed onRetry={retry} /> : <Loading />;
  const Board = view.value.Board;
  return (
    <section class="panel board-panel replay-board" data-testid="replay-board" data-step={step}>
      <div class="turn-bar">
        <span class="turn-indicator" data-testid="replay-turn-indicator" data-active-seats={table.activeSeats.join(",")}>
          {table.status === "finished" ? i18n.t("statusFinished") : activeNames ? i18n.t("turnOf", { name: activeNames }) : r("turnLabel", { n: p.turn })}
        </span>
        <span class="badge badge-soft">
          <Icon name="eye" size={13} /> {r("allHands")}
        </span>
      </div>
      <BoardBoundary resetKey={step} fallback={(err) => <Fallback props={props} error={err} />}>
        <Board {...props} />
      </BoardBoundary>
    </section>
  );
}

function Fallback({ props, error }: { props: GameViewProps; error: string }) {
  const { r } = useRx();
  return (
    <div data-testid="replay-board-fallback">
      <p class="hint">
        {r("boardFailed")} <code class="muted">{error}</code>
      </p>
      <GenericBoard {...props} />
    </div>
  );
}

interface BoundaryProps {
  resetKey: number;
  fallback: (error: string) => ComponentChildren;
  children: ComponentChildren;
}

class BoardBoundary extends Component<BoundaryProps, { error: string | null }> {
  state = { error: null as string | null };
  static getDerivedStateFromError(e: unknown) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
  componentDidCatch(e: unknown) {
    console.warn("replay board failed", e);
  }
  componentDidUpdate(prev: BoundaryProps) {
    // Another position may render fine again.
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }
  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
