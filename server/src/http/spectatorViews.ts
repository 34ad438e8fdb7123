import type { AnyEngine } from "../../../shared/src/core/engine";
import { StorageUnavailableError } from "../records/errors";
import type { GameRecordStore } from "../records/contract";
import type { GameRow } from "../records/rows";

interface Entry {
  engine: AnyEngine;
  /** The position after `actions` recorded actions; null when the record does not replay that far. */
  state: unknown;
  actions: number;
  view: unknown;
}

/**
 * What a spectator sees of running games, for `GET /api/records/:id`. Rebuilding a position from the seed costs
 * 30–100 ms for a long 生剋棋 game, and anyone can ask again and again; so positions are kept per game and keyed by
 * the number of recorded actions: a repeat costs one COUNT query, a game that moved on replays only the new actions.
 * At most `maxGames` positions are kept (least recently asked for goes first).
 */
export class SpectatorViews {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly store: GameRecordStore, readonly maxGames = 64) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * The spectator view of `game` as recorded now, or null when its record does not replay (`onError` hears why,
   * once per new action count: a broken record is not replayed again until it changes).
   */
  async view(game: GameRow, engine: AnyEngine, onError: (err: unknown) => void = () => undefined): Promise<unknown> {
    const count = await this.store.actionCount(game.id);
    let entry = this.entries.get(game.id);
    this.entries.delete(game.id);
    if (!entry || entry.engine !== engine || entry.actions > count || (entry.state === null && entry.actions !== count)) entry = undefined;
    if (!entry || entry.actions < count) {
      try {
        entry = await this.advance(game, engine, entry);
      } catch (err) {
        if (err instanceof StorageUnavailableError) throw err;
        onError(err);
        entry = { engine, state: null, actions: count, view: null };
      }
    }
    this.entries.set(game.id, entry);
    while (this.entries.size > this.maxGames) this.entries.delete(this.entries.keys().next().value!);
    return entry.view;
  }

  /** From the cached position (or the seed) through the actions recorded since. */
  private async advance(game: GameRow, engine: AnyEngine, from: Entry | undefined): Promise<Entry> {
    let state = from ? from.state : engine.setup(engine.optionsSchema.parse(game.options), game.seed, game.seats.length);
    const done = from ? from.actions : 0;
    const news = await this.store.getActions(game.id, done);
    for (const a of news) state = engine.apply(state, a.seat, engine.actionSchema.parse(a.action)).state;
    return { engine, state, actions: done + news.length, view: engine.view(state, "spectator") };
  }

  /** A finished game is served from its record; its position is no longer needed here. */
  forget(gameId: string): void {
    this.entries.delete(gameId);
  }
}
