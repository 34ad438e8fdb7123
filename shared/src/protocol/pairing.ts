/**
 * Quick pairing's protocol (issue 22), shared by the server's pairing room and the web client's button. Zod-free so
 * the lobby bundle stays small; the server checks join options with `checkPairingJoin`.
 */

/** The two-player modes with ratings, quick pairing and leaderboards. */
export const RATED_MODES = ["shengke", "duelist", "cfe"] as const;
export type RatedMode = (typeof RATED_MODES)[number];
export const isRatedMode = (mode: unknown): mode is RatedMode => typeof mode === "string" && (RATED_MODES as readonly string[]).includes(mode);

/** The clocks a quick game may have: seconds per turn (each a table's `turnSeconds`). */
export const QUICK_CLOCKS = [30, 60, 120] as const;
export type QuickClock = (typeof QUICK_CLOCKS)[number];

/** "Or play a bot after N seconds": the choices offered; 0 = wait for a person as long as it takes. */
export const BOT_AFTER_SECONDS = [0, 30, 60] as const;

/** The room every quick pairing goes through (one per mode: it is filtered by `mode`). */
export const PAIRING_ROOM = "pairing";

export interface PairingJoin {
  mode: RatedMode;
  clock: QuickClock;
  /**
   * The session token of the signed-in player (rated games need an account), when the client holds one; the web
   * client's is an HTTP-only cookie, which the server reads from the socket's request instead.
   */
  token?: string;
  botAfterSeconds: number;
}

/** Server → client messages of the pairing room. */
export interface PairedMessage {
  /** The new table's code: the client consumes `reservation` and lands at /table/<code>. */
  code: string;
  reservation: unknown;
  opponent: { username: string; rating: number; provisional: boolean };
}
export interface QueuedMessage {
  rating: number;
  provisional: boolean;
  /** The players waiting in this mode right now (itself included). */
  waiting: number;
}

export const PAIRING_ERRORS = {
  bad_pairing_options: ["快速配對的選項不正確（遊戲或時限）。", "Invalid quick pairing options (game or clock)."],
  not_signed_in: ["積分對局需要登入帳號。", "Rated games need an account: sign in first."],
  already_queued: ["你已經在配對中（也許在另一個分頁）。", "You are already waiting for an opponent (perhaps in another tab)."],
  seated_elsewhere: ["你正在另一桌對局中，請先完成那一局。", "You are playing at another table; finish that game first."],
  pairing_unavailable: ["伺服器暫時無法配對，請稍後再試。", "The server cannot pair right now; try again shortly."],
} as const satisfies Record<string, readonly [string, string]>;
export type PairingErrorCode = keyof typeof PAIRING_ERRORS;

/** The join options as the pairing room accepts them, or the error code to answer. */
export function checkPairingJoin(raw: unknown): { ok: true; value: PairingJoin } | { ok: false; code: PairingErrorCode } {
  const o = (raw ?? {}) as Record<string, unknown>;
  const known = new Set(["mode", "clock", "token", "botAfterSeconds"]);
  if (typeof raw !== "object" || raw === null || Object.keys(o).some((k) => !known.has(k))) return { ok: false, code: "bad_pairing_options" };
  if (!isRatedMode(o.mode) || !(QUICK_CLOCKS as readonly unknown[]).includes(o.clock)) return { ok: false, code: "bad_pairing_options" };
  const botAfterSeconds = o.botAfterSeconds ?? 0;
  if (!(BOT_AFTER_SECONDS as readonly unknown[]).includes(botAfterSeconds)) return { ok: false, code: "bad_pairing_options" };
  if (o.token !== undefined && (typeof o.token !== "string" || o.token.length > 2000)) return { ok: false, code: "bad_pairing_options" };
  return { ok: true, value: { mode: o.mode, clock: o.clock as QuickClock, botAfterSeconds: botAfterSeconds as number, ...(typeof o.token === "string" ? { token: o.token } : {}) } };
}
