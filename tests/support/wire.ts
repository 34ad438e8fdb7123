/**
 * A room's state sync without the network: the real schema Encoder with one StateView per seat, and one Reflection
 * decoder per viewer (as colyseus.js builds it from the handshake). Mirrors @colyseus/core's SchemaSerializer:
 * shared changes encoded once, each seat's view on top, spectators get the shared bytes only.
 */
import { Decoder, Encoder, Reflection, Schema, StateView, defineTypes, type TypeContext } from "@colyseus/schema";
import type { WireBinding } from "../../shared/src/core/wire";
// The server's encoder fix (255-byte strings), as the rooms have it.
import "../../shared/src/core/schemaEncodeFix";

export interface WireViewer {
  viewer: number | "spectator";
  decoder: Decoder<any>;
  view?: StateView;
  /** Every byte this viewer has received (full states and patches). */
  bytes: Buffer[];
  seated: boolean;
}

export class WireHarness<S> {
  readonly root: Schema & { game: any };
  readonly encoder: Encoder<any>;
  readonly viewers: WireViewer[] = [];

  constructor(readonly binding: WireBinding<S, any>) {
    const Root = rootOf(binding.Game);
    this.root = new Root() as Schema & { game: any };
    this.root.game = new binding.Game();
    this.encoder = new Encoder(this.root);
  }

  /** Mirror the engine state; seats that had no schema yet (before the first sync) get their views now. */
  sync(state: S) {
    this.binding.sync(state, this.root.game);
    for (const v of this.viewers) if (v.viewer !== "spectator" && !v.seated) this.seat(v);
  }

  private seat(v: WireViewer) {
    const refs = this.binding.seatRefs(this.root.game, v.viewer as number);
    for (const ref of refs) v.view!.add(ref, -1, false);
    v.seated = refs.length > 0;
  }

  /** A viewer joins now: it gets the handshake and the full state (its own view included). */
  join(viewer: number | "spectator"): WireViewer {
    const decoder = reflected(this.encoder);
    const v: WireViewer = { viewer, decoder, view: viewer === "spectator" ? undefined : new StateView(), bytes: [], seated: false };
    if (v.view) this.seat(v);
    const view = v.view;
    const it = { offset: 0 };
    const shared = Buffer.from(this.encoder.encodeAll(it));
    const full = view ? Buffer.from(this.encoder.encodeAllView(view, it.offset, { ...it })) : shared;
    decodeOrThrow(v, full);
    v.bytes.push(full);
    this.viewers.push(v);
    return v;
  }

  /** One patch to everyone, as the room's patch tick does. Returns the bytes each viewer received. */
  patch(): number[] {
    const it = { offset: 0 };
    const shared = Buffer.from(this.encoder.encode(it));
    const sharedOffset = it.offset;
    const sizes = this.viewers.map((v) => {
      const bytes = v.view ? Buffer.from(this.encoder.encodeView(v.view, sharedOffset, it)) : shared;
      decodeOrThrow(v, bytes);
      v.bytes.push(bytes);
      return bytes.length;
    });
    this.encoder.discardChanges();
    return sizes;
  }

  /** What a viewer's client would rebuild from its decoded state. */
  seen(v: WireViewer): S {
    return this.binding.fromWire(v.decoder.state.game, v.viewer);
  }
}

/**
 * One root class per game schema, and the classes a client rebuilds from its handshake, made once: the handshake of
 * a root class is the same bytes for every encoder of it, and colyseus.js turns the same bytes into the same classes,
 * so each viewer gets a fresh decoder (its own state and references) on classes reflected once per schema, where
 * reflecting them again for every viewer of every game was a quarter of a leak scan's time.
 */
const roots = new Map<new () => Schema, typeof Schema>();
function rootOf(Game: new () => Schema): typeof Schema {
  let Root = roots.get(Game);
  if (!Root) {
    Root = class Root extends Schema {};
    defineTypes(Root, { game: Game });
    roots.set(Game, Root);
  }
  return Root;
}

const handshakes = new Map<typeof Schema, { Root: new () => Schema; context: TypeContext }>();
function reflected(encoder: Encoder<any>): Decoder<any> {
  const key = encoder.state.constructor as typeof Schema;
  let known = handshakes.get(key);
  if (!known) {
    const decoder = Reflection.decode(Reflection.encode(encoder));
    known = { Root: decoder.state.constructor as new () => Schema, context: decoder.context };
    handshakes.set(key, known);
  }
  return new Decoder(new known.Root(), known.context);
}

/** The schema decoder reports a broken patch with console.error and carries on; a test must fail instead. */
function decodeOrThrow(v: WireViewer, bytes: Buffer) {
  const errors: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args.map((a) => (typeof a === "string" ? a : "")).join(" "));
  try {
    v.decoder.decode(bytes);
  } finally {
    console.error = original;
  }
  if (errors.length) throw new Error(`viewer ${v.viewer} could not decode a ${bytes.length}-byte frame: ${errors.join("; ")}`);
}
