/**
 * Issue 20 item 7: the encoder's buffer must hold the largest full state a client can be sent (on joining or
 * reconnecting: the shared state plus its seat's secrets) and the largest patch (the one after `start` builds the
 * whole game at once is about as large). Seeded bot games of every mode at its largest table are mirrored into the
 * table's schema as a room does, and the encoded sizes measured as play goes; the buffer set at boot
 * (STATE_BUFFER_BYTES in server/src/app.ts) must be at least twice the largest, so no game reaches Colyseus'
 * overflow path (which warns and reallocates on every full-state encode).
 */
import { Encoder, StateView } from "@colyseus/schema";
import { Rng } from "../../shared/src/core/rng";
import { hostedModes, type GameMode } from "../../server/src/modes";
import { SeatState } from "../../server/src/rooms/schema";
import { STATE_BUFFER_BYTES } from "../../server/src/app";

const SEEDS = ["size-1", "size-2", "size-3"];
const MOVE_CAP = 4000;
const MEASURE_EVERY = 5;

interface Largest {
  bytes: number;
  seed: string;
  move: number;
}

/** One seeded bot game at the mode's largest table; the largest full state (with one seat's secrets) seen. */
function largestFullState(mode: GameMode, seed: string): Largest {
  const { engine, wire } = mode;
  const seats = Math.max(...engine.seatCounts);
  const table = new mode.State();
  table.mode = engine.id;
  table.code = "ACDEFG";
  table.status = "playing";
  table.commitment = "f".repeat(64);
  table.gameId = "00000000-0000-4000-8000-000000000000";
  const options = engine.optionsSchema.parse({});
  table.options = JSON.stringify({ seats, private: false, turnSeconds: 0, options: engine.publicOptions?.(options) ?? options });
  for (let s = 0; s < seats; s++) table.seats.push(Object.assign(new SeatState(), { name: "很長的玩家名字很長的玩家名字很長的玩", occupied: true, connected: true, host: s === 0 }));
  const encoder = new Encoder(table as never);
  let state = engine.setup(options, seed, seats);
  wire.sync(state, table.game);
  const views = Array.from({ length: seats }, (_, s) => {
    const view = new StateView();
    for (const ref of wire.seatRefs(table.game, s)) view.add(ref, -1, false);
    return view;
  });
  const rng = Rng.fromSeed(seed);
  let largest: Largest = { bytes: 0, seed, move: 0 };
  const measure = (move: number) => {
    const it = { offset: 0 };
    encoder.encodeAll(it);
    const shared = it.offset;
    for (const view of views) {
      const bytes = encoder.encodeAllView(view, shared, { offset: shared }).length;
      if (bytes > largest.bytes) largest = { bytes, seed, move };
    }
    encoder.discardChanges();
  };
  measure(0);
  for (let move = 1; move <= MOVE_CAP && engine.result(state) === null; move++) {
    const seat = engine.activeSeats(state)[0];
    state = engine.apply(state, seat, engine.bot(state, seat, rng, "random")).state;
    wire.sync(state, table.game);
    if (move % MEASURE_EVERY === 0 || engine.result(state) !== null) measure(move);
  }
  return largest;
}

test("the encoder's buffer is at least twice the largest full state of every mode (seeded bot games at the largest table)", () => {
  const rows: string[] = [];
  let overall = 0;
  for (const mode of hostedModes()) {
    const largest = SEEDS.map((seed) => largestFullState(mode, seed)).reduce((a, b) => (b.bytes > a.bytes ? b : a));
    rows.push(`${mode.id.padEnd(9)} ${Math.max(...mode.engine.seatCounts)} seats: ${largest.bytes} B (seed ${largest.seed}, move ${largest.move})`);
    overall = Math.max(overall, largest.bytes);
  }
  console.log(`largest full state per mode (shared state + one seat's secrets):\n${rows.join("\n")}`);
  expect(overall).toBeGreaterThan(1000);
  expect(STATE_BUFFER_BYTES).toBeGreaterThanOrEqual(2 * overall);
  expect(Encoder.BUFFER_SIZE).toBe(STATE_BUFFER_BYTES);
}, 240_000);
