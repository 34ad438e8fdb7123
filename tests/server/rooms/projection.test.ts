/**
 * The room's projection (engine state → schema → each client's StateView) against the real encoder and decoders,
 * across a rematch: the room reseats every client (TableGame.rematch → seatsRotated → Projection.reseat) and only
 * then syncs the new game, in the same patch.
 *
 * Found by `npm run fuzz -- --game slaying`: at a 1-seat table the seat's own decoded hand after a rematch held a
 * card of the finished game (in place of a new one, or one too many), so its engine bot's moves came back
 * `card_not_in_hand` (issue 20 item 7). The reseat added the seat's secrets to a view that already showed them.
 */
import { ArraySchema, Decoder, Encoder, Reflection, Schema, StateView, defineTypes, type, view } from "@colyseus/schema";
import { syncList } from "../../../shared/src/core/wire";
import { Rng } from "../../../shared/src/core/rng";
import { slayingEngine } from "../../../shared/src/games/slaying";
import type { SlayingState } from "../../../shared/src/games/slaying/types";
import { WIRES } from "../../../shared/src/games/wires";
import { Projection } from "../../../server/src/rooms/projection";
import "../../../shared/src/core/schemaEncodeFix";

const engine = slayingEngine;
const wire = WIRES.slaying;

class Table extends Schema {
  @type("uint16") turn = 0;
  @type(["uint8"]) activeSeats = new ArraySchema<number>();
}
defineTypes(Table, { game: wire.Game });

interface Seated {
  sessionId: string;
  view?: StateView;
  decoder: Decoder<any>;
}

/** A table of `seats` seated clients, its projection, and the schema decoders of their browsers. */
function tableOf(seats: number, seed: string) {
  const table = new Table() as Table & { game: Schema };
  table.game = new wire.Game();
  const encoder = new Encoder(table);
  const projection = new Projection(engine, wire, table);
  let seatOf = new Map<string, number>();
  const clients: Seated[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const c: Seated = { sessionId: `s${seat}`, decoder: Reflection.decode(Reflection.encode(encoder)) };
    seatOf.set(c.sessionId, seat);
    projection.showSeatTo(c, seat);
    const it = { offset: 0 };
    encoder.encodeAll(it); // the shared part, which encodeAllView's bytes start with
    c.decoder.decode(Buffer.from(encoder.encodeAllView(c.view!, it.offset, { ...it })));
    clients.push(c);
  }
  const patch = () => {
    const it = { offset: 0 };
    encoder.encode(it);
    const sharedOffset = it.offset;
    for (const c of clients) c.decoder.decode(Buffer.from(encoder.encodeView(c.view!, sharedOffset, it)));
    encoder.discardChanges();
  };
  const rng = Rng.fromSeed(seed);
  const sync = (state: unknown) => projection.sync(state, clients, (id) => seatOf.get(id) ?? -1);
  return {
    /** A new game; at a rematch as the room runs it: seats move one on, views follow, then the game is synced (one patch). */
    start(game: string, rematch: boolean) {
      if (rematch) {
        seatOf = new Map([...seatOf].map(([id, seat]) => [id, (seat + 1) % seats]));
        projection.reseat(clients, (id) => seatOf.get(id) ?? -1);
      }
      const state = engine.setup(engine.optionsSchema.parse({}), `${seed}/${game}`, seats);
      sync(state);
      patch();
      return state;
    },
    /** The engine's random bot plays the game to its end, a patch a move. */
    finish(state: SlayingState) {
      while (engine.activeSeats(state).length > 0) {
        const seat = engine.activeSeats(state)[0];
        state = engine.apply(state, seat, engine.bot(state, seat, rng, "random")).state;
        sync(state);
        patch();
      }
    },
    /** Each client's position as its browser rebuilds it, with the engine's own view of it. */
    seen(state: SlayingState) {
      return clients.map((c) => {
        const seat = seatOf.get(c.sessionId)!;
        return { seat, got: wire.fromWire(c.decoder.state.game, seat), want: engine.view(state, seat) };
      });
    },
  };
}

