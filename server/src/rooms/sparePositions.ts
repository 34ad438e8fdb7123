import type { AnyEngine, ApplyResult } from "../../../shared/src/core/engine";
import type { CopyInto } from "../../../shared/src/games/spareCopies";

/** How many superseded positions a game keeps at most: each move takes one and gives one, so a few are enough. */
const KEPT = 16;

/**
 * Positions of one game that nobody holds any more (superseded by a move at some table), where the next move at any
 * table is built: the position is copied into one (`copyInto`) and the move applied there in place, which is what
 * `engine.apply` does on a fresh copy. Shared by every table of the game, so no table keeps a spare of its own (no
 * heap per table), and a move allocates no new position that would live until the table's next move, about a
 * second: at a thousand tables those copies were a fifth of what each scavenge had to copy (issue 27,
 * docs/operations.md).
 */
export class SparePositions {
  private readonly kept: unknown[] = [];

  /** Without `copyInto` (a game that cannot reuse a position) every move is the engine's `apply`. */
  constructor(private readonly copyInto?: CopyInto) {}

  /** The engine's `apply`, built in a spare position when there is one. The spare is not given back if it throws. */
  apply(engine: AnyEngine, state: unknown, seat: number, action: unknown): ApplyResult<unknown> {
    const spare = this.kept.pop();
    const parsed = spare !== undefined && this.copyInto && engine.applyInPlace ? engine.actionSchema.safeParse(action) : undefined;
    // A malformed action goes to `apply`, which refuses it with the engine's own error.
    if (!parsed?.success) return engine.apply(state, seat, action);
    const next = this.copyInto!(spare as never, state as never);
    return { state: next, events: engine.applyInPlace!(next, seat, parsed.data) };
  }

  /** `state` is held by nobody any more (not a table's current or final position, not a view). */
  give(state: unknown): void {
    if (this.copyInto && this.kept.length < KEPT) this.kept.push(state);
  }
}
