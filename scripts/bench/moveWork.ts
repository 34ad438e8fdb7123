// `npm run bench -- --only move [--game <id>] [--seats S] [--games N] [--tables T]`: what one accepted move costs
// the server's own code, in this process and without a network, in the server's order: the engine's `apply` (a fresh
// copy of the position), the sync of the new position into the table's schema, and the patch encoded for each seat's
// view. Read twice: on one table (warm caches), and visiting T tables in turn as a loaded server does, each with its
// own position, schema, encoder and views (`cold_…`: cold caches, the figures a server's profile matches).
// The load benchmark's CPU per action moves 15–20 % from run to run, which hides a change of a few percent of a
// move's work; these figures move less on a quiet machine, but still with it: compare a change with its base in
// alternate runs (docs/operations.md, Capacity).
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
  /** Seeded random-vs-random games whose moves are replayed (default 20). */
  games: number;
  /** Tables visited in turn for the cold figures (default 1,000). */
  tables: number;
  seed: string;
}

type Move = { seat: number; action: unknown };

/** Seeded random-vs-random games: each one's first position and its moves, replayed by the tables below. */
function playGames(engine: AnyEngine, seats: number, games: number, seed: string): { start: unknown; moves: Move[] }[] {
  const options = engine.optionsSchema.parse({});
  return Array.from({ length: games }, (_, g) => {
    const rng = Rng.fromSeed(`${seed}:bot:${g}`);
    const start = engine.setup(options, `${seed}:${g}`, seats);
    const moves: Move[] = [];
    let state = start;
    for (let i = 0; i < 5_000 && !engine.result(state); i++) {
      const seat = engine.activeSeats(state)[0];
      const action = engine.bot(state, seat, rng, "random");
      state = engine.apply(state, seat, action).state;
      moves.push({ seat, action });
    }
    return { start, moves };
  });
}

/** Time spent in each part of a move, summed over the moves counted. */
class PartTimes {
  apply = 0;
  sync = 0;
  encode = 0;
  moves = 0;
}

/**
 * A table as the server holds one: its position, its schema, the encoder over it, and one view per seat holding that
 * seat's secrets. It replays a recorded game move by move, and starts it again after the last.
 */
class ReplayedTable {
  private readonly game: Schema;
  private readonly encoder: Encoder;
  private readonly views: StateView[];
  private state: unknown;
  private next: number;

  constructor(private readonly engine: AnyEngine, private readonly wire: WireBinding, private readonly played: { start: unknown; moves: Move[] }, seats: number, skip: number) {
    this.game = new wire.Game();
    this.encoder = new Encoder(this.game);
    this.state = played.start;
    this.next = 0;
    // Tables start at different points of their games, as a server's do.
    while (this.next < skip % played.moves.length) {
      const { seat, action } = played.moves[this.next++];
      this.state = engine.apply(this.state, seat, action).state;
    }
    wire.sync(this.state, this.game);
    this.views = Array.from({ length: seats }, (_, seat) => {
      const view = new StateView();
      for (const ref of wire.seatRefs(this.game, seat)) view.add(ref, -1, false);
      return view;
    });
    this.encoder.encodeAll();
    this.encoder.discardChanges();
  }

  /** The next move: applied, synced into the schema and encoded as the room sends it (shared part, then each view). */
  move(times: PartTimes): void {
    const t0 = performance.now();
    if (this.next === this.played.moves.length) {
      this.state = this.played.start;
      this.next = 0;
    } else {
      const { seat, action } = this.played.moves[this.next++];
      this.state = this.engine.apply(this.state, seat, action).state;
    }
    const t1 = performance.now();
    this.wire.sync(this.state, this.game);
    const t2 = performance.now();
    const it = { offset: 0 };
    this.encoder.encode(it);
    const shared = it.offset;
    for (const view of this.views) this.encoder.encodeView(view, shared, it);
    this.encoder.discardChanges();
    const t3 = performance.now();
    times.apply += t1 - t0;
    times.sync += t2 - t1;
    times.encode += t3 - t2;
    times.moves++;
  }
}

/**
 * Microseconds per move of each part: the median over five rounds of at least ROUND_MS each, after a warm-up round
 * (the JIT and the collector settle; a round shorter than a few collections reads whichever it met).
 */
const ROUND_MS = 300;
function perMove(tables: ReplayedTable[]): { apply: number; sync: number; encode: number; move: number } {
  const rounds: PartTimes[] = [];
  let visit = 0;
  for (let r = 0; r < 6; r++) {
    const times = new PartTimes();
    const t = performance.now();
    while (performance.now() - t < ROUND_MS) for (let i = 0; i < 100; i++) tables[visit++ % tables.length].move(times);
    if (r > 0) rounds.push(times);
  }
  const median = (part: (t: PartTimes) => number) => r2(percentile(rounds.map((t) => (part(t) * 1000) / t.moves).sort((a, b) => a - b), 50));
  return { apply: median((t) => t.apply), sync: median((t) => t.sync), encode: median((t) => t.encode), move: median((t) => t.apply + t.sync + t.encode) };
}

export function moveWorkSection(opts: MoveWorkOptions) {
  const engine = getEngine(opts.game);
  const wire = WIRES[opts.game];
  if (!engine || !wire) throw new Error(`unknown game "${opts.game}"`);
  const seats = opts.seats ?? engine.seatCounts[0];
  if (!engine.seatCounts.includes(seats)) throw new Error(`${opts.game} seats ${engine.seatCounts.join(", ")}, not ${seats}`);
  const games = playGames(engine, seats, opts.games, opts.seed);
  const table = (t: number) => new ReplayedTable(engine, wire, games[t % games.length], seats, t * 7);
  const warm = perMove([table(0)]);
  const cold = perMove(Array.from({ length: opts.tables }, (_, t) => table(t)));
  return {
    bench: "move-work", game: opts.game, seats, games: games.length, moves: games.reduce((n, g) => n + g.moves.length, 0), tables: opts.tables,
    apply_us: warm.apply, sync_us: warm.sync, encode_us: warm.encode, move_us: warm.move,
    cold_apply_us: cold.apply, cold_sync_us: cold.sync, cold_encode_us: cold.encode, cold_move_us: cold.move,
  };
}
