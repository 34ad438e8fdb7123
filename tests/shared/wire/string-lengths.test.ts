/**
 * Strings of every UTF-8 length the msgpack headers distinguish (fixstr, str8, str16 up to 300 bytes) survive the real schema encoder
 * and decoder, with the fields after them intact. @colyseus/schema 3.0 writes a string of exactly 255 bytes with a
 * length byte of 0 (shared/src/core/schemaEncodeFix.ts): before the fix, the game-over patch of a table whose
 * `result` JSON came to 255 bytes decoded as "field not defined at index …" on every client, and `seed` and `result`
 * stayed "" (時序之戰, about 1 game in 4).
 */
import { Encoder, Reflection, Schema, StateView, type } from "@colyseus/schema";
import { stringLengthBugPresent } from "../../../shared/src/core/schemaEncodeFix";
import { ChronoWire } from "../../../shared/src/games/chrono/wire/schema";
import { tableStateFor } from "../../../server/src/rooms/schema";

class Strings extends Schema {
  @type("string") text = "";
  @type("string") after = "";
  @type("uint8") last = 0;
}

/** A string of exactly `bytes` UTF-8 bytes, with CJK characters (3 bytes each) when `cjk`. */
function textOf(bytes: number, cjk: boolean): string {
  const wide = cjk ? Math.floor(bytes / 3) : 0;
  const s = "時".repeat(wide) + "x".repeat(bytes - wide * 3);
  expect(Buffer.byteLength(s, "utf8")).toBe(bytes);
  return s;
}

function decodeStrictly(decoder: { decode(b: Uint8Array): unknown }, bytes: Uint8Array) {
  const errors: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(" "));
  try {
    decoder.decode(bytes);
  } finally {
    console.error = original;
  }
  expect(errors).toEqual([]);
}

test("the encoder writes a 255-byte string with its real length (the fix is in force)", () => {
  expect(stringLengthBugPresent()).toBe(false);
});

test.each([false, true])("strings of 0 to 300 bytes (CJK: %s) decode, in a full state and in patches, with the fields after them", (cjk) => {
  const lengths = Array.from({ length: 301 }, (_, i) => i);
  for (const n of lengths) {
    const root = new Strings();
    root.text = textOf(n, cjk);
    root.after = "seed";
    root.last = 7;
    const encoder = new Encoder(root);
    const full = Reflection.decode<Strings>(Reflection.encode(encoder));
    decodeStrictly(full, encoder.encodeAll());
    expect({ n, text: full.state.text === root.text, after: full.state.after, last: full.state.last }).toEqual({ n, text: true, after: "seed", last: 7 });
    encoder.discardChanges();

    const patched = new Strings();
    const encoder2 = new Encoder(patched);
    const decoder = Reflection.decode<Strings>(Reflection.encode(encoder2));
    decodeStrictly(decoder, encoder2.encodeAll());
    encoder2.discardChanges();
    patched.text = textOf(n, cjk);
    patched.after = "seed";
    patched.last = 9;
    decodeStrictly(decoder, encoder2.encode());
    expect({ n, text: decoder.state.text === patched.text, after: decoder.state.after, last: decoder.state.last }).toEqual({ n, text: true, after: "seed", last: 9 });
  }
});

test("a table's game-over patch with a 255-byte result reaches seated viewers and spectators whole", () => {
  const Table = tableStateFor(ChronoWire);
  const root = new Table();
  root.status = "playing";
  const encoder = new Encoder(root);
  const views = [new StateView(), new StateView(), undefined];
  const decoders = views.map((view) => {
    const d = Reflection.decode<any>(Reflection.encode(encoder));
    const it = { offset: 0 };
    const shared = encoder.encodeAll(it);
    decodeStrictly(d, view ? encoder.encodeAllView(view, it.offset, { ...it }) : shared);
    return d;
  });
  encoder.discardChanges();

  // The end of a game: status, clock, result (255 bytes of JSON with seat names and a zh summary), then the seed.
  const result = JSON.stringify({ winners: [2], summary: { zh: textOf(60, true), en: "" } });
  root.status = "finished";
  root.turnDeadline = 0;
  root.clockSeat = -1;
  root.result = result + " ".repeat(255 - Buffer.byteLength(result, "utf8"));
  root.seed = "f".repeat(64);
  expect(Buffer.byteLength(root.result, "utf8")).toBe(255);
  const it = { offset: 0 };
  const shared = encoder.encode(it);
  const sharedOffset = it.offset;
  views.forEach((view, i) => decodeStrictly(decoders[i], view ? encoder.encodeView(view, sharedOffset, it) : shared));
  encoder.discardChanges();
  for (const d of decoders) expect({ status: d.state.status, result: d.state.result, seed: d.state.seed }).toEqual({ status: "finished", result: root.result, seed: root.seed });
});
