import { $changes, StateView, type ArraySchema, type ChangeTree, type Schema } from "@colyseus/schema";
import type { AnyEngine } from "../../../shared/src/core/engine";
import { syncList, type WireBinding } from "../../../shared/src/core/wire";

/** The table fields the projection writes: the mode's game schema, the turn number and who is to act. */
export interface ProjectedTable {
  game: Schema;
  turn: number;
  activeSeats: ArraySchema<number>;
}

/** A connected client as far as views go (Colyseus' Client has both). */
export interface Viewer {
  sessionId: string;
  view?: StateView;
}

/**
 * Engine state into the mode's schema and each client's StateView: a seated client's view holds exactly its own
 * seat's secrets, spectators have none, and once the game is over everyone may see everything (the final view).
 */
export class Projection {
  /** The seat whose secrets each seated client's StateView holds (rebuilt whenever seats or the game change). */
  private viewSeat = new Map<string, number>();
  /** engine.view(state, "all") once the game is over, for clients that join a finished table. */
  private finalView: unknown;

  constructor(
    private readonly engine: AnyEngine,
    private readonly wire: WireBinding,
    private readonly table: ProjectedTable,
    /** A view gained or lost secrets: the table has a patch to send even if its state did not change (patchSoon). */
    private readonly viewsChanged: () => void = () => undefined,
  ) {}

  /** The engine state into the schema, in place (only what changed goes out); returns whether the turn changed. */
  sync(gameState: unknown, viewers: Iterable<Viewer>, seatOf: (sessionId: string) => number): boolean {
    if (gameState === undefined) return false;
    const turnBefore = this.table.turn;
    this.wire.sync(gameState, this.table.game);
    this.table.turn = this.engine.turnNumber(gameState);
    syncList(this.table.activeSeats, this.engine.activeSeats(gameState));
    for (const viewer of viewers) {
      const seat = seatOf(viewer.sessionId);
      if (seat >= 0 && this.viewSeat.get(viewer.sessionId) !== seat) this.showSeatTo(viewer, seat);
    }
    return this.table.turn !== turnBefore;
  }

  /**
   * A seated client's StateView holds exactly its own seat's secrets (added without the parent chain, which
   * would leak every root-level @view field). Before the first sync the game has no seats yet; sync() calls
   * this again then. When a client changes seat (a rematch rotation), the old seat's secrets leave its view.
   *
   * A secret the view already shows is not added again: a second `add` queues its lists' items at the indexes they
   * have now, and when the next sync rewrites a list before the patch (a rematch that keeps a seat: a 1-seat table)
   * the client decodes stale items: the new game's hand with a card of the old one (issue 20 item 7).
   */
  showSeatTo(viewer: Viewer, seat: number) {
    const view = (viewer.view ??= new StateView());
    const before = this.viewSeat.get(viewer.sessionId);
    const hidden = before !== undefined && before !== seat ? this.seatRefs(before) : [];
    for (const ref of hidden) forget(view, ref);
    const refs = this.seatRefs(seat);
    const shown = refs.filter((ref) => {
      const tree = ref[$changes];
      return !tree || !view.visible.has(tree);
    });
    for (const ref of shown) view.add(ref, -1, false);
    if (hidden.length || shown.length) this.viewsChanged();
    if (refs.length) this.viewSeat.set(viewer.sessionId, seat);
    else this.viewSeat.delete(viewer.sessionId);
  }

  /**
   * A joining client got its full state: that state already holds everything its view shows, so the additions its
   * view queued meanwhile (`showSeatTo` at join) must not go out again. Sent again in the next patch they arrive
   * as list insertions, and a list that changed in between decodes with an entry too many (@colyseus/schema 3.0
   * keeps a view's queued changes across `encodeAllView`; only `encodeView` clears them).
   */
  fullStateSent(viewer: Viewer) {
    viewer.view?.changes.clear();
  }

  /** Seats moved (a rematch rotation): each seated viewer's view follows its seat; returns those viewers. */
  reseat<V extends Viewer>(viewers: V[], seatOf: (sessionId: string) => number): V[] {
    const seated = viewers.filter((v) => seatOf(v.sessionId) >= 0);
    for (const viewer of seated) this.showSeatTo(viewer, seatOf(viewer.sessionId));
    return seated;
  }

  /** A session left its seat for good (taken over): its view is not rebuilt. */
  forgetSession(sessionId: string) {
    this.viewSeat.delete(sessionId);
  }

  /** The game is over: nobody is to act, and everything may be seen. Returns the final view. */
  reveal(gameState: unknown): unknown {
    syncList(this.table.activeSeats, []);
    this.finalView = this.engine.view(gameState, "all");
    return this.finalView;
  }

  /** The final view of a finished game (undefined while one is played). */
  get final(): unknown {
    return this.finalView;
  }

  newGame() {
    this.finalView = undefined;
  }

  private seatRefs(seat: number): Schema[] {
    return this.wire.seatRefs(this.table.game, seat);
  }
}

/**
 * Takes a seat's secrets out of a view. StateView.remove forgets the ref itself but leaves the trees under it
 * (a hand, its cards) visible, so their later changes would still be encoded for this client: forget those too.
 */
function forget(view: StateView, ref: Schema) {
  view.remove(ref);
  const walk = (tree: ChangeTree | undefined) =>
    tree?.forEachChild((child) => {
      view.visible.delete(child);
      walk(child);
    });
  walk(ref[$changes]);
}
