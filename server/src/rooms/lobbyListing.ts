/**
 * A table's entry in the lobby, and when the lobby hears of it. Colyseus' realtime lobby sends every change of a
 * listed table to every lobby client (and looks the table up among all rooms to do it), so every turn of every public
 * table reached every open lobby tab: 108 updates a second at 400 活俠決鬥者 tables (`npm run bench:load -- --game
 * duelist --tables 400 --lobby-watchers 5`; docs/operations.md, "The lobby under load"). Seats, status, spectators and
 * the table's settings are what a lobby visitor acts on, so they go out at once; a change of the turn number alone
 * goes out at most once per `turnRefreshMs` for each table, the newest turn when that time has passed (a table that
 * stops moving still shows its last turn within it).
 */
const SWEEP_MS = 1_000;

/** Tables whose turn moved since the lobby last heard of them. */
const waiting = new Set<LobbyListing>();
let sweep: NodeJS.Timeout | undefined;

export class LobbyListing {
  private publishedAt = -Infinity;

  constructor(
    /** Writes the table's metadata and tells the lobby (never throws: failures are its own to log). */
    private readonly publish: () => void,
    private readonly turnRefreshMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Something a lobby visitor acts on changed: the lobby hears now. */
  changed(): void {
    waiting.delete(this);
    this.publishedAt = this.now();
    this.publish();
  }

  /** Only the turn number moved. */
  turnMoved(): void {
    if (this.due()) return this.changed();
    waiting.add(this);
    sweep ??= startSweep();
  }

  /** The table is gone (Colyseus removes it from the lobby itself). */
  close(): void {
    waiting.delete(this);
  }

  due(): boolean {
    return this.now() - this.publishedAt >= this.turnRefreshMs;
  }
}

function startSweep(): NodeJS.Timeout {
  const timer = setInterval(() => {
    for (const listing of waiting) if (listing.due()) listing.changed();
    if (waiting.size === 0) {
      clearInterval(timer);
      sweep = undefined;
    }
  }, SWEEP_MS);
  // Tables keep a server alive, not the lobby's refresh.
  timer.unref();
  return timer;
}

/** Tables waiting for their turn to reach the lobby (tests). */
export const waitingListings = () => waiting.size;
