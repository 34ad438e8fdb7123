import { randomInt } from "node:crypto";
import type { Presence } from "@colyseus/core";
import { CODE_ALPHABET } from "../../../shared/src/protocol/messages";

const CODES_KEY = "wuxing:tablecodes";

export function randomTableCode(): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * A code no live table uses. Check-then-add is atomic with the in-process presence; with Redis the window is a
 * round trip wide, over 25^6 ≈ 244 million codes.
 */
export async function reserveTableCode(presence: Presence, wanted?: string): Promise<string> {
  if (wanted) {
    await presence.sadd(CODES_KEY, wanted);
    return wanted;
  }
  for (;;) {
    const code = randomTableCode();
    if (await presence.sismember(CODES_KEY, code)) continue;
    await presence.sadd(CODES_KEY, code);
    return code;
  }
}

export function isTableCodeReserved(presence: Presence, code: string): Promise<boolean> {
  return Promise.resolve(presence.sismember(CODES_KEY, code)).then(Boolean);
}

export async function releaseTableCode(presence: Presence, code: string): Promise<void> {
  await presence.srem(CODES_KEY, code);
}
