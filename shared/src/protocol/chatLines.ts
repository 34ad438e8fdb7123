import type { Element } from "../core/elements";
import type { LocalText } from "../core/text";

/**
 * Table talk (docs/protocol.md "Chat and pings"): its constants and message shapes without zod, so the web
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
  /** Seats you muted yourself, here or (signed in) at an earlier table. */
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
