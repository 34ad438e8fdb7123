/** How many superseded positions a game keeps at most: each move takes one and gives one, so a few are enough. */
const KEPT = 16;

/**
 * Positions of one game that nobody holds any more (superseded by a move at some table), handed to the engine to
 * build a next one in (`apply`'s spare). Shared by every table of the game: the position one table's move superseded
 * a moment ago is where the next move at any table is built, so no table keeps a spare of its own (no heap per table)
 * and a move allocates no new position that would live until the table's next move, about a second: at a thousand
 * tables those copies were a fifth of what each scavenge had to copy (issue 27, docs/operations.md).
 */
export class SparePositions {
  private readonly kept: unknown[] = [];

  take(): unknown {
    return this.kept.pop();
  }

  /** `state` is held by nobody any more (not a table's current or final position, not a view). */
  give(state: unknown): void {
    if (this.kept.length < KEPT) this.kept.push(state);
  }
}

const byGame = new Map<string, SparePositions>();

/** The process's spare positions of the game `engineId`. */
export function sparePositionsOf(engineId: string): SparePositions {
  let spares = byGame.get(engineId);
  if (!spares) byGame.set(engineId, (spares = new SparePositions()));
  return spares;
}
