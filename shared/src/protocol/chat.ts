import { z } from "zod";
import { ELEMENTS } from "../core/elements";
import { isCell } from "../games/slaying/map";
import { CHAT_CHANNELS, CHAT_LINE_MAX, CHAT_RAW_MAX, type ChatChannel, type PingTarget as PingTargetShape } from "./chatLines";
import { cleanDisplayText } from "./names";
import { isQuickPhrase } from "./phrases";

/**
 * The chat and ping messages' zod schemas, refusals and text rules (docs/protocol.md "Chat and pings"); the
 * constants and types the web client also needs, without zod, are in chatLines.ts.
 */
export * from "./chatLines";

/** Line ids are the server's; clients only echo them back (report, remove). */
export const ChatLineId = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);

export const ChatMessage = z.union([
  z.object({ channel: z.enum(CHAT_CHANNELS), text: z.string().max(CHAT_RAW_MAX) }).strict(),
  z.object({ channel: z.enum(CHAT_CHANNELS), phrase: z.string().max(64) }).strict(),
]);
export type ChatMessage = z.infer<typeof ChatMessage>;

/**
 * A player's own mute of another seat: that seat's lines stop reaching this player. A signed-in player's mute is
 * kept with its account (by the muted player's account or guest identity) and holds at every table it joins;
 * a guest's lasts for the table.
 */
export const MuteMessage = z.object({ seat: z.number().int().min(0), muted: z.boolean() }).strict();
/** The host's mute of a seat: that seat may no longer post (`chat_muted`). */
export const HostMuteMessage = MuteMessage;
export const ChatSettingsMessage = z.object({ spectatorChat: z.boolean() }).strict();
export const ChatLineMessage = z.object({ line: ChatLineId }).strict();

/** PingTarget (chatLines.ts) as zod: a cell must be one of the map's. */
export const PingTarget: z.ZodType<PingTargetShape, z.ZodTypeDef, unknown> = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("cell"), cell: z.string().max(3).refine(isCell, "not a map cell") }).strict(),
  z.object({ kind: z.literal("enemy") }).strict(),
  z.object({ kind: z.literal("shard"), element: z.enum(ELEMENTS) }).strict(),
  z.object({ kind: z.literal("card"), card: z.number().int().min(0) }).strict(),
]);
export type PingTarget = PingTargetShape;
export const PingMessage = z.object({ target: PingTarget }).strict();

/** Client → server chat messages (merged into CLIENT_MESSAGES). */
export const CHAT_CLIENT_MESSAGES = {
  /** A line of text or a quick phrase into a channel (answered with `chat` to its readers, or an `error`). */
  chat: ChatMessage,
  /** Stop (or start again) reading one seat's lines: your own choice, nobody else is told; kept with your account when signed in. */
  mute: MuteMessage,
  /** Host: forbid (or allow again) a seat to post. */
  hostMute: HostMuteMessage,
  /** Host: allow or forbid the spectator channel. */
  chatSettings: ChatSettingsMessage,
  /** Report a line to the operator (answered with `reported`). */
  report: ChatLineMessage,
  /** Remove a line you wrote (answered with `chatRemoved` to its readers). */
  unsay: ChatLineMessage,
  /** 弒魔戰爭: point at something for your teammates (answered with `ping` to the players). */
  ping: PingMessage,
} as const;

/** Server → client chat messages (merged into SERVER_MESSAGES). */
export const CHAT_SERVER_MESSAGES = ["chat", "chatHistory", "chatRemoved", "chatSettings", "reported", "ping"] as const;

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
