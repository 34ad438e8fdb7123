import { encode } from "@colyseus/schema";
import type { Rng } from "../../../../shared/src/core/rng";

/**
 * Raw WebSocket frames, below what colyseus.js would ever send. A Colyseus 0.16 client frame is one protocol byte,
 * then (for room data) the message type as a msgpack string or number, then the msgpack payload. What the server
 * does with a malformed one depends only on its shape, so each builder here says which documented outcome
 * (docs/protocol.md, "Client → server messages") its frame must get.
 */
export const PROTOCOL = { JOIN_ROOM: 10, LEAVE_ROOM: 12, ROOM_DATA: 13, ROOM_DATA_BYTES: 17 } as const;

/** The server's WebSocket frame limit (@colyseus/ws-transport's default maxPayload). */
export const MAX_FRAME_BYTES = 4 * 1024;

/**
 * - `answered`: handled like any message; the reply is an `error` (bad_message or unknown_message).
 * - `ignored`: no reply, nothing happens, the connection stays open.
 * - `closes4002`: the payload is not msgpack; the server closes the connection with code 4002.
 * - `closes1009`: larger than the frame limit; the WebSocket closes with 1009 (message too big).
 */
export type RawOutcome = "answered" | "ignored" | "closes4002" | "closes1009";

export interface RawFrame {
  name: string;
  bytes: Uint8Array | string;
  outcome: RawOutcome;
}

/** msgpack for the plain values this file needs (nil, booleans, integers, float64, strings, arrays, maps). */
export function msgpack(value: unknown): number[] {
  if (value === null || value === undefined) return [0xc0];
  if (typeof value === "boolean") return [value ? 0xc3 : 0xc2];
  if (typeof value === "number") {
    if (Number.isInteger(value) && value >= 0 && value < 128) return [value];
    if (Number.isInteger(value) && value >= 0 && value <= 0xffffffff) return [0xce, ...be(value, 4)];
    if (Number.isInteger(value) && value < 0 && value >= -32) return [value & 0xff];
    const b = Buffer.alloc(8);
    b.writeDoubleBE(value);
    return [0xcb, ...b];
  }
  if (typeof value === "string") {
    const s = [...Buffer.from(value, "utf8")];
    if (s.length < 32) return [0xa0 | s.length, ...s];
    if (s.length < 256) return [0xd9, s.length, ...s];
    return [0xda, ...be(s.length, 2), ...s];
  }
  if (Array.isArray(value)) {
    if (value.length > 15) throw new Error("msgpack(): short arrays only");
    return [0x90 | value.length, ...value.flatMap(msgpack)];
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > 15) throw new Error("msgpack(): small maps only");
  return [0x80 | entries.length, ...entries.flatMap(([k, v]) => [...msgpack(k), ...msgpack(v)])];
}

/** A message type as Colyseus writes it: its own string encoding (lengths little-endian, unlike msgpack). */
function typeName(name: string): number[] {
  const bytes = Buffer.alloc(8 + Buffer.byteLength(name));
  const it = { offset: 0 };
  encode.string(bytes, name, it);
  return [...bytes.subarray(0, it.offset)];
}

function be(n: number, bytes: number): number[] {
  return Array.from({ length: bytes }, (_, i) => Math.floor(n / 256 ** (bytes - 1 - i)) % 256);
}

const frame = (...parts: (number | number[])[]) => Uint8Array.from(parts.flat());

/**
 * One raw frame of a random malformed kind, for a room that registers `types`. `sample` is a well-formed payload
 * (an action message) whose encoding is cut or padded to make invalid msgpack.
 */
export function rawFrame(rng: Rng, types: readonly string[], sample: unknown): RawFrame {
  const type = typeName(types[rng.int(types.length)]);
  const body = msgpack(sample);
  switch (rng.int(10)) {
    case 0: {
      // A valid payload cut short: msgpack runs out of data.
      const cut = 1 + rng.int(Math.max(1, body.length - 1));
      return { name: "room data, payload cut short", bytes: frame(PROTOCOL.ROOM_DATA, type, body.slice(0, cut)), outcome: body.length > 1 ? "closes4002" : "answered" };
    }
    case 1:
      // A whole payload followed by bytes that belong to nothing.
      return { name: "room data, trailing bytes after the payload", bytes: frame(PROTOCOL.ROOM_DATA, type, body, 0xc0, rng.int(256)), outcome: "closes4002" };
    case 2:
      // A map header that promises more entries than follow.
      return { name: "room data, map header with missing entries", bytes: frame(PROTOCOL.ROOM_DATA, type, 0x8f, msgpack("seq"), 0), outcome: "closes4002" };
    case 3:
      return { name: "room data bytes (protocol 17), arbitrary bytes", bytes: frame(PROTOCOL.ROOM_DATA_BYTES, type, Array.from({ length: rng.int(64) }, () => rng.int(256))), outcome: "answered" };
    case 4:
      // A protocol byte the server does not read from clients (0–9, 11, 14–16, 18–255).
      return { name: "unknown protocol byte", bytes: frame(pickUnread(rng), Array.from({ length: rng.int(32) }, () => rng.int(256))), outcome: "ignored" };
    case 5:
      return { name: "empty frame", bytes: new Uint8Array(0), outcome: "ignored" };
    case 6:
      return { name: "join again (protocol 10) when joined", bytes: frame(PROTOCOL.JOIN_ROOM, body), outcome: "ignored" };
    case 7:
      // Text frames arrive as bytes too; one that starts with a letter has no protocol meaning.
      return { name: "text frame", bytes: `hello ${"x".repeat(rng.int(100))}`, outcome: "ignored" };
    case 8:
      // A long type name, correctly encoded (colyseus.js cannot write one): no such type.
      return { name: "room data, long type name", bytes: frame(PROTOCOL.ROOM_DATA, typeName("t".repeat(300 + rng.int(3000))), msgpack({})), outcome: "answered" };
    default:
      return { name: "frame over the 4 KiB limit", bytes: frame(PROTOCOL.ROOM_DATA, type, Array.from({ length: MAX_FRAME_BYTES + 1 + rng.int(4096) }, () => 0xc0)), outcome: "closes1009" };
  }
}

function pickUnread(rng: Rng): number {
  const read: number[] = [PROTOCOL.JOIN_ROOM, PROTOCOL.LEAVE_ROOM, PROTOCOL.ROOM_DATA, PROTOCOL.ROOM_DATA_BYTES];
  let b = rng.int(256);
  while (read.includes(b)) b = rng.int(256);
  return b;
}