// A 1-seat table keeps its seat at a rematch (the failing case); larger ones rotate, so each view changes seat.
describe.each([[1, 8], [2, 3], [3, 3]])("a slaying table of %i seat(s), after a whole game and a rematch", (seats, games) => {
  test.each(Array.from({ length: games }, (_, i) => `projection/${seats}/${i}`))("every seat rebuilds the new game exactly (%s)", (seed) => {
    const t = tableOf(seats, seed);
    t.finish(t.start("first", false));
    // Two rematches: at a 2-seat table the second brings each client back to a seat whose secrets it held before.
    for (const game of ["second", "third"]) {
      const state = t.start(game, true);
      for (const { seat, got, want } of t.seen(state)) expect({ game, seat, view: got }).toEqual({ game, seat, view: want });
      t.finish(state);
    }
  });
});

/**
 * A player who reconnects mid-game gets a new connection: the room shows it the seat (StateView.add queues the
 * seat's entries) and sends the full state, which already holds them. @colyseus/schema 3.0 keeps the queued entries
 * across `encodeAllView`, so without `fullStateSent` the next patch adds them again: a hand changed in place before
 * that patch decodes with a card too many.
 */
describe("a seat's new connection mid-game", () => {
  class Player extends Schema {
    @type("uint8") seat = 0;
    @view() @type(["uint8"]) hand = new ArraySchema<number>();
  }
  class Game extends Schema {
    @type([Player]) players = new ArraySchema<Player>();
  }
  class HandTable extends Schema {
    @type("uint16") turn = 0;
    @type(["uint8"]) activeSeats = new ArraySchema<number>();
    @type(Game) game = new Game();
  }
  const handWire = {
    Game,
    sync: (state: { hand: number[] }, w: Game) => {
      if (!w.players.length) w.players.push(new Player());
      syncList(w.players[0].hand, state.hand);
    },
    seatRefs: (w: Game, seat: number) => (w.players[seat] ? [w.players[seat]] : []),
    fromWire: () => null,
  };
  const handEngine = { turnNumber: () => 1, activeSeats: () => [0] };

  function rejoinThenChange(told: boolean): number[] {
    const table = new HandTable();
    const encoder = new Encoder(table);
    const projection = new Projection(handEngine as never, handWire as never, table);
    projection.sync({ hand: [1, 2, 3] }, [], () => -1);
    encoder.discardChanges();
    const viewer: Seated = { sessionId: "again", decoder: Reflection.decode(Reflection.encode(encoder)) };
    projection.showSeatTo(viewer, 0);
    const it = { offset: 0 };
    encoder.encodeAll(it);
    viewer.decoder.decode(Buffer.from(encoder.encodeAllView(viewer.view!, it.offset, { ...it })));
    if (told) projection.fullStateSent(viewer);
    projection.sync({ hand: [9, 2, 3] }, [viewer], () => 0);
    const it2 = { offset: 0 };
    encoder.encode(it2);
    viewer.decoder.decode(Buffer.from(encoder.encodeView(viewer.view!, it2.offset, it2)));
    return Array.from(viewer.decoder.state.game.players[0].hand as ArrayLike<number>);
  }

  test("a view that gains or loses a seat's secrets is reported (the table's cue to send a patch), and nothing else", () => {
    const table = new HandTable();
    new Encoder(table);
    let reported = 0;
    const projection = new Projection(handEngine as never, handWire as never, table, () => reported++);
    const viewer: Seated = { sessionId: "p", decoder: undefined as never };
    projection.sync({ hand: [1, 2, 3] }, [viewer], () => -1);
    expect(reported).toBe(0);
    projection.showSeatTo(viewer, 0);
    expect(reported).toBe(1);
    // Already shown: a sync or a second showing changes no view.
    projection.sync({ hand: [4, 2, 3] }, [viewer], () => 0);
    projection.showSeatTo(viewer, 0);
    expect(reported).toBe(1);
    // Moved to a seat with no secrets (as a rotation can): the old seat's leave the view.
    projection.showSeatTo(viewer, 1);
    expect(reported).toBe(2);
  });

  test("decodes the hand exactly once the projection hears the full state went out", () => {
    expect(rejoinThenChange(true)).toEqual([9, 2, 3]);
  });

  test("(why: without it, the queued entries arrive again and the hand has a card too many)", () => {
    expect(rejoinThenChange(false)).toEqual([9, 1, 2, 3]);
  });
});
