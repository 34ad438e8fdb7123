import type { Rng } from "../../../../shared/src/core/rng";

/**
 * Values a careless or hostile client might put anywhere in a message: wrong types, numbers at and past every limit
 * (negative, fractional, NaN, ±Infinity, beyond 2^53, BigInt), long and strange strings, nested containers, and
 * objects whose keys collide with JavaScript internals. Everything here survives msgpack encoding.
 */
const NUMBERS = [0, -0, -1, 1, 0.5, -2.5, 255, 256, 65535, 65536, 2 ** 31, -(2 ** 31), 2 ** 32, 2 ** 53, -(2 ** 53), 2 ** 64, 1e308, -1e308, 5e-324, NaN, Infinity, -Infinity];
const STRINGS = ["", " ", "0", "-1", "NaN", "null", "true", "[]", "{}", "?", "__proto__", "constructor", "toString", "\u0000", "\u202Eevil", "\uD800", "😀".repeat(8), "牌".repeat(50), "<script>", "%s%n", "../../etc/passwd"];
const KEYS = ["type", "seq", "action", "seat", "card", "cards", "cell", "level", "__proto__", "constructor", "toString", "valueOf", "hasOwnProperty", "", "x".repeat(40)];
const BIGINTS = [BigInt(2) ** BigInt(63) - BigInt(1), -(BigInt(2) ** BigInt(63)), BigInt(2) ** BigInt(64) - BigInt(1), BigInt(0)];

/** The longest string the fuzzer puts in a message: the whole frame must stay under the server's 4 KiB frame limit. */
export const LONG_STRING = 3000;

export function junkNumber(rng: Rng): number {
  return rng.int(4) === 0 ? (rng.int(2001) - 1000) * (rng.int(2) ? 1 : 0.37) : NUMBERS[rng.int(NUMBERS.length)];
}

export function junkString(rng: Rng): string {
  switch (rng.int(4)) {
    case 0:
      return "x".repeat(1 + rng.int(LONG_STRING));
    case 1:
      return String.fromCharCode(...Array.from({ length: 1 + rng.int(20) }, () => rng.int(0x3000)));
    default:
      return STRINGS[rng.int(STRINGS.length)];
  }
}

export function junkValue(rng: Rng, depth = 0): unknown {
  const kind = rng.int(depth > 2 ? 6 : 9);
  switch (kind) {
    case 0:
      return null;
    case 1:
      return rng.int(2) === 0;
    case 2:
    case 3:
      return junkNumber(rng);
    case 4:
      return junkString(rng);
    case 5:
      return rng.int(3) === 0 ? BIGINTS[rng.int(BIGINTS.length)] : new Date(rng.int(2) ? 0 : 8.64e15);
    case 6:
      return Array.from({ length: rng.int(5) }, () => junkValue(rng, depth + 1));
    case 7:
      return rng.int(4) === 0 ? Array.from({ length: 200 + rng.int(300) }, () => rng.int(256)) : [[[[junkValue(rng, depth + 3)]]]];
    default:
      return junkObject(rng, depth + 1);
  }
}

export function junkObject(rng: Rng, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const n = rng.int(5);
  for (let i = 0; i < n; i++) {
    const key = KEYS[rng.int(KEYS.length)];
    // Own properties, so `__proto__` is an ordinary key on the wire as a hostile client would send it.
    Object.defineProperty(out, key, { value: junkValue(rng, depth + 1), enumerable: true, configurable: true, writable: true });
  }
  return out;
}

/** A message type name no room registers: typos, internals, empty, long, numeric, unicode. */
export function junkTypeName(rng: Rng, registered: readonly string[]): string | number {
  const names: (string | number)[] = ["", "*", "__no_message_handler", "__proto__", "constructor", "toString", "hasOwnProperty", "ACTION", "action ", "actions", "Start", "leave", "join", "state", "error", "events", "log", "seat", "result", "final", "ping", "牌", "x".repeat(1 + rng.int(250)), 0, 1, 13, -1, 2 ** 32, 3.5];
  // colyseus.js writes a type name with its own encoder, which miscounts a lone surrogate and mangles names of more
  // than a few hundred bytes: the frames it makes are not msgpack any more. Those are raw-frame cases (frames.ts
  // sends long names itself), so type names here keep to short well-formed text.
  const name = rng.int(5) === 0 ? junkString(rng).slice(0, 200).replace(/[\uD800-\uDFFF]/g, "?") : names[rng.int(names.length)];
  return registered.includes(String(name)) ? `${String(name)}_` : name;
}

/** JSON for reports and size estimates: BigInt, NaN and ±Infinity spelled out, never a throw. */
export function printable(x: unknown): string {
  try {
    return JSON.stringify(x, (_k, v) => (typeof v === "bigint" ? `${v}n` : typeof v === "number" && !Number.isFinite(v) ? String(v) : v)) ?? String(x);
  } catch {
    return "<unprintable>";
  }
}
