/**
 * Names people choose (nicknames, custom card names) are shown to everyone: they must not carry characters that
 * change how the text around them is displayed (U+202E turns "Ann‮Bot" into something else), invisible characters, or
 * controls. Bots are named by the server ("電腦 Bot 2", "隨機 Bot 3"); a player may not take a name that reads as one.
 */

/** Controls (C0, DEL, C1), format characters (bidi overrides and isolates, LRM/RLM, zero-width, soft hyphen, tags), line and paragraph separators. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** Strips invisible and direction-changing characters, folds every kind of space into one, trims; NFC. */
export function cleanDisplayText(raw: string): string {
  return raw.normalize("NFC").replace(INVISIBLE, "").replace(/\s+/gu, " ").trim();
}

/** Whether `raw` holds an invisible or direction-changing character (for content that is refused rather than cleaned). */
export function hasInvisibleCharacters(raw: string): boolean {
  return /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(raw);
}

// Letters that look like the Latin ones in "bot" once case is folded: Cyrillic, Greek, small capitals.
const LOOKALIKES: Record<string, string> = { "в": "b", "β": "b", "ʙ": "b", "ь": "b", "о": "o", "ο": "o", "ᴏ": "o", "σ": "o", "т": "t", "τ": "t", "ᴛ": "t" };

/** The name as it reads: compatibility forms folded (full-width, mathematical letters), case and look-alikes folded, only letters and digits kept. */
function readsAs(name: string): string {
  return Array.from(name.normalize("NFKC").toLowerCase())
    .map((c) => LOOKALIKES[c] ?? c)
    .join("")
    .replace(/[^\p{L}\p{N}]/gu, "");
}

const BOT_PREFIX = /^(電腦|电脑|隨機|随机)/u;

/**
 * Reserved for bots: a name that reads as 電腦/隨機 (optionally + Bot and a number), as starting with "電腦 Bot" /
 * "隨機 Bot", or as "Bot" with an optional number ("B0T", "Ｂｏｔ 2", Cyrillic "Вот"). See docs/protocol.md.
 */
export function isReservedBotName(name: string): boolean {
  const key = readsAs(name);
  if (BOT_PREFIX.test(key)) {
    const rest = key.replace(BOT_PREFIX, "");
    return /^b[o0]t/.test(rest) || /^\d*$/.test(rest);
  }
  return /^b[o0]t\d*$/.test(key);
}

/** Longest nickname, in UTF-16 code units after cleaning; longer raw input is refused before it is cleaned. */
export const PLAYER_NAME_MAX = 24;
export const PLAYER_NAME_RAW_MAX = 200;

/** Why a cleaned name (`cleanDisplayText`) cannot be a player's name, or null when it can. */
export function playerNameProblem(name: string): string | null {
  if (name.length < 1) return "a name needs at least one visible character";
  if (name.length > PLAYER_NAME_MAX) return `a name has at most ${PLAYER_NAME_MAX} characters`;
  if (/[<>]/.test(name)) return "no < or >";
  if (isReservedBotName(name)) return "this name is reserved for bots (電腦 Bot…, 隨機 Bot…, Bot) / 此名稱保留給電腦玩家";
  return null;
}

/** The server's PlayerName check without zod (the web client's lobby checks names without loading zod). */
export function isValidPlayerName(raw: string): boolean {
  return raw.length <= PLAYER_NAME_RAW_MAX && playerNameProblem(cleanDisplayText(raw)) === null;
}
