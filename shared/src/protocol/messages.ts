import { z } from "zod";
import { BOT_LEVELS } from "../core/engine";
import { AUTO_PASS } from "./autoPass";
import { CHAT_CLIENT_MESSAGES, CHAT_ERRORS, CHAT_SERVER_MESSAGES } from "./chat";
import { CLOCK_LIMITS, clockValueOk } from "./clockLimits";
import { cleanDisplayText, playerNameProblem, PLAYER_NAME_RAW_MAX } from "./names";

/**
 * The wire protocol between clients and game rooms (documented in docs/protocol.md, which a test keeps in step
 * with the handlers). Every client → server message is parsed with these schemas; anything else gets an `error`.
 */
/**
 * A player's name: invisible, control and direction-changing characters are removed, spaces folded (names.ts); then
 * 1–24 characters, no < >, and not a name that reads as a bot's (refused: bots are named by the server).
 */
export const PlayerName = z
  .string()
  .max(PLAYER_NAME_RAW_MAX)
  .transform(cleanDisplayText)
  .superRefine((s, ctx) => {
    const problem = playerNameProblem(s);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const TableSettings = z
  .object({
    /** Private tables are not listed while waiting; join them by their code. */
    private: z.boolean().default(false),
    /** A private game in progress still shows under "watch live games" unless this is false. */
    watchable: z.boolean().default(true),
    seats: z.number().int().min(1).max(8).optional(),
    /**
     * 0 = no clock; otherwise seconds a player has for a whole turn. When they run out a bot finishes that turn
     * for the player (the log says so).
     */
    turnSeconds: z.number().int().refine((n) => clockValueOk(n, CLOCK_LIMITS.turnSeconds), "0 (off) or 10–600").default(0),
    /**
     * Seconds to answer a response window (another player's curse or phase end) before it is passed for you.
     * Absent: 15 s when the turn clock runs (never more than turnSeconds), else no limit.
     */
    responseSeconds: z.number().int().refine((n) => clockValueOk(n, CLOCK_LIMITS.responseSeconds), "0 (off) or 5–120").optional(),
    /** After this many turn timeouts in a row a bot plays the seat until its player acts again. */
    timeoutsBeforeBot: z.number().int().min(CLOCK_LIMITS.timeoutsBeforeBot.min).max(CLOCK_LIMITS.timeoutsBeforeBot.max).default(CLOCK_LIMITS.timeoutsBeforeBot.default),
    /**
     * A rated game (生剋棋, 活俠決鬥者, 五行戰鬥牌 1v1 with a turn clock): two signed-in players, no bots; the result
     * changes both Glicko-2 ratings. Leaving, running out of time or conceding loses; no first move in time aborts.
     */
    rated: z.boolean().default(false),
    /** Game options, checked by the game's own schema. */
    options: z.unknown().optional(),
  })
  .strict();
export type TableSettings = z.infer<typeof TableSettings>;

export const JoinOptions = z
  .object({
    name: PlayerName.default("玩家"),
    spectate: z.boolean().default(false),
    /** The seat token the server sent with `seat`: reclaims that seat (also after a server restart). */
    seatToken: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/).optional(),
    /** This browser's guest identity (docs/protocol.md, Accounts): the games it plays follow it into an account. */
    guestToken: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/).optional(),
    /** A one-time code from the `transfer` message: takes that seat over from another device. */
    transferCode: z.string().regex(/^[A-Za-z0-9]{8}$/).optional(),
    /** Only read when the table is created. */
    table: TableSettings.optional(),
  })
  .strict();
export type JoinOptions = z.infer<typeof JoinOptions>;

export const ActionMessage = z.object({ seq: z.number().int().min(0), action: z.unknown() }).strict();
export const AddBotMessage = z.object({ seat: z.number().int().min(0).optional(), level: z.enum(BOT_LEVELS).default("greedy") }).strict();
export const RemoveBotMessage = z.object({ seat: z.number().int().min(0) }).strict();
/** Hand a dropped player's seat to a bot now (co-op): the host's word, or a vote where the host is not there. */
export const HandOverMessage = z.object({ seat: z.number().int().min(0).max(7) }).strict();
export const EmptyMessage = z.object({}).strict();

export { AUTO_PASS, type AutoPass } from "./autoPass";
/** A player's response-window preference (autoPass.ts); auto-passes wait a random human-like pause. */
export const PrefsMessage = z.object({ autoPass: z.enum(AUTO_PASS) }).strict();

/** Client → server message types and their payloads. */
export const CLIENT_MESSAGES = {
  action: ActionMessage,
  start: EmptyMessage,
  addBot: AddBotMessage,
  removeBot: RemoveBotMessage,
  rematch: EmptyMessage,
  /** Your own preferences at this table (answered with `prefs`). */
  prefs: PrefsMessage,
  /** "I'm back": a seat a bot played after repeated timeouts is yours again. */
  present: EmptyMessage,
  /**
   * Co-op: hand the seat of a player who dropped mid-game to a bot before their window ends. The host's request
   * does it; at a table whose host is not connected, each player's request is a vote and a majority of the
   * connected players does it (votes show in the seat's `botVotes`). The player can come back and take the seat
   * from the bot at their next turn.
   */
  handOver: HandOverMessage,
  /** Table talk and 弒魔戰爭 pings (chat.ts). */
  ...CHAT_CLIENT_MESSAGES,
  /** A one-time code that moves your seat to another device (answered with `transfer`). */
  transfer: EmptyMessage,
  /** Your seat's legal actions now (answered with `legal`). */
  legal: EmptyMessage,
} as const;
export type ClientMessageType = keyof typeof CLIENT_MESSAGES;

