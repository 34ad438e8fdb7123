/**
 * A fix for @colyseus/schema 3.0.x's string encoder (3.0.76 included): a string of exactly 255 UTF-8 bytes is sent
 * as msgpack str8 with the length byte `length % 255`, i.e. 0. Every decoder then reads an empty string and decodes
 * the 255 bytes of text as operations: the rest of that patch goes out of alignment ("field not defined at index …",
 * "definition mismatch"), so every field after it in the patch is lost on every client. The game-over patch of a
 * table hit it whenever its `result` JSON (zh and en summary with seat names) came to 255 bytes: in the 時序之戰 room
 * test about 1 game in 4 ended with a 201-character result of exactly 255 bytes, and `seed` (encoded after it) and
 * `result` stayed "" on every client.
 *
 * `encode.string` is looked up on the exported `encode` object at every use (primitive fields, map keys, the
 * handshake), so replacing it there fixes all encoders in this process. The probe keeps the fix off once the library
 * encodes the length right. Import this module (for its effect) wherever state is encoded: server/src/rooms/schema.ts
 * does (every table's state class), and so does the tests' WireHarness. Clients only decode, so the web bundle
 * leaves it out.
 */
import { encode } from "@colyseus/schema";

type Bytes = Parameters<typeof encode.string>[0];
type It = { offset: number };

/** Whether the library writes a 255-byte string with a wrong length byte. */
export function stringLengthBugPresent(): boolean {
  const bytes = new Uint8Array(300) as unknown as Bytes;
  encode.string(bytes, "x".repeat(255), { offset: 0 });
  return (bytes as unknown as Uint8Array)[0] === 0xd9 && (bytes as unknown as Uint8Array)[1] !== 255;
}

let applied = false;
export function fixSchemaStringEncoding(): void {
  if (applied || !stringLengthBugPresent()) return;
  applied = true;
  const original = encode.string;
  (encode as { string: typeof encode.string }).string = function string(bytes: Bytes, value: string, it: It): number {
    if (value && encode.utf8Length(value, "utf8") === 255) {
      (bytes as unknown as Uint8Array)[it.offset++] = 0xd9;
      (bytes as unknown as Uint8Array)[it.offset++] = 255;
      encode.utf8Write(bytes, value, it);
      return 257;
    }
    return original(bytes, value, it);
  };
}

fixSchemaStringEncoding();
