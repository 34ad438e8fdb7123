import type { Element } from "../core/elements";
import type { LocalText } from "../core/text";
import { cleanDisplayText } from "./names";
import { isQuickPhrase } from "./phrases";

/**
 * Table talk (docs/protocol.md "Chat and pings"): its rules, constants and message shapes without zod, so the web
 * client uses them without loading zod into its lobby bundle. Chat travels as room messages, never in the synced
 * state, so the patches stay as small as without it. Two channels that never mix at a live table: `players` (the
 * seated players) and `spectators` (the watchers, whom players do not read: no kibitzing, lichess's rule). A
 * finished game's replay shows both.
 */
export const CHAT_CHANNELS = ["players", "spectators"] as const;
export type ChatChannel = (typeof CHAT_CHANNELS)[number];

/** Longest line, in characters (code points) after cleaning. */
export const CHAT_LINE_MAX = 200;
/** Longer raw text is refused before it is cleaned (a frame holds 4 KB anyway). */
export const CHAT_RAW_MAX = 1000;
/** Lines of each channel a late joiner or a reconnecting client gets. */
export const CHAT_HISTORY_LINES = 50;
/** Modes whose tables take pings (co-op 弒魔戰爭: teammates plan together); ping.ts has each one's rule. */
export const PING_MODES: readonly string[] = ["slaying"];
/** How long a ping marker stays on the teammates' screens. */
export const PING_SHOW_MS = 4000;

/** A line as its readers get it. A quick phrase travels as its id, so each reader sees it in its own language. */
export interface ChatLine {
  id: string;
  channel: ChatChannel;
  /** The author's seat; null for a spectator. */
  seat: number | null;
  name: string;
  text?: string;
  phrase?: string;
  /** Server time, ms since the epoch. */
  at: number;
  /** Set only in what the author receives: this line is yours (you may remove it). */
  mine?: true;
}

/** `chatSettings` as the server sends it (to every client on join and after each change). */
export interface ChatSettings {
  spectatorChat: boolean;
  /** Seats the host has muted. */
  hostMuted: number[];
  /** Seats you muted yourself. */
  muted: number[];
}

/**
 * What a 弒魔戰爭 player may point at: a map cell, the army's current opponent, one of the team's shards, or a card
 * of the pinger's own hand (chat.ts checks it with zod).
 */
export type PingTarget = { kind: "cell"; cell: string } | { kind: "enemy" } | { kind: "shard"; element: Element } | { kind: "card"; card: number };

/** A ping as the teammates get it: a hand card carries its id only where hands are public. */
export type PingShown = Exclude<PingTarget, { kind: "card" }> | { kind: "card"; card?: number };
export interface PingNotice {
  seat: number;
  name: string;
  target: PingShown;
  /** What was pointed at, named (「K3」, 「焚魔之炎」, 「金3」 or 「一張手牌」). */
  what: LocalText;
  at: number;
}

/** Chat refusals, answered as `error` (docs/protocol.md). */
export const CHAT_ERRORS = {
  chat_empty: ["訊息是空的。", "The message is empty."],
  chat_too_long: [`訊息最多 ${CHAT_LINE_MAX} 個字。`, `A message has at most ${CHAT_LINE_MAX} characters.`],
  unknown_phrase: ["沒有這個快速短語。", "There is no such quick phrase."],
  chat_wrong_channel: ["你不能在這個頻道發言。", "You cannot post in that channel."],
  chat_muted: ["桌主已禁止你發言。", "The host has muted you."],
  spectator_chat_off: ["桌主已關閉觀戰聊天。", "The host has turned spectator chat off."],
  no_such_line: ["找不到這則訊息。", "There is no such message."],
  not_your_line: ["只能刪除自己的訊息。", "You can only remove your own messages."],
  not_a_seat: ["沒有這個座位。", "There is no such seat."],
  pings_not_available: ["這個遊戲不能標記。", "Pings are not available in this game."],
  ping_not_yours: ["你只能標記自己手上的牌。", "You can only point at a card in your own hand."],
  spectator_cannot_ping: ["觀戰者不能標記。", "Spectators cannot ping."],
} as const satisfies Record<string, readonly [string, string]>;
export type ChatErrorCode = keyof typeof CHAT_ERRORS;

/**
 * The text a line shows: invisible and direction-changing characters removed and spaces folded as in names
 * (names.ts), or the refusal when nothing or too much is left.
 */
export function cleanChatText(raw: string): { text: string } | { error: ChatErrorCode } {
  const text = cleanDisplayText(raw);
  if (text.length === 0) return { error: "chat_empty" };
  if (Array.from(text).length > CHAT_LINE_MAX) return { error: "chat_too_long" };
  return { text };
}

/** The text or phrase a chat message carries, checked for `mode`, or why it is refused. */
export function chatContent(msg: { channel?: ChatChannel; text: string } | { channel?: ChatChannel; phrase: string }, mode: string): { text: string } | { phrase: string } | { error: ChatErrorCode } {
  if ("phrase" in msg) return isQuickPhrase(mode, msg.phrase) ? { phrase: msg.phrase } : { error: "unknown_phrase" };
  return cleanChatText(msg.text);
}

export function chatErrorText(code: ChatErrorCode): LocalText {
  const [zh, en] = CHAT_ERRORS[code];
  return { zh, en };
}
