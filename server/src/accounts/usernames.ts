import { hasInvisibleCharacters, isReservedBotName } from "../../../shared/src/protocol/names";

/**
 * Usernames name a profile page (/u/<name>) and are shown at tables, so they follow the nickname rules (no invisible
 * or direction-changing characters, nothing that reads as a bot) and are kept to letters, digits and _ . - so a
 * URL and a table banner show exactly what was chosen. Uniqueness ignores case and compatibility forms.
 */
export const USERNAME_MIN = 2;
export const USERNAME_MAX = 24;
const SHAPE = /^[\p{L}\p{M}\p{N}_.-]+$/u;

/** The username as typed, or null when it cannot be one. */
export function validUsername(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length > 100 || hasInvisibleCharacters(raw)) return null;
  const name = raw.normalize("NFC");
  const length = Array.from(name).length;
  if (length < USERNAME_MIN || length > USERNAME_MAX || !SHAPE.test(name) || isReservedBotName(name)) return null;
  return name;
}

/** What two usernames are compared by: "Alice", "ALICE" and full-width "Ａｌｉｃｅ" are one name. */
export function usernameKey(name: string): string {
  return name.normalize("NFKC").toLowerCase();
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

/** The password to hash (NFC, so the same characters typed on two devices match), or null when it is refused. */
export function validPassword(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const pw = raw.normalize("NFC");
  const length = Array.from(pw).length;
  return length >= PASSWORD_MIN && length <= PASSWORD_MAX ? pw : null;
}
