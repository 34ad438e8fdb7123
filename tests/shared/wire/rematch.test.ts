/**
 * A rematch plays a new game on the same schema: the room syncs the new position into the table's existing `game`
 * (GameRoom.startGame → project). Every viewer must then rebuild the new game exactly, as after the first one.
 *
 * Found by `npm run fuzz` (the engine's own bot, playing on a view rebuilt from the wire, had legal moves refused
 * after rematches): 生剋棋's card catalogue wrote each id's face once, so after a rematch the ids of the new game
 * kept the faces (curse definitions, beast elements) of the first one.
 */
import { ENGINES } from "../../../shared/src/games";
import { WIRES } from "../../../shared/src/games/wires";
import { Rng } from "../../../shared/src/core/rng";
import { WireHarness } from "../../support/wire";

describe.each(Object.keys(WIRES))("%s", (mode) => {
  const engine = ENGINES[mode];
  test("a second game on the same wire (a rematch) is rebuilt exactly by every viewer", () => {
    const seats = engine.seatCounts[0];
    const h = new WireHarness<any>(WIRES[mode]);
    for (let seat = 0; seat < seats; seat++) h.join(seat);
    h.join("spectator");
    const rng = Rng.fromSeed(`${mode}/rematch`);
    const play = (seed: string, moves: number) => {
      let state = engine.setup(engine.optionsSchema.parse({}), seed, seats);
      h.sync(state);
      h.patch();
      for (let n = 0; n < moves && engine.activeSeats(state).length > 0; n++) {
        const seat = engine.activeSeats(state)[0];
        state = engine.apply(state, seat, engine.bot(state, seat, rng, "random")).state;
        h.sync(state);
        h.patch();
      }
      return state;
    };
    play(`${mode}/first`, 20_000);
    const second = play(`${mode}/second`, 3);
    for (const v of h.viewers) expect({ viewer: v.viewer, view: h.seen(v) }).toEqual({ viewer: v.viewer, view: engine.view(second, v.viewer) });
  });
});
