/**
 * The schema handshake a client gets on joining describes its table's mode only: each mode's root state has its own
 * base class, since Colyseus' reflection also describes every class extending the root's (server/src/rooms/schema.ts).
 */
import { Encoder, Reflection } from "@colyseus/schema";
import { hostedModes } from "../../server/src/modes";
import { tableStateFor } from "../../server/src/rooms/schema";

const handshake = (State: new () => object) => Reflection.encode(new Encoder(new State() as never));

test("every mode's handshake stays within the encoder's 8 KB buffer, decodes its own game, and ignores other modes' tables", () => {
  const modes = hostedModes();
  expect(modes.length).toBeGreaterThanOrEqual(4);
  for (const mode of modes) {
    const before = handshake(mode.State);
    expect({ mode: mode.id, small: before.length < 8 * 1024 }).toEqual({ mode: mode.id, small: true });
    // A client decodes the state with this handshake alone.
    const encoder = new Encoder(new mode.State() as never);
    const decoder = Reflection.decode(Reflection.encode(encoder));
    decoder.decode(encoder.encodeAll());
    expect(Object.keys((decoder.state as unknown as { game: { toJSON(): object } }).game.toJSON()).sort()).toEqual(Object.keys(new mode.wire.Game().toJSON()).sort());
    // Another table class (every other mode's game again) adds nothing to this mode's handshake.
    for (const other of modes) if (other !== mode) tableStateFor(other.wire.Game);
    expect({ mode: mode.id, bytes: handshake(mode.State).length }).toEqual({ mode: mode.id, bytes: before.length });
  }
});