/** Server → client message types. */
export const SERVER_MESSAGES = ["error", "seat", "prefs", "log", "events", "result", "final", "ratings", "rematch", "transfer", "legal", ...CHAT_SERVER_MESSAGES] as const;

/** One player's side of a rated game's rating change (rounded; the same as GET /api/ratings/game/<id>). */
export interface RatingChangeShown {
  seat: number;
  before: number;
  after: number;
  change: number;
  /** The rating after the game is still provisional ("?"). */
  provisional: boolean;
}

/** `ratings`: a rated game's result and both rating changes landed together (sent to whoever joins later too). */
export interface RatingsMessage {
  gameId: string;
  changes: RatingChangeShown[];
}

export interface ErrorMessage {
  code: string;
  message: { zh: string; en: string };
  /** Machine-readable details of some refusals (`ambiguous_formation`: `candidates`; `rate_limited`: `type`, `retryAfterMs`). */
  data?: Record<string, unknown>;
}

export interface SeatMessage {
  seat: number;
  seatToken: string;
}

/** Room-level error codes (each game adds its own rule codes; see docs/protocol.md). */
export const ROOM_ERRORS = {
  bad_message: ["訊息格式錯誤。", "The message is malformed."],
  unknown_message: ["未知的訊息類型。", "Unknown message type."],
  bad_action: ["這個動作的格式不正確。", "The action is malformed."],
  stale_action: ["局面已更新，請再試一次。", "The game moved on; your action was based on an old position."],
  spectator_cannot_act: ["觀戰者不能行動。", "Spectators cannot act."],
  not_started: ["遊戲尚未開始。", "The game has not started."],
  not_over: ["遊戲還沒結束。", "The game is not over yet."],
  already_started: ["遊戲已經開始。", "The game has already started."],
  game_over: ["遊戲已結束。", "The game is over."],
  not_host: ["只有桌主可以這麼做。", "Only the host can do that."],
  seats_not_filled: ["座位尚未坐滿。", "Not every seat is filled."],
  no_empty_seat: ["沒有空位。", "There is no empty seat."],
  not_a_bot: ["那個座位不是電腦玩家。", "That seat is not a bot."],
  handover_not_coop: ["只有合作模式能把斷線玩家的座位提早交給電腦。", "Only co-op games let the table hand a dropped player's seat to a bot early."],
  seat_not_dropped: ["那個座位的玩家沒有斷線（或已由電腦接手）。", "That seat's player has not dropped (or a bot already plays it)."],
  already_voted: ["你已經投過票了，等其他玩家決定。", "You have already voted; the other players decide now."],
  rate_limited: ["動作太頻繁，請稍候。", "Too many messages; slow down."],
  storage_unavailable: ["伺服器暫時無法儲存棋譜，動作未被執行，請稍後再試。", "The server cannot save the game record right now; the action was not applied. Try again shortly."],
  internal: ["伺服器發生錯誤，動作未被執行。", "Server error; the action was not applied."],
  rated_no_bots: ["評級對局不能加入電腦玩家。", "A rated table takes no bots."],
  ...CHAT_ERRORS,
} as const satisfies Record<string, readonly [string, string]>;
export type RoomErrorCode = keyof typeof ROOM_ERRORS;

/** Join/matchmaking refusals (thrown from onAuth; the client sees them as join errors with these messages). */
export const JOIN_ERRORS = {
  bad_join_options: ["加入選項不正確。", "Invalid join options."],
  table_full: ["座位已滿，你可以觀戰。", "All seats are taken; you can watch instead."],
  too_many_spectators: ["這桌的觀戰人數已滿。", "This table has as many spectators as it can take."],
  bad_seat_token: ["座位憑證無效。", "That seat token is not valid for this table."],
  bad_table_options: ["開桌選項不正確。", "Invalid table options."],
  too_many_tables: ["牌桌數量已達上限。", "Too many tables."],
  too_many_reservations: ["你有太多尚未完成的加入請求，請稍候再試。", "Too many joins from your address are still pending; wait a moment and try again."],
  table_reservations_full: ["這張牌桌有太多尚未完成的加入請求，請過幾秒再試。", "This table has too many joins still pending; try again in a few seconds."],
  origin_not_allowed: ["這個網站不能開桌或加入牌桌。", "Tables cannot be created or joined from this website."],
  too_many_failed_joins: ["用牌桌代碼加入失敗太多次了。", "Too many failed joins by table code from your address."],
  bad_token: ["登入憑證無效或已登出，請重新登入。", "The sign-in token is not valid or was signed out; sign in again."],
  token_expired: ["登入已過期，請重新登入。", "Your sign-in has expired; sign in again."],
  bad_transfer_code: ["轉移代碼不正確或不屬於這一桌。", "That transfer code is not valid for this table."],
  transfer_code_used: ["這個轉移代碼已經用過了。", "That transfer code was already used."],
  transfer_code_expired: ["這個轉移代碼已過期，請在原裝置重新產生。", "That transfer code has expired; make a new one on the other device."],
  seat_moved: ["這個座位已移到另一個裝置（轉移代碼或登入的帳號），這個裝置的座位憑證已失效。", "This seat moved to another device (a transfer code or the signed-in account); this device's seat token no longer holds it."],
  account_required: ["評級對局只限登入的玩家入座；你可以登入後再來，或觀戰。", "Only signed-in players sit at a rated table: sign in first, or watch."],
} as const satisfies Record<string, readonly [string, string]>;

/** The six-character table code: no 0/O, 1/I/L, 2/Z, 5/S, 8/B so it reads aloud without doubt. */
export const CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679";
export const TableCode = z.string().length(6).regex(new RegExp(`^[${CODE_ALPHABET}]{6}$`));
