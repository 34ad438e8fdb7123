// `npm run bench -- --only move [--game <id>] [--seats S] [--games N] [--tables T]`: what one accepted move costs
// the server's own code, in this process and without a network: the engine's `apply`, the sync of the position into
// the table's schema, and the patch encoded for each seat's view. Read twice: on one table (warm caches), and
// visiting T tables in turn as a loaded server does, each with its own schema, encoder and views (cold caches: the
// figure that matches a server's profile). The load benchmark's CPU per action moves 15–20 % from run to run, which
// hides a change of a few percent of a move's work; these figures move less on a quiet machine, but still with it:
// compare a change with its base in alternate runs (docs/operations.md, Capacity).
import { Encoder, StateView, type Schema } from "@colyseus/schema";
import type { AnyEngine } from "../../shared/src/core/engine";
import { Rng } from "../../shared/src/core/rng";
import { getEngine } from "../../shared/src/games";
import { WIRES } from "../../shared/src/games/wires";
import type { WireBinding } from "../../shared/src/core/wire";
import { percentile, r2 } from "./common";

export interface MoveWorkOptions {
  game: string;
  seats?: number;
  /** Seeded random-vs-random games whose positions are replayed (default 20). */
  games: number;
  /** Tables visited in turn for the cold figures (default 1,000). */
  tables: number;
  seed: string;
}

/** One game's positions in order and the moves between them. */
interface PlayedGame {
  positions: unknown[];
  moves: { seat: number; action: unknown }[];
}

function playGames(engine: AnyEngine, seats: number, games: number, seed: string): PlayedGame[] {
  const options = engine.optionsSchema.parse({});
  return Array.from({ length: games }, (_, g) => {
    const rng = Rng.fromSeed(`${seed}:bot:${g}`);
    let state = engine.setup(options, `${seed}:${g}`, seats);
    const played: PlayedGame = { positions: [state], moves: [] };
    for (let i = 0; i < 5_000 && !engine.result(state); i++) {
      const seat = engine.activeSeats(state)[0];
      const action = engine.bot(state, seat, rng, "random");
      state = engine.apply(state, seat, action).state;
      played.moves.push({ seat, action });
      played.positions.push(state);
    }
    return played;
  });
}

/** A table as the server holds one: its schema, the encoder over it, and one view per seat holding that seat's secrets. */
class TableWire {
  readonly game: Schema;
  private readonly encoder: Encoder;
  private readonly views: StateView[];
  /** The position shown now (an index into the game's positions). */
  at: number;

  constructor(private readonly wire: WireBinding, readonly played: PlayedGame, seats: number, start: number) {
    this.game = new wire.Game();
    this.encoder = new Encoder(this.game);
    this.at = start % played.positions.length;
    wire.sync(played.positions[this.at], this.game);
    this.views = Array.from({ length: seats }, (_, seat) => {
      const view = new StateView();
      for (const ref of wire.seatRefs(this.game, seat)) view.add(ref, -1, false);
      return view;
    });
    this.encoder.encodeAll();
    this.encoder.discardChanges();
  }

  /** The next position into the schema (back to the start after the last); `encode` sends its changes, or they are dropped. */
  sync(encode: boolean): void {
    this.at = (this.at + 1) % this.played.positions.length;
    this.wire.sync(this.played.positions[this.at], this.game);
    if (encode) this.encode();
    else this.encoder.discardChanges();
  }

  /** The patch as the room sends it: the shared part once, then each seat's view. */
  private encode(): void {
    const it = { offset: 0 };
    this.encoder.encode(it);
    const shared = it.offset;
    for (const view of this.views) this.encoder.encodeView(view, shared, it);
    this.encoder.discardChanges();
  }
}

/**
 * Microseconds per call of `step`: the median of five rounds of at least ROUND_MS each, after a warm-up round (the
 * JIT and the collector settle; a round shorter than a few collections reads whichever it met).
 */
const ROUND_MS = 300;
function perCall(step: () => void): number {
  const rounds: number[] = [];
  for (let r = 0; r < 6; r++) {
    const t = performance.now();
    let calls = 0;
    while (performance.now() - t < ROUND_MS) for (let i = 0; i < 100; i++, calls++) step();
    if (r > 0) rounds.push(((performance.now() - t) * 1000) / calls);
  }
  return r2(percentile(rounds.sort((a, b) => a - b), 50));
}

export function moveWorkSection(opts: MoveWorkOptions) {
  const engine = getEngine(opts.game);
  const wire = WIRES[opts.game];
  if (!engine || !wire) throw new Error(`unknown game "${opts.game}"`);
  const seats = opts.seats ?? engine.seatCounts[0];
  if (!engine.seatCounts.includes(seats)) throw new Error(`${opts.game} seats ${engine.seatCounts.join(", ")}, not ${seats}`);
  const games = playGames(engine, seats, opts.games, opts.seed);
  const moves = games.flatMap((g) => g.moves.map((m, i) => ({ ...m, before: g.positions[i] })));
  let next = 0;
  const apply_us = perCall(() => {
    const m = moves[next++ % moves.length];
    engine.apply(m.before, m.seat, m.action);
  });
  const one = new TableWire(wire, games[0], seats, 0);
  const sync_us = perCall(() => one.sync(false));
  const sync_encode_us = perCall(() => one.sync(true));
  const tables = Array.from({ length: opts.tables }, (_, t) => new TableWire(wire, games[t % games.length], seats, t * 7));
  let visit = 0;
  const cold = (step: (t: TableWire) => void) => () => step(tables[visit++ % tables.length]);
  const cold_sync_us = perCall(cold((t) => t.sync(false)));
  const cold_sync_encode_us = perCall(cold((t) => t.sync(true)));
  return { bench: "move-work", game: opts.game, seats, games: games.length, moves: moves.length, tables: tables.length, apply_us, sync_us, sync_encode_us, cold_sync_us, cold_sync_encode_us };
}
