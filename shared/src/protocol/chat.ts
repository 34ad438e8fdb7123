import { z } from "zod";
import { ELEMENTS } from "../core/elements";
import { isCell } from "../games/slaying/map";
import { CHAT_CHANNELS, CHAT_RAW_MAX, type PingTarget as PingTargetShape } from "./chatLines";

/**
 * The zod schemas of the chat and ping messages (docs/protocol.md "Chat and pings"); the rules and types the web
 * client also needs, without zod, are in chatLines.ts.
 */
export * from "./chatLines";

/** Line ids are the server's; clients only echo them back (report, remove). */
export const ChatLineId = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);

export const ChatMessage = z.union([
  z.object({ channel: z.enum(CHAT_CHANNELS), text: z.string().max(CHAT_RAW_MAX) }).strict(),
  z.object({ channel: z.enum(CHAT_CHANNELS), phrase: z.string().max(64) }).strict(),
]);
export type ChatMessage = z.infer<typeof ChatMessage>;

/** A player's own mute of another seat: that seat's lines stop reaching this player. */
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
  /** Stop (or start again) reading one seat's lines: your own choice, nobody else is told. */
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

